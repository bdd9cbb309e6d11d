import { z } from 'zod';
import {
  OPTIONAL_REGISTER_FIELDS,
  registerRequirements,
  type OptionalRegisterField,
  type RegisterSettings,
  type Validator,
} from '@playhouse/contract';
import type { RegisterMode, RegisterRequest } from '../api/register';
import type { AffiliateStatus } from '../hooks/useAffiliate';
import { checkMobile, checkNewPassword, checkText, EMAIL_FALLBACK, formSchema } from '../../../lib/forms/rules';

/** The optional fields rendered as plain text inputs (affiliate code and captcha have their own rules). */
export type PlainOptionalField = Exclude<OptionalRegisterField, 'affiliateCode' | 'captcha'>;

/** Which fields the form shows in one mode, from the register settings (§4, §5). */
export interface RegisterLayout {
  mode: RegisterMode;
  username: boolean;
  password: boolean;
  mobile: boolean;
  sms: boolean;
  optional: { field: PlainOptionalField; required: boolean }[];
  affiliate: { shown: boolean; required: boolean };
  captcha: { shown: boolean; required: boolean };
}

export function registerLayout(s: RegisterSettings, mode: RegisterMode, affiliate: AffiliateStatus): RegisterLayout {
  // The contract's rule (the server's too): in username mode the mobile number (and then its sms code) is asked only when required.
  const asked = registerRequirements(s, mode);
  // The affiliate code from the link is sent as is; the field shows only without one, or when the link's is invalid.
  const affiliateShown = affiliate === 'invalid' || (affiliate === 'none' && s.fields.affiliateCode.shown);
  return {
    mode,
    username: asked.username,
    password: asked.password,
    mobile: asked.mobile,
    sms: asked.sms,
    optional: asked.optional.filter((o): o is { field: PlainOptionalField; required: boolean } => o.field !== 'affiliateCode'),
    affiliate: { shown: affiliateShown, required: affiliateShown && s.fields.affiliateCode.required },
    captcha: asked.captcha,
  };
}

/** Every field the layout shows: server issues on these go under the field. */
export function shownFields(l: RegisterLayout): string[] {
  return [
    ...(l.username ? ['username'] : []),
    ...(l.password ? ['password', 'confirmPassword'] : []),
    ...(l.mobile ? ['mobileNum'] : []),
    ...(l.sms ? ['verificationCode'] : []),
    ...l.optional.map((o) => o.field),
    ...(l.affiliate.shown ? ['affiliateCode'] : []),
    ...(l.captcha.shown ? ['captcha'] : []),
    'termsAccepted',
    'ageConfirmed',
  ];
}

const text = z.string();
export const registerShape = {
  username: text,
  password: text,
  confirmPassword: text,
  countryDialingCode: text,
  mobileNum: text,
  verificationCode: text,
  ...(Object.fromEntries(OPTIONAL_REGISTER_FIELDS.map((f) => [f, text])) as Record<OptionalRegisterField, typeof text>),
  termsAccepted: z.boolean(),
  ageConfirmed: z.boolean(),
};
export type RegisterValues = z.output<z.ZodObject<typeof registerShape>>;

/** Client-side rules: the server's validators per field, messages from their patternId. */
export function registerSchema(l: RegisterLayout, validators: Map<string, Validator>) {
  return formSchema(registerShape, (v, add) => {
    if (l.username) checkText(add, 'username', v.username, true, validators.get('username'));
    if (l.password)
      checkNewPassword(
        add,
        { password: 'password', confirm: 'confirmPassword' },
        v.password,
        v.confirmPassword,
        validators.get('password'),
      );
    if (l.mobile) checkMobile(add, 'mobileNum', v.mobileNum, v.countryDialingCode);
    if (l.sms) checkText(add, 'verificationCode', v.verificationCode, true, undefined, 'missing_verification_code');
    for (const { field, required } of l.optional) {
      checkText(add, field, v[field], required, validators.get(field) ?? (field === 'email' ? EMAIL_FALLBACK : undefined));
    }
    if (l.affiliate.shown)
      checkText(add, 'affiliateCode', v.affiliateCode, l.affiliate.required, validators.get('affiliateCode'));
    if (l.captcha.shown) checkText(add, 'captcha', v.captcha, l.captcha.required, undefined, 'captcha_required');
    if (!v.termsAccepted) add('termsAccepted', 'terms_not_accepted');
    if (!v.ageConfirmed) add('ageConfirmed', 'age_not_confirmed');
  });
}

const opt = (s: string) => s.trim() || undefined;

/** A member's personal referral code carried by an invite-friends link (?referralCode=), sent as is. */
const urlReferralCode = () => opt(new URLSearchParams(window.location.search).get('referralCode') ?? '')?.slice(0, 64);

/** The request: only the shown fields, plus the call's own fields (§7). */
export function registerRequest(
  l: RegisterLayout,
  v: RegisterValues,
  extra: { urlAffiliateCode?: string; captchaId?: string },
): RegisterRequest {
  const optional = Object.fromEntries(l.optional.map(({ field }) => [field, opt(v[field])]));
  return {
    ...optional,
    username: l.username ? v.username.trim() : undefined,
    password: l.password ? v.password.trim() : undefined,
    confirmPassword: l.password ? v.confirmPassword.trim() : undefined,
    mobileNum: l.mobile ? v.mobileNum.trim() : undefined,
    countryDialingCode: l.mobile ? v.countryDialingCode : undefined,
    verificationCode: l.sms ? v.verificationCode.trim() : undefined,
    affiliateCode: extra.urlAffiliateCode ?? (l.affiliate.shown ? opt(v.affiliateCode) : undefined),
    referralCode: urlReferralCode(),
    // A shown but optional captcha is checked by the server only when answered.
    captchaId: l.captcha.shown && v.captcha.trim() ? extra.captchaId : undefined,
    captcha: l.captcha.shown ? opt(v.captcha) : undefined,
    termsAccepted: v.termsAccepted,
    ageConfirmed: v.ageConfirmed,
    registerMethod: 'WEB',
    login: true,
    domain: window.location.hostname,
    registerUrl: window.location.href.slice(0, 2048),
  };
}
