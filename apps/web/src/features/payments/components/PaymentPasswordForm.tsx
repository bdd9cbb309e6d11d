import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { FormError } from '../../../components/ui/FormError';
import { PasswordField } from '../../../components/ui/PasswordField';
import { applyApiError } from '../../../lib/forms/api-errors';
import { checkNewPassword, checkText, formSchema } from '../../../lib/forms/rules';
import { useMessage } from '../../../lib/forms/use-message';
import { useValidators } from '../../../lib/site-queries';
import { useSetPaymentPassword } from '../api/payment-password';

const shape = { newPassword: z.string(), confirmPassword: z.string(), current: z.string() };
type Values = z.output<z.ZodObject<typeof shape>>;
const EMPTY: Values = { newPassword: '', confirmPassword: '', current: '' };

/**
 * Sets the payment password (with the login password) or changes it (with the old payment
 * password). The merchant's paymentPassword rule is checked here and again by the server.
 */
export function PaymentPasswordForm({ mode, onDone }: { mode: 'set' | 'change'; onDone?(): void }) {
  const { t } = useTranslation();
  const text = useMessage();
  const formId = useId();
  const rule = useValidators().data?.find((v) => v.field === 'paymentPassword');
  const save = useSetPaymentPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const currentField = mode === 'set' ? 'loginPassword' : 'oldPassword';
  const schema = useMemo(
    () =>
      formSchema(shape, (v, add) => {
        checkNewPassword(add, { password: 'newPassword', confirm: 'confirmPassword' }, v.newPassword, v.confirmPassword, rule);
        checkText(add, 'current', v.current, true);
      }),
    [rule],
  );
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const { errors } = formState;

  const submit = handleSubmit(async (v) => {
    setFormError(null);
    try {
      await save.mutateAsync({
        newPassword: v.newPassword.trim(),
        confirmPassword: v.confirmPassword.trim(),
        [currentField]: v.current.trim(),
      });
      reset(EMPTY);
      onDone?.();
    } catch (err) {
      // The server names the current password by its kind; a wrong old payment password is payment_password_wrong.
      applyApiError(err, ['newPassword', 'confirmPassword', 'current'], setError, setFormError, {
        [currentField]: 'current',
        paymentPassword: 'current',
      });
    }
  });

  return (
    <form className="pay-form" onSubmit={submit} noValidate aria-labelledby={formId} data-testid={`paypw-form-${mode}`}>
      <h3 id={formId}>{t(mode === 'set' ? 'pay_password_set_title' : 'pay_password_change_title')}</h3>
      {mode === 'set' ? <p className="pay-hint">{t('pay_password_set_hint')}</p> : null}
      <PasswordField
        label={t(mode === 'set' ? 'pay_login_password' : 'pay_old_payment_password')}
        autoComplete="current-password"
        error={text(errors.current?.message)}
        data-testid="paypw-current"
        {...register('current')}
      />
      <PasswordField
        label={t('pay_new_payment_password')}
        autoComplete="new-password"
        inputMode="numeric"
        error={text(errors.newPassword?.message)}
        data-testid="paypw-new"
        {...register('newPassword')}
      />
      <PasswordField
        label={t('pay_confirm_payment_password')}
        autoComplete="new-password"
        inputMode="numeric"
        error={text(errors.confirmPassword?.message)}
        data-testid="paypw-confirm"
        {...register('confirmPassword')}
      />
      <FormError className="pay-error" message={text(formError ?? undefined)} testId="paypw-error" />
      <Button type="submit" disabled={save.isPending} data-testid="paypw-submit">
        {t('pay_save')}
      </Button>
    </form>
  );
}
