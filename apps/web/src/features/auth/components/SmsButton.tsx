import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@playhouse/contract';
import { Button } from '../../../components/ui/Button';
import type { SmsSent } from '../api/sms';
import { useCountdown } from '../hooks/useCountdown';
import { useMessage } from '../../../lib/forms/use-message';
import { useThrottled } from '../../../lib/use-throttled';
import { apiErrorMsg } from '../../../lib/forms/messages';
import { WarningDialog } from './WarningDialog';

export interface SmsButtonProps {
  send(): Promise<SmsSent>;
  /** Checks the mobile number first; false stops the send (the form shows why). */
  canSend?(): Promise<boolean> | boolean;
}

/**
 * Sends an sms code, then counts down expiredMinutes × 60 seconds while disabled (§4, §9).
 * Clicks are throttled to one per second; a failure shows the server's message.
 */
export function SmsButton({ send, canSend }: SmsButtonProps) {
  const { t } = useTranslation();
  const text = useMessage();
  const { remaining, start } = useCountdown();
  const [busy, setBusy] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);

  const click = useThrottled(async () => {
    if (busy || remaining > 0) return;
    if (canSend && !(await canSend())) return;
    setBusy(true);
    try {
      const r = await send();
      start(Math.max(1, r.expiredMinutes) * 60);
    } catch (err) {
      setWarning(apiErrorMsg(err));
    } finally {
      setBusy(false);
    }
  }, LIMITS.smsButtonThrottleMs);

  return (
    <>
      <Button
        variant="secondary"
        className="auth-sms-btn"
        data-testid="sms-send"
        disabled={busy || remaining > 0}
        onClick={() => click()}
      >
        {remaining > 0 ? t('auth_sms_countdown', { seconds: remaining }) : t('auth_sms_send')}
      </Button>
      {warning ? <WarningDialog text={text(warning) ?? ''} onClose={() => setWarning(null)} /> : null}
    </>
  );
}
