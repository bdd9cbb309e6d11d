import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Option } from '../../../components/forms/SelectField';
import { AmountField } from '../../../components/ui/AmountField';
import { Button } from '../../../components/ui/Button';
import { FieldFrame } from '../../../components/ui/FieldFrame';
import { FormError } from '../../../components/ui/FormError';
import { PasswordField } from '../../../components/ui/PasswordField';
import { applyApiError } from '../../../lib/forms/api-errors';
import { formSchema } from '../../../lib/forms/rules';
import { useMessage } from '../../../lib/forms/use-message';
import { amountMinor, checkMoneyOut, moneyOutShape } from './money-out';

const shape = { ...moneyOutShape, to: z.string() };
type Values = z.output<z.ZodObject<typeof shape>>;
const schema = formSchema(shape, checkMoneyOut);

/** Where the money goes: one of `options` (the first while none is chosen). */
export interface MoneyOutDestination {
  label: string;
  testId: string;
  options: readonly Option[];
  initial: string;
  /** The server's name for the field, when its refusals belong under the select. */
  serverField?: string;
}

/**
 * A form that moves money out of the main wallet (a withdrawal, a transfer to the upline or a
 * downline): `heading`, where to, the amount, `hint`, the payment password, submit, then the done
 * notice (`done` of `send`'s answer). After a success the amount and password are cleared; a
 * refusal lands under its field or on the form's error line. `testId` prefixes the test ids.
 */
export function MoneyOutForm<A>({
  testId,
  heading,
  to,
  hint,
  submitLabel,
  pending,
  send,
  done,
}: {
  testId: string;
  heading?: ReactNode;
  to: MoneyOutDestination;
  hint?: ReactNode;
  submitLabel: string;
  pending: boolean;
  send(v: { to: string; amount: bigint; paymentPassword: string }): Promise<A>;
  done(answer: A): ReactNode;
}) {
  const { t } = useTranslation();
  const text = useMessage();
  const toId = useId();
  const { register, handleSubmit, resetField, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { to: to.initial, amount: '', paymentPassword: '' },
  });
  const errors = formState.errors;
  const [formError, setFormError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ of: A } | null>(null);

  const submit = handleSubmit(async (v) => {
    setAnswer(null);
    setFormError(null);
    const chosen = to.options.find((o) => o.value === v.to) ?? to.options[0];
    if (!chosen) return;
    try {
      const of = await send({ to: chosen.value, amount: amountMinor(v.amount), paymentPassword: v.paymentPassword.trim() });
      setAnswer({ of });
      resetField('amount');
      resetField('paymentPassword');
    } catch (err) {
      const { serverField } = to;
      const shown = ['amount', 'paymentPassword', ...(serverField ? ['to'] : [])];
      applyApiError(err, shown, setError, setFormError, serverField ? { [serverField]: 'to' } : {});
    }
  });

  return (
    <form className="pay-form" onSubmit={submit} noValidate data-testid={`${testId}-form`}>
      {heading}
      <FieldFrame id={toId} label={to.label} error={text(errors.to?.message)}>
        <select id={toId} className="ui-select" data-testid={to.testId} {...register('to')}>
          {to.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </FieldFrame>
      <AmountField
        label={t('pay_amount')}
        error={text(errors.amount?.message)}
        data-testid={`${testId}-amount`}
        {...register('amount')}
      />
      {hint}
      <PasswordField
        label={t('pay_payment_password')}
        autoComplete="current-password"
        inputMode="numeric"
        error={text(errors.paymentPassword?.message)}
        data-testid={`${testId}-password`}
        {...register('paymentPassword')}
      />
      <FormError className="pay-error" message={text(formError ?? undefined)} testId={`${testId}-error`} />
      <Button type="submit" disabled={pending} data-testid={`${testId}-submit`}>
        {submitLabel}
      </Button>
      {answer ? (
        <p role="status" className="pay-notice pay-notice-confirmed" data-testid={`${testId}-done`}>
          {done(answer.of)}
        </p>
      ) : null}
    </form>
  );
}
