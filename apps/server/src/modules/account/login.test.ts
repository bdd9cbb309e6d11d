import { describe, expect, it } from 'vitest';
import { AGENT_TYPES, API, PLAYER_TYPE, TRIAL_TYPE } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { count, logout, signIn, solvedCaptcha } from '../../../test/helpers/session.js';

const t = await testPlatform();
// New-IP verification has its own file (new-ip.test.ts): here sign-ins from fresh IPs test the throttle only.
const acme = await buildMerchant(t.db, { settings: { newIpVerification: false } });
// Failures are counted per IP too: each test signs in from its own address.
let n = 0;
const freshIp = () => `10.1.${Math.floor(++n / 250)}.${n % 250}`;

const member = (seed: Parameters<typeof buildMember>[2] = {}) => buildMember(t.db, acme.id, seed);
const row = (id: string) =>
  t.db
    .selectFrom('members')
    .select(['must_change_password', 'first_login_at', 'last_login_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('username sign-in', () => {
  it('answers the login result and reports the first sign-in once', async () => {
    const m = await member({ username: 'Alice', password: 'secret123' });
    const ip = freshIp();
    const first = await signIn(t, { username: 'Alice', password: 'secret123' }, { ip });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      value: {
        token: expect.any(String),
        firstTimeLogin: true,
        passwordExpired: false,
        changePasswordReason: null,
        userName: 'Alice',
      },
    });
    const stamped = await row(m.id);
    expect(stamped.first_login_at).not.toBeNull();
    expect(stamped.last_login_at).not.toBeNull();
    const second = await signIn(t, { username: 'Alice', password: 'secret123' }, { ip });
    expect(second.body.value.firstTimeLogin).toBe(false);
    // One member.signed_in per sign-in, none for a refused one.
    expect((await signIn(t, { username: 'Alice', password: 'wrong1234' }, { ip })).status).toBe(401);
    const events = await t.db.selectFrom('domain_events').select(['type', 'payload']).where('member_id', '=', m.id).execute();
    const signedIn = { type: 'member.signed_in', payload: { merchantId: acme.id, memberId: m.id, method: 'password', ip } };
    expect(events).toEqual([signedIn, signedIn]);
  });

  it('matches the username case-insensitively and trims both fields', async () => {
    await member({ username: 'CaseUser', password: 'secret123' });
    const r = await signIn(t, { username: '  caseuser ', password: ' secret123  ' }, { ip: freshIp() });
    expect(r.status).toBe(200);
    expect(r.body.value.userName).toBe('CaseUser');
  });

  it('defaults to the username type when none is given', async () => {
    await member({ username: 'notype', password: 'secret123' });
    const r = await t.call({ url: API.session.login, body: { username: 'notype', password: 'secret123' }, ip: freshIp() });
    expect(r.status).toBe(200);
  });

  it('refuses missing fields with field issues and writes nothing', async () => {
    const before = await count(t, 'sessions');
    const none = await signIn(t, {}, { ip: freshIp() });
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('validation_failed');
    expect(none.body.value).toEqual([
      { field: 'username', key: 'field_required' },
      { field: 'password', key: 'field_required' },
    ]);
    const blank = await signIn(t, { username: 'someone', password: '   ' }, { ip: freshIp() });
    expect(blank.body.value).toEqual([{ field: 'password', key: 'field_required' }]);
    expect(await count(t, 'sessions')).toBe(before);
  });

  it('gives the same 401 login_failed for a wrong password and an unknown user', async () => {
    await member({ username: 'bob', password: 'secret123' });
    const before = await count(t, 'sessions');
    const wrong = await signIn(t, { username: 'bob', password: 'nope1234' }, { ip: freshIp() });
    const unknown = await signIn(t, { username: 'nobody', password: 'secret123' }, { ip: freshIp() });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, code: 'login_failed', message: expect.any(String) });
    expect(unknown.body).toEqual(wrong.body);
    expect(await count(t, 'sessions')).toBe(before);
  });

  it('refuses a locked or disabled member with contact_agent, after the password check', async () => {
    const locked = await member({ password: 'secret123' });
    await t.db.updateTable('members').set({ status: 'locked' }).where('id', '=', locked.id).execute();
    const r = await signIn(t, { username: locked.username, password: 'secret123' }, { ip: freshIp() });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('contact_agent');
    const wrong = await signIn(t, { username: locked.username, password: 'wrong1234' }, { ip: freshIp() });
    expect(wrong.body.code).toBe('login_failed');

    const disabled = await member({ password: 'secret123' });
    await t.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', disabled.id).execute();
    expect((await signIn(t, { username: disabled.username, password: 'secret123' }, { ip: freshIp() })).body.code).toBe(
      'contact_agent',
    );
  });
});

