import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
import { splitError } from './api-errors';
import { FormError } from '../../../components/ui/FormError';

type Field = keyof BankAccountBody;
const FIELDS: Field[] = ['bankName', 'accountName', 'accountNumber'];

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
  const rules: Partial<Record<Field, Validator>> = { ...BANK_ACCOUNT_VALIDATORS, ...(payee ? { accountName: payee } : {}) };
  const [values, setValues] = useState<BankAccountBody>({ bankName: '', accountName: '', accountNumber: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clean = cleanBankAccount(values);
    const next: Record<string, string> = {};
    for (const f of FIELDS) {
      const rule = rules[f];
      const issue = rule ? checkValue(rule, clean[f]) : null;
      if (!clean[f]) next[f] = t('field_required');
      else if (issue) next[f] = t(issue.key, issue.params ?? {});
    }
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length) return;
    add.mutate(clean, {
      onSuccess: () => setValues({ bankName: '', accountName: '', accountNumber: '' }),
      onError: (err) => {
        const split = splitError(err, FIELDS, t);
        setErrors(split.fields);
        setFormError(split.form);
      },
    });
  };

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
          error={errors[f]}
          data-testid={`bank-${f}`}
          value={values[f]}
          onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
        />
      ))}
      <FormError className="pay-error" message={formError} testId="bank-error" />
      <Button type="submit" disabled={add.isPending} data-testid="bank-submit">
        {t('pay_bind')}
      </Button>
    </form>
  );
}
