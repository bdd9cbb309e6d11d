import { z } from 'zod';
import { checkValue, isValidMobile, newPasswordCheck, PATTERN_KINDS, type Validator } from '@playhouse/contract';
import { msg, type Params } from './messages';

/** Adds an issue on one field; `key` is an i18n key (error code or pattern_<id>). */
export type AddIssue = (field: string, key: string, params?: Params) => void;

/**
 * A form schema: plain string/boolean fields whose rules all run in one pass, so every
 * field gets its message at once (object refinements after a failed field would be skipped).
 */
export function formSchema<S extends z.ZodRawShape>(shape: S, check: (values: z.output<z.ZodObject<S>>, add: AddIssue) => void) {
  return z
    .object(shape)
    .superRefine((values, ctx) =>
      check(values, (field, key, params) => ctx.addIssue({ code: 'custom', path: [field], message: msg(key, params) })),
    );
}

export const byField = (validators: Validator[] | undefined) => new Map((validators ?? []).map((v) => [v.field, v]));

/** Required-ness, then the server's validator for the field (same check as the server). */
export function checkText(
  add: AddIssue,
  field: string,
  value: string,
  required: boolean,
  validator?: Validator,
  requiredKey = 'field_required',
) {
  const v = value.trim();
  if (!v) {
    if (required) add(field, requiredKey);
    return;
  }
  if (!validator) return;
  const issue = checkValue({ ...validator, field }, v);
  if (issue) add(field, issue.key, issue.params);
}

export function checkMobile(add: AddIssue, field: string, mobileNum: string, countryDialingCode: string) {
  const v = mobileNum.trim();
  if (!v) add(field, 'missing_phone_number');
  else if (!isValidMobile(v, countryDialingCode)) add(field, 'invalid_phone_number');
}

/** New password by the contract's new-password rule (§5, the server's too); an empty confirmation is asked for first. */
export function checkNewPassword(
  add: AddIssue,
  fields: { password: string; confirm: string },
  password: string,
  confirm: string,
  validator?: Validator,
) {
  const { issue, confirmed } = newPasswordCheck(password, confirm, validator, fields.password);
  if (issue) add(issue.field, issue.key, issue.params);
  if (!confirm.trim()) add(fields.confirm, 'field_required');
  else if (!confirmed) add(fields.confirm, 'inconsistent_twice');
}

/** Fallback for the email rule when the merchant serves no email validator. */
export const EMAIL_FALLBACK: Validator = {
  field: 'email',
  acceptedPattern: PATTERN_KINDS.EMAIL.source,
  minLength: 3,
  maxLength: 254,
  patternId: PATTERN_KINDS.EMAIL.id,
};
