import { describe, expect, it } from 'vitest';
import { API, ROLE_PERMISSIONS } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { cleanupOperatorSessions, seedOperator } from './index.js';
import {
  codeAt,
  freshIp,
  login,
  OP_PASSWORD,
  opCall,
  opCaptcha,
  signedInOperator,
  memberToken,
} from '../../../test/helpers/operators.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);

const newOperator = async (username: string, merchantId: string | null = acme.id) =>
  (await seedOperator(t.db, { username, password: OP_PASSWORD, role: 'finance', merchantId }))!;
const me = (token: string) => opCall(t, token, API.operator.me);
const sessionsOf = (id: string) =>
  t.db.selectFrom('operator_sessions').select(['revoked_at']).where('operator_id', '=', id).execute();

describe('operator sign-in', () => {
  it('needs the password and a TOTP code; the answer is a token for /ops/me', async () => {
    const op = await newOperator('alice');
    const noTotp = await t.call({ url: API.operator.login, merchant: null, body: { username: 'alice', password: OP_PASSWORD } });
    expect([noTotp.status, noTotp.body.code]).toEqual([401, 'login_failed']);
    const r = await login(t, 'ALICE', OP_PASSWORD, codeAt(op.totpSecret));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value.operator).toMatchObject({
      name: 'alice',
      role: 'finance',
      level: 'merchant',
      merchant: 'acme',
      kind: 'user',
    });
    expect(r.body.value.operator.permissions).toEqual([...ROLE_PERMISSIONS.finance]);
    expect(r.body.value.operator.permissions).toEqual(expect.arrayContaining(['withdrawals.read', 'withdrawals.decide']));
    expect(r.raw.headers['cache-control']).toBe('no-store');
    const who = await me(r.body.value.token);
    expect([who.status, who.body.value.name]).toEqual([200, 'alice']);
    // Only the token's hash is stored.
    const stored = await t.db.selectFrom('operator_sessions').select('token_hash').where('operator_id', '=', op.id).execute();
    expect(stored.map((s) => s.token_hash.toString('hex'))).not.toContain(r.body.value.token);
  });

  it('refuses a wrong TOTP code, a wrong password, an unknown user and a replayed code with one answer', async () => {
    const op = await newOperator('bob');
    const wrong = codeAt(op.totpSecret) === '000000' ? '111111' : '000000';
    for (const [user, pass, code] of [
      ['bob', OP_PASSWORD, wrong],
      ['bob', 'not the password', codeAt(op.totpSecret)],
      ['nobody', OP_PASSWORD, '123456'],
    ] as const) {
      const r = await login(t, user, pass, code);
      expect([r.status, r.body.code]).toEqual([401, 'login_failed']);
    }
    const code = codeAt(op.totpSecret, 1);
    expect((await login(t, 'bob', OP_PASSWORD, code)).status).toBe(200);
    // The same code again, even from elsewhere: refused (a shoulder-surfed code is worth nothing).
    expect((await login(t, 'bob', OP_PASSWORD, code)).body.code).toBe('login_failed');
    expect((await sessionsOf(op.id)).length).toBe(1);
  });

  it('20 parallel wrong passwords: 3 are checked, the rest must bring a captcha; the right password, code and a captcha still sign in', async () => {
    const op = await newOperator('carol');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login(t, 'carol', 'wrong password!', codeAt(op.totpSecret), freshIp())),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 'login_failed').length).toBe(3);
    expect(codes.filter((c) => c === 'captcha_required').length).toBe(17);
    const bare = await login(t, 'carol', OP_PASSWORD, codeAt(op.totpSecret));
    expect([bare.status, bare.body.code, bare.body.value]).toEqual([400, 'captcha_required', { captcha: true }]);
    expect(await sessionsOf(op.id)).toEqual([]);
    const ip = freshIp();
    const right = await login(t, 'carol', OP_PASSWORD, codeAt(op.totpSecret), ip, await opCaptcha(t, ip));
    expect(right.status, JSON.stringify(right.body)).toBe(200);
  });

  it('refuses a disabled operator', async () => {
    const op = await newOperator('dave');
    await t.db.updateTable('operator_users').set({ disabled_at: new Date() }).where('id', '=', op.id).execute();
    expect((await login(t, 'dave', OP_PASSWORD, codeAt(op.totpSecret))).body.code).toBe('login_failed');
  });
});

describe('operator sessions', () => {
  it('end after 30 idle minutes and at the absolute expiry', async () => {
    const idle = await signedInOperator(t, 'auditor', acme.id);
    await t.db
      .updateTable('operator_sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .where('operator_id', '=', idle.id)
      .execute();
    expect([(await me(idle.token)).status, (await me(idle.token)).body.code]).toEqual([401, 'session_expired']);

    const old = await signedInOperator(t, 'auditor', acme.id);
    await t.db
      .updateTable('operator_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('operator_id', '=', old.id)
      .execute();
    expect((await me(old.token)).body.code).toBe('session_expired');
  });

  it('end at logout', async () => {
    const op = await signedInOperator(t, 'support', acme.id);
    expect((await opCall(t, op.token, API.operator.logout, { body: {} })).status).toBe(200);
    expect((await me(op.token)).status).toBe(401);
  });

  it('all end when the password changes (the old password is required)', async () => {
    const op = await signedInOperator(t, 'risk', acme.id);
    const second = await login(t, op.username, OP_PASSWORD, codeAt(op.totpSecret, 1));
    expect(second.status).toBe(200);
    const change = (oldPassword: string) =>
      opCall(t, op.token, API.operator.password, { body: { oldPassword, newPassword: 'a much better passphrase' } });
    expect((await change('wrong old password')).body.code).toBe('old_password_wrong');
    expect((await me(op.token)).status).toBe(200);
    expect((await change(OP_PASSWORD)).status).toBe(200);
    expect((await me(op.token)).body.code).toBe('session_expired');
    expect((await me(second.body.value.token)).body.code).toBe('session_expired');
    expect((await sessionsOf(op.id)).every((s) => s.revoked_at !== null)).toBe(true);
    expect((await login(t, op.username, OP_PASSWORD, codeAt(op.totpSecret, -1))).body.code).toBe('login_failed');
  });

  it('are not member sessions: a member token is not an operator session, and an operator token signs in no member', async () => {
    const member = await buildMember(t.db, acme.id);
    const token = await memberToken(t, 'acme', member.username, member.password);
    const r = await opCall(t, token, API.operator.me);
    expect([r.status, r.body.code]).toEqual([401, 'not_logged_in']);
    const op = await signedInOperator(t, 'owner', acme.id);
    const info = await t.call({ url: API.member.info, token: op.token });
    expect(info.status).toBe(401);
  });

  it('ignore a key-less, token-less call with not_logged_in', async () => {
    expect((await opCall(t, undefined, API.operator.me)).body.code).toBe('not_logged_in');
    expect(
      (await t.call({ url: API.operator.me, merchant: null, ip: freshIp(), headers: { authorization: 'Basic x' } })).status,
    ).toBe(401);
  });
});

describe('the cleanup job', () => {
  it('deletes operator sessions ended more than a day ago and keeps live ones', async () => {
    const live = await signedInOperator(t, 'auditor', acme.id);
    const old = await signedInOperator(t, 'auditor', acme.id);
    await t.db
      .updateTable('operator_sessions')
      .set({ revoked_at: new Date(Date.now() - 2 * 86_400_000) })
      .where('operator_id', '=', old.id)
      .execute();
    await cleanupOperatorSessions(t.db);
    expect(await sessionsOf(old.id)).toEqual([]);
    expect((await me(live.token)).status).toBe(200);
  });
});