describe('agent site sign-in', () => {
  const agentSite = (username: string, password = 'secret123') =>
    signIn(t, { username, password, site: 'agent' }, { ip: freshIp() });

  it('signs agents of every agent type in', async () => {
    for (const type of AGENT_TYPES) {
      const agent = await member({ type });
      const r = await agentSite(agent.username);
      expect([r.status, r.body.value?.userName]).toEqual([200, agent.username]);
    }
  });

  it('refuses players (non_agent_cannot_login) and trial accounts (non_member_cannot_login) without a session', async () => {
    const player = await member({ type: PLAYER_TYPE });
    const trial = await member({ type: TRIAL_TYPE });
    const before = await count(t, 'sessions');
    const p = await agentSite(player.username);
    expect([p.status, p.body.code]).toEqual([403, 'non_agent_cannot_login']);
    expect(p.body.message).toBe('Non-agents cannot log in.');
    const tr = await agentSite(trial.username);
    expect([tr.status, tr.body.code]).toEqual([403, 'non_member_cannot_login']);
    expect(await count(t, 'sessions')).toBe(before);
    // The member site still admits the player.
    expect((await signIn(t, { username: player.username, password: 'secret123' }, { ip: freshIp() })).status).toBe(200);
  });

  it('tells a wrong password apart from nothing: a non-agent with a wrong password gets login_failed', async () => {
    const player = await member({ type: PLAYER_TYPE });
    expect((await agentSite(player.username, 'wrong1234')).body.code).toBe('login_failed');
    expect((await agentSite('nobody-here')).body.code).toBe('login_failed');
  });
});

