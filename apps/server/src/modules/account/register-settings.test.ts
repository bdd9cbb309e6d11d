import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { countRows, testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { verifyPassword } from '../../lib/passwords.js';
import { createCaptcha } from '../captcha/index.js';
import { ipSource, memberRow, register, registration, smsCode } from '../../../test/helpers/member.js';

/** Registration rules that depend on the merchant's settings (§5), one by one. */
const t = await testPlatform();
const acme = await buildMerchant(t.db);
const sms = await buildMerchant(t.db, { code: 'smsco', flags: { MOBILENUMPASSREG3: true, REGMOBVERF3: true } });
const fields = await buildMerchant(t.db, {
  code: 'fields',
  registerFields: {
    mobileNum: { shown: true, required: true },
    email: { shown: true, required: true },
    payeeName: { shown: true, required: false },
    paymentPassword: { shown: true, required: false },
    captcha: { shown: true, required: true },
  },
});
await buildMerchant(t.db, { code: 'nomobile', flags: { MOBILENUMREG3: false } });
const ip = ipSource('10.21');
const terms = { termsAccepted: true, ageConfirmed: true };

describe('mobile mode', () => {
  it('needs a valid number: missing_phone_number, invalid_phone_number', async () => {
    const members = await countRows(t.db, 'members');
    const missing = await register(t, { ...terms }, { mobile: true, ip: ip() });
    expect([missing.status, missing.body.code]).toEqual([400, 'missing_phone_number']);
    const invalid = await register(t, { mobileNum: '12ab', ...terms }, { mobile: true, ip: ip() });
    expect([invalid.status, invalid.body.code]).toEqual([400, 'invalid_phone_number']);
    const short = await register(t, { mobileNum: '91712', countryDialingCode: '63', ...terms }, { mobile: true, ip: ip() });
    expect(short.body.code).toBe('invalid_phone_number');
    expect(await countRows(t.db, 'members')).toBe(members);
  });

  it('makes a username from the number and, without MOBILENUMPASSREG3, needs no password', async () => {
    const r = await register(t, { mobileNum: '9172220001', countryDialingCode: '+63', ...terms }, { mobile: true, ip: ip() });
    expect(r.status).toBe(200);
    expect(r.body.value.userName).toBe('m639172220001');
    const row = (await memberRow(t, acme.id, 'm639172220001'))!;
    expect(row).toMatchObject({ mobile_num: '9172220001', country_dialing_code: '63' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('keeps a username and password when given, checked like username mode', async () => {
    const ok = await register(
      t,
      { mobileNum: '9172220002', username: 'mobileuser', password: 'pass1234', confirmPassword: 'pass1234', ...terms },
      { mobile: true, ip: ip() },
    );
    expect(ok.body.value.userName).toBe('mobileuser');
    expect(await verifyPassword((await memberRow(t, acme.id, 'mobileuser'))!.password_hash, 'pass1234')).toBe(true);
    const bad = await register(t, { mobileNum: '9172220003', username: '_bad', ...terms }, { mobile: true, ip: ip() });
    expect(bad.body.value).toEqual([{ field: 'username', key: 'pattern_2', params: { min: 4, max: 16 } }]);
    const mismatch = await register(
      t,
      { mobileNum: '9172220003', password: 'pass1234', confirmPassword: 'x', ...terms },
      { mobile: true, ip: ip() },
    );
    expect(mismatch.body.code).toBe('inconsistent_twice');
  });

  it('needs a password when MOBILENUMPASSREG3 is on', async () => {
    const r = await register(
      t,
      { mobileNum: '9172220004', verificationCode: '000000', ...terms },
      { merchant: 'smsco', mobile: true, ip: ip() },
    );
    expect(r.body.value).toEqual([{ field: 'password', key: 'field_required' }]);
  });

  it('is refused when the merchant does not offer mobile registration', async () => {
    const r = await register(t, { mobileNum: '9172220005', ...terms }, { merchant: 'nomobile', mobile: true, ip: ip() });
    expect([r.status, r.body.code]).toEqual([403, 'operation_not_enabled']);
  });
});

describe('sms code (REGMOBVERF3)', () => {
  const body = (mobileNum: string, extra: Record<string, unknown> = {}) => ({
    mobileNum,
    countryDialingCode: '63',
    password: 'abc12345',
    confirmPassword: 'abc12345',
    ...terms,
    ...extra,
  });
  const sendCode = (mobileNo: string) =>
    t.call({ url: API.verification.smsRegister, body: { mobileNo, countryDialingCode: '63' }, merchant: 'smsco', ip: ip() });

  it('registers with the code read from the outbox; the number is then taken', async () => {
    expect((await sendCode('9173330001')).body.value).toEqual({ expiredMinutes: 5 });
    const code = await smsCode(t, '639173330001', 'smsco');
    const r = await register(t, body('9173330001', { verificationCode: code }), { merchant: 'smsco', mobile: true, ip: ip() });
    expect(r.status).toBe(200);
    const again = await register(t, body('9173330001', { verificationCode: code, username: 'another1' }), {
      merchant: 'smsco',
      mobile: true,
      ip: ip(),
    });
    expect(again.status).toBe(409);
  });

  it('refuses a missing, wrong or expired code and writes nothing', async () => {
    await sendCode('9173330002');
    const members = await countRows(t.db, 'members');
    const missing = await register(t, body('9173330002'), { merchant: 'smsco', mobile: true, ip: ip() });
    expect([missing.status, missing.body.code]).toEqual([400, 'missing_verification_code']);
    const wrong = await register(t, body('9173330002', { verificationCode: '999999x' }), {
      merchant: 'smsco',
      mobile: true,
      ip: ip(),
    });
    expect(wrong.body.code).toBe('invalid_verification_code');
    await t.db
      .updateTable('sms_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('mobile_num', '=', '9173330002')
      .execute();
    const code = await smsCode(t, '639173330002', 'smsco');
    const expired = await register(t, body('9173330002', { verificationCode: code }), {
      merchant: 'smsco',
      mobile: true,
      ip: ip(),
    });
    expect(expired.body.code).toBe('verification_code_expired');
    expect(await countRows(t.db, 'members')).toBe(members);
  });

  it('asks a code in username mode only when a number is given', async () => {
    const plain = await register(t, registration(), { merchant: 'smsco', ip: ip() });
    expect(plain.status).toBe(200);
    const withMobile = await register(t, registration({ mobileNum: '9173330003' }), { merchant: 'smsco', ip: ip() });
    expect(withMobile.body.code).toBe('missing_verification_code');
  });
});

describe('optional fields', () => {
  const full = async (extra: Record<string, unknown> = {}) => {
    const c = await createCaptcha(t.db, fields.id);
    return registration({
      mobileNum: `917444${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`,
      email: 'Who@Example.com',
      captchaId: c.captchaId,
      captcha: c.text,
      ...extra,
    });
  };

  it('stores the shown fields, hashes the payment password and ignores hidden ones', async () => {
    const body = await full({ payeeName: 'Juan Dela Cruz', paymentPassword: '123456', qqNum: '12345678', wechat: 'hidden' });
    const r = await register(t, body, { merchant: 'fields', ip: ip() });
    expect(r.status).toBe(200);
    const row = (await memberRow(t, fields.id, body.username as string))!;
    expect(row).toMatchObject({ email: 'Who@Example.com', payee_name: 'Juan Dela Cruz', qq_num: null, wechat: null });
    expect(await verifyPassword(row.payment_password_hash!, '123456')).toBe(true);
  });

  it('requires what the merchant requires, and checks given values with their validators', async () => {
    const members = await countRows(t.db, 'members');
    const r = await register(t, await full({ email: '', payeeName: '<b>x</b>', paymentPassword: '12ab' }), {
      merchant: 'fields',
      ip: ip(),
    });
    expect(r.status).toBe(400);
    expect(r.body.value).toEqual([
      { field: 'payeeName', key: 'pattern_13', params: { min: 2, max: 50 } },
      { field: 'paymentPassword', key: 'pattern_7', params: { min: 6, max: 6 } },
      { field: 'email', key: 'field_required' },
    ]);
    const mobile = await register(t, await full({ mobileNum: undefined }), { merchant: 'fields', ip: ip() });
    expect(mobile.body.code).toBe('missing_phone_number');
    expect(await countRows(t.db, 'members')).toBe(members);
  });

  it('needs a right captcha when shown and required, and burns it', async () => {
    const members = await countRows(t.db, 'members');
    const none = await register(t, await full({ captchaId: undefined, captcha: undefined }), { merchant: 'fields', ip: ip() });
    expect([none.status, none.body.code]).toEqual([400, 'captcha_required']);
    const wrong = await register(t, await full({ captcha: 'zzzz' }), { merchant: 'fields', ip: ip() });
    expect(wrong.body.code).toBe('captcha_invalid');
    const body = await full();
    expect((await register(t, body, { merchant: 'fields', ip: ip() })).status).toBe(200);
    const reused = await register(t, { ...body, username: 'reuser1', mobileNum: '9174449999' }, { merchant: 'fields', ip: ip() });
    expect(reused.body.code).toBe('captcha_invalid');
    expect(await countRows(t.db, 'members')).toBe(members + 1);
  });
});

const agent = await buildMember(t.db, acme.id, { type: 1, affiliateCode: 'AGENT01', nickname: 'Agent Smith' });
await buildMember(t.db, acme.id, { type: 0, affiliateCode: 'PLAYER01' });
await buildMember(t.db, sms.id, { type: 1, affiliateCode: 'ELSEWHERE' });

describe('invitation codes', () => {
  it('makes the agent of an affiliate or referral code the upline (case-insensitive)', async () => {
    const a = registration({ affiliateCode: 'agent01' });
    expect((await register(t, a, { ip: ip() })).status).toBe(200);
    expect((await memberRow(t, acme.id, a.username))!.upline_id).toBe(agent.id);
    const b = registration({ referralCode: 'AGENT01' });
    expect((await register(t, b, { ip: ip() })).status).toBe(200);
    expect((await memberRow(t, acme.id, b.username))!.upline_id).toBe(agent.id);
  });

  it("refuses unknown codes, players' codes and other merchants' codes with invalid_invitation_code", async () => {
    const members = await countRows(t.db, 'members');
    for (const code of ['NOPE99', 'PLAYER01', 'ELSEWHERE', "' OR 1=1 --"]) {
      const r = await register(t, registration({ affiliateCode: code }), { ip: ip() });
      expect([r.status, r.body.code]).toEqual([400, 'invalid_invitation_code']);
    }
    expect(await countRows(t.db, 'members')).toBe(members);
  });
});
