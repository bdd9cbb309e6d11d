import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { countRows, testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { base32Decode, base32Encode, generateTotpSecret, otpauthUrl, totpCode, verifyTotp } from '../../lib/totp.js';
import { lastOutbox, signIn } from '../../../test/helpers/session.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
await buildMerchant(t.db, { code: 'beta' });
// As production runs it: no dev outbox.
const prod = await testPlatform({ DEV_OUTBOX: 'false' });
await buildMerchant(prod.db);
let n = 0;
const freshIp = () => `10.6.${Math.floor(++n / 250)}.${n % 250}`;

describe('GET /wps/captcha', () => {
  it('answers an id and a base64 image, and puts the answer in the dev outbox', async () => {
    const r = await t.call({ url: API.captcha, ip: freshIp() });
    expect(r.status).toBe(200);
    expect(r.raw.headers['cache-control']).toBe('no-store');
    const { captchaId, image } = r.body.value;
    expect(captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(image.split(',')[1], 'base64').toString()).toContain('<svg');
    const text = await lastOutbox(t, `captcha:${captchaId}`);
    expect(text).toMatch(/^\S{4}$/);
    const row = await t.db
      .selectFrom('outbox_messages')
      .select(['channel', 'subject', 'merchant_id'])
      .where('recipient', '=', `captcha:${captchaId}`)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ channel: 'sms', subject: 'captcha', merchant_id: acme.id });
  });

  it('limits captchas per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++) expect((await t.call({ url: API.captcha, ip })).status).toBe(200);
    const before = await countRows(t.db, 'captchas');
    const r = await t.call({ url: API.captcha, ip });
    expect([r.status, r.body.code]).toEqual([429, 'rate_limited']);
    expect(await countRows(t.db, 'captchas')).toBe(before);
    expect((await t.call({ url: API.captcha, ip: freshIp() })).status).toBe(200);
  });

  it('refuses an unknown merchant', async () => {
    const r = await t.call({ url: API.captcha, merchant: 'nope' });
    expect([r.status, r.body.code]).toEqual([404, 'invalid_url']);
  });
});

describe('captcha without the dev outbox', () => {
  it('never writes the answer anywhere', async () => {
    const r = await prod.call({ url: API.captcha });
    expect(r.status).toBe(200);
    expect(await countRows(prod.db, 'outbox_messages')).toBe(0);
  });
});

describe('TOTP library (RFC 6238, SHA-1)', () => {
  // RFC 6238 appendix B: the ASCII secret "12345678901234567890", 8 digits.
  const secret = base32Encode(Buffer.from('12345678901234567890'));
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at T=%i gives %s', (seconds, code) => {
    expect(totpCode(secret, seconds * 1000, 8)).toBe(code);
    expect(totpCode(secret, seconds * 1000)).toBe(code.slice(2));
  });

  it('accepts one step either side, and nothing further', () => {
    const now = 1_700_000_000_000;
    expect(verifyTotp(secret, totpCode(secret, now), now)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, now - 30_000), now)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, now + 30_000), now)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, now - 60_000), now)).toBe(false);
    expect(verifyTotp(secret, totpCode(secret, now + 60_000), now)).toBe(false);
    expect(verifyTotp(secret, 'abcdef', now)).toBe(false);
    expect(verifyTotp(secret, '12345', now)).toBe(false);
    expect(verifyTotp('not base32!', '123456', now)).toBe(false);
  });

  it('round-trips base32 and draws 160-bit secrets', () => {
    const s = generateTotpSecret();
    expect(s).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(s)).toHaveLength(20);
    expect(base32Decode(s.toLowerCase()).equals(base32Decode(s))).toBe(true);
    expect(otpauthUrl('Acme Co', 'alice', s)).toBe(
      `otpauth://totp/Acme%20Co:alice?secret=${s}&issuer=Acme+Co&algorithm=SHA1&digits=6&period=30`,
    );
  });
});

describe('TOTP setup', () => {
  const tokenOf = async (username: string, password = 'secret123', merchant = 'acme') =>
    (await signIn(t, { username, password }, { merchant, ip: freshIp() })).body.value.token as string;
  const totpRow = (id: string) =>
    t.db.selectFrom('members').select(['totp_secret', 'totp_enabled']).where('id', '=', id).executeTakeFirstOrThrow();

  it('creates a pending secret, then enables it with a right code', async () => {
    const m = await buildMember(t.db, acme.id, { username: 'totpuser' });
    const token = await tokenOf(m.username);
    const setup = await t.call({ url: API.member.totp, token });
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl: url } = setup.body.value;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(url).toContain(`secret=${secret}`);
    expect(url).toContain('totpuser');
    expect(await totpRow(m.id)).toEqual({ totp_secret: secret, totp_enabled: false });

    const wrong = await t.call({ url: API.member.totp, token, body: { code: totpCode(secret, Date.now() - 120_000) } });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'invalid_verification_code']);
    expect((await totpRow(m.id)).totp_enabled).toBe(false);

    const right = await t.call({ url: API.member.totp, token, body: { code: totpCode(secret) } });
    expect(right.status).toBe(200);
    expect(await totpRow(m.id)).toEqual({ totp_secret: secret, totp_enabled: true });
  });

  it('a new setup replaces a pending secret, but never an enabled one', async () => {
    const m = await buildMember(t.db, acme.id);
    const token = await tokenOf(m.username);
    const first = (await t.call({ url: API.member.totp, token })).body.value.secret;
    const second = (await t.call({ url: API.member.totp, token })).body.value.secret;
    expect(second).not.toBe(first);
    expect((await t.call({ url: API.member.totp, token, body: { code: totpCode(first) } })).body.code).toBe(
      'invalid_verification_code',
    );
    expect((await t.call({ url: API.member.totp, token, body: { code: totpCode(second) } })).status).toBe(200);
    const again = await t.call({ url: API.member.totp, token });
    expect([again.status, again.body.code]).toEqual([403, 'forbidden']);
    expect(await totpRow(m.id)).toEqual({ totp_secret: second, totp_enabled: true });
  });

  it('refuses to enable without a pending secret', async () => {
    const m = await buildMember(t.db, acme.id);
    const r = await t.call({ url: API.member.totp, token: await tokenOf(m.username), body: { code: '123456' } });
    expect(r.body.code).toBe('invalid_verification_code');
  });

  it('needs a signed-in real account', async () => {
    const anon = await t.call({ url: API.member.totp });
    expect([anon.status, anon.body.code]).toEqual([401, 'not_logged_in']);
    const trial = await t.call({ url: API.session.freeplay, method: 'POST', ip: freshIp() });
    const refused = await t.call({ url: API.member.totp, token: trial.body.value.token });
    expect([refused.status, refused.body.code]).toEqual([403, 'in_need_true_account']);
  });

  it("refuses another merchant's token", async () => {
    const m = await buildMember(t.db, acme.id);
    const token = await tokenOf(m.username);
    const r = await t.call({ url: API.member.totp, token, merchant: 'beta' });
    expect(r.status).toBe(401);
    expect((await totpRow(m.id)).totp_secret).toBeNull();
  });

  it('refuses a bad body with 400 and enables nothing', async () => {
    const m = await buildMember(t.db, acme.id);
    const token = await tokenOf(m.username);
    await t.call({ url: API.member.totp, token });
    for (const body of [{}, { code: 123456 }, { code: 'x'.repeat(10_000) }, { code: "' OR 1=1" }]) {
      const r = await t.call({ url: API.member.totp, token, body });
      expect(r.status).toBe(400);
    }
    expect((await totpRow(m.id)).totp_enabled).toBe(false);
  });
});
