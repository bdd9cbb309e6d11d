import { describe, expect, it } from 'vitest';
import {
  isApiPath,
  newPasswordCheck,
  OPTIONAL_REGISTER_FIELDS,
  PATTERN_KINDS,
  registerRequirements,
  textIn,
  type RegisterSettings,
  type Validator,
} from './index.js';

const password: Validator = {
  field: 'password',
  patternId: PATTERN_KINDS.LETTERS_AND_DIGITS.id,
  acceptedPattern: PATTERN_KINDS.LETTERS_AND_DIGITS.source,
  minLength: 6,
  maxLength: 20,
};

describe('new-password rule', () => {
  it('trims, names the issue by the form field, and compares the trimmed confirmation', () => {
    expect(newPasswordCheck('  abc123 ', ' abc123', password, 'newPassword')).toEqual({
      password: 'abc123',
      issue: null,
      confirmed: true,
    });
    expect(newPasswordCheck('   ', undefined, password, 'newPassword').issue).toEqual({
      field: 'newPassword',
      key: 'field_required',
    });
    expect(newPasswordCheck('abcdef', 'abcdef', password, 'password').issue?.field).toBe('password');
    expect(newPasswordCheck('abc123', 'abc124', password, 'password').confirmed).toBe(false);
    expect(newPasswordCheck('abc123', '', password, 'password').confirmed).toBe(false);
  });
});

const settings = (over: Partial<RegisterSettings> = {}): RegisterSettings => ({
  usernameMode: true,
  mobileMode: true,
  defaultMode: 'username',
  mobilePassword: false,
  smsVerification: true,
  mobileRequired: false,
  fields: Object.fromEntries(
    OPTIONAL_REGISTER_FIELDS.map((f) => [f, { shown: f === 'email', required: false }]),
  ) as RegisterSettings['fields'],
  ...over,
});

describe('registration requirements', () => {
  it('username mode asks username and password, the mobile number only when required', () => {
    expect(registerRequirements(settings(), 'username')).toMatchObject({
      username: true,
      password: true,
      mobile: false,
      sms: false,
    });
    expect(registerRequirements(settings({ mobileRequired: true }), 'username')).toMatchObject({ mobile: true, sms: true });
  });
  it('mobile mode asks the number (and its sms code), a password only with mobilePassword', () => {
    expect(registerRequirements(settings(), 'mobile')).toMatchObject({
      username: false,
      password: false,
      mobile: true,
      sms: true,
    });
    expect(registerRequirements(settings({ mobilePassword: true, smsVerification: false }), 'mobile')).toMatchObject({
      password: true,
      sms: false,
    });
  });
  it('lists the shown optional fields with their required flag, captcha apart', () => {
    const s = settings();
    s.fields.captcha = { shown: true, required: true };
    s.fields.line = { shown: true, required: true };
    const r = registerRequirements(s, 'username');
    expect(r.optional).toEqual([
      { field: 'line', required: true },
      { field: 'email', required: false },
    ]);
    expect(r.captcha).toEqual({ shown: true, required: true });
  });
});

describe('localized text', () => {
  it('takes the language, else the fallback, else any non-empty text', () => {
    expect(textIn({ EN: 'Hello', TY: 'Kumusta' }, 'TY')).toBe('Kumusta');
    expect(textIn({ EN: 'Hello', TY: '' }, 'TY')).toBe('Hello');
    expect(textIn({ TY: 'Kumusta' }, 'EN', 'EN')).toBe('Kumusta');
    expect(textIn({}, 'EN')).toBe('');
  });
});

describe('API path prefixes', () => {
  it('tells API calls from web pages', () => {
    expect(isApiPath('/wps/system/status')).toBe(true);
    expect(isApiPath('/bgs/api/session')).toBe(true);
    expect(isApiPath('/bgs/play/x')).toBe(false);
    expect(isApiPath('/member?tab=withdraw')).toBe(false);
  });
});
