import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RgSessionAnswer } from '@playhouse/contract/engagement';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { Money } from '../../components/ui/Money';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { nextReminderAt } from './reminder';
import { fetchRgSession, useRgSettings } from './rg-api';
import './responsible-gaming.css';

/**
 * The reality-check reminder (mounted once after login by the app root): with a session length
 * chosen in the security centre, every that many minutes signed in it shows the time played
 * and the session's net result, with continue, sign out and the account record.
 */
export function RealityCheck() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const settings = useRgSettings();
  const minutes = settings.data?.realityCheckMinutes ?? 0;
  const signedInAt = settings.data?.signedInAt ? Date.parse(settings.data.signedInAt) : null;
  const [shown, setShown] = useState<RgSessionAnswer | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!minutes || signedInAt === null || shown) return;
    const wait = nextReminderAt(signedInAt, minutes, Date.now()) - Date.now();
    const timer = window.setTimeout(() => {
      fetchRgSession()
        .then(setShown)
        .catch(() => setRound((r) => r + 1));
    }, wait);
    return () => window.clearTimeout(timer);
  }, [minutes, signedInAt, shown, round]);

  if (!shown) return null;
  const close = () => setShown(null);
  const hours = Math.floor(shown.minutes / 60);
  const played =
    hours > 0 ? t('rg_rc_played_hours', { hours, minutes: shown.minutes % 60 }) : t('rg_minutes', { count: shown.minutes });
  return (
    <Modal title={t('rg_rc_title')} onClose={close} testId="rg-reality-check">
      <p data-testid="rg-rc-played">{t('rg_rc_played', { time: played })}</p>
      <p data-testid="rg-rc-net">
        {t('rg_rc_net')} <Money minor={shown.net} signed posClassName="rg-pos" negClassName="rg-neg" />
      </p>
      <div className="rg-actions">
        <Button onClick={close} data-testid="rg-rc-continue">
          {t('rg_rc_continue')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            close();
            void navigate(paths.member('transactionHistory'));
          }}
          data-testid="rg-rc-records"
        >
          {t('rg_rc_records')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            close();
            void signOut();
          }}
          data-testid="rg-rc-signout"
        >
          {t('rg_rc_signout')}
        </Button>
      </div>
    </Modal>
  );
}
