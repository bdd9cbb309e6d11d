import type { FieldIssue } from './envelope.js';
import { checkValue, type Validator } from './patterns.js';
import { OPTIONAL_REGISTER_FIELDS, type OptionalRegisterField, type RegisterSettings } from './system.js';
import { DEFAULT_LANGUAGE } from './constants.js';

/**
 * Rules the browser applies before it sends and the server applies again: declared once here,
 * so both give the same answer.
 */

/**
 * Passwords are trimmed wherever they are set, as sign-in trims what it is given (§5), so a
 * password set anywhere can always be typed back.
 */
export const trimPassword = (p: string | undefined) => p?.trim() ?? '';

/**
 * The new-password rule (§5): present and valid under the password validator (issues named
 * `field`), and the confirmation, when there is one, equal to it (both trimmed).
 */
export function newPasswordCheck(
  given: string | undefined,
  confirm: string | undefined,
  validator: Validator | undefined,
  field: string,
): { password: string; issue: FieldIssue | null; confirmed: boolean } {
  const password = trimPassword(given);
  let issue: FieldIssue | null = password ? null : { field, key: 'field_required' };
  if (password && validator) {
    const found = checkValue(validator, password);
    issue = found ? { ...found, field } : null;
  }
  return { password, issue, confirmed: confirm === undefined || trimPassword(confirm) === password };
}

export type RegisterMode = 'username' | 'mobile';

/** Which registration fields are asked, and which are required, in one mode (§4, §5). */
export interface RegisterRequirements {
  username: boolean;
  /** Username mode always asks one; mobile mode when MOBILENUMPASSREG3 is on (registerSettings.mobilePassword). */
  password: boolean;
  /** Mobile mode always; username mode only when the merchant requires a mobile number. */
  mobile: boolean;
  sms: boolean;
  /** The optional fields the merchant shows (captcha aside), each with whether it is required. */
  optional: { field: Exclude<OptionalRegisterField, 'captcha'>; required: boolean }[];
  captcha: { shown: boolean; required: boolean };
}

export function registerRequirements(s: RegisterSettings, mode: RegisterMode): RegisterRequirements {
  const byUsername = mode === 'username';
  const mobile = !byUsername || s.mobileRequired;
  return {
    username: byUsername,
    password: byUsername || s.mobilePassword,
    mobile,
    sms: mobile && s.smsVerification,
    optional: OPTIONAL_REGISTER_FIELDS.filter(
      (f): f is Exclude<OptionalRegisterField, 'captcha'> => f !== 'captcha' && s.fields[f].shown,
    ).map((field) => ({ field, required: s.fields[field].required })),
    captcha: { shown: s.fields.captcha.shown, required: s.fields.captcha.shown && s.fields.captcha.required },
  };
}

/** A text stored per language: the one in `lang`, else the fallback language's, else any non-empty one. */
export function textIn(texts: Record<string, string>, lang: string, fallback: string = DEFAULT_LANGUAGE): string {
  return texts[lang] || texts[fallback] || Object.values(texts).find(Boolean) || '';
}
