import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  countContent,
  MAX_MULTIPLE,
  rebatePercent,
  stakeMinor,
  type AnyPlay,
  type LotteryPrizeMode,
} from '@playhouse/contract/lottery';
import { Button } from '../../components/ui/Button';
import { FormError } from '../../components/ui/FormError';
import { Money } from '../../components/ui/Money';
import { ApiError } from '../../lib/api-client';
import { usePlaceBet } from './lottery-api';
import { ChasePlanner } from './ChasePlanner';
import { chasePlan } from './chase-plan';
import type { PickLayout, Picks } from './pick-layout';
import { slipSchema, UNITS, type SlipInput, type SlipValues } from './slip-form';
import { drawStake, marginTerms, oneHitWin } from './slip-maths';
import { winningHits } from './winning-hits';

export interface SlipProps {
  gameId: string;
  mode: LotteryPrizeMode;
  play: AnyPlay;
  layout: PickLayout;
  picks: Picks;
  wire: string;
  /** ELOTT odds of the play (thousandths). */
  odds: number | null;
  /** LOTT: the member's own group and the lowest allowed. */
  group: { own: number; min: number } | null;
  /** Open draws, current first; empty while sales are closed. */
  upcoming: readonly string[];
  salesOpen: boolean;
  onPlaced(): void;
}

/** The group choices: the member's own down to its minimum, in steps of 10 (each step 0.5 % rebate). */
function groupChoices(g: { own: number; min: number }): number[] {
  const out: number[] = [];
  for (let v = g.own; v >= g.min; v -= 10) out.push(v);
  return out;
}

export function BetSlip(p: SlipProps) {
  const { t } = useTranslation();
  const ids = { unit: useId(), multiple: useId(), group: useId() };
  const place = usePlaceBet();
  const [error, setError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<string | null>(null);
  const { register, handleSubmit, watch, formState } = useForm<SlipInput, unknown, SlipValues>({
    resolver: zodResolver(slipSchema),
    defaultValues: {
      unit: 'yuan',
      multiple: 1,
      group: p.group?.own ?? 0,
      draws: 1,
      plan: 'same',
      every: 1,
      margin: 50,
      winStop: true,
    },
  });
  const v = watch();
  const multiple = Number(v.multiple) || 0;
  const bets = countContent(p.play, p.wire) ?? 0;
  const group = p.group ? Number(v.group) || p.group.own : null;
  const terms = { mode: p.mode, bets, unit: v.unit, multiple, group, odds: p.odds };
  const hits = useMemo(
    () => (bets > 0 ? winningHits(p.play, p.wire, p.layout, p.picks) : []),
    [bets, p.play, p.wire, p.layout, p.picks],
  );
  // The rate as typed, whole and not negative; the schema refuses anything else at submit.
  const rate = Math.max(0, Math.trunc(Number(v.margin)) || 0);
  const chase = chasePlan({
    upcoming: p.upcoming,
    draws: Number(v.draws) || 1,
    multiple: Math.max(1, multiple),
    plan: v.plan,
    every: Number(v.every) || 1,
    margin: v.plan === 'margin' && bets > 0 ? marginTerms(terms, hits, rate) : null,
  });
  const plan = chase.draws;
  const perDraw = drawStake(terms);
  const total =
    bets > 0 && multiple > 0
      ? plan.reduce<bigint | null>((sum, d) => {
          const s = stakeMinor({ bets, unit: v.unit, multiple: d.multiple });
          return sum === null || s === null ? null : sum + s;
        }, 0n)
      : null;
  const win = bets > 0 ? oneHitWin(terms, hits) : null;
  const rebate = p.group && group ? rebatePercent(p.group.own, group) : null;

  const submit = handleSubmit(async (values) => {
    if (chase.short !== null || plan.length === 0) return;
    setError(null);
    setPlaced(null);
    try {
      const answer = await place.mutateAsync({
        prizeMode: p.mode,
        contents: [
          {
            gameId: p.gameId,
            playId: p.play.id,
            bettingContent: p.wire,
            unit: values.unit,
            ...(p.group ? { prizeGroup: values.group } : {}),
            bets,
            numero: plan,
            winStop: plan.length > 1 && values.winStop,
          },
        ],
      });
      setPlaced(answer.orders.map((o) => o.orderId).join(', '));
      p.onPlaced();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('unknown_error'));
    }
  });

  // A minimum-profit plan that falls short is shown, never sent.
  const canBet = p.salesOpen && bets > 0 && plan.length > 0 && chase.short === null && total !== null && !place.isPending;
  return (
    <form className="lottery-slip" onSubmit={submit} aria-label={t('lottery_slip')} data-testid="lottery-slip">
      <div className="lottery-slip-fields">
        <label htmlFor={ids.unit}>{t('lottery_unit')}</label>
        <select id={ids.unit} {...register('unit')} data-testid="lottery-unit">
          {UNITS.map((u) => (
            <option key={u} value={u}>
              {t(`lottery_unit_${u}`)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.multiple}>{t('lottery_multiple')}</label>
        <input
          id={ids.multiple}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_MULTIPLE}
          {...register('multiple')}
          aria-invalid={!!formState.errors.multiple}
          data-testid="lottery-multiple"
        />
        {p.group ? (
          <>
            <label htmlFor={ids.group}>{t('lottery_prize_group')}</label>
            <select id={ids.group} {...register('group')} data-testid="lottery-group">
              {groupChoices(p.group).map((g) => (
                <option key={g} value={g}>
                  {t('lottery_group_option', { group: g, rebate: rebatePercent(p.group!.own, g) })}
                </option>
              ))}
            </select>
          </>
        ) : null}
      </div>

      <ChasePlanner
        register={register}
        errors={formState.errors}
        plan={v.plan}
        rate={rate}
        chase={chase}
        open={p.upcoming.length}
        picked={bets > 0}
      />

      <dl className="lottery-slip-sums" aria-live="polite">
        <div>
          <dt>{t('lottery_bets')}</dt>
          <dd data-testid="lottery-bet-count">{bets}</dd>
        </div>
        <div>
          <dt>{t('lottery_stake_per_draw')}</dt>
          <dd data-testid="lottery-stake">{perDraw !== null ? <Money minor={perDraw} /> : '—'}</dd>
        </div>
        {plan.length > 1 ? (
          <div>
            <dt>{t('lottery_stake_total', { count: plan.length })}</dt>
            <dd data-testid="lottery-stake-total">{total !== null ? <Money minor={total} /> : '—'}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('lottery_possible_win')}</dt>
          <dd data-testid="lottery-possible-win">{win !== null ? <Money minor={win} /> : '—'}</dd>
        </div>
        {rebate !== null ? (
          <div>
            <dt>{t('lottery_rebate')}</dt>
            <dd data-testid="lottery-rebate">{rebate}%</dd>
          </div>
        ) : null}
      </dl>
      {bets > 0 && perDraw === null ? <p className="lottery-hint">{t('lottery_unit_not_payable')}</p> : null}
      <FormError message={error} testId="lottery-bet-error" />
      {placed ? (
        <p role="status" className="lottery-placed" data-testid="lottery-placed">
          {t('lottery_placed')}
        </p>
      ) : null}
      <Button type="submit" disabled={!canBet} data-testid="lottery-place-bet">
        {p.salesOpen ? t('lottery_place_bet') : t('lottery_sales_closed_wait')}
      </Button>
    </form>
  );
}
