import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { Tabs } from '../../../components/ui/Tabs';
import { useDialogs } from '../../../lib/dialogs';
import { useWhitelabel } from '../../../lib/site-queries';
import { Notice } from '../components/FormError';
import { SwitchLine } from '../components/SwitchLine';
import { LoginAlternatives } from './LoginAlternatives';
import { LoginMobileForm } from './LoginMobileForm';
import { LoginUsernameForm } from './LoginUsernameForm';

type Tab = 'username' | 'mobile';

/** §2 Login dialog. props.notice: an auth_* key shown on top (e.g. after a password reset). */
export function LoginDialog() {
  const { t } = useTranslation();
  const { props, close } = useDialogs();
  const mobileEnabled = !!useWhitelabel().data?.flags.MOBILEVERCODELOGIN3;
  const [tab, setTab] = useState<Tab>('username');
  const [error, setError] = useState<string | null>(null);
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const formProps = { error, setError, captchaAsked, setCaptchaAsked };
  const active: Tab = mobileEnabled ? tab : 'username';
  const notice = typeof props.notice === 'string' && props.notice.startsWith('auth_') ? props.notice : null;

  return (
    <Modal title={t('auth_login_title')} onClose={close} testId="login-dialog">
      {notice ? <Notice testId="login-notice">{t(notice)}</Notice> : null}
      <Tabs
        label={t('auth_login_method')}
        value={active}
        onChange={(id) => {
          setError(null);
          setTab(id);
        }}
        items={[
          { id: 'username', label: t('auth_tab_username'), testId: 'login-tab-username' },
          ...(mobileEnabled ? [{ id: 'mobile' as const, label: t('auth_tab_mobile'), testId: 'login-tab-mobile' }] : []),
        ]}
      />
      {active === 'username' ? <LoginUsernameForm {...formProps} /> : <LoginMobileForm {...formProps} />}
      <LoginAlternatives setError={setError} />
      <SwitchLine prompt={t('auth_no_account')} label={t('auth_register_link')} to="register" testId="login-to-register" />
    </Modal>
  );
}
