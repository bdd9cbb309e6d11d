import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { Tabs } from '../../../components/ui/Tabs';
import { useDialogs } from '../../../lib/dialogs';
import { useRegisterSettings, useValidators } from '../../../lib/site-queries';
import type { RegisterMode } from '../api/register';
import { FormError, Notice } from '../components/FormError';
import { SwitchLine } from '../components/SwitchLine';
import { useAffiliate } from '../hooks/useAffiliate';
import { apiErrorMsg } from '../../../lib/forms/messages';
import { byField } from '../../../lib/forms/rules';
import { registerLayout } from './register-form';
import { RegisterForm } from './RegisterForm';

/** §2 Register dialog: a username tab and a mobile tab, each as the settings enable it; default per defaultMode. */
export function RegisterDialog() {
  const { t } = useTranslation();
  const { close } = useDialogs();
  const settings = useRegisterSettings();
  const validators = useValidators();
  const affiliate = useAffiliate();
  const [picked, setPicked] = useState<RegisterMode | null>(null);
  const rules = useMemo(() => byField(validators.data), [validators.data]);

  const s = settings.data;
  const modes: RegisterMode[] = s
    ? [...(s.usernameMode ? ['username' as const] : []), ...(s.mobileMode ? ['mobile' as const] : [])]
    : [];
  const mode = picked && modes.includes(picked) ? picked : s && modes.includes(s.defaultMode) ? s.defaultMode : modes[0];
  const layout = useMemo(() => (s && mode ? registerLayout(s, mode, affiliate.status) : null), [s, mode, affiliate.status]);
  const failed = settings.error ?? validators.error;

  let body;
  if (failed) body = <FormError message={apiErrorMsg(failed)} />;
  else if (!s || !validators.data || affiliate.status === 'checking') body = <p className="auth-hint">{t('auth_loading')}</p>;
  else if (!layout) body = <Notice>{t('auth_register_closed')}</Notice>;
  else body = <RegisterForm key={layout.mode} layout={layout} validators={rules} affiliate={affiliate} />;

  return (
    <Modal title={t('auth_register_title')} onClose={close} wide testId="register-dialog">
      {affiliate.status === 'valid' && affiliate.agentName ? (
        <Notice testId="register-invited">{t('auth_invited_by', { name: affiliate.agentName })}</Notice>
      ) : null}
      {mode ? (
        <Tabs
          label={t('auth_register_method')}
          value={mode}
          onChange={setPicked}
          items={modes.map((m) => ({ id: m, label: t(`auth_tab_${m}`), testId: `register-tab-${m}` }))}
        />
      ) : null}
      {body}
      <SwitchLine prompt={t('auth_have_account')} label={t('auth_login_link')} to="login" testId="register-to-login" />
    </Modal>
  );
}
