import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldIssueSchema } from '@playhouse/contract';
import { ApiError } from '../api-client';
import { apiErrorMsg, msg } from './messages';

/** Error codes that belong under one field, in order of preference among the form's fields. */
const CODE_FIELDS: Record<string, string[]> = {
  username_taken: ['username'],
  mobile_taken: ['mobileNum'],
  email_taken: ['email'],
  inconsistent_twice: ['confirmPassword', 'confirmNewPassword'],
  terms_not_accepted: ['termsAccepted'],
  age_not_confirmed: ['ageConfirmed'],
  invalid_invitation_code: ['affiliateCode'],
  invalid_phone_number: ['mobileNum'],
  missing_phone_number: ['mobileNum'],
  invalid_verification_code: ['verificationCode', 'answer'],
  missing_verification_code: ['verificationCode', 'answer'],
  verification_code_expired: ['verificationCode', 'answer'],
  captcha_required: ['captcha'],
  captcha_invalid: ['captcha'],
  old_password_wrong: ['oldPassword'],
  password_same_as_old: ['newPassword'],
  payment_password_wrong: ['paymentPassword'],
  login_password_wrong: ['loginPassword'],
  amount_out_of_range: ['amount'],
  insufficient_funds: ['amount'],
  // rewards: the server's message names the turnover still needed and what may be withdrawn now
  bonus_wagering_incomplete: ['amount'],
  bank_account_name_mismatch: ['accountName'],
  transfer_target_invalid: ['target'],
};

const issuesSchema = fieldIssueSchema.array();

/**
 * The one map from a failed call to a form (every form of the site uses it): validation_failed
 * issues and field-specific codes go under their fields (those the form shows; `rename` maps a
 * server field to the form's), anything else into the general error line. Messages are stored
 * as keys (lib/forms/messages.ts) and shown through useMessage().
 */
export function applyApiError<T extends FieldValues>(
  err: unknown,
  shown: readonly string[],
  setError: UseFormSetError<T>,
  setFormError: (message: string | null) => void,
  rename: Record<string, string> = {},
) {
  const fieldOf = (field: string) => {
    const f = rename[field] ?? field;
    return shown.includes(f) ? f : undefined;
  };
  const set = (field: string, message: string) => setError(field as Path<T>, { type: 'server', message });
  if (err instanceof ApiError && err.code === 'validation_failed') {
    const issues = issuesSchema.safeParse(err.value);
    if (issues.success && issues.data.length) {
      const orphans = issues.data.filter((i) => !fieldOf(i.field));
      issues.data.forEach((i) => {
        const f = fieldOf(i.field);
        if (f) set(f, msg(i.key, i.params));
      });
      setFormError(orphans.length ? msg(orphans[0]!.key, orphans[0]!.params) : null);
      return;
    }
  }
  const field = err instanceof ApiError ? CODE_FIELDS[err.code]?.map(fieldOf).find((f) => f) : undefined;
  if (field) {
    set(field, apiErrorMsg(err));
    setFormError(null);
  } else {
    setFormError(apiErrorMsg(err));
  }
}

export const isCode = (err: unknown, ...codes: string[]): err is ApiError => err instanceof ApiError && codes.includes(err.code);
