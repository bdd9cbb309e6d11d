import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { codeAt, freshCode, login, OP_PASSWORD, opCall, signedInOperator } from '../../../test/helpers/operators.js';
import { withId } from '../../../test/helpers/payments.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db, { code: 'acme' });
const beta = await buildMerchant(t.db, { code: 'beta' });
const boss = await signedInOperator(t, 'owner', acme.id);
const betaOwner = await signedInOperator(t, 'owner', beta.id);

const audit = (action: string) =>
  t.db.selectFrom('audit_log').select(['actor_name', 'target_id', 'after']).where('action', '=', action).orderBy('id').execute();

describe('staff: sessions, authenticators and refused attempts', () => {
  it("lists the merchant's live operator sessions and ends one: its next call is refused, audited", async () => {
    const clerk = await signedInOperator(t, 'support', acme.id);
    await signedInOperator(t, 'support', beta.id);
    const list = (await opCall(t, boss.token, API.operator.operatorSessions)).body.value;
    expect(list.map((s: { operator: string }) => s.operator).sort()).toEqual([boss.username, clerk.username].sort());
    expect(list.find((s: { operator: string }) => s.operator === boss.username).current).toBe(true);
    const theirs = list.find((s: { operator: string }) => s.operator === clerk.username);
    // Another merchant's owner can neither see nor end it.
    expect((await opCall(t, betaOwner.token, withId(API.operator.endOperatorSession, theirs.id), { body: {} })).status).toBe(404);
    expect((await opCall(t, boss.token, withId(API.operator.endOperatorSession, theirs.id), { body: {} })).status).toBe(200);
    expect((await opCall(t, clerk.token, API.operator.me)).body.code).toBe('session_expired');
    expect((await audit('operator.session_ended')).map((a) => [a.actor_name, a.target_id])).toEqual([[boss.username, clerk.id]]);
  });

  it("resets another operator's authenticator with the caller's fresh code: it sets one up again at its next sign-in", async () => {
    const lost = await signedInOperator(t, 'finance', acme.id);
    const url = withId(API.operator.operatorUser, lost.id);
    expect((await opCall(t, boss.token, url, { body: { resetTotp: true } })).body.code).toBe('validation_failed');
    const r = await opCall(t, boss.token, url, { body: { resetTotp: true, totp: await freshCode(t, boss) } });
    expect(r.status).toBe(200);
    // Its session ended, and its old authenticator no longer signs it in: the right password asks for a new one.
    expect((await opCall(t, lost.token, API.operator.me)).body.code).toBe('session_expired');
    const again = await login(t, lost.username, OP_PASSWORD, codeAt(lost.totpSecret, 1));
    expect(again.body.code).toBe('operator_totp_enrolment_required');
    expect((await audit('operator.updated')).at(-1)).toMatchObject({ target_id: lost.id, after: { authenticatorReset: true } });
    // One's own is not reset this way.
    const own = await opCall(t, boss.token, withId(API.operator.operatorUser, boss.id), {
      body: { resetTotp: true, totp: await freshCode(t, boss) },
    });
    expect(own.body.code).toBe('operator_own_password');
  });

  it('keeps refused attempts in the audit trail: who tried which route, and why', async () => {
    const clerk = await signedInOperator(t, 'support', acme.id);
    expect((await opCall(t, clerk.token, API.operator.channels)).status).toBe(403);
    expect((await opCall(t, clerk.token, API.operator.members, { merchant: 'beta' })).status).toBe(403);
    const denied = await t.db
      .selectFrom('audit_log')
      .select(['target_id', 'after', 'merchant_id'])
      .where('action', '=', 'access.denied')
      .where('actor_name', '=', clerk.username)
      .orderBy('id')
      .execute();
    expect(denied.map((d) => [d.target_id, d.after, d.merchant_id])).toEqual([
      ['GET /ops/channels', { permission: 'channels.manage', reason: 'permission' }, acme.id],
      ['GET /ops/members', { permission: 'members.read', reason: 'merchant' }, acme.id],
    ]);
    // The merchant's owner reads them in its trail.
    const trail = (await opCall(t, boss.token, `${API.operator.audit}?action=access.denied`)).body.value.rows;
    expect(trail.map((r: { actor: { name: string } }) => r.actor.name)).toContain(clerk.username);
  });
});