describe('forced password change', () => {
  it('forces a change for the default password and holds every other call until then', async () => {
    const m = await member({ password: 'abc123456' });
    const r = await signIn(t, { username: m.username, password: 'abc123456' }, { ip: freshIp() });
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ passwordExpired: true, changePasswordReason: 'default' });
    expect((await row(m.id)).must_change_password).toBe(true);
    const held = await t.call({ url: API.member.totp, token: r.body.value.token });
    expect(held.status).toBe(403);
    expect(held.body.code).toBe('password_change_required');
    // Logout stays allowed.
    expect((await logout(t, r.body.value.token)).status).toBe(200);
  });

  it('uses the merchant-configured default password', async () => {
    const custom = await buildMerchant(t.db, { code: 'custompw', settings: { defaultPassword: 'Welcome2024' } });
    const m = await buildMember(t.db, custom.id, { password: 'Welcome2024' });
    const r = await signIn(t, { username: m.username, password: 'Welcome2024' }, { merchant: 'custompw', ip: freshIp() });
    expect(r.body.value.changePasswordReason).toBe('default');
    const other = await member({ password: 'Welcome2024' });
    const plain = await signIn(t, { username: other.username, password: 'Welcome2024' }, { ip: freshIp() });
    expect(plain.body.value.changePasswordReason).toBeNull();
  });

  it('forces a change when must_change_password is already set', async () => {
    const m = await member({ password: 'secret123', mustChangePassword: true });
    const r = await signIn(t, { username: m.username, password: 'secret123' }, { ip: freshIp() });
    expect(r.body.value).toMatchObject({ passwordExpired: true, changePasswordReason: 'default' });
  });

  it('forces a change for an expired password only when PWDEXPFORCECHANGE3 is on', async () => {
    const expiring = await buildMerchant(t.db, {
      code: 'expiring',
      flags: { PWDEXPFORCECHANGE3: true },
      settings: { passwordMaxAgeDays: 30 },
    });
    const old = await buildMember(t.db, expiring.id, { password: 'secret123' });
    const young = await buildMember(t.db, expiring.id, { password: 'secret123' });
    const oldDate = new Date(Date.now() - 31 * 86_400_000);
    await t.db.updateTable('members').set({ password_changed_at: oldDate }).where('id', '=', old.id).execute();
    const r = await signIn(t, { username: old.username, password: 'secret123' }, { merchant: 'expiring', ip: freshIp() });
    expect(r.body.value).toMatchObject({ passwordExpired: true, changePasswordReason: 'expired' });
    expect((await row(old.id)).must_change_password).toBe(true);
    const fine = await signIn(t, { username: young.username, password: 'secret123' }, { merchant: 'expiring', ip: freshIp() });
    expect(fine.body.value.changePasswordReason).toBeNull();

    const noFlag = await member({ password: 'secret123' });
    await t.db
      .updateTable('members')
      .set({ password_changed_at: new Date('2000-01-01') })
      .where('id', '=', noFlag.id)
      .execute();
    const off = await signIn(t, { username: noFlag.username, password: 'secret123' }, { ip: freshIp() });
    expect(off.body.value).toMatchObject({ passwordExpired: false, changePasswordReason: null });
    expect((await row(noFlag.id)).must_change_password).toBe(false);
  });
});

describe('captcha after failures', () => {
  it('flags the captcha on the failure that reaches the threshold, then requires it', async () => {
    const m = await member({ password: 'secret123' });
    const ip = freshIp();
    const a1 = await signIn(t, { username: m.username, password: 'bad-1' }, { ip });
    const a2 = await signIn(t, { username: m.username, password: 'bad-2' }, { ip });
    expect(a1.body.value).toBeUndefined();
    expect(a2.body.value).toBeUndefined();
    const a3 = await signIn(t, { username: m.username, password: 'bad-3' }, { ip });
    expect(a3.body).toMatchObject({ code: 'login_failed', value: { captcha: true } });

    const without = await signIn(t, { username: m.username, password: 'secret123' }, { ip });
    expect(without.status).toBe(400);
    expect(without.body).toMatchObject({ code: 'captcha_required', value: { captcha: true } });
    const wrong = await signIn(
      t,
      { username: m.username, password: 'secret123', captchaId: (await solvedCaptcha(t, { ip })).captchaId, captcha: 'zzzz' },
      { ip },
    );
    expect(wrong.body).toMatchObject({ code: 'captcha_invalid', value: { captcha: true } });
    const garbage = await signIn(
      t,
      { username: m.username, password: 'secret123', captchaId: "1' OR '1'='1", captcha: 'abcd' },
      { ip },
    );
    expect(garbage.body.code).toBe('captcha_invalid');

    const solved = await signIn(t, { username: m.username, password: 'secret123', ...(await solvedCaptcha(t, { ip })) }, { ip });
    expect(solved.status).toBe(200);
    // The success cleared the account's failures: from a clean IP no captcha is asked.
    const after = await signIn(t, { username: m.username, password: 'secret123' }, { ip: freshIp() });
    expect(after.status).toBe(200);
  });

  it('a captcha is good for one attempt only', async () => {
    const m = await member({ password: 'secret123' });
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await signIn(t, { username: m.username, password: 'bad' }, { ip });
    const c = await solvedCaptcha(t, { ip });
    const miss = await signIn(t, { username: m.username, password: 'bad', ...c }, { ip });
    expect(miss.body.code).toBe('login_failed');
    const replay = await signIn(t, { username: m.username, password: 'secret123', ...c }, { ip });
    expect(replay.body.code).toBe('captcha_invalid');
  });

  it('counts failures per IP across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await signIn(t, { username: `ghost${i}`, password: 'bad' }, { ip });
    const m = await member({ password: 'secret123' });
    const r = await signIn(t, { username: m.username, password: 'secret123' }, { ip });
    expect(r.body.code).toBe('captcha_required');
  });

  it('counts failures per account across IPs', async () => {
    const m = await member({ password: 'secret123' });
    for (let i = 0; i < 3; i++) await signIn(t, { username: m.username.toUpperCase(), password: 'bad' }, { ip: freshIp() });
    const r = await signIn(t, { username: m.username, password: 'secret123' }, { ip: freshIp() });
    expect(r.body.code).toBe('captcha_required');
  });

  it('always asks the captcha when the merchant sets captchaOnLogin', async () => {
    const strict = await buildMerchant(t.db, { code: 'strict', settings: { captchaOnLogin: true } });
    const m = await buildMember(t.db, strict.id, { password: 'secret123' });
    const ip = freshIp();
    const r = await signIn(t, { username: m.username, password: 'secret123' }, { merchant: 'strict', ip });
    expect(r.body).toMatchObject({ code: 'captcha_required', value: { captcha: true } });
    const ok = await signIn(
      t,
      { username: m.username, password: 'secret123', ...(await solvedCaptcha(t, { merchant: 'strict', ip })) },
      { merchant: 'strict', ip },
    );
    expect(ok.status).toBe(200);
    // A captcha of another merchant is not valid here.
    const foreign = await signIn(
      t,
      { username: m.username, password: 'secret123', ...(await solvedCaptcha(t, { ip })) },
      { merchant: 'strict', ip },
    );
    expect(foreign.body.code).toBe('captcha_invalid');
  });
});

