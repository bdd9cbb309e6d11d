import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Modal } from '../../../components/ui/Modal';
import { useDialogs } from '../../../lib/dialogs';
import { useValidators } from '../../../lib/site-queries';
import { resetPassword } from '../api/password-reset';
import { FormError } from '../components/FormError';
import { SubmitButton } from '../components/SubmitButton';
import { applyApiError } from '../../../lib/forms/api-errors';
import { byField, checkNewPassword, formSchema } from '../../../lib/forms/rules';
import { NewPasswordFields } from './NewPasswordFields';

const shape = { newPassword: z.string(), confirmNewPassword: z.string() };
type Values = z.output<z.ZodObject<typeof shape>>;

/** The e-mailed reset link (props.token): a new password, then the login dialog with a notice. */
export function ResetPasswordDialog() {
  const { t } = useTranslation();
  const { props, open, close } = useDialogs();
  const validators = useValidators().data;
  const token = typeof props.token === 'string' && props.token.length <= 128 ? props.token : '';
  const [error, setError] = useState<string | null>(token ? null : 'reset_link_invalid');

  const schema = useMemo(() => {
    const passwordRule = byField(validators).get('password');
    return formSchema(shape, (v, add) =>
      checkNewPassword(
        add,
        { password: 'newPassword', confirm: 'confirmNewPassword' },
        v.newPassword,
        v.confirmNewPassword,
        passwordRule,
      ),
    );
  }, [validators]);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState,
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });

  const onSubmit = handleSubmit(async (v) => {
    setError(null);
    try {
      await resetPassword({ token, newPassword: v.newPassword.trim(), confirmNewPassword: v.confirmNewPassword.trim() });
      open('login', { notice: 'auth_reset_done' });
    } catch (err) {
      applyApiError(err, Object.keys(shape), setFieldError, setError);
    }
  });

  return (
    <Modal title={t('auth_reset_title')} onClose={close} testId="reset-dialog">
      <form onSubmit={onSubmit} noValidate className="auth-form">
        <NewPasswordFields register={register} errors={formState.errors} testPrefix="reset" />
        <FormError message={error} />
        <SubmitButton label={t('auth_reset_submit')} busy={formState.isSubmitting} disabled={!token} testId="reset-submit" />
      </form>
    </Modal>
  );
}
