import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../components/ui/TextField';
import { sendResetEmail } from '../api/password-email';
import { FormError, Notice } from '../components/FormError';
import { SubmitButton } from '../components/SubmitButton';
import { UsernameField } from '../components/UsernameField';
import { useMessage } from '../../../lib/forms/use-message';
import { applyApiError } from '../../../lib/forms/api-errors';
import { checkText, EMAIL_FALLBACK, formSchema } from '../../../lib/forms/rules';

const shape = { username: z.string(), email: z.string() };
type Values = z.output<z.ZodObject<typeof shape>>;
// §5: username and email required, the email valid. The email format check is the shared EMAIL pattern.
const schema = formSchema(shape, (v, add) => {
  checkText(add, 'username', v.username, true);
  checkText(add, 'email', v.email, true, EMAIL_FALLBACK);
});

/** Sends a single-use reset link; success shows a confirmation instead of the form. */
export function ForgotByEmailForm() {
  const { t } = useTranslation();
  const text = useMessage();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState,
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', email: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (v) => {
    setError(null);
    try {
      await sendResetEmail({ username: v.username.trim(), email: v.email.trim() });
      setSentTo(v.email.trim());
    } catch (err) {
      applyApiError(err, ['username', 'email'], setFieldError, setError);
    }
  });

  if (sentTo) return <Notice testId="forgot-email-sent">{t('auth_forgot_email_sent', { email: sentTo })}</Notice>;
  return (
    <form onSubmit={onSubmit} noValidate className="auth-form">
      <UsernameField error={text(errors.username?.message)} data-testid="forgot-username" {...register('username')} />
      <TextField
        label={t('auth_field_email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        error={text(errors.email?.message)}
        data-testid="forgot-email"
        {...register('email')}
      />
      <FormError message={error} />
      <SubmitButton label={t('auth_forgot_email_submit')} busy={isSubmitting} testId="forgot-submit" />
    </form>
  );
}