describe('hard limits', () => {
  it('with the hard lock, answers 429 beyond the per-account limit, even with the right password', async () => {
    const tight = await buildMerchant(t.db, {
      code: 'tight',
      settings: { loginLimitPerAccount: 4, captchaAfterFailures: 100, loginHardLock: true },
    });
    const m = await buildMember(t.db, tight.id, { password: 'secret123' });
    for (let i = 0; i < 4; i++) {
      const r = await signIn(t, { username: m.username, password: 'bad' }, { merchant: 'tight', ip: freshIp() });
      expect(r.body.code).toBe('login_failed');
    }
    const before = await count(t, 'sessions');
    const r = await signIn(t, { username: m.username, password: 'secret123' }, { merchant: 'tight', ip: freshIp() });
    expect(r.status).toBe(429);
    expect(r.body.code).toBe('rate_limited');
    expect(await count(t, 'sessions')).toBe(before);
    // Other accounts of the merchant are unaffected.
    const other = await buildMember(t.db, tight.id, { password: 'secret123' });
    expect(
      (await signIn(t, { username: other.username, password: 'secret123' }, { merchant: 'tight', ip: freshIp() })).status,
    ).toBe(200);
  });

  it('answers 429 beyond the per-IP limit', async () => {
    const tightIp = await buildMerchant(t.db, { code: 'tightip', settings: { loginLimitPerIp: 3, captchaAfterFailures: 100 } });
    const m = await buildMember(t.db, tightIp.id, { password: 'secret123' });
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await signIn(t, { username: `nobody${i}`, password: 'bad' }, { merchant: 'tightip', ip });
    const r = await signIn(t, { username: m.username, password: 'secret123' }, { merchant: 'tightip', ip });
    expect(r.status).toBe(429);
    expect(
      (await signIn(t, { username: m.username, password: 'secret123' }, { merchant: 'tightip', ip: freshIp() })).status,
    ).toBe(200);
  });
});
