import {
  OPTIONAL_REGISTER_FIELDS,
  registerRequirements,
  type FieldIssue,
  type RegisterMode,
  type OptionalRegisterField,
  type RegisterBody,
  type RegisterSettings,
} from '@playhouse/contract';
import { AppError } from '../../core/errors.js';
import { checkMobile, type Mobile } from '../verification/index.js';
import { failOnIssues, requiredIssue, trimPassword, type FieldRules } from '../member/index.js';

export type { RegisterMode };

/** A registration form that passed every check that needs no database state. */
export interface RegisterForm {
  /** null in mobile mode without a username: one is made from the number. */
  username: string | null;
  /** null in mobile mode when the merchant does not ask a password (see below). */
  password: string | null;
  mobile: Mobile | null;
  /** Optional fields the merchant shows, trimmed; absent when not given. */
  extra: Partial<Record<Exclude<OptionalRegisterField, 'captcha'>, string>>;
  /** affiliateCode: must name an agent of the merchant. */
  invitationCode: string | null;
  /** referralCode: an agent's code (the upline, when no affiliate code) or a member's personal referral code. */
  referralCode: string | null;
  captchaNeeded: boolean;
}

const text = (v: string | undefined) => v?.trim() || undefined;

/**
 * The rules of §5 in the order a user fixes them: field validators (all issues in one
 * answer), the mobile number, the password confirmation, terms, age.
 *
 * Passwords: username mode always asks one. Mobile mode asks one when MOBILENUMPASSREG3 is
 * on. When it is off the browser hides the field (registerSettings.mobilePassword), so a
 * password is optional: if given it is checked and confirmed like any other; if not, the
 * server sets a random one and the member signs in by sms code or recovers by mobile.
 *
 * Optional fields the merchant does not show are ignored (not stored), except the
 * affiliate code, which the browser also sends from the link (§4, §7).
 */
export function checkRegisterForm(
  rules: FieldRules,
  settings: RegisterSettings,
  mode: RegisterMode,
  body: RegisterBody,
): RegisterForm {
  const issues: (FieldIssue | null)[] = [];
  const username = text(body.username);
  const password = trimPassword(body.password) || undefined;
  // Which fields the mode asks: the contract's rule, the one the browser's form follows.
  const asked = registerRequirements(settings, mode);
  const usernameRequired = asked.username;
  const passwordRequired = asked.password;

  if (username) issues.push(rules.check('username', username));
  else if (usernameRequired) issues.push(requiredIssue('username'));
  if (password) issues.push(rules.check('password', password));
  else if (passwordRequired) issues.push(requiredIssue('password'));

  const extra: RegisterForm['extra'] = {};
  for (const field of OPTIONAL_REGISTER_FIELDS) {
    if (field === 'captcha') continue;
    const setting = settings.fields[field];
    const value = text(body[field]);
    if (!setting.shown) continue;
    if (!value) {
      if (setting.required) issues.push(requiredIssue(field));
      continue;
    }
    issues.push(rules.check(field, value));
    extra[field] = value;
  }
  failOnIssues(issues);

  const mobileGiven = !!text(body.mobileNum);
  const mobile =
    asked.mobile || mobileGiven ? checkMobile({ mobileNum: body.mobileNum, countryDialingCode: body.countryDialingCode }) : null;

  if (password && trimPassword(body.confirmPassword) !== password) throw new AppError('inconsistent_twice');
  if (body.termsAccepted !== true) throw new AppError('terms_not_accepted');
  // The browser's checkbox confirms the minimum age (LIMITS.minimumAge, 18); no birth date is collected.
  if (body.ageConfirmed !== true) throw new AppError('age_not_confirmed');

  const captcha = settings.fields.captcha;
  return {
    username: username ?? null,
    password: password ?? null,
    mobile,
    extra,
    invitationCode: extra.affiliateCode ?? text(body.affiliateCode) ?? null,
    referralCode: text(body.referralCode) ?? null,
    captchaNeeded: captcha.shown && (captcha.required || !!text(body.captcha)),
  };
}
