import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { API, LIMITS } from '@playhouse/contract';
import { Button } from '../../components/ui/Button';
import { PasswordField } from '../../components/ui/PasswordField';
import { TextField } from '../../components/ui/TextField';
import { ApiError, call } from '../../lib/api-client';
import type { LoginRequest } from '../../lib/auth/login-api';
import { useLoginAttempt } from '../../lib/auth/use-login-attempt';

type Field = 'username' | 'password' | 'captcha';
interface Captcha {
  captchaId: string;
  image: string;
}

/**
 * The agent back office login form (§2 /agent, §5 login rules). It signs in for the agent
 * site, so the server refuses non-agents and trial accounts before any session exists; a
 * new-IP verification and a forced password change continue in the shared dialogs, and the
 * page moves on once the session is an agent's.
 */
export function AgentLoginForm() {
  const { t } = useTranslation();
  const attempt = useLoginAttempt();
  const [values, setValues] = useState({ username: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [busy, setBusy] = useState(false);
  const lastCaptcha = useRef(0);

  const loadCaptcha = async (force = false) => {
    // The refresh button is limited to once a second (§9); a used-up captcha is always renewed.
    if (!force && Date.now() - lastCaptcha.current < LIMITS.captchaRefreshThrottleMs) return;
    lastCaptcha.current = Date.now();
    setValues((v) => ({ ...v, captcha: '' }));
    try {
      setCaptcha(await call<Captcha>(API.captcha));
    } catch (e) {
      setFormError(e instanceof Error ? e.message : t('unknown_error'));
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const username = values.username.trim();
    const missing: Partial<Record<Field, string>> = {};
    if (!username) missing.username = t('field_required');
    if (!values.password.trim()) missing.password = t('field_required');
    if (captcha && !values.captcha.trim()) missing.captcha = t('captcha_required');
    setErrors(missing);
    setFormError(null);
    if (Object.keys(missing).length) return;

    const body: LoginRequest = {
      type: 'username',
      site: 'agent',
      username,
      password: values.password,
      ...(captcha ? { captchaId: captcha.captchaId, captcha: values.captcha.trim() } : {}),
    };
    setBusy(true);
    try {
      await attempt(body, false);
    } catch (err) {
      setFormError(err instanceof Error ? err.message : t('unknown_error'));
      // Every captcha is single-use; a failure that asks for one shows (or renews) it.
      const wantsCaptcha =
        err instanceof ApiError &&
        (err.code.startsWith('captcha_') || (err.value as { captcha?: unknown } | undefined)?.captcha === true);
      if (wantsCaptcha || captcha) void loadCaptcha(true);
    } finally {
      setBusy(false);
    }
  };

  /** What ties an input to its field: value, change handler, error and test id. */
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value })),
    error: errors[field],
    'data-testid': `agent-${field}`,
  });

  return (
    <form className="agent-login-form" data-testid="agent-login-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField label={t('agent_username')} autoComplete="username" maxLength={64} {...bind('username')} />
      <PasswordField label={t('agent_password')} autoComplete="current-password" {...bind('password')} />
      {captcha ? (
        <TextField
          label={t('agent_captcha')}
          autoComplete="off"
          maxLength={12}
          {...bind('captcha')}
          addon={
            <button type="button" className="agent-captcha" title={t('agent_captcha_refresh')} onClick={() => void loadCaptcha()}>
              <img src={captcha.image} alt={t('agent_captcha_image')} />
            </button>
          }
        />
      ) : null}
      {formError ? (
        <p className="agent-form-error" role="alert" data-testid="agent-login-error">
          {formError}
        </p>
      ) : null}
      <Button type="submit" className="agent-submit" disabled={busy} data-testid="agent-login-submit">
        {busy ? t('agent_signing_in') : t('agent_sign_in')}
      </Button>
    </form>
  );
}
