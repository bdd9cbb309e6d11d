import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  API,
  captchaAnswer,
  operatorEnrolment,
  operatorLoginAnswer,
  operatorLoginBody,
  type OperatorEnrolment,
} from '@playhouse/contract';
import { QrCode } from '@playhouse/web-shared/qr-code';
import { ApiError, opsCall } from '../lib/api';
import { useSetMe } from '../lib/session';
import { LanguagePicker } from '../components/LanguagePicker';

/** What the operator types: the contract's sign-in body without the session kind (always the cookie here). */
const signInForm = operatorLoginBody
  .pick({ username: true, password: true, captcha: true })
  // Empty at the first sign-in, before the operator has an authenticator.
  .extend({ totp: z.string().regex(/^(\d{6})?$/) });
type SignInForm = z.infer<typeof signInForm>;

/** Password and authenticator code together (both required); a captcha once the server asks for one. */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setMe = useSetMe();
  const [error, setError] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<{ captchaId: string; image: string } | null>(null);
  const [enrolment, setEnrolment] = useState<OperatorEnrolment | null>(null);
  const form = useForm<SignInForm>({
    resolver: zodResolver(signInForm),
    defaultValues: { username: '', password: '', totp: '' },
  });

  const askCaptcha = async () => setCaptcha(captchaAnswer.parse(await opsCall(API.operator.loginCaptcha)));

  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      const answer = operatorLoginAnswer.parse(
        await opsCall(API.operator.login, {
          body: {
            ...body,
            totp: body.totp || undefined,
            session: 'cookie',
            ...(captcha ? { captchaId: captcha.captchaId } : {}),
          },
        }),
      );
      setMe(answer.operator);
      await navigate({ to: '/' });
    } catch (e) {
      // The first sign-in: the operator sets up its own authenticator before the session starts.
      if (e instanceof ApiError && e.code === 'operator_totp_enrolment_required') {
        setEnrolment(operatorEnrolment.parse(e.value));
        return;
      }
      setError(e instanceof ApiError ? e.message : t('error_generic'));
      const asked = e instanceof ApiError && (e.code === 'captcha_required' || (e.value as { captcha?: boolean })?.captcha);
      if (asked || captcha) await askCaptcha().catch(() => setCaptcha(null));
      form.setValue('totp', '');
    }
  });

  const field = (name: 'username' | 'password' | 'totp', label: string, type = 'text', extra = {}) => (
    <label className="field">
      <span>{label}</span>
      <input type={type} {...form.register(name)} data-testid={`sign-in-${name}`} {...extra} />
      {form.formState.errors[name] && <em className="field-error">{t('validation_failed')}</em>}
    </label>
  );

  if (enrolment) return <EnrolStep enrolment={enrolment} />;
  return (
    <main className="sign-in">
      <form className="card" onSubmit={submit} noValidate>
        <h1>{t('sign_in_title')}</h1>
        {field('username', t('sign_in_username'), 'text', { autoComplete: 'username', autoFocus: true })}
        {field('password', t('sign_in_password'), 'password', { autoComplete: 'current-password' })}
        {field('totp', t('sign_in_totp'), 'text', { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 })}
        {captcha && (
          <label className="field">
            <span>{t('sign_in_captcha')}</span>
            <img src={captcha.image} alt="" className="captcha" />
            <input {...form.register('captcha')} data-testid="sign-in-captcha" />
          </label>
        )}
        {error && (
          <p role="alert" className="form-error" data-testid="sign-in-error">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={form.formState.isSubmitting} data-testid="sign-in-submit">
          {t('sign_in_submit')}
        </button>
        <LanguagePicker />
      </form>
    </main>
  );
}

/** The first sign-in's second step: scan the code (or type the key), then confirm with a code from the app. */
function EnrolStep({ enrolment }: { enrolment: OperatorEnrolment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setMe = useSetMe();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const answer = operatorLoginAnswer.parse(
        await opsCall(API.operator.enrol, { body: { ticket: enrolment.ticket, totp: code.trim(), session: 'cookie' } }),
      );
      setMe(answer.operator);
      await navigate({ to: '/' });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('error_generic'));
    }
  };
  return (
    <main className="sign-in">
      <form className="card" onSubmit={confirm} data-testid="enrol-step">
        <h1>{t('enrol_title')}</h1>
        <p className="hint">{t('enrol_hint')}</p>
        <QrCode url={enrolment.otpauthUrl} label={t('enrol_qr')} className="qr" />
        <label className="field">
          <span>{t('enrol_key')}</span>
          <code className="secret" data-testid="enrol-secret">
            {enrolment.secret}
          </code>
        </label>
        <label className="field">
          <span>{t('sign_in_totp')}</span>
          <input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            data-testid="enrol-code"
          />
        </label>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={!/^\d{6}$/.test(code.trim())} data-testid="enrol-submit">
          {t('enrol_submit')}
        </button>
      </form>
    </main>
  );
}
