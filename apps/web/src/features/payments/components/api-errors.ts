import type { TFunction } from 'i18next';
import { fieldIssueSchema } from '@playhouse/contract';
import { ApiError } from '../../../lib/api-client';

/** Codes that belong under one field of the payment forms. */
const CODE_FIELDS: Record<string, string> = {
  payment_password_wrong: 'paymentPassword',
  login_password_wrong: 'loginPassword',
  inconsistent_twice: 'confirmPassword',
  amount_out_of_range: 'amount',
  insufficient_funds: 'amount',
  bank_account_name_mismatch: 'accountName',
  transfer_target_invalid: 'target',
};

export interface SplitError {
  fields: Record<string, string>;
  form: string | null;
}

/**
 * A failed call as messages: validation issues and field-specific codes under the fields the
 * form shows (`rename` maps a server field to the form's), anything else as the form's error.
 */
export function splitError(
  err: unknown,
  shown: readonly string[],
  t: TFunction,
  rename: Record<string, string> = {},
): SplitError {
  const fields: Record<string, string> = {};
  const place = (field: string, message: string) => {
    const f = rename[field] ?? field;
    if (!shown.includes(f)) return false;
    fields[f] ??= message;
    return true;
  };
  if (!(err instanceof ApiError)) return { fields, form: err instanceof Error ? err.message : String(err) };
  if (err.code === 'validation_failed') {
    const issues = fieldIssueSchema.array().safeParse(err.value);
    if (issues.success && issues.data.length) {
      const orphans = issues.data.filter((i) => !place(i.field, t(i.key, i.params ?? {})));
      return { fields, form: orphans.length ? t(orphans[0]!.key, orphans[0]!.params ?? {}) : null };
    }
  }
  const field = CODE_FIELDS[err.code];
  if (field && place(field, err.message)) return { fields, form: null };
  return { fields, form: err.message };
}
