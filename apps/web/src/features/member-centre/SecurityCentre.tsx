import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';
import { maskEmail, maskMobile } from './mask';

/** My account (securityCenter): who is signed in, masked contact data, and the password change. */
export function SecurityCentre() {
  const { t } = useTranslation();
  const { member } = useSession();
  const { open } = useDialogs();
  const rows = [
    { key: 'account', value: member?.account },
    { key: 'nickname', value: member?.nickname },
    { key: 'mobile', value: member?.mobileNum ? maskMobile(member.mobileNum) : null },
    { key: 'email', value: member?.email ? maskEmail(member.email) : null },
  ];
  return (
    <section className="mc-panel" data-testid="security-center">
      <h2>{t('mc_tab_securityCenter')}</h2>
      <dl className="mc-facts">
        {rows.map((r) => (
          <div key={r.key} className="mc-fact">
            <dt>{t(`mc_field_${r.key}`)}</dt>
            <dd data-testid={`security-${r.key}`}>{r.value || <span className="mc-unset">{t('mc_not_set')}</span>}</dd>
          </div>
        ))}
      </dl>
      <div className="mc-security-row">
        <div>
          <h3>{t('mc_password')}</h3>
          <p>{t('mc_password_hint')}</p>
        </div>
        <Button data-testid="change-password-button" onClick={() => open('changePassword')}>
          {t('mc_change_password')}
        </Button>
      </div>
    </section>
  );
}
