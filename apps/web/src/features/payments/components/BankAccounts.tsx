import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  BANK_ACCOUNT_VALIDATORS,
  checkValue,
  cleanBankAccount,
  MAX_BANK_ACCOUNTS,
  type BankAccount,
  type BankAccountBody,
  type Validator,
} from '@playhouse/contract';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useValidators } from '../../../lib/site-queries';
import { useBankAccountChanges } from '../api/bank-accounts';
import { FormError } from '../../../components/ui/FormError';
import { applyApiError } from '../../../lib/forms/api-errors';
import { formSchema } from '../../../lib/forms/rules';
import { useMessage } from '../../../lib/forms/use-message';

type Field = keyof BankAccountBody;
const FIELDS: Field[] = ['bankName', 'accountName', 'accountNumber'];
const shape = { bankName: z.string(), accountName: z.string(), accountNumber: z.string() };
const EMPTY: BankAccountBody = { bankName: '', accountName: '', accountNumber: '' };

/** The bound accounts (masked) with unbind buttons, and the form to bind one more (at most 3). */
export function BankAccounts({ accounts }: { accounts: BankAccount[] }) {
  const { t } = useTranslation();
  const { remove } = useBankAccountChanges();
  const [adding, setAdding] = useState(false);
  let more;
  if (accounts.length >= MAX_BANK_ACCOUNTS) more = <p className="pay-hint">{t('pay_bank_full')}</p>;
  else if (adding) more = <BankAccountForm />;
  else {
    more = (
      <button type="button" className="pay-link" onClick={() => setAdding(true)} data-testid="bank-add-open">
        {t('pay_bind_bank')}
      </button>
    );
  }
  return (
    <section className="pay-section" data-testid="bank-accounts">
      <h3>{t('pay_bank_accounts')}</h3>
      {accounts.length ? (
        <ul className="pay-banks">
          {accounts.map((a) => (
            <li key={a.id} data-testid="bank-account">
              <span>
                <strong>{a.bankName}</strong> {a.accountNumber} · {a.accountName}
              </span>
              <Button variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(a.id)} data-testid="bank-remove">
                {t('pay_remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {more}
    </section>
  );
}

export function BankAccountForm() {
  const { t } = useTranslation();
  const formId = useId();
  const { add } = useBankAccountChanges();
  const payee = useValidators().data?.find((v) => v.field === 'payeeName');
  const rules = useMemo<Partial<Record<Field, Validator>>>(
    () => ({ ...BANK_ACCOUNT_VALIDATORS, ...(payee ? { accountName: payee } : {}) }),
    [payee],
  );
  const text = useMessage();
  const schema = useMemo(
    () =>
      formSchema(shape, (v, addIssue) => {
        // Checked as the server will store it (spaces collapsed, digits only in the number).
        const clean = cleanBankAccount(v);
        for (const f of FIELDS) {
          const rule = rules[f];
          const issue = rule && clean[f] ? checkValue(rule, clean[f]) : null;
          if (!clean[f]) addIssue(f, 'field_required');
          else if (issue) addIssue(f, issue.key, issue.params);
        }
      }),
    [rules],
  );
  const { register, handleSubmit, reset, setError, formState } = useForm<BankAccountBody>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const [formError, setFormError] = useState<string | null>(null);

  const submit = handleSubmit(async (v) => {
    setFormError(null);
    try {
      await add.mutateAsync(cleanBankAccount(v));
      reset(EMPTY);
    } catch (err) {
      applyApiError(err, FIELDS, setError, setFormError);
    }
  });

  return (
    <form className="pay-form" onSubmit={submit} noValidate aria-labelledby={formId} data-testid="bank-form">
      <h4 id={formId}>{t('pay_bind_bank')}</h4>
      <p className="pay-hint">{t('pay_bank_name_hint')}</p>
      {FIELDS.map((f) => (
        <TextField
          key={f}
          label={t(`pay_field_${f}`)}
          autoComplete="off"
          inputMode={f === 'accountNumber' ? 'numeric' : undefined}
          error={text(formState.errors[f]?.message)}
          data-testid={`bank-${f}`}
          {...register(f)}
        />
      ))}
      <FormError className="pay-error" message={text(formError ?? undefined)} testId="bank-error" />
      <Button type="submit" disabled={add.isPending} data-testid="bank-submit">
        {t('pay_bind')}
      </Button>
    </form>
  );
}
