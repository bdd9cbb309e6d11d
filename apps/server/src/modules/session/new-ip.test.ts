import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { generateTotpSecret, totpCode } from '../../lib/totp.js';
import { count, lastSmsCode, signIn } from '../../../test/helpers/session.js';

const t = await testPlatform();
// Captcha and hard limits out of the way: this file is about the challenge itself.
const acme = await buildMerchant(t.db, { settings: { captchaAfterFailures: 100, loginLimitPerAccount: 100 } });
const open = await buildMerchant(t.db, { code: 'open', settings: { newIpVerification: false } });
const banked = await buildMerchant(t.db, {
  code: 'banked',
  settings: { captchaAfterFailures: 100, loginLimitPerAccount: 100, newIpBankNameAnswer: true },
});
let n = 0;
const freshIp = () => `10.5.${Math.floor(++n / 250)}.${n % 250}`;
let phone = 9180000000;

const HOME = '192.0.2.10';

/** A member with every answerable detail, already known at HOME. */
async function verifiable(extra: { totp?: string; merchant?: { id: string; code: string } } = {}) {
  const mobileNum = String(++phone);
  const merchant = extra.merchant ?? acme;
  const m = await buildMember(t.db, merchant.id, { mobileNum, email: 'Player@Example.com', payeeName: 'Juan  Dela Cruz' });
  if (extra.totp)
    await t.db.updateTable('members').set({ totp_secret: extra.totp, totp_enabled: true }).where('id', '=', m.id).execute();
  const first = await signIn(t, { username: m.username, password: m.password }, { merchant: merchant.code, ip: HOME });
  expect(first.status).toBe(200);
  return { ...m, mobileNum };
}
const knownIps = async (memberId: string) =>
  (await t.db.selectFrom('member_known_ips').select('ip').where('member_id', '=', memberId).orderBy('ip').execute()).map(
    (r) => r.ip,
  );

async function challenge(m: { username: string; password: string }, ip: string, merchant = 'acme') {
  const r = await signIn(t, { username: m.username, password: m.password }, { ip, merchant });
  expect(r.status).toBe(403);
  expect(r.body.code).toBe('verification_required');
  return r.body.value as { challengeId: string; methods: string[] };
}
const answer = (
  m: { username: string; password: string },
  ip: string,
  challengeId: string,
  method: string,
  value: string,
  merchant = 'acme',
) =>
  signIn(
    t,
    { username: m.username, password: m.password, verification: { challengeId, method, answer: value } },
    { ip, merchant },
  );

describe('known IPs', () => {
  it('records the IP of the first sign-in without a challenge, and lets it in again', async () => {
    const m = await verifiable();
    expect(await knownIps(m.id)).toEqual([HOME]);
    expect((await signIn(t, { username: m.username, password: m.password }, { ip: HOME })).status).toBe(200);
  });

  it('lets a member with no method in from a new IP, and records it', async () => {
    const m = await buildMember(t.db, acme.id);
    await signIn(t, { username: m.username, password: m.password }, { ip: HOME });
    const ip = freshIp();
    expect((await signIn(t, { username: m.username, password: m.password }, { ip })).status).toBe(200);
    expect(await knownIps(m.id)).toEqual([HOME, ip].sort());
  });

  it('asks nothing when the merchant turns the check off', async () => {
    const m = await verifiable({ merchant: open });
    expect((await signIn(t, { username: m.username, password: m.password }, { merchant: 'open', ip: freshIp() })).status).toBe(
      200,
    );
  });
});

