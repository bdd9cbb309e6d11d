import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NearAnswer } from '@playhouse/contract/lottery';
import { Icon } from '../../components/ui/Icon';
import { countdownText, useServerNow } from './draw-clock';
import { ResultBalls } from './ResultBalls';

/** While sales are closed the page asks for the next draw this often, so it opens without a reload. */
const CLOSED_POLL_MS = 2_000;

/** Whether the open draw still sells, on the server's clock. */
export function salesOpen(near: NearAnswer | undefined, now: number): boolean {
  return !!near?.current && near.current.status === 'open' && now < Date.parse(near.current.closeAt);
}

export function DrawPanel({ near, fetchedAt, refetch }: { near: NearAnswer; fetchedAt: number; refetch(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const now = useServerNow(near.serverTime, fetchedAt);
  const open = salesOpen(near, now);
  const current = near.current;

  useEffect(() => {
    if (open) return;
    const id = setInterval(refetch, CLOSED_POLL_MS);
    return () => clearInterval(id);
  }, [open, refetch]);

  // A new result: the lists that depend on it are read again, and the balls animate once.
  const lastNo = near.last?.numero;
  const seen = useRef(lastNo);
  const [fresh, setFresh] = useState(false);
  useEffect(() => {
    if (lastNo === seen.current) return;
    seen.current = lastNo;
    setFresh(true);
    void client.invalidateQueries({ queryKey: ['lottery', 'history'] });
    void client.invalidateQueries({ queryKey: ['lottery', 'orders'] });
    const id = setTimeout(() => setFresh(false), 2_000);
    return () => clearTimeout(id);
  }, [lastNo, client]);

  return (
    <section className="lottery-draws" aria-label={t('lottery_draw_section')}>
      <div className="lottery-draw-open" data-testid="lottery-open-draw" data-open={open ? 'true' : 'false'}>
        {current ? (
          <>
            <span className="lottery-draw-label">{t('lottery_draw_no', { numero: current.numero })}</span>
            {open ? (
              <span className="lottery-countdown" role="timer" data-testid="lottery-countdown">
                {t('lottery_closes_in', { time: countdownText(Date.parse(current.closeAt) - now) })}
              </span>
            ) : (
              <span className="lottery-lock" data-testid="lottery-locked" role="status">
                <Icon name="lock" size={16} /> {t('lottery_sales_closed_wait')}
              </span>
            )}
          </>
        ) : (
          <span className="lottery-lock" data-testid="lottery-locked" role="status">
            <Icon name="lock" size={16} /> {t('lottery_no_open_draw')}
          </span>
        )}
      </div>
      <div className="lottery-draw-last" aria-live="polite">
        <span className="lottery-draw-label">
          {near.last ? t('lottery_last_result', { numero: near.last.numero }) : t('lottery_no_result_yet')}
        </span>
        {near.last?.result ? (
          <ResultBalls family={near.family} result={near.last.result} fresh={fresh} testId="lottery-last-result" />
        ) : near.last?.status === 'void' ? (
          <span>{t('lottery_status_void')}</span>
        ) : null}
      </div>
    </section>
  );
}
