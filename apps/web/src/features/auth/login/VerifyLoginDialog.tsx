import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { VERIFICATION_METHODS, type VerificationMethod } from '@playhouse/contract';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { Tabs } from '../../../components/ui/Tabs';
import { TextField } from '../../../components/ui/TextField';
import { useDialogs } from '../../../lib/dialogs';
import type { LoginRequest } from '../../../lib/auth/login-api';
import { sendChallengeEmail, sendChallengeSms } from '../api/sms';
import { FormError, Notice } from '../components/FormError';
import { SmsButton } from '../components/SmsButton';
import { SubmitButton } from '../components/SubmitButton';
import { useLoginAttempt } from '../../../lib/auth/use-login-attempt';
import { useMessage } from '../../../lib/forms/use-message';
import { applyApiError } from '../../../lib/forms/api-errors';
import { checkText, formSchema } from '../../../lib/forms/rules';

interface Challenge {
  challengeId: string;
  methods: VerificationMethod[];
  credentials: LoginRequest;
  remember: boolean;
}

function challengeOf(props: Record<string, unknown>): Challenge | null {
  const { challengeId, methods, credentials, remember } = props;
  if (typeof challengeId !== 'string' || !Array.isArray(methods) || !credentials || typeof credentials !== 'object') return null;
  const known = methods.filter((m): m is VerificationMethod => (VERIFICATION_METHODS as readonly unknown[]).includes(m));
  if (!known.length) return null;
  return { challengeId, methods: known, credentials: credentials as LoginRequest, remember: remember === true };
}

/** §4: a sign-in from a new IP is verified by a code sent by sms or e-mail, TOTP, or (where allowed) the bank account name. */
export function VerifyLoginDialog() {
  const { t } = useTranslation();
  const { props, open, close } = useDialogs();
  const challenge = challengeOf(props);
  return (
    <Modal title={t('auth_verify_title')} onClose={close} testId="verify-dialog">
      {challenge ? (
        <VerifyForm key={challenge.challengeId} challenge={challenge} />
      ) : (
        <>
          <FormError message="verification_required" />
          <Button className="auth-submit" onClick={() => open('login')}>
            {t('auth_back_to_login')}
          </Button>
        </>
      )}
    </Modal>
  );
}

const shape = { answer: z.string() };
type Values = z.output<z.ZodObject<typeof shape>>;
const CODE_METHODS: readonly VerificationMethod[] = ['mobile', 'email', 'totp'];
/** Methods whose code the member asks to be sent (to the account's own number or address). */
const SENDERS: Partial<Record<VerificationMethod, (challengeId: string) => ReturnType<typeof sendChallengeSms>>> = {
  mobile: sendChallengeSms,
  email: sendChallengeEmail,
};

function VerifyForm({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const text = useMessage();
  const attempt = useLoginAttempt();
  const [method, setMethod] = useState<VerificationMethod>(challenge.methods[0]!);
  const [error, setError] = useState<string | null>(null);
  const isCode = CODE_METHODS.includes(method);
  const sender = SENDERS[method];
  const schema = formSchema(shape, (v, add) =>
    checkText(add, 'answer', v.answer, true, undefined, isCode ? 'missing_verification_code' : 'field_required'),
  );
  const {
    register,
    handleSubmit,
    reset,
    setError: setFieldError,
    formState,
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { answer: '' },
  });

  const onSubmit = handleSubmit(async (v) => {
    setError(null);
    try {
      await attempt(
        { ...challenge.credentials, verification: { challengeId: challenge.challengeId, method, answer: v.answer.trim() } },
        challenge.remember,
      );
    } catch (err) {
      applyApiError(err, ['answer'], setFieldError, setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="auth-form">
      <Notice>{t('auth_verify_intro')}</Notice>
      {challenge.methods.length > 1 ? (
        <Tabs
          label={t('auth_verify_method')}
          value={method}
          onChange={(m) => {
            setMethod(m);
            setError(null);
            reset({ answer: '' });
          }}
          items={challenge.methods.map((m) => ({ id: m, label: t(`auth_verify_method_${m}`), testId: `verify-method-${m}` }))}
        />
      ) : null}
      <p className="auth-hint">{t(`auth_verify_hint_${method}`)}</p>
      <TextField
        key={method}
        label={t(`auth_verify_label_${method}`)}
        type="text"
        inputMode={isCode ? 'numeric' : undefined}
        autoComplete={isCode ? 'one-time-code' : 'off'}
        maxLength={128}
        error={text(formState.errors.answer?.message)}
        data-testid="verify-answer"
        {...register('answer')}
        addon={sender ? <SmsButton key={method} send={() => sender(challenge.challengeId)} /> : undefined}
      />
      <FormError message={error} />
      <SubmitButton label={t('auth_verify_submit')} busy={formState.isSubmitting} testId="verify-submit" />
    </form>
  );
}