describe('challenge', () => {
  it('opens a challenge with the methods the account can answer, and issues no token', async () => {
    const m = await verifiable();
    const before = await count(t, 'sessions');
    const ip = freshIp();
    const c = await challenge(m, ip);
    expect(c.methods).toEqual(['mobile', 'email']);
    expect(c.challengeId).toMatch(/^[0-9a-f-]{36}$/);
    const row = await t.db.selectFrom('login_challenges').selectAll().where('id', '=', c.challengeId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ member_id: m.id, merchant_id: acme.id, ip, attempts: 0, passed_at: null });
    const minutes = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 60_000;
    expect(minutes).toBeCloseTo(10, 0);
    expect(await count(t, 'sessions')).toBe(before);
  });

  it('passes with the email (any case) and remembers the IP', async () => {
    const m = await verifiable();
    const ip = freshIp();
    const c = await challenge(m, ip);
    const r = await answer(m, ip, c.challengeId, 'email', '  player@EXAMPLE.com ');
    expect(r.status).toBe(200);
    expect(r.body.value.token).toEqual(expect.any(String));
    expect(await knownIps(m.id)).toContain(ip);
    const row = await t.db
      .selectFrom('login_challenges')
      .select('passed_at')
      .where('id', '=', c.challengeId)
      .executeTakeFirstOrThrow();
    expect(row.passed_at).not.toBeNull();
    expect((await signIn(t, { username: m.username, password: m.password }, { ip })).status).toBe(200);
  });

  it('does not take the bank account name unless the merchant turned it on', async () => {
    const m = await verifiable();
    const ip = freshIp();
    const c = await challenge(m, ip);
    const r = await answer(m, ip, c.challengeId, 'bankAccountName', 'Juan Dela Cruz');
    expect([r.status, r.body.code]).toEqual([400, 'invalid_verification_code']);
    expect(await knownIps(m.id)).not.toContain(ip);
  });

  it('passes with the bank account name, trimmed and in any case, where the merchant allows it', async () => {
    const m = await verifiable({ merchant: banked });
    const ip = freshIp();
    const c = await challenge(m, ip, 'banked');
    expect(c.methods).toEqual(['mobile', 'email', 'bankAccountName']);
    expect((await answer(m, ip, c.challengeId, 'bankAccountName', ' juan dela CRUZ ', 'banked')).status).toBe(200);
  });

  it("passes with the sms code sent to the account's own number", async () => {
    const m = await verifiable();
    const ip = freshIp();
    const c = await challenge(m, ip);
    // The body names only the challenge; a number in it is ignored.
    const sent = await t.call({
      url: API.verification.smsLoginChallenge,
      body: { challengeId: c.challengeId, mobileNum: '9999999999' },
      ip,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.value).toEqual({ expiredMinutes: 5 });
    const code = await lastSmsCode(t, `63${m.mobileNum}`);
    expect(
      await t.db.selectFrom('outbox_messages').select('id').where('recipient', '=', '639999999999').executeTakeFirst(),
    ).toBeUndefined();
    const wrong = await answer(m, ip, c.challengeId, 'mobile', code === '000000' ? '111111' : '000000');
    expect(wrong.body.code).toBe('invalid_verification_code');
    expect((await answer(m, ip, c.challengeId, 'mobile', code)).status).toBe(200);
  });

  it('passes with the current TOTP code when the member has set one up', async () => {
    const secret = generateTotpSecret();
    const m = await verifiable({ totp: secret });
    const ip = freshIp();
    const c = await challenge(m, ip);
    expect(c.methods).toContain('totp');
    expect((await answer(m, ip, c.challengeId, 'totp', '123')).body.code).toBe('invalid_verification_code');
    expect((await answer(m, ip, c.challengeId, 'totp', totpCode(secret))).status).toBe(200);
  });

  it('refuses a method the challenge does not offer', async () => {
    const m = await verifiable();
    const ip = freshIp();
    const c = await challenge(m, ip);
    const r = await answer(m, ip, c.challengeId, 'totp', '123456');
    expect([r.status, r.body.code]).toEqual([400, 'invalid_verification_code']);
  });

  it('takes five wrong answers, then is dead even for the right one', async () => {
    const m = await verifiable();
    const ip = freshIp();
    const c = await challenge(m, ip);
    for (let i = 0; i < 5; i++) {
      const r = await answer(m, ip, c.challengeId, 'email', `wrong${i}@example.com`);
      expect([r.status, r.body.code]).toEqual([400, 'invalid_verification_code']);
    }
    const late = await answer(m, ip, c.challengeId, 'email', 'player@example.com');
    expect(late.body.code).toBe('verification_required');
    expect(late.body.value.challengeId).not.toBe(c.challengeId);
    expect(await knownIps(m.id)).not.toContain(ip);
  });

  it('still checks the password on the retry', async () => {
    const m = await verifiable();
    const ip = freshIp();
    const c = await challenge(m, ip);
    const r = await signIn(
      t,
      {
        username: m.username,
        password: 'wrong-pass',
        verification: { challengeId: c.challengeId, method: 'email', answer: 'player@example.com' },
      },
      { ip },
    );
    expect(r.body.code).toBe('login_failed');
  });

  it('belongs to its member, merchant and IP', async () => {
    const a = await verifiable();
    const b = await verifiable();
    const ip = freshIp();
    const c = await challenge(a, ip);
    // Another member cannot use it: they get their own challenge.
    const other = await answer(b, ip, c.challengeId, 'email', 'player@example.com');
    expect(other.body.code).toBe('verification_required');
    expect(other.body.value.challengeId).not.toBe(c.challengeId);
    // Another IP cannot use it, nor ask its sms.
    const elsewhere = freshIp();
    const moved = await answer(a, elsewhere, c.challengeId, 'email', 'player@example.com');
    expect(moved.body.code).toBe('verification_required');
    const sms = await t.call({ url: API.verification.smsLoginChallenge, body: { challengeId: c.challengeId }, ip: elsewhere });
    expect([sms.status, sms.body.code]).toEqual([404, 'not_found']);
    // Another merchant does not know it.
    const foreign = await t.call({
      url: API.verification.smsLoginChallenge,
      body: { challengeId: c.challengeId },
      ip,
      merchant: 'open',
    });
    expect(foreign.status).toBe(404);
    expect(await knownIps(a.id)).toEqual([HOME]);
  });

  it('expires after ten minutes', async () => {
    const m = await verifiable();
    const ip = freshIp();
    const c = await challenge(m, ip);
    await t.db
      .updateTable('login_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', c.challengeId)
      .execute();
    const r = await answer(m, ip, c.challengeId, 'email', 'player@example.com');
    expect(r.body.code).toBe('verification_required');
  });

  it('refuses a bad challenge id or body on the sms call', async () => {
    for (const body of [
      { challengeId: 'nope' },
      { challengeId: "' OR 1=1 --" },
      { challengeId: '00000000-0000-0000-0000-000000000000' },
    ]) {
      const r = await t.call({ url: API.verification.smsLoginChallenge, body, ip: freshIp() });
      expect([r.status, r.body.code]).toEqual([404, 'not_found']);
    }
    for (const body of [{}, { challengeId: 5 }, { challengeId: 'x'.repeat(10_000) }]) {
      const r = await t.call({ url: API.verification.smsLoginChallenge, body, ip: freshIp() });
      expect([r.status, r.body.code]).toEqual([400, 'validation_failed']);
    }
  });
});

