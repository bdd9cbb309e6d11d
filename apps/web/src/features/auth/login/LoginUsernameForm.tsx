import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/PasswordField';
import { useUsernameLogin } from '../../../lib/auth/use-username-login';
import { useMessage } from '../../../lib/forms/use-message';
import { UsernameField } from '../components/UsernameField';
import { LoginFormEnd } from './LoginFormEnd';
import type { LoginFormProps } from './types';

/** Username + password (both required, trimmed), a captcha once the server asks for one (§4, §5). */
export function LoginUsernameForm({ error, setError, captchaAsked, setCaptchaAsked }: LoginFormProps) {
  const { t } = useTranslation();
  const text = useMessage();
  const { form, loginCaptcha, onSubmit } = useUsernameLogin({
    captchaAsked,
    setCaptchaAsked,
    captchaScope: 'login-username',
    setFormError: setError,
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;

  return (
    <form onSubmit={onSubmit} noValidate className="auth-form">
      <UsernameField error={text(errors.username?.message)} data-testid="login-username" {...register('username')} />
      <PasswordField
        label={t('auth_password')}
        autoComplete="current-password"
        error={text(errors.password?.message)}
        data-testid="login-password"
        {...register('password')}
      />
      <LoginFormEnd register={register} errors={errors} busy={isSubmitting} loginCaptcha={loginCaptcha} error={error} />
    </form>
  );
}
