import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PasswordField } from '../../../components/ui/PasswordField';
import { UsernameField } from '../components/UsernameField';
import { useLoginCaptcha } from '../../../lib/auth/use-login-captcha';
import { useLoginAttempt } from '../../../lib/auth/use-login-attempt';
import { useMessage } from '../../../lib/forms/use-message';
import { applyApiError } from '../../../lib/forms/api-errors';
import { checkText, formSchema } from '../../../lib/forms/rules';
import { LoginFormEnd } from './LoginFormEnd';
import type { LoginFormProps } from './types';

const shape = { username: z.string(), password: z.string(), captcha: z.string(), remember: z.boolean() };
type Values = z.output<z.ZodObject<typeof shape>>;

/** Username + password (both required, trimmed), a captcha once the server asks for one (§4, §5). */
export function LoginUsernameForm({ error, setError, captchaAsked, setCaptchaAsked }: LoginFormProps) {
  const { t } = useTranslation();
  const text = useMessage();
  const attempt = useLoginAttempt();
  const loginCaptcha = useLoginCaptcha(captchaAsked, setCaptchaAsked, 'login-username');
  const needCaptcha = loginCaptcha.needed;

  const schema = useMemo(
    () =>
      formSchema(shape, (v, add) => {
        checkText(add, 'username', v.username, true);
        checkText(add, 'password', v.password, true);
        if (needCaptcha) checkText(add, 'captcha', v.captcha, true, undefined, 'captcha_required');
      }),
    [needCaptcha],
  );
  const {
    register,
    handleSubmit,
    setValue,
    setError: setFieldError,
    formState,
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '', captcha: '', remember: false },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (v) => {
    setError(null);
    const password = v.password.trim();
    try {
      await attempt(
        {
          type: 'username',
          username: v.username.trim(),
          password,
          ...loginCaptcha.fields(v.captcha),
        },
        v.remember,
      );
    } catch (err) {
      const withCaptcha = loginCaptcha.afterFailure(err, () => setValue('captcha', ''));
      applyApiError(err, withCaptcha ? ['username', 'password', 'captcha'] : ['username', 'password'], setFieldError, setError);
    }
  });

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