describe('challenge and the login throttle', () => {
  it('counts wrong answers as failures, but a live challenge spares the captcha', async () => {
    const guarded = await buildMerchant(t.db, { code: 'guarded' }); // captcha after 3 failures
    const m = await verifiable({ merchant: guarded });
    const ip = freshIp();
    const c = await challenge(m, ip, 'guarded');
    await answer(m, ip, c.challengeId, 'email', 'no1@example.com', 'guarded');
    await answer(m, ip, c.challengeId, 'email', 'no2@example.com', 'guarded');
    const third = await answer(m, ip, c.challengeId, 'email', 'no3@example.com', 'guarded');
    expect(third.body).toMatchObject({ code: 'invalid_verification_code', value: { captcha: true } });
    const right = await answer(m, ip, c.challengeId, 'email', 'player@example.com', 'guarded');
    expect(right.status).toBe(200);
  });

  it('asks the captcha again once the challenge is dead', async () => {
    const guarded = await buildMerchant(t.db, { code: 'guarded2' });
    const m = await verifiable({ merchant: guarded });
    const ip = freshIp();
    const c = await challenge(m, ip, 'guarded2');
    for (let i = 0; i < 5; i++) await answer(m, ip, c.challengeId, 'email', `no${i}@example.com`, 'guarded2');
    const r = await answer(m, ip, c.challengeId, 'email', 'player@example.com', 'guarded2');
    expect(r.body.code).toBe('captcha_required');
  });
});
