import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkValue } from '@playhouse/contract';
import { Button } from '../../../components/ui/Button';
import { PasswordField } from '../../../components/ui/PasswordField';
import { useValidators } from '../../../lib/site-queries';
import { useSetPaymentPassword } from '../api/payment-password';
import { splitError } from './api-errors';
import { FormError } from '../../../components/ui/FormError';

type Field = 'newPassword' | 'confirmPassword' | 'current';
const SHOWN = ['newPassword', 'confirmPassword', 'loginPassword', 'oldPassword'] as const;

/**
 * Sets the payment password (with the login password) or changes it (with the old payment
 * password). The merchant's paymentPassword rule is checked here and again by the server.
 */
export function PaymentPasswordForm({ mode, onDone }: { mode: 'set' | 'change'; onDone?(): void }) {
  const { t } = useTranslation();
  const formId = useId();
  const rule = useValidators().data?.find((v) => v.field === 'paymentPassword');
  const save = useSetPaymentPassword();
  const [values, setValues] = useState<Record<Field, string>>({ newPassword: '', confirmPassword: '', current: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const currentField = mode === 'set' ? 'loginPassword' : 'oldPassword';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    const issue = rule ? checkValue(rule, values.newPassword.trim()) : null;
    if (!values.newPassword.trim()) next.newPassword = t('field_required');
    else if (issue) next.newPassword = t(issue.key, issue.params ?? {});
    if (values.confirmPassword.trim() !== values.newPassword.trim()) next.confirmPassword = t('inconsistent_twice');
    if (!values.current.trim()) next[currentField] = t('field_required');
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length) return;
    save.mutate(
      {
        newPassword: values.newPassword.trim(),
        confirmPassword: values.confirmPassword.trim(),
        [currentField]: values.current.trim(),
      },
      {
        onSuccess: () => {
          setValues({ newPassword: '', confirmPassword: '', current: '' });
          onDone?.();
        },
        onError: (err) => {
          const split = splitError(err, SHOWN, t, { paymentPassword: 'oldPassword' });
          setErrors(split.fields);
          setFormError(split.form);
        },
      },
    );
  };
  const input = (field: Field) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
  });

  return (
    <form className="pay-form" onSubmit={submit} noValidate aria-labelledby={formId} data-testid={`paypw-form-${mode}`}>
      <h3 id={formId}>{t(mode === 'set' ? 'pay_password_set_title' : 'pay_password_change_title')}</h3>
      {mode === 'set' ? <p className="pay-hint">{t('pay_password_set_hint')}</p> : null}
      <PasswordField
        label={t(mode === 'set' ? 'pay_login_password' : 'pay_old_payment_password')}
        autoComplete="current-password"
        error={errors[currentField]}
        data-testid="paypw-current"
        {...input('current')}
      />
      <PasswordField
        label={t('pay_new_payment_password')}
        autoComplete="new-password"
        inputMode="numeric"
        error={errors.newPassword}
        data-testid="paypw-new"
        {...input('newPassword')}
      />
      <PasswordField
        label={t('pay_confirm_payment_password')}
        autoComplete="new-password"
        inputMode="numeric"
        error={errors.confirmPassword}
        data-testid="paypw-confirm"
        {...input('confirmPassword')}
      />
      <FormError className="pay-error" message={formError} testId="paypw-error" />
      <Button type="submit" disabled={save.isPending} data-testid="paypw-submit">
        {t('pay_save')}
      </Button>
    </form>
  );
}
