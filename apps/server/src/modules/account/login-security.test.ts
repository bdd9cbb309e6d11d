import { describe, expect, it } from 'vitest';
import { API, encryptBody, importPublicKey } from '@playhouse/contract';
import { countRows, testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { sha256 } from '../../lib/secrets.js';
import { updateSettings } from '../merchant/index.js';
import { logout, signIn } from '../../../test/helpers/session.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const beta = await buildMerchant(t.db, { code: 'beta' });
let n = 0;
const freshIp = () => `10.2.${Math.floor(++n / 250)}.${n % 250}`;

async function tokenOf(username: string, password = 'secret123', merchant = 'acme') {
  const r = await signIn(t, { username, password }, { merchant, ip: freshIp() });
  expect(r.status).toBe(200);
  return r.body.value.token as string;
}

describe('tokens', () => {
  it('are 256-bit random and stored only as their SHA-256', async () => {
    const m = await buildMember(t.db, acme.id);
    const token = await tokenOf(m.username);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const rows = await t.db.selectFrom('sessions').select(['token_hash', 'method']).where('member_id', '=', m.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash.equals(sha256(token))).toBe(true);
    expect(rows[0]!.token_hash.toString('utf8')).not.toBe(token);
    expect(rows[0]!.token_hash.toString('base64url')).not.toBe(token);
    expect(rows[0]!.method).toBe('password');
  });

  it('are fresh at each sign-in, and each stays valid on its own', async () => {
    const m = await buildMember(t.db, acme.id);
    // From one device: a second IP would be a new-IP challenge (new-ip.test.ts).
    const ip = freshIp();
    const a = (await signIn(t, { username: m.username, password: 'secret123' }, { ip })).body.value.token as string;
    const b = (await signIn(t, { username: m.username, password: 'secret123' }, { ip })).body.value.token as string;
    expect(a).not.toBe(b);
    expect((await logout(t, a)).status).toBe(200);
    expect((await logout(t, b)).status).toBe(200);
  });

  it('expire after the inactivity timeout', async () => {
    const m = await buildMember(t.db, acme.id);
    const token = await tokenOf(m.username);
    // Default idle timeout is 120 minutes.
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 121 * 60_000) })
      .where('member_id', '=', m.id)
      .execute();
    const r = await logout(t, token);
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('session_expired');
  });

  it('expire at the absolute timeout even when in use', async () => {
    const m = await buildMember(t.db, acme.id);
    const token = await tokenOf(m.username);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', m.id)
      .execute();
    const r = await logout(t, token);
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('session_expired');
  });

  it('live for the merchant-configured absolute time', async () => {
    await updateSettings(t.db, beta.id, { sessionAbsoluteHours: 2 });
    const m = await buildMember(t.db, beta.id);
    await tokenOf(m.username, 'secret123', 'beta');
    const s = await t.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at'])
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(new Date(s.expires_at).getTime() - new Date(s.created_at).getTime()).toBeCloseTo(2 * 3600_000, -4);
  });
});

describe('encrypted envelope', () => {
  async function envelope(body: unknown) {
    const k = await t.call({ url: API.system.encryptionKey });
    return encryptBody(body, await importPublicKey(k.body.value.publicKey), k.body.value.keyId);
  }
  const encrypted = { encryption: 'v1' };

  it('signs in with an encrypted body', async () => {
    const m = await buildMember(t.db, acme.id);
    const body = await envelope({ type: 'username', username: m.username, password: 'secret123' });
    const r = await t.call({ url: API.session.login, body, headers: encrypted, ip: freshIp() });
    expect(r.status).toBe(200);
    expect(r.body.value.userName).toBe(m.username);
  });

  it('refuses a tampered envelope with encryption_invalid and writes nothing', async () => {
    const m = await buildMember(t.db, acme.id);
    const body = await envelope({ type: 'username', username: m.username, password: 'secret123' });
    const flipped = Buffer.from(body.data, 'base64');
    flipped[0] = flipped[0]! ^ 0xff;
    const before = await countRows(t.db, 'sessions');
    for (const bad of [{ ...body, data: flipped.toString('base64') }, { ...body, keyId: 'other' }, { username: m.username }]) {
      const r = await t.call({ url: API.session.login, body: bad, headers: encrypted, ip: freshIp() });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('encryption_invalid');
    }
    expect(await countRows(t.db, 'sessions')).toBe(before);
  });

  it('requires the envelope when the merchant says so', async () => {
    const sealed = await buildMerchant(t.db, { code: 'sealed', settings: { requireEncryption: true } });
    const m = await buildMember(t.db, sealed.id);
    const plain = await signIn(t, { username: m.username, password: 'secret123' }, { merchant: 'sealed', ip: freshIp() });
    expect(plain.status).toBe(400);
    expect(plain.body.code).toBe('encryption_required');
    const body = await envelope({ username: m.username, password: 'secret123' });
    const r = await t.call({ url: API.session.login, body, headers: encrypted, merchant: 'sealed', ip: freshIp() });
    expect(r.status).toBe(200);
  });
});

