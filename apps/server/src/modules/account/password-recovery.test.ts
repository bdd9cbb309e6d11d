import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { countRows, testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { verifyPassword } from '../../lib/passwords.js';
import { findMerchantByCode } from '../merchant/index.js';
import { createSession } from '../session/index.js';
import { ipSource, outbox, resetTokenFor, smsCode } from '../../../test/helpers/member.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const branded = await buildMerchant(t.db, { code: 'branded', domains: ['play.branded.test', 'alt.branded.test'] });
await buildMerchant(t.db, { code: 'other' });
const ip = ipSource('10.23');

const asForm = (o: Record<string, string>) => new URLSearchParams(o).toString();
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const askEmail = (body: Record<string, string>, opts: { merchant?: string | null; headers?: Record<string, string> } = {}) =>
  t.call({
    url: API.member.passwordEmail,
    body: asForm(body),
    headers: { ...form, ...opts.headers },
    merchant: opts.merchant,
    ip: ip(),
  });
const reset = (body: unknown, merchant?: string) => t.call({ url: API.member.passwordReset, body, merchant, ip: ip() });
const passwordOf = async (id: string) =>
  (await t.db.selectFrom('members').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;
const sessionOf = async (code: string, id: string) =>
  createSession(t.db, (await findMerchantByCode(t.db, code))!, id, 'test', '127.0.0.1', undefined);

describe('forgot password by e-mail', () => {
  it('mails a single-use link that resets the password and revokes every session', async () => {
    const m = await buildMember(t.db, acme.id, {
      username: 'Forgetful',
      email: 'Forgetful@Example.com',
      mustChangePassword: true,
    });
    const oldToken = await sessionOf('acme', m.id);
    const r = await askEmail({ username: 'forgetful', email: 'FORGETFUL@example.com' });
    expect(r.status).toBe(200);
    expect(r.body.value).toEqual({ sent: true });
    const [mail] = await outbox(t, 'Forgetful@Example.com');
    expect(mail).toMatchObject({ channel: 'email', recipient: 'forgetful@example.com' });
    expect(mail!.body).toMatch(/^http:\/\/localhost(:80)?\/\?resetToken=/m);

    const token = await resetTokenFor(t, 'forgetful@example.com');
    const done = await reset({ token, newPassword: 'fresh123', confirmNewPassword: 'fresh123' });
    expect(done.body).toEqual({ success: true, value: { reset: true } });
    expect(await verifyPassword(await passwordOf(m.id), 'fresh123')).toBe(true);
    const row = await t.db.selectFrom('members').select('must_change_password').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.must_change_password).toBe(false);
    expect((await t.call({ url: API.member.info, token: oldToken })).status).toBe(401);

    const again = await reset({ token, newPassword: 'other123', confirmNewPassword: 'other123' });
    expect([again.status, again.body.code]).toEqual([400, 'reset_link_invalid']);
    expect(await verifyPassword(await passwordOf(m.id), 'fresh123')).toBe(true);
  });

  it('accepts JSON as well as the form encoding', async () => {
    await buildMember(t.db, acme.id, { username: 'jsonuser', email: 'json@example.com' });
    const r = await t.call({
      url: API.member.passwordEmail,
      body: { username: 'jsonuser', email: 'json@example.com' },
      ip: ip(),
    });
    expect(r.body.value).toEqual({ sent: true });
  });

  it('answers 404 username_or_email_not_exist for an unknown pair, writing and sending nothing', async () => {
    await buildMember(t.db, acme.id, { username: 'pairuser', email: 'pair@example.com' });
    const resets = await countRows(t.db, 'password_resets');
    const mails = await countRows(t.db, 'outbox_messages');
    for (const body of [
      { username: 'pairuser', email: 'wrong@example.com' },
      { username: 'nobody', email: 'pair@example.com' },
    ]) {
      const r = await askEmail(body);
      expect([r.status, r.body.code]).toEqual([404, 'username_or_email_not_exist']);
    }
    const elsewhere = await askEmail({ username: 'pairuser', email: 'pair@example.com' }, { merchant: 'other' });
    expect(elsewhere.body.code).toBe('username_or_email_not_exist');
    expect(await countRows(t.db, 'password_resets')).toBe(resets);
    expect(await countRows(t.db, 'outbox_messages')).toBe(mails);
  });

  it('needs both fields and a valid address', async () => {
    const missing = await askEmail({ username: ' ', email: '' });
    expect(missing.body.value).toEqual([
      { field: 'username', key: 'field_required' },
      { field: 'email', key: 'field_required' },
    ]);
    const invalid = await askEmail({ username: 'someone', email: 'not-an-email' });
    expect(invalid.body.value).toEqual([{ field: 'email', key: 'pattern_4', params: { min: 5, max: 254 } }]);
    const huge = await askEmail({ username: 'someone', email: `${'a'.repeat(10_000)}@x.com` });
    expect([huge.status, huge.body.code]).toEqual([400, 'validation_failed']);
  });

  it('links to the merchant domain, never to a forged Host', async () => {
    await buildMember(t.db, branded.id, { username: 'branduser', email: 'brand@example.com' });
    await askEmail(
      { username: 'branduser', email: 'brand@example.com' },
      { merchant: 'branded', headers: { host: 'evil.example' } },
    );
    expect((await outbox(t, 'brand@example.com', 'branded'))[0]!.body).toContain('http://play.branded.test/?resetToken=');
    await askEmail(
      { username: 'branduser', email: 'brand@example.com' },
      { merchant: null, headers: { host: 'alt.branded.test' } },
    );
    expect((await outbox(t, 'brand@example.com', 'branded'))[0]!.body).toContain('http://alt.branded.test/?resetToken=');
  });

  it('limits requests per username (429 too_many_requests)', async () => {
    await buildMember(t.db, acme.id, { username: 'spammed', email: 'spammed@example.com' });
    for (let i = 0; i < 3; i++) expect((await askEmail({ username: 'spammed', email: 'spammed@example.com' })).status).toBe(200);
    const r = await askEmail({ username: 'SPAMMED', email: 'spammed@example.com' });
    expect([r.status, r.body.code]).toEqual([429, 'too_many_requests']);
  });
});

describe('reset link', () => {
  const linkFor = async (username: string, email: string) => {
    await buildMember(t.db, acme.id, { username, email });
    await askEmail({ username, email });
    return resetTokenFor(t, email);
  };

  it('checks the new password before using the link', async () => {
    const token = await linkFor('checker', 'checker@example.com');
    const weak = await reset({ token, newPassword: 'abc', confirmNewPassword: 'abc' });
    expect(weak.body.code).toBe('validation_failed');
    const mismatch = await reset({ token, newPassword: 'good1234', confirmNewPassword: 'good1235' });
    expect(mismatch.body.code).toBe('inconsistent_twice');
    expect((await reset({ token, newPassword: 'good1234', confirmNewPassword: 'good1234' })).status).toBe(200);
  });

  it('refuses expired, superseded and made-up links with reset_link_invalid', async () => {
    const expired = await linkFor('late', 'late@example.com');
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    for (const token of [expired, 'made-up-token', '']) {
      const r = await reset({ token, newPassword: 'good1234', confirmNewPassword: 'good1234' });
      expect([r.status, r.body.code]).toEqual([400, 'reset_link_invalid']);
    }
    await askEmail({ username: 'late', email: 'late@example.com' });
    const first = await resetTokenFor(t, 'late@example.com');
    await askEmail({ username: 'late', email: 'late@example.com' });
    const second = await resetTokenFor(t, 'late@example.com');
    expect((await reset({ token: first, newPassword: 'good1234', confirmNewPassword: 'good1234' })).body.code).toBe(
      'reset_link_invalid',
    );
    expect((await reset({ token: second, newPassword: 'good1234', confirmNewPassword: 'good1234' })).status).toBe(200);
  });

  it('cannot be used on another merchant', async () => {
    const token = await linkFor('isolated', 'isolated@example.com');
    const r = await reset({ token, newPassword: 'good1234', confirmNewPassword: 'good1234' }, 'other');
    expect([r.status, r.body.code]).toEqual([400, 'reset_link_invalid']);
    expect((await reset({ token, newPassword: 'good1234', confirmNewPassword: 'good1234' })).status).toBe(200);
  });
});

describe('forgot password by mobile', () => {
  const sendCode = (mobileNum: string, merchant?: string) =>
    t.call({
      url: API.verification.smsNoLogin,
      body: { mobileNum, countryDialingCode: '63', purpose: 'reset' },
      merchant,
      ip: ip(),
    });
  const verify = (body: Record<string, unknown>, merchant?: string) =>
    t.call({
      url: API.member.passwordVerification,
      body: { countryDialingCode: '63', newPassword: 'mobile123', confirmNewPassword: 'mobile123', ...body },
      merchant,
      ip: ip(),
    });

  it('sets the password with the sms code from the outbox, then signs in', async () => {
    const m = await buildMember(t.db, acme.id, { username: 'phoneuser', mobileNum: '9176660001' });
    const oldToken = await sessionOf('acme', m.id);
    expect((await sendCode('9176660001')).body.value).toEqual({ expiredMinutes: 5 });
    const code = await smsCode(t, '639176660001');
    const r = await verify({ mobileNum: '9176660001', verificationCode: code });
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({
      token: expect.any(String),
      firstTimeLogin: true,
      changePasswordReason: null,
      userName: 'phoneuser',
    });
    expect(await verifyPassword(await passwordOf(m.id), 'mobile123')).toBe(true);
    expect((await t.call({ url: API.member.info, token: oldToken })).status).toBe(401);
    expect((await t.call({ url: API.member.info, token: r.body.value.token })).status).toBe(200);
    const reused = await verify({ mobileNum: '9176660001', verificationCode: code });
    expect(reused.body.code).toBe('invalid_verification_code');
  });

  it('refuses bad numbers, missing and wrong codes, and mismatched passwords', async () => {
    await buildMember(t.db, acme.id, { mobileNum: '9176660002' });
    await sendCode('9176660002');
    const cases: [Record<string, unknown>, string][] = [
      [{ mobileNum: '', verificationCode: '123456' }, 'missing_phone_number'],
      [{ mobileNum: '91766', verificationCode: '123456' }, 'invalid_phone_number'],
      [{ mobileNum: '9176660002', verificationCode: '' }, 'missing_verification_code'],
      [{ mobileNum: '9176660002', verificationCode: '000000' }, 'invalid_verification_code'],
      [{ mobileNum: '9176660002', verificationCode: '000000', confirmNewPassword: 'other123' }, 'inconsistent_twice'],
      [{ mobileNum: '9176660002', verificationCode: 123456 }, 'validation_failed'],
    ];
    for (const [body, code] of cases) expect((await verify(body)).body.code).toBe(code);
  });

  it('reveals nothing for an unknown number: no code is sent, so none can match', async () => {
    const sms = await countRows(t.db, 'sms_codes');
    expect((await sendCode('9176669999')).body.value).toEqual({ expiredMinutes: 5 });
    expect(await countRows(t.db, 'sms_codes')).toBe(sms);
    const r = await verify({ mobileNum: '9176669999', verificationCode: '123456' });
    expect(r.body.code).toBe('invalid_verification_code');
  });

  it('holds the 5-guess limit under 20 parallel wrong guesses, then refuses the right code', async () => {
    const m = await buildMember(t.db, acme.id, { mobileNum: '9176660004' });
    await sendCode('9176660004');
    const code = await smsCode(t, '639176660004');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => verify({ mobileNum: '9176660004', verificationCode: wrong })),
    );
    expect(burst.map((r) => r.body.code)).toEqual(Array(20).fill('invalid_verification_code'));
    // Only five guesses were compared against the code.
    const row = await t.db
      .selectFrom('sms_codes')
      .select('attempts')
      .where('mobile_num', '=', '9176660004')
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    const right = await verify({ mobileNum: '9176660004', verificationCode: code });
    expect(right.body.code).toBe('invalid_verification_code');
    expect(await verifyPassword(await passwordOf(m.id), 'mobile123')).toBe(false);
  });

  it('limits sms resets per IP (429 too_many_requests), even with the right code', async () => {
    await buildMember(t.db, acme.id, { mobileNum: '9176660005' });
    await sendCode('9176660005');
    const code = await smsCode(t, '639176660005');
    const from = ip();
    const at = (body: Record<string, unknown>, source: string) =>
      t.call({
        url: API.member.passwordVerification,
        body: { countryDialingCode: '63', newPassword: 'mobile123', confirmNewPassword: 'mobile123', ...body },
        ip: source,
      });
    // Guesses spread over numbers, so no single code's limit stops them.
    for (let i = 0; i < 10; i++) {
      const r = await at({ mobileNum: `91766610${String(i).padStart(2, '0')}`, verificationCode: '000000' }, from);
      expect(r.body.code).toBe('invalid_verification_code');
    }
    const blocked = await at({ mobileNum: '9176660005', verificationCode: code }, from);
    expect([blocked.status, blocked.body.code]).toEqual([429, 'too_many_requests']);
    expect((await at({ mobileNum: '9176660005', verificationCode: code }, ip())).status).toBe(200);
  });

  it("does not accept merchant A's code on merchant B", async () => {
    await buildMember(t.db, acme.id, { mobileNum: '9176660003' });
    await sendCode('9176660003');
    const code = await smsCode(t, '639176660003');
    const r = await verify({ mobileNum: '9176660003', verificationCode: code }, 'other');
    expect(r.body.code).toBe('invalid_verification_code');
  });
});
