import { describe, expect, it } from 'vitest';
import { API, TRIAL_TYPE } from '@playhouse/contract';
import { countRows, testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { logout, signIn } from '../../../test/helpers/session.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db); // FREEPLAY3 on
await buildMerchant(t.db, { code: 'notrial', flags: { FREEPLAY3: false } });
let n = 0;
const freshIp = () => `10.4.${Math.floor(++n / 250)}.${n % 250}`;

const freeplay = (as: { merchant?: string; ip?: string; body?: unknown } = {}) =>
  t.call({ url: API.session.freeplay, method: 'POST', ...as, ip: as.ip ?? freshIp() });

describe('trial sign-in', () => {
  it('creates a trial account (type 4) and signs it in', async () => {
    const r = await freeplay({ body: { os: 'Linux', platform: 'W', gatewayVersion: 3 } });
    expect(r.status).toBe(200);
    expect(r.body.value).toEqual({
      token: expect.any(String),
      firstTimeLogin: true,
      passwordExpired: false,
      changePasswordReason: null,
      userName: expect.stringMatching(/^trial[0-9a-f]{10}$/),
    });
    const m = await t.db
      .selectFrom('members')
      .select(['id', 'type', 'merchant_id', 'password_hash'])
      .where('username', '=', r.body.value.userName)
      .executeTakeFirstOrThrow();
    expect(m).toMatchObject({ type: TRIAL_TYPE, merchant_id: acme.id });
    expect(m.password_hash).toMatch(/^\$argon2id\$/);
    const s = await t.db.selectFrom('sessions').select('method').where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect(s.method).toBe('freeplay');
  });

  it('works without a body, and each call is a new account', async () => {
    const a = await freeplay();
    const b = await freeplay();
    expect(a.status).toBe(200);
    expect(a.body.value.userName).not.toBe(b.body.value.userName);
  });

  it('gives a token that is refused where a real account is needed', async () => {
    const r = await freeplay();
    const totp = await t.call({ url: API.member.totp, token: r.body.value.token });
    expect([totp.status, totp.body.code]).toEqual([403, 'in_need_true_account']);
    expect((await logout(t, r.body.value.token)).status).toBe(200);
  });

  it('cannot be signed in to by username with a guessable password', async () => {
    const r = await freeplay();
    for (const password of ['', 'trial', r.body.value.userName]) {
      const s = await signIn(t, { username: r.body.value.userName, password }, { ip: freshIp() });
      expect(s.status).toBeGreaterThanOrEqual(400);
      expect(s.status).toBeLessThan(500);
    }
  });

  it('is refused with operation_not_enabled when FREEPLAY3 is off', async () => {
    const before = await countRows(t.db, 'members');
    const r = await freeplay({ merchant: 'notrial' });
    expect([r.status, r.body.code]).toEqual([403, 'operation_not_enabled']);
    expect(await countRows(t.db, 'members')).toBe(before);
  });

  it('refuses a bad body with 400 and writes nothing', async () => {
    const before = await countRows(t.db, 'members');
    for (const body of [{ platform: 'X' }, { os: 'x'.repeat(10_000) }, { gatewayVersion: 'three' }]) {
      const r = await freeplay({ body });
      expect([r.status, r.body.code]).toEqual([400, 'validation_failed']);
    }
    expect(await countRows(t.db, 'members')).toBe(before);
  });

  it('limits trial accounts per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await freeplay({ ip })).status).toBe(200);
    const before = await countRows(t.db, 'members');
    const r = await freeplay({ ip });
    expect([r.status, r.body.code]).toEqual([429, 'rate_limited']);
    expect(await countRows(t.db, 'members')).toBe(before);
    expect((await freeplay()).status).toBe(200);
  });
});

describe('logout', () => {
  // One device for every sign-in: a second IP would be a new-IP challenge (new-ip.test.ts).
  const device = freshIp();
  const tokenOf = async (username: string) =>
    (await signIn(t, { username, password: 'secret123' }, { ip: device })).body.value.token as string;

  it('revokes the token on the server (POST)', async () => {
    const m = await buildMember(t.db, acme.id);
    const token = await tokenOf(m.username);
    const r = await logout(t, token);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, value: null });
    const row = await t.db.selectFrom('sessions').select('revoked_at').where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
    const again = await logout(t, token);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('session_expired');
    expect((await t.call({ url: API.member.totp, token })).status).toBe(401);
  });

  it('revokes the token with DELETE too', async () => {
    const m = await buildMember(t.db, acme.id);
    const token = await tokenOf(m.username);
    expect((await logout(t, token, {}, 'DELETE')).status).toBe(200);
    expect((await logout(t, token, {}, 'DELETE')).status).toBe(401);
  });

  it('ends only that session', async () => {
    const m = await buildMember(t.db, acme.id);
    const a = await tokenOf(m.username);
    const b = await tokenOf(m.username);
    expect((await logout(t, a)).status).toBe(200);
    expect((await logout(t, b)).status).toBe(200);
  });

  it('answers 401 not_logged_in without a valid token', async () => {
    const none = await t.call({ url: API.session.logout, body: {} });
    expect([none.status, none.body.code]).toEqual([401, 'not_logged_in']);
    for (const token of ['garbage', 'x'.repeat(5000), "' OR 1=1 --"]) {
      const r = await logout(t, token);
      expect([r.status, r.body.code]).toEqual([401, 'not_logged_in']);
    }
    const basic = await t.call({ url: API.session.logout, body: {}, headers: { authorization: 'Basic abc' } });
    expect(basic.status).toBe(401);
  });
});
