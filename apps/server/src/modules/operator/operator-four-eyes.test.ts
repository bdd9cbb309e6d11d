import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import {
  firstSignIn,
  freshCode,
  lastEmailCode,
  login,
  OP_PASSWORD,
  opCall,
  signedInOperator,
  type TestOperator,
} from '../../../test/helpers/operators.js';
import { withId } from '../../../test/helpers/payments.js';

// Two approvals must be two people: persons are verified e-mails, keys are nobody, and no owner
// can give himself (or a second account of his) owner rights alone.
const t = await testPlatform();
const acme = await buildMerchant(t.db, { code: 'acme' });
const beta = await buildMerchant(t.db, { code: 'beta' });
const alice = await signedInOperator(t, 'owner', acme.id);
const bob = await signedInOperator(t, 'owner', acme.id);
const betaOwner = await signedInOperator(t, 'owner', beta.id);
const platform = await signedInOperator(t, 'owner', null);
const platform2 = await signedInOperator(t, 'owner', null);

const createOperator = (by: TestOperator, body: object) => opCall(t, by.token, API.operator.operators, { body });
const approve = (by: TestOperator, id: string, totp: string) =>
  opCall(t, by.token, withId(API.operator.approveOperatorChange, id), { body: { totp } });
const update = (who: TestOperator, id: string, body: object) =>
  opCall(t, who.token, withId(API.operator.operatorUser, id), { body });
const roleOf = async (id: string) =>
  (await t.db.selectFrom('operator_users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;

describe('an owner-level account', () => {
  it("is created only with a second owner's approval: until then it cannot sign in, and its maker cannot approve it", async () => {
    const r = await createOperator(alice, {
      username: 'shadow',
      password: OP_PASSWORD,
      role: 'owner',
      email: 'shadow@acme.test',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value).toMatchObject({ awaitingApproval: true, approval: { kind: 'owner.create', status: 'pending' } });
    const approvalId: string = r.body.value.approval.id;
    expect((await login(t, 'shadow', OP_PASSWORD, '123456')).body.code).toBe('login_failed');

    expect((await approve(alice, approvalId, await freshCode(t, alice))).body.code).toBe('operator_approval_self');
    // Another merchant's owner does not even see it.
    expect((await approve(betaOwner, approvalId, await freshCode(t, betaOwner))).body.code).toBe('not_found');
    expect((await approve(bob, approvalId, '000000')).body.code).toBe('operator_reauth_failed');
    const ok = await approve(bob, approvalId, await freshCode(t, bob));
    expect([ok.status, ok.body.value.status, ok.body.value.decidedBy.id]).toEqual([200, 'approved', bob.id]);
    expect((await firstSignIn(t, 'shadow', OP_PASSWORD)).token).toMatch(/^[\w-]{43}$/);
    expect((await approve(bob, approvalId, await freshCode(t, bob))).body.code).toBe('operator_approval_not_pending');
    const actions = await t.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id'])
      .where('action', 'like', 'operator.approval%')
      .where('target_id', '=', r.body.value.id)
      .orderBy('seq')
      .execute();
    expect(actions).toEqual([
      { action: 'operator.approval_requested', operator_id: alice.id },
      { action: 'operator.approval_approved', operator_id: bob.id },
    ]);
  });

  it('is made from another operator only on approval: a promotion to owner waits, and can be turned down', async () => {
    const clerk = await signedInOperator(t, 'finance', acme.id);
    const r = await update(alice, clerk.id, { role: 'owner' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value).toMatchObject({ role: 'finance', approval: { kind: 'owner.promote' } });
    expect(await roleOf(clerk.id)).toBe('finance');
    expect((await update(alice, clerk.id, { role: 'owner' })).body.code).toBe('operator_approval_pending');
    const listed = (await opCall(t, bob.token, API.operator.operatorApprovals)).body.value.map((a: { id: string }) => a.id);
    expect(listed).toContain(r.body.value.approval.id);
    const rejected = await opCall(t, bob.token, withId(API.operator.rejectOperatorChange, r.body.value.approval.id), {
      body: {},
    });
    expect(rejected.body.value.status).toBe('rejected');
    expect(await roleOf(clerk.id)).toBe('finance');
  });

  it('at the platform level is approved only by another platform owner', async () => {
    const r = await createOperator(platform, {
      username: 'platform-shadow',
      password: OP_PASSWORD,
      role: 'owner',
      merchant: null,
      email: 'platform-shadow@ops.test',
    });
    const approvalId: string = r.body.value.approval.id;
    expect((await approve(alice, approvalId, await freshCode(t, alice))).body.code).toBe('not_found');
    expect((await approve(platform2, approvalId, await freshCode(t, platform2))).status).toBe(200);
  });
});

describe("an operator's person", () => {
  it('is an e-mail no other operator has, in any case', async () => {
    const taken = await createOperator(alice, {
      username: 'twin',
      password: OP_PASSWORD,
      role: 'risk',
      email: 'SHADOW@acme.test',
    });
    expect([taken.status, taken.body.code]).toEqual([409, 'operator_email_taken']);
    expect(
      await t.db.selectFrom('operator_users').select('id').where('username', '=', 'twin').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('is verified by the code sent to it before it counts as a second pair of eyes', async () => {
    const created = await createOperator(platform, {
      username: 'carol',
      password: OP_PASSWORD,
      role: 'owner',
      email: 'carol@acme.test',
      merchant: 'acme',
    });
    expect(created.body.value).toMatchObject({ email: 'carol@acme.test', emailVerified: false });
    expect((await approve(bob, created.body.value.approval.id, await freshCode(t, bob))).status).toBe(200);
    const signIn = await firstSignIn(t, 'carol', OP_PASSWORD);
    const carol: TestOperator = { ...created.body.value, ...signIn };
    expect((await opCall(t, carol.token, API.operator.me)).body.value).toMatchObject({
      email: 'carol@acme.test',
      emailVerified: false,
    });

    const ask = await update(alice, (await signedInOperator(t, 'risk', acme.id)).id, { role: 'owner' });
    const approvalId: string = ask.body.value.approval.id;
    expect((await approve(carol, approvalId, await freshCode(t, carol))).body.code).toBe('operator_email_unverified');

    const verify = (code: string) => opCall(t, carol.token, API.operator.emailVerify, { body: { code } });
    const code = await lastEmailCode(t, 'carol@acme.test');
    expect((await verify(code === '000000' ? '111111' : '000000')).body.code).toBe('operator_email_code_invalid');
    expect((await verify(code)).status).toBe(200);
    expect((await verify(code)).body.code).toBe('operator_email_code_invalid');
    expect((await opCall(t, carol.token, API.operator.me)).body.value.emailVerified).toBe(true);
    expect((await approve(carol, approvalId, await freshCode(t, carol))).status).toBe(200);
  });

  it('is never a machine key, whoever made it', async () => {
    const key = (await opCall(t, bob.token, API.operator.keys, { body: { name: 'bobs-key', role: 'owner' } })).body.value.key;
    const ask = await update(alice, (await signedInOperator(t, 'support', acme.id)).id, { role: 'owner' });
    const r = await opCall(t, undefined, withId(API.operator.approveOperatorChange, ask.body.value.approval.id), {
      key,
      body: { totp: '123456' },
    });
    expect([r.status, r.body.code]).toEqual([403, 'forbidden']);
  });
});
