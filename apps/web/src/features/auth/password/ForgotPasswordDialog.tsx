import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { Tabs } from '../../../components/ui/Tabs';
import { useDialogs } from '../../../lib/dialogs';
import { SwitchLine } from '../components/SwitchLine';
import { ForgotByEmailForm } from './ForgotByEmailForm';
import { ForgotByMobileForm } from './ForgotByMobileForm';

type Method = 'email' | 'mobile';

/** §2 Forgot password: a reset link by email, or a new password by mobile + sms code. */
export function ForgotPasswordDialog() {
  const { t } = useTranslation();
  const { close } = useDialogs();
  const [method, setMethod] = useState<Method>('email');
  return (
    <Modal title={t('auth_forgot_title')} onClose={close} testId="forgot-dialog">
      <Tabs
        label={t('auth_forgot_method')}
        value={method}
        onChange={setMethod}
        items={[
          { id: 'email', label: t('auth_tab_email'), testId: 'forgot-tab-email' },
          { id: 'mobile', label: t('auth_tab_mobile'), testId: 'forgot-tab-mobile' },
        ]}
      />
      {method === 'email' ? <ForgotByEmailForm /> : <ForgotByMobileForm />}
      <SwitchLine label={t('auth_back_to_login')} to="login" testId="forgot-to-login" />
    </Modal>
  );
}
