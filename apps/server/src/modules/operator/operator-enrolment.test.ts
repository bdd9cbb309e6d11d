import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { codeAt, freshIp, login, opCall, signedInOperator } from '../../../test/helpers/operators.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db, { code: 'acme' });
const owner = await signedInOperator(t, 'owner', acme.id);
const PASSWORD = 'a new operators passphrase';

const create = async (username: string) => {
  const r = await opCall(t, owner.token, API.operator.operators, {
    body: { username, password: PASSWORD, role: 'support', email: `${username}@acme.test` },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value as Record<string, unknown>;
};
const offer = async (username: string, ip = freshIp()) => {
  const r = await t.call({ url: API.operator.login, merchant: null, body: { username, password: PASSWORD }, ip });
  expect([r.status, r.body.code]).toEqual([403, 'operator_totp_enrolment_required']);
  return r.body.value as { ticket: string; secret: string; otpauthUrl: string };
};
const enrol = (ticket: string, totp: string, session?: 'cookie') =>
  t.call({ url: API.operator.enrol, merchant: null, body: { ticket, totp, ...(session ? { session } : {}) } });

describe("a new operator's authenticator", () => {
  it('is set up by the operator at its first sign-in: whoever created the account never sees it', async () => {
    const created = await create('dana');
    expect(created).not.toHaveProperty('totpSecret');
    expect(created).not.toHaveProperty('otpauthUrl');
    // Any code before the set-up is refused like any wrong factor; the right password offers the set-up.
    const guess = await login(t, 'dana', PASSWORD, '123456');
    expect([guess.status, guess.body.code]).toEqual([403, 'operator_totp_enrolment_required']);
    const first = await offer('dana');
    expect(first.otpauthUrl).toContain(`secret=${first.secret}`);
    // A second offer replaces the first: only the newest secret can be confirmed.
    const second = await offer('dana');
    expect(second.secret).not.toBe(first.secret);
    expect((await enrol(first.ticket, codeAt(first.secret))).body.code).toBe('operator_totp_enrolment_failed');

    const done = await enrol(second.ticket, codeAt(second.secret));
    expect(done.status).toBe(200);
    expect((await opCall(t, done.body.value.token, API.operator.me)).body.value.name).toBe('dana');
    // From now on the sign-in needs a code of that authenticator, and the ticket is spent.
    expect((await enrol(second.ticket, codeAt(second.secret, 1))).body.code).toBe('operator_totp_enrolment_failed');
    expect((await login(t, 'dana', PASSWORD, codeAt(second.secret, 1))).status).toBe(200);
    expect((await login(t, 'dana', PASSWORD, undefined as unknown as string)).body.code).toBe('login_failed');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'operator')
      .where('action', 'in', ['operator.totp_enrolled', 'operator.login'])
      .where('actor_name', '=', 'dana')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['operator.totp_enrolled', 'operator.login', 'operator.login']);
  });

  it('refuses a wrong code, and after 5 tries the offer; a wrong password never gets one', async () => {
    await create('erin');
    const wrongPassword = await t.call({ url: API.operator.login, merchant: null, body: { username: 'erin', password: 'nope' } });
    expect([wrongPassword.status, wrongPassword.body.code, wrongPassword.body.value]).toEqual([401, 'login_failed', undefined]);
    const o = await offer('erin');
    const wrong = String((Number(codeAt(o.secret)) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await enrol(o.ticket, wrong)).status).toBe(400);
    expect((await enrol(o.ticket, codeAt(o.secret))).body.code).toBe('operator_totp_enrolment_failed');
    const row = await t.db
      .selectFrom('operator_users')
      .select('totp_enrolled_at')
      .where('username', '=', 'erin')
      .executeTakeFirstOrThrow();
    expect(row.totp_enrolled_at).toBeNull();
  });

  it('signs the console in with its cookie once set up', async () => {
    await create('fern');
    const o = await offer('fern');
    const r = await enrol(o.ticket, codeAt(o.secret), 'cookie');
    expect([r.status, r.body.value.token]).toEqual([200, null]);
    expect(String(r.raw.headers['set-cookie'])).toMatch(/^ph_ops=[\w-]+; .*HttpOnly; SameSite=Strict/);
    expect(r.body.value.operator.csrf).toMatch(/^[\w-]{43}$/);
  });
});
