import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../components/auth/CaptchaField';
import { Button } from '../../components/ui/Button';
import { FormError } from '../../components/ui/FormError';
import { PasswordField } from '../../components/ui/PasswordField';
import { TextField } from '../../components/ui/TextField';
import { useUsernameLogin } from '../../lib/auth/use-username-login';
import { useMessage } from '../../lib/forms/use-message';

/**
 * The agent back office login form (§2 /agent, §5 login rules): the member login's hook with
 * the agent site, so the server refuses non-agents and trial accounts before any session
 * exists; a new-IP verification and a forced password change continue in the shared dialogs,
 * and the page moves on once the session is an agent's.
 */
export function AgentLoginForm() {
  const { t } = useTranslation();
  const text = useMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const { form, loginCaptcha, onSubmit } = useUsernameLogin({
    site: 'agent',
    captchaAsked,
    setCaptchaAsked,
    captchaScope: 'agent-login',
    setFormError,
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;

  return (
    <form className="agent-login-form" data-testid="agent-login-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('agent_username')}
        autoComplete="username"
        maxLength={64}
        error={text(errors.username?.message)}
        data-testid="agent-username"
        {...register('username')}
      />
      <PasswordField
        label={t('agent_password')}
        autoComplete="current-password"
        error={text(errors.password?.message)}
        data-testid="agent-password"
        {...register('password')}
      />
      {loginCaptcha.needed ? (
        <CaptchaField
          captcha={loginCaptcha.captcha}
          input={register('captcha')}
          error={text(errors.captcha?.message)}
          testPrefix="agent"
        />
      ) : null}
      <FormError className="agent-form-error" message={text(formError ?? undefined)} testId="agent-login-error" />
      <Button type="submit" className="agent-submit" disabled={isSubmitting} data-testid="agent-login-submit">
        {isSubmitting ? t('agent_signing_in') : t('agent_sign_in')}
      </Button>
    </form>
  );
}
