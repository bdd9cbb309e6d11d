import { describe, expect, it } from 'vitest';
import { API, TRIAL_TYPE } from '@playhouse/contract';
import { countRows, testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { verifyPassword } from '../../lib/passwords.js';
import { findMerchantByCode } from '../merchant/index.js';
import { createSession } from '../session/index.js';
import { smsCode } from '../../../test/helpers/member.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const verify = await buildMerchant(t.db, { code: 'verify', flags: { CHNGPASSVERIF3: true } });
await buildMerchant(t.db, { code: 'other' });

async function signedIn(merchantCode: string, merchantId: string, seed: Parameters<typeof buildMember>[2] = {}) {
  const m = await buildMember(t.db, merchantId, { password: 'old12345', ...seed });
  const merchant = (await findMerchantByCode(t.db, merchantCode))!;
  const token = await createSession(t.db, merchant, m.id, 'test', '127.0.0.1', undefined);
  return { ...m, token };
}
const change = (token: string | undefined, body: unknown, merchant?: string) =>
  t.call({ url: API.member.password, method: 'PUT', token, body, merchant });
const body = (over: Record<string, unknown> = {}) => ({
  oldPassword: 'old12345',
  newPassword: 'new12345',
  confirmNewPassword: 'new12345',
  ...over,
});
const hashOf = async (id: string) =>
  await t.db
    .selectFrom('members')
    .select(['password_hash', 'must_change_password', 'password_changed_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const eventsOf = async (memberId: string) =>
  (
    await t.db.selectFrom('domain_events').select(['type', 'payload']).where('member_id', '=', memberId).orderBy('id').execute()
  ).map((e) => [e.type, e.payload]);

describe('PUT /wps/member/password', () => {
  it('changes the password, revokes every session and signs in afresh', async () => {
    const m = await signedIn('acme', acme.id, { mustChangePassword: true });
    const before = await hashOf(m.id);
    const elsewhere = await createSession(t.db, (await findMerchantByCode(t.db, 'acme'))!, m.id, 'test', '10.0.0.9', undefined);
    const r = await change(m.token, body());
    expect(r.status).toBe(200);
    expect(r.body.value).toEqual({
      token: expect.any(String),
      firstTimeLogin: false,
      passwordExpired: false,
      changePasswordReason: null,
      userName: m.username,
    });
    const after = await hashOf(m.id);
    expect(await verifyPassword(after.password_hash, 'new12345')).toBe(true);
    expect(after.must_change_password).toBe(false);
    expect(after.password_changed_at.getTime()).toBeGreaterThan(before.password_changed_at.getTime());
    for (const old of [m.token, elsewhere]) {
      const probe = await t.call({ url: API.member.info, token: old });
      expect([probe.status, probe.body.code]).toEqual([401, 'session_expired']);
    }
    expect((await t.call({ url: API.member.info, token: r.body.value.token })).status).toBe(200);
    const events = await eventsOf(m.id);
    expect(events.slice(-2)).toEqual([
      ['password.changed', { merchantId: acme.id, memberId: m.id, how: 'change' }],
      ['member.signed_in', expect.objectContaining({ memberId: m.id })],
    ]);
  });

  it('refuses a wrong old password with old_password_wrong and changes nothing', async () => {
    const m = await signedIn('acme', acme.id);
    const r = await change(m.token, body({ oldPassword: 'nope1234' }));
    expect([r.status, r.body.code]).toEqual([400, 'old_password_wrong']);
    expect((await eventsOf(m.id)).filter(([type]) => type === 'password.changed')).toEqual([]);
    expect(await verifyPassword((await hashOf(m.id)).password_hash, 'old12345')).toBe(true);
    expect((await t.call({ url: API.member.info, token: m.token })).status).toBe(200);
  });

  it('checks the new password: validator, confirmation, not the old one, not the default one', async () => {
    const m = await signedIn('acme', acme.id);
    const weak = await change(m.token, body({ newPassword: 'short', confirmNewPassword: 'short' }));
    expect([weak.status, weak.body.code]).toEqual([400, 'validation_failed']);
    expect(weak.body.value).toEqual([{ field: 'newPassword', key: 'pattern_6', params: { min: 6, max: 20 } }]);
    const empty = await change(m.token, body({ newPassword: '', confirmNewPassword: '' }));
    expect(empty.body.value).toEqual([{ field: 'newPassword', key: 'field_required' }]);
    const mismatch = await change(m.token, body({ confirmNewPassword: 'new12346' }));
    expect(mismatch.body.code).toBe('inconsistent_twice');
    const same = await change(m.token, body({ newPassword: 'old12345', confirmNewPassword: 'old12345' }));
    expect(same.body.code).toBe('password_same_as_old');
    const defaultPassword = await change(m.token, body({ newPassword: 'abc123456', confirmNewPassword: 'abc123456' }));
    expect(defaultPassword.body.code).toBe('password_same_as_old');
    expect(await verifyPassword((await hashOf(m.id)).password_hash, 'old12345')).toBe(true);
  });

  it('refuses trial accounts with in_need_true_account', async () => {
    const trial = await signedIn('acme', acme.id, { type: TRIAL_TYPE });
    const r = await change(trial.token, body());
    expect([r.status, r.body.code]).toEqual([403, 'in_need_true_account']);
  });

  it("needs a live token of the merchant: none → 401, merchant A's token on B → 401", async () => {
    expect((await change(undefined, body())).body.code).toBe('not_logged_in');
    const m = await signedIn('acme', acme.id);
    const cross = await change(m.token, body(), 'other');
    expect([cross.status, cross.body.code]).toEqual([401, 'not_logged_in']);
    expect(await verifyPassword((await hashOf(m.id)).password_hash, 'old12345')).toBe(true);
  });

  it('answers 400 for wrong types and huge strings', async () => {
    const m = await signedIn('acme', acme.id);
    for (const bad of [body({ newPassword: 12345678 }), body({ oldPassword: 'x'.repeat(10_000) }), { oldPassword: 'old12345' }]) {
      const r = await change(m.token, bad);
      expect([r.status, r.body.code]).toEqual([400, 'validation_failed']);
    }
  });

  it('limits attempts per member (429 too_many_requests)', async () => {
    const m = await signedIn('acme', acme.id);
    for (let i = 0; i < 5; i++)
      expect((await change(m.token, body({ oldPassword: 'wrong123' }))).body.code).toBe('old_password_wrong');
    const r = await change(m.token, body());
    expect([r.status, r.body.code]).toEqual([429, 'too_many_requests']);
  });
});

describe('sms code for a password change (CHNGPASSVERIF3)', () => {
  const sendCode = (token?: string, merchant = 'verify') =>
    t.call({ url: API.verification.smsPassword, method: 'POST', body: {}, token, merchant });

  it("needs a code sent to the member's own mobile", async () => {
    const m = await signedIn('verify', verify.id, { mobileNum: '9175550001' });
    const without = await change(m.token, body(), 'verify');
    expect([without.status, without.body.code]).toEqual([400, 'missing_verification_code']);
    const wrong = await change(m.token, body({ verificationCode: '000000' }), 'verify');
    expect(wrong.body.code).toBe('invalid_verification_code');
    expect((await sendCode(m.token)).body.value).toEqual({ expiredMinutes: 5 });
    const code = await smsCode(t, '639175550001', 'verify');
    const r = await change(m.token, body({ verificationCode: code }), 'verify');
    expect(r.status).toBe(200);
  });

  it('skips the code for a member without a mobile (nothing to verify against)', async () => {
    const m = await signedIn('verify', verify.id);
    expect((await change(m.token, body(), 'verify')).status).toBe(200);
    const send = await sendCode((await signedIn('verify', verify.id)).token);
    expect([send.status, send.body.code]).toEqual([400, 'missing_phone_number']);
  });

  it('sends nothing when the flag is off, for trial accounts, or without a session', async () => {
    const outbox = await countRows(t.db, 'outbox_messages');
    const off = await sendCode((await signedIn('acme', acme.id, { mobileNum: '9175550002' })).token, 'acme');
    expect([off.status, off.body.code]).toEqual([403, 'operation_not_enabled']);
    const trial = await sendCode((await signedIn('verify', verify.id, { type: TRIAL_TYPE })).token);
    expect(trial.body.code).toBe('in_need_true_account');
    expect((await sendCode(undefined)).body.code).toBe('not_logged_in');
    expect(await countRows(t.db, 'outbox_messages')).toBe(outbox);
  });
});
