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
};

const issuesSchema = fieldIssueSchema.array();

/**
 * Puts a failed call's message where it belongs: validation_failed issues and field-specific
 * codes under their fields (those the form shows), anything else into the general error line.
 */
export function applyApiError<T extends FieldValues>(
  err: unknown,
  shown: readonly string[],
  setError: UseFormSetError<T>,
  setFormError: (message: string | null) => void,
) {
  const set = (field: string, message: string) => setError(field as Path<T>, { type: 'server', message });
  if (err instanceof ApiError && err.code === 'validation_failed') {
    const issues = issuesSchema.safeParse(err.value);
    if (issues.success && issues.data.length) {
      const orphans = issues.data.filter((i) => !shown.includes(i.field));
      issues.data.filter((i) => shown.includes(i.field)).forEach((i) => set(i.field, msg(i.key, i.params)));
      setFormError(orphans.length ? msg(orphans[0]!.key, orphans[0]!.params) : null);
      return;
    }
  }
  const field = err instanceof ApiError ? CODE_FIELDS[err.code]?.find((f) => shown.includes(f)) : undefined;
  if (field) {
    set(field, apiErrorMsg(err));
    setFormError(null);
  } else {
    setFormError(apiErrorMsg(err));
  }
}

export const isCode = (err: unknown, ...codes: string[]): err is ApiError => err instanceof ApiError && codes.includes(err.code);
