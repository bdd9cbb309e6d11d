import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import {
  codeAt,
  freshCode,
  login,
  OP_PASSWORD,
  opCall,
  signedInOperator,
  type TestOperator,
} from '../../../test/helpers/operators.js';
import { withId } from '../../../test/helpers/payments.js';

// A password is changed by someone who proves who they are now: one's own with the old one,
// another's with a fresh TOTP code, and an owner's only with a second owner.
const t = await testPlatform();
const acme = await buildMerchant(t.db, { code: 'acme' });
const alice = await signedInOperator(t, 'owner', acme.id);
const bob = await signedInOperator(t, 'owner', acme.id);

const NEW_PASSWORD = 'an entirely new passphrase';
const update = (who: TestOperator, id: string, body: object) =>
  opCall(t, who.token, withId(API.operator.operatorUser, id), { body });
const canSignIn = async (op: TestOperator, password: string) =>
  (await login(t, op.username, password, await freshCode(t, op))).status === 200;

describe("an operator's password", () => {
  it('of one’s own is not changed through the operators call (the old password is needed)', async () => {
    const r = await update(alice, alice.id, { password: NEW_PASSWORD, totp: await freshCode(t, alice) });
    expect([r.status, r.body.code]).toEqual([403, 'operator_own_password']);
    expect(await canSignIn(alice, OP_PASSWORD)).toBe(true);
    expect(await canSignIn(alice, NEW_PASSWORD)).toBe(false);
  });

  it("of another needs the caller's fresh TOTP code", async () => {
    const clerk = await signedInOperator(t, 'finance', acme.id);
    const bare = await update(alice, clerk.id, { password: NEW_PASSWORD });
    expect([bare.status, bare.body.code]).toEqual([400, 'validation_failed']);
    const wrong = await update(alice, clerk.id, { password: NEW_PASSWORD, totp: '000000' });
    expect([wrong.status, wrong.body.code]).toEqual([403, 'operator_reauth_failed']);
    // Someone else's code is no proof of the caller.
    const borrowed = await update(alice, clerk.id, { password: NEW_PASSWORD, totp: codeAt(bob.totpSecret, 1) });
    expect(borrowed.body.code).toBe('operator_reauth_failed');
    expect(await canSignIn(clerk, OP_PASSWORD)).toBe(true);

    const r = await update(alice, clerk.id, { password: NEW_PASSWORD, totp: await freshCode(t, alice) });
    expect([r.status, r.body.value.approval]).toEqual([200, null]);
    expect((await opCall(t, clerk.token, API.operator.me)).body.code).toBe('session_expired');
    expect(await canSignIn(clerk, NEW_PASSWORD)).toBe(true);
  });

  it("of another owner takes a second owner's approval; until then the old one works", async () => {
    const r = await update(alice, bob.id, { password: NEW_PASSWORD, totp: await freshCode(t, alice) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value.approval).toMatchObject({ kind: 'owner.password', status: 'pending' });
    expect(await canSignIn(bob, OP_PASSWORD)).toBe(true);
    // The one who asked cannot approve, nor can the owner whose password it is.
    const approve = (who: TestOperator, totp: string) =>
      opCall(t, who.token, withId(API.operator.approveOperatorChange, r.body.value.approval.id), { body: { totp } });
    expect((await approve(alice, await freshCode(t, alice))).body.code).toBe('operator_approval_self');
    const bobNow = await login(t, bob.username, OP_PASSWORD, await freshCode(t, bob));
    expect((await approve({ ...bob, token: bobNow.body.value.token }, await freshCode(t, bob))).body.code).toBe(
      'operator_approval_self',
    );
    const carol = await signedInOperator(t, 'owner', acme.id);
    expect((await approve(carol, await freshCode(t, carol))).status).toBe(200);
    expect(await canSignIn(bob, OP_PASSWORD)).toBe(false);
    expect(await canSignIn(bob, NEW_PASSWORD)).toBe(true);
    expect((await opCall(t, bobNow.body.value.token, API.operator.me)).body.code).toBe('session_expired');
    // The hash waited in the request only until it was applied.
    const left = await t.db
      .selectFrom('operator_approvals')
      .select('password_hash')
      .where('id', '=', r.body.value.approval.id)
      .executeTakeFirstOrThrow();
    expect(left.password_hash).toBeNull();
  });
});
