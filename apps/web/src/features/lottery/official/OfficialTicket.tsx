import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@playhouse/contract';
import {
  MAX_OFFICIAL_BETS,
  MAX_POINTS,
  type AnyOfficialProduct,
  type OfficialDraw,
  type OfficialProductMenu,
} from '@playhouse/contract/lottery';
import { Button } from '../../../components/ui/Button';
import { FormError } from '../../../components/ui/FormError';
import { Money } from '../../../components/ui/Money';
import { ApiError } from '../../../lib/api-client';
import { useOfficialBet } from './official-api';
import { contentOf, ticketSummary } from './ticket';
import { ticketSchema, type TicketInput, type TicketValues } from './ticket-form';

export interface TicketProps {
  gameCode: string;
  drawNo: string | null;
  /** The draws of the chosen sources, one bet each. */
  draws: readonly OfficialDraw[];
  product: AnyOfficialProduct;
  menu: OfficialProductMenu;
  picks: readonly string[];
  salesOpen: boolean;
  onPlaced(): void;
}

/** The ticket: points, bets per source, the sources, the total stake, and the bet placed (POST) with the server's word on it. */
export function OfficialTicket(p: TicketProps) {
  const { t } = useTranslation();
  const pointsId = useId();
  const place = useOfficialBet();
  const [error, setError] = useState<string | null>(null);
  const [placed, setPlaced] = useState(false);
  const { register, handleSubmit, watch, formState } = useForm<TicketInput, unknown, TicketValues>({
    resolver: zodResolver(ticketSchema),
    defaultValues: { points: 1 },
  });
  const points = Number(watch('points')) || 0;
  const sum = ticketSummary(p.product, p.menu, p.picks, points, p.draws);

  const submit = handleSubmit(async ({ points }) => {
    if (!p.drawNo) return;
    setError(null);
    setPlaced(false);
    try {
      await place.mutateAsync({
        gameCode: p.gameCode,
        drawNo: p.drawNo,
        sources: p.draws.map((d) => d.source),
        productId: p.product.id,
        content: contentOf(p.picks),
        points,
        bets: sum.bets,
      });
      setPlaced(true);
      p.onPlaced();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('unknown_error'));
    }
  });

  const canBet = p.salesOpen && p.drawNo !== null && sum.total !== null && !sum.tooMany && !place.isPending;
  return (
    <form className="lottery-slip" onSubmit={submit} aria-label={t('lottery_slip')} data-testid="official-ticket">
      <div className="lottery-slip-fields">
        <label htmlFor={pointsId}>{t('official_points')}</label>
        <input
          id={pointsId}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_POINTS}
          {...register('points')}
          aria-invalid={!!formState.errors.points}
          data-testid="official-points"
        />
      </div>
      <dl className="lottery-slip-sums" aria-live="polite">
        <div>
          <dt>{t('official_bets_per_source')}</dt>
          <dd data-testid="official-bet-count">{sum.bets}</dd>
        </div>
        <div>
          <dt>{t('official_sources_count')}</dt>
          <dd data-testid="official-source-count">{p.draws.length}</dd>
        </div>
        <div>
          <dt>{t('official_total_stake')}</dt>
          <dd data-testid="official-stake">{sum.total !== null ? <Money minor={sum.total} /> : '—'}</dd>
        </div>
      </dl>
      {p.draws.length > 1 && sum.total !== null ? (
        <ul className="official-per-source" aria-label={t('official_stake_per_source')}>
          {sum.perSource.map((s) => (
            <li key={s.source}>
              <span>{s.sourceName}</span> <Money minor={s.stake!} />
            </li>
          ))}
        </ul>
      ) : null}
      {sum.bets > 0 && sum.perSource.some((s) => s.stake === null) ? (
        <p className="lottery-hint">{t('official_not_sold_here')}</p>
      ) : null}
      {sum.tooMany ? (
        <p className="lottery-hint" role="alert" data-testid="official-too-many">
          {t('official_too_many', { max: formatCount(MAX_OFFICIAL_BETS) })}
        </p>
      ) : null}
      {p.picks.length > 0 && sum.bets === 0 ? (
        <p className="lottery-hint" data-testid="official-incomplete">
          {t('official_picks_incomplete')}
        </p>
      ) : null}
      <FormError message={error} testId="official-bet-error" />
      {placed ? (
        <p role="status" className="lottery-placed" data-testid="official-placed">
          {t('lottery_placed')}
        </p>
      ) : null}
      <Button type="submit" disabled={!canBet} data-testid="official-place-bet">
        {p.salesOpen ? t('lottery_place_bet') : t('official_no_sale')}
      </Button>
    </form>
  );
}
