import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { count, signIn, solvedCaptcha } from '../../../test/helpers/session.js';
import { ipSource, resetTokenFor } from '../../../test/helpers/member.js';

const t = await testPlatform();
// New-IP verification has its own file (new-ip.test.ts): here sign-ins from fresh IPs test the throttle only.
const acme = await buildMerchant(t.db, { settings: { newIpVerification: false } });
// The per-account limit without an earlier captcha, so the limit itself is what is tested.
const soft = await buildMerchant(t.db, { code: 'soft', settings: { loginLimitPerAccount: 4, captchaAfterFailures: 100 } });
const hard = await buildMerchant(t.db, {
  code: 'hard',
  settings: { loginLimitPerAccount: 4, captchaAfterFailures: 100, loginHardLock: true, newIpVerification: false },
});
const ip = ipSource('10.31');

describe('login throttle under a parallel burst', () => {
  it('20 concurrent wrong passwords get no more checks than a serial burst (3, then a captcha)', async () => {
    const m = await buildMember(t.db, acme.id, { password: 'secret123' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(t, { username: m.username, password: `wrong-${i}` }, { ip: ip() })),
    );
    const codes = answers.map((r) => r.body.code);
    expect(codes.filter((c) => c === 'login_failed')).toHaveLength(3);
    expect(codes.filter((c) => c === 'captcha_required')).toHaveLength(17);

    // The owner is asked for a captcha, and gets in with it.
    const bare = await signIn(t, { username: m.username, password: 'secret123' }, { ip: ip() });
    expect([bare.status, bare.body.code]).toEqual([400, 'captcha_required']);
    const at = ip();
    const ok = await signIn(
      t,
      { username: m.username, password: 'secret123', ...(await solvedCaptcha(t, { ip: at })) },
      { ip: at },
    );
    expect(ok.status).toBe(200);
  });

  it('a right password is not counted as a failure, even in parallel', async () => {
    const m = await buildMember(t.db, acme.id, { password: 'secret123' });
    const answers = await Promise.all(
      Array.from({ length: 2 }, () => signIn(t, { username: m.username, password: 'secret123' }, { ip: ip() })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    for (let i = 0; i < 2; i++) await signIn(t, { username: m.username, password: 'bad' }, { ip: ip() });
    // Two failures: below the threshold of three, so no captcha yet.
    expect((await signIn(t, { username: m.username, password: 'secret123' }, { ip: ip() })).status).toBe(200);
  });
});

describe('a burst of wrong passwords does not lock the owner out', () => {
  it('past the per-account limit the right password asks for a captcha, not 429', async () => {
    const m = await buildMember(t.db, soft.id, { password: 'secret123' });
    for (let i = 0; i < 4; i++) {
      const r = await signIn(t, { username: m.username, password: 'bad' }, { merchant: 'soft', ip: ip() });
      expect(r.body.code).toBe('login_failed');
    }
    const at = ip();
    const bare = await signIn(t, { username: m.username, password: 'secret123' }, { merchant: 'soft', ip: at });
    expect([bare.status, bare.body.code]).toEqual([400, 'captcha_required']);
    const ok = await signIn(
      t,
      { username: m.username, password: 'secret123', ...(await solvedCaptcha(t, { merchant: 'soft', ip: at })) },
      { merchant: 'soft', ip: at },
    );
    expect(ok.status).toBe(200);
  });

  it('with the merchant hard lock the account is refused until a password reset', async () => {
    const m = await buildMember(t.db, hard.id, { password: 'secret123', email: 'locked@example.com' });
    for (let i = 0; i < 4; i++) await signIn(t, { username: m.username, password: 'bad' }, { merchant: 'hard', ip: ip() });
    const before = await count(t, 'sessions');
    const locked = await signIn(t, { username: m.username, password: 'secret123' }, { merchant: 'hard', ip: ip() });
    expect([locked.status, locked.body.code]).toEqual([429, 'rate_limited']);
    expect(await count(t, 'sessions')).toBe(before);

    const mail = await t.call({
      url: API.member.passwordEmail,
      body: { username: m.username, email: 'locked@example.com' },
      merchant: 'hard',
      ip: ip(),
    });
    expect(mail.status).toBe(200);
    const token = await resetTokenFor(t, 'locked@example.com', 'hard');
    const done = await t.call({
      url: API.member.passwordReset,
      body: { token, newPassword: 'fresh123', confirmNewPassword: 'fresh123' },
      merchant: 'hard',
      ip: ip(),
    });
    expect(done.status).toBe(200);
    expect((await signIn(t, { username: m.username, password: 'fresh123' }, { merchant: 'hard', ip: ip() })).status).toBe(200);
  });
});
