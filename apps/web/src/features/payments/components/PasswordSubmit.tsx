import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { PasswordField } from '../../../components/ui/PasswordField';
import { FormError } from '../../../components/ui/FormError';

/** The end of every form that moves money out: payment password, error, submit, done notice. */
export function PasswordSubmit(props: {
  testId: string;
  /** The payment password input, registered with the form. */
  password: UseFormRegisterReturn;
  passwordError?: string;
  formError: string | null | undefined;
  pending: boolean;
  submitLabel: string;
  /** Shown after success. */
  done: ReactNode;
}) {
  const { t } = useTranslation();
  const { testId } = props;
  return (
    <>
      <PasswordField
        label={t('pay_payment_password')}
        autoComplete="current-password"
        inputMode="numeric"
        error={props.passwordError}
        data-testid={`${testId}-password`}
        {...props.password}
      />
      <FormError className="pay-error" message={props.formError} testId={`${testId}-error`} />
      <Button type="submit" disabled={props.pending} data-testid={`${testId}-submit`}>
        {props.submitLabel}
      </Button>
      {props.done ? (
        <p role="status" className="pay-notice pay-notice-confirmed" data-testid={`${testId}-done`}>
          {props.done}
        </p>
      ) : null}
    </>
  );
}
