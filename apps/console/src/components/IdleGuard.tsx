import { useEffect, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { API, OPERATOR_SESSION } from '@playhouse/contract';
import { opsCall } from '../lib/api';

const IDLE_MS = OPERATOR_SESSION.idleMinutes * 60_000;
const WARN_MS = IDLE_MS - OPERATOR_SESSION.warnMinutes * 60_000;
/** The server counts idleness from the last call: activity in the page keeps it alive at most this often. */
const KEEP_ALIVE_MS = 60_000;

/**
 * The operator's session ends after 30 idle minutes on the server. The page counts the operator's
 * own idleness (no key, click or pointer move), warns 5 minutes before the end, and signs out at
 * it; activity in the page keeps the server's session alive.
 */
export function IdleGuard({ onIdle }: { onIdle: () => void }) {
  const { t } = useTranslation();
  const lastActive = useRef(Date.now());
  const lastPing = useRef(Date.now());
  const [left, setLeft] = useState<number | null>(null);

  useEffect(() => {
    const active = () => {
      lastActive.current = Date.now();
      if (Date.now() - lastPing.current > KEEP_ALIVE_MS) {
        lastPing.current = Date.now();
        void opsCall(API.operator.me).catch(() => undefined);
      }
    };
    const events = ['keydown', 'pointerdown', 'pointermove', 'wheel'] as const;
    for (const e of events) window.addEventListener(e, active, { passive: true });
    const timer = window.setInterval(() => {
      const idle = Date.now() - lastActive.current;
      if (idle >= IDLE_MS) onIdle();
      setLeft(idle >= WARN_MS ? Math.max(0, Math.ceil((IDLE_MS - idle) / 1000)) : null);
    }, 1000);
    return () => {
      for (const e of events) window.removeEventListener(e, active);
      window.clearInterval(timer);
    };
  }, [onIdle]);

  return (
    <Dialog.Root open={left !== null}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="dialog" data-testid="idle-warning" aria-describedby={undefined}>
          <Dialog.Title>{t('idle_warning_title')}</Dialog.Title>
          <p>{t('idle_warning_body', { seconds: left ?? 0 })}</p>
          <button
            type="button"
            className="primary"
            onClick={() => {
              lastActive.current = Date.now();
              lastPing.current = Date.now();
              setLeft(null);
              void opsCall(API.operator.me).catch(() => undefined);
            }}
          >
            {t('idle_warning_stay')}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
