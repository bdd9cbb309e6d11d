import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { generateTotpSecret, totpCode } from '../../lib/totp.js';
import { count, lastOutbox, lastSmsCode, signIn } from '../../../test/helpers/session.js';

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
  // Each member its own inbox: codes per address are limited.
  const email = `Player${mobileNum}@Example.com`;
  const m = await buildMember(t.db, merchant.id, { mobileNum, email, payeeName: 'Juan  Dela Cruz' });
  if (extra.totp)
    await t.db.updateTable('members').set({ totp_secret: extra.totp, totp_enabled: true }).where('id', '=', m.id).execute();
  const first = await signIn(t, { username: m.username, password: m.password }, { merchant: merchant.code, ip: HOME });
  expect(first.status).toBe(200);
  return { ...m, mobileNum, email };
}
const knownIps = async (memberId: string) =>
  (await t.db.selectFrom('member_known_ips').select('ip').where('member_id', '=', memberId).orderBy('ip').execute()).map(
    (r) => r.ip,
  );

/** Asks the challenge's e-mail code (as the browser does) and reads it from the dev outbox. */
async function mailedCode(m: { email: string }, ip: string, challengeId: string, merchant = 'acme', lang?: string) {
  const sent = await t.call({ url: API.verification.emailLoginChallenge, body: { challengeId }, ip, merchant, lang });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const body = await lastOutbox(t, m.email.toLowerCase());
  const code = body?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no e-mail code for ${m.email}`);
  return { code, body: body!, expiredMinutes: sent.body.value.expiredMinutes as number };
}

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

  it('refuses a member with no method from a new IP (verification_unavailable), after a first sign-in that passes', async () => {
    const m = await buildMember(t.db, acme.id);
    expect((await signIn(t, { username: m.username, password: m.password }, { ip: HOME })).status).toBe(200);
    const [sessions, challenges] = [await count(t, 'sessions'), await count(t, 'login_challenges')];
    const ip = freshIp();
    const r = await signIn(t, { username: m.username, password: m.password }, { ip });
    expect([r.status, r.body.code]).toEqual([403, 'verification_unavailable']);
    expect(r.body.value).toBeUndefined();
    expect(await count(t, 'sessions')).toBe(sessions);
    expect(await count(t, 'login_challenges')).toBe(challenges);
    expect(await knownIps(m.id)).toEqual([HOME]);
    // The device used before still works.
    expect((await signIn(t, { username: m.username, password: m.password }, { ip: HOME })).status).toBe(200);
  });

  it('does not count a bank account name nobody may answer as a method', async () => {
    const m = await buildMember(t.db, acme.id, { payeeName: 'Juan Dela Cruz' });
    await signIn(t, { username: m.username, password: m.password }, { ip: HOME });
    const r = await signIn(t, { username: m.username, password: m.password }, { ip: freshIp() });
    expect(r.body.code).toBe('verification_unavailable');
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

  it('does not take the e-mail address typed in: it proves nothing', async () => {
    const m = await verifiable();
    const ip = freshIp();
    const c = await challenge(m, ip);
    for (const typed of [m.email, m.email.toLowerCase()]) {
      const r = await answer(m, ip, c.challengeId, 'email', typed);
      expect([r.status, r.body.code]).toEqual([400, 'invalid_verification_code']);
    }
    expect(await knownIps(m.id)).not.toContain(ip);
  });

  it('passes with the code mailed to the registered address, and remembers the IP', async () => {
    const m = await verifiable();
    const ip = freshIp();
    const c = await challenge(m, ip);
    // The body names only the challenge; an address in it is ignored.
    const sent = await t.call({
      url: API.verification.emailLoginChallenge,
      body: { challengeId: c.challengeId, email: 'attacker@example.com' },
      ip,
    });
    expect([sent.status, sent.body.value]).toEqual([200, { expiredMinutes: 5 }]);
    expect(await lastOutbox(t, 'attacker@example.com')).toBeNull();
    const mail = await t.db
      .selectFrom('outbox_messages')
      .select(['channel', 'recipient', 'subject', 'body'])
      .where('recipient', '=', m.email.toLowerCase())
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ channel: 'email', subject: expect.stringContaining('verification code') });
    const code = mail.body.match(/\b(\d{6})\b/)![1]!;
    expect(mail.body).toContain('expires in 5 minutes');
    // Only its hash is kept.
    const stored = await t.db
      .selectFrom('email_codes')
      .selectAll()
      .where('subject', '=', c.challengeId)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash.toString('hex')).not.toContain(code);
    expect(JSON.stringify(stored)).not.toContain(code);
    const wrong = await answer(m, ip, c.challengeId, 'email', code === '000000' ? '111111' : '000000');
    expect(wrong.body.code).toBe('invalid_verification_code');
    const r = await answer(m, ip, c.challengeId, 'email', ` ${code} `);
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

  it('mails the code in the language of the request (TY)', async () => {
    const m = await verifiable();
    const ip = freshIp();
    const c = await challenge(m, ip);
    const { body } = await mailedCode(m, ip, c.challengeId, 'acme', 'TY');
    expect(body).toMatch(/Ang iyong verification code ay \d{6}\. Mag-e-expire ito sa loob ng 5 minuto\./);
  });

  it('binds the mailed code to its challenge, once, until it expires', async () => {
    const m = await verifiable();
    const ip = freshIp();
    const first = await challenge(m, ip);
    const { code } = await mailedCode(m, ip, first.challengeId);
    // A second challenge (another sign-in attempt) does not take the first one's code.
    const second = await challenge(m, ip);
    expect((await answer(m, ip, second.challengeId, 'email', code)).body.code).toBe('invalid_verification_code');
    // An expired code says so.
    const late = await mailedCode(m, ip, second.challengeId);
    await t.db
      .updateTable('email_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('subject', '=', second.challengeId)
      .execute();
    expect((await answer(m, ip, second.challengeId, 'email', late.code)).body.code).toBe('verification_code_expired');
    // The first still works, once.
    expect((await answer(m, ip, first.challengeId, 'email', code)).status).toBe(200);
    const again = await answer(m, ip, first.challengeId, 'email', code);
    expect(again.status).toBe(200); // the IP is known now: no challenge at all
    expect(
      await t.db
        .selectFrom('email_codes')
        .select('consumed_at')
        .where('subject', '=', first.challengeId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ consumed_at: expect.any(Date) });
  });

  it('limits the e-mails per address and per IP (too_many_requests)', async () => {
    const m = await verifiable();
    const ip = freshIp();
    const c = await challenge(m, ip);
    const send = (challengeId: string, from = ip) =>
      t.call({ url: API.verification.emailLoginChallenge, body: { challengeId }, ip: from });
    for (let i = 0; i < 3; i++) expect((await send(c.challengeId)).status).toBe(200);
    const r = await send(c.challengeId);
    expect([r.status, r.body.code]).toEqual([429, 'too_many_requests']);
    // One IP cannot mail many members' challenges either: 15 per 5 minutes.
    const sweeper = freshIp();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const other = await verifiable();
      const oc = await challenge(other, sweeper);
      for (let k = 0; k < 3; k++) answers.push((await send(oc.challengeId, sweeper)).status);
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(15);
    expect(answers.slice(15)).toEqual([429, 429, 429]);
  });

  it('mails nothing for a challenge of another IP or merchant, or without e-mail', async () => {
    const m = await verifiable();
    const ip = freshIp();
    const c = await challenge(m, ip);
    const elsewhere = await t.call({
      url: API.verification.emailLoginChallenge,
      body: { challengeId: c.challengeId },
      ip: freshIp(),
    });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, 'not_found']);
    const foreign = await t.call({
      url: API.verification.emailLoginChallenge,
      body: { challengeId: c.challengeId },
      ip,
      merchant: 'open',
    });
    expect(foreign.status).toBe(404);
    const mobileOnly = await buildMember(t.db, acme.id, { mobileNum: String(++phone) });
    await signIn(t, { username: mobileOnly.username, password: mobileOnly.password }, { ip: HOME });
    const mc = await challenge(mobileOnly, ip);
    expect(mc.methods).toEqual(['mobile']);
    const none = await t.call({ url: API.verification.emailLoginChallenge, body: { challengeId: mc.challengeId }, ip });
    expect(none.status).toBe(404);
    expect(await lastOutbox(t, m.email.toLowerCase())).toBeNull();
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
    const { code } = await mailedCode(m, ip, c.challengeId);
    for (let i = 0; i < 5; i++) {
      const r = await answer(m, ip, c.challengeId, 'email', `wrong${i}@example.com`);
      expect([r.status, r.body.code]).toEqual([400, 'invalid_verification_code']);
    }
    const late = await answer(m, ip, c.challengeId, 'email', code);
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
    const { code } = await mailedCode(m, ip, c.challengeId, 'guarded');
    await answer(m, ip, c.challengeId, 'email', 'no1@example.com', 'guarded');
    await answer(m, ip, c.challengeId, 'email', 'no2@example.com', 'guarded');
    const third = await answer(m, ip, c.challengeId, 'email', 'no3@example.com', 'guarded');
    expect(third.body).toMatchObject({ code: 'invalid_verification_code', value: { captcha: true } });
    const right = await answer(m, ip, c.challengeId, 'email', code, 'guarded');
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