describe('merchant isolation', () => {
  it('a member of one merchant cannot sign in through another', async () => {
    const m = await buildMember(t.db, acme.id, { username: 'onlyacme', password: 'secret123' });
    const r = await signIn(t, { username: m.username, password: 'secret123' }, { merchant: 'beta', ip: freshIp() });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('login_failed');
  });

  it('the same username in two merchants is two accounts with their own passwords', async () => {
    await buildMember(t.db, acme.id, { username: 'twin', password: 'acme-pass1' });
    await buildMember(t.db, beta.id, { username: 'twin', password: 'beta-pass1' });
    expect((await signIn(t, { username: 'twin', password: 'beta-pass1' }, { merchant: 'acme', ip: freshIp() })).status).toBe(401);
    expect((await signIn(t, { username: 'twin', password: 'acme-pass1' }, { merchant: 'beta', ip: freshIp() })).status).toBe(401);
    expect((await signIn(t, { username: 'twin', password: 'acme-pass1' }, { merchant: 'acme', ip: freshIp() })).status).toBe(200);
  });

  it("refuses one merchant's token on another (401) without touching it", async () => {
    const m = await buildMember(t.db, acme.id);
    const token = await tokenOf(m.username);
    const onBeta = await logout(t, token, { merchant: 'beta' });
    expect(onBeta.status).toBe(401);
    expect(onBeta.body.code).toBe('not_logged_in');
    const totpOnBeta = await t.call({ url: API.member.totp, token, merchant: 'beta' });
    expect(totpOnBeta.status).toBe(401);
    expect((await logout(t, token, { merchant: 'acme' })).status).toBe(200);
  });

  it('refuses an unknown merchant with invalid_url', async () => {
    for (const merchant of ['nope', 'x'.repeat(200)]) {
      const r = await signIn(t, { username: 'a', password: 'b' }, { merchant });
      expect(r.status).toBe(404);
      expect(r.body.code).toBe('invalid_url');
    }
    const none = await t.call({ url: API.session.login, body: { username: 'a', password: 'b' }, merchant: null });
    expect(none.body.code).toBe('invalid_url');
  });

  it('answers 503 while the merchant is in maintenance', async () => {
    const down = await buildMerchant(t.db, { code: 'down' });
    const m = await buildMember(t.db, down.id);
    await t.db.updateTable('merchants').set({ maintenance: true }).where('id', '=', down.id).execute();
    const r = await signIn(t, { username: m.username, password: 'secret123' }, { merchant: 'down', ip: freshIp() });
    expect(r.status).toBe(503);
    expect(r.body.code).toBe('system_maintenance');
  });
});

describe('bad input', () => {
  const huge = 'x'.repeat(10_000);
  const cases: [string, unknown][] = [
    ['a number username', { username: 123, password: 'secret123' }],
    ['an object password', { username: 'a', password: { $gt: '' } }],
    ['an unknown type', { type: 'admin', username: 'a', password: 'b' }],
    ['a 10k-char username', { username: huge, password: 'secret123' }],
    ['a 10k-char password', { username: 'alice', password: huge }],
    ['a 10k-char captcha', { username: 'alice', password: 'b', captcha: huge }],
    [
      'a bad verification method',
      { username: 'a', password: 'b', verification: { challengeId: 'x', method: 'sql', answer: 'y' } },
    ],
    ['an array body', [1, 2, 3]],
    ['a null body', null],
  ];
  it.each(cases)('refuses %s with 400 validation_failed and writes nothing', async (_name, body) => {
    const before = [await countRows(t.db, 'sessions'), await countRows(t.db, 'members')];
    const r = await t.call({
      url: API.session.login,
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
      ip: freshIp(),
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 'validation_failed' });
    expect([await countRows(t.db, 'sessions'), await countRows(t.db, 'members')]).toEqual(before);
  });

  it('refuses malformed JSON and an oversized body with a 4xx', async () => {
    const broken = await t.call({
      url: API.session.login,
      body: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    const big = await t.call({
      url: API.session.login,
      body: JSON.stringify({ username: 'x'.repeat(300_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('payload_too_large');
  });

  it('treats SQL and HTML in the username as an unknown user', async () => {
    await buildMember(t.db, acme.id, { username: 'victim', password: 'secret123' });
    const before = [await countRows(t.db, 'sessions'), await countRows(t.db, 'members')];
    for (const username of ["victim' OR '1'='1", "victim'; DROP TABLE members; --", '<script>alert(1)</script>', '%', 'vict_m']) {
      const r = await signIn(t, { username, password: "' OR '1'='1" }, { ip: freshIp() });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe('login_failed');
      expect(r.body.message).not.toContain('<script>');
    }
    expect([await countRows(t.db, 'sessions'), await countRows(t.db, 'members')]).toEqual(before);
  });

  it('refuses control characters in the username with a 400', async () => {
    const r = await signIn(t, { username: 'bad\u0000name', password: 'secret123' }, { ip: freshIp() });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('validation_failed');
  });
});
