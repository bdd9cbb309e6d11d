import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textIn } from '@playhouse/contract';
import type { EnvelopeLive } from '@playhouse/contract/engagement';
import { Modal } from '../../components/ui/Modal';
import { Button } from '../../components/ui/Button';
import { Money } from '../../components/ui/Money';
import { useClaimEnvelope, useLiveEnvelope } from './envelopes-api';
import './register-locales';
import './envelopes.css';

/** hh:mm:ss (or d hh:mm:ss) until `ms` from now. */
export function countdown(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const hms = [Math.floor((s % 86_400) / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0'));
  return `${d > 0 ? `${d}d ` : ''}${hms.join(':')}`;
}

/** The server's clock now, from the answer's `now` and the browser's clock since (so a wrong PC clock does not matter). */
function useServerNow(answer: EnvelopeLive | undefined, fetchedAt: number): number {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setTick(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return answer ? Date.parse(answer.now) + (tick - fetchedAt) : tick;
}

function Popup({ live, now, onClose }: { live: EnvelopeLive; now: number; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const claim = useClaimEnvelope();
  const drop = live.drop!;
  const got = claim.data ?? live.claimed;
  const started = Date.parse(drop.startsAt) <= now;
  let body;
  if (got) {
    body = (
      <div className="env-result" data-testid="envelope-result">
        <p>{t('env_won')}</p>
        <Money minor={got.amount} className="env-amount" testId="envelope-amount" />
        <p className="env-muted">{t('env_paid')}</p>
      </div>
    );
  } else if (!started) {
    body = (
      <div className="env-result">
        <p>{t('env_next')}</p>
        <strong className="env-countdown" data-testid="envelope-countdown">
          {countdown(Date.parse(drop.startsAt) - now)}
        </strong>
      </div>
    );
  } else {
    body = (
      <div className="env-result">
        <p>{t('env_live')}</p>
        <p className="env-muted">
          {t('env_remaining', { count: drop.remaining, total: drop.envelopes })} ·{' '}
          {t('env_ends', { time: countdown(Date.parse(drop.endsAt) - now) })}
        </p>
        {!drop.eligible ? <p role="alert">{t('env_not_eligible')}</p> : null}
        {claim.error ? (
          <p role="alert" data-testid="envelope-error">
            {claim.error.message}
          </p>
        ) : null}
        <Button
          onClick={() => claim.mutate(drop.id)}
          disabled={claim.isPending || !drop.eligible || drop.remaining === 0}
          data-testid="envelope-claim"
        >
          {claim.isPending ? t('env_claiming') : t('env_claim')}
        </Button>
        {drop.remaining === 0 ? <p>{t('env_empty')}</p> : null}
      </div>
    );
  }
  return (
    <Modal title={textIn(drop.titles, i18n.language) || t('env_title')} onClose={onClose} testId="envelope-popup">
      {body}
    </Modal>
  );
}

/**
 * After login: a floating red-envelope button while a drop runs (or a countdown to the next
 * one), opening a popup to claim and see the amount.
 */
export default function EnvelopeWidget() {
  const { t } = useTranslation();
  const q = useLiveEnvelope();
  const [open, setOpen] = useState(false);
  const now = useServerNow(q.data, q.dataUpdatedAt);
  const drop = q.data?.drop;
  if (!q.data || !drop) return null;
  const started = Date.parse(drop.startsAt) <= now;
  if (started && Date.parse(drop.endsAt) <= now) return null;
  const label = started ? t('env_button') : t('env_button_next', { time: countdown(Date.parse(drop.startsAt) - now) });
  return (
    <>
      <button
        type="button"
        className={started && !q.data.claimed ? 'env-fab env-fab-live' : 'env-fab'}
        onClick={() => setOpen(true)}
        aria-label={label}
        title={label}
        data-testid="envelope-button"
      >
        <span className="env-fab-icon" aria-hidden="true">
          福
        </span>
        {!started ? <span className="env-fab-time">{countdown(Date.parse(drop.startsAt) - now)}</span> : null}
      </button>
      {open ? <Popup live={q.data} now={now} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
