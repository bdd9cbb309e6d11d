import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { opCall, signedInOperator } from '../../../test/helpers/operators.js';
import {
  as,
  mainBalance,
  PAY_PASSWORD,
  payPlayer,
  paymentMerchant,
  withId,
  type PayPlayer,
} from '../../../test/helpers/payments.js';

const t = await testPlatform();
// Four eyes above 500.00.
const acme = await paymentMerchant(t.db, 'acme', { paymentApprovalAbove: 50_000 });
const beta = await paymentMerchant(t.db, 'beta');
const alice = await signedInOperator(t, 'finance', acme.id);
const bob = await signedInOperator(t, 'finance', acme.id);
const auditor = await signedInOperator(t, 'auditor', acme.id);
const betaFinance = await signedInOperator(t, 'finance', beta.id);

let requests = 0;
const withdraw = async (p: PayPlayer, amount: string) => {
  const r = await as(t, p, API.payment.withdraw, {
    amount,
    bankAccountId: p.bankAccountId,
    paymentPassword: PAY_PASSWORD,
    requestId: `queue-request-${++requests}`,
  });
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return r.body.value.id as string;
};
const ready = (merchant = acme) => payPlayer(t.db, merchant, { balance: 1_000_000n, paymentPassword: true, bank: true });
const step = (token: string, path: string, id: string, body: unknown = {}) => opCall(t, token, withId(path, id), { body });
const one = async (token: string, id: string) => (await opCall(t, token, withId(API.operator.withdrawal, id))).body.value;
const audit = (id: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'actor_name'])
    .where('target_type', '=', 'withdrawal')
    .where('target_id', '=', id)
    .orderBy('id')
    .execute();

describe('the withdrawal queue', () => {
  it('lists what waits oldest first by cursor, each view apart, and one merchant only', async () => {
    const p = await ready();
    const ids = [await withdraw(p, '10000'), await withdraw(p, '11000'), await withdraw(p, '12000')];
    const first = (await opCall(t, alice.token, `${API.operator.withdrawals}?limit=2&memberId=${p.id}`)).body.value;
    expect(first.rows.map((r: { id: string }) => r.id)).toEqual(ids.slice(0, 2));
    const second = (await opCall(t, alice.token, `${API.operator.withdrawals}?limit=2&memberId=${p.id}&cursor=${first.next}`))
      .body.value;
    expect([second.rows.map((r: { id: string }) => r.id), second.next]).toEqual([[ids[2]], null]);
    // Rejected: out of the open view, in decided (newest first).
    await step(alice.token, API.operator.rejectWithdrawal, ids[0]!, { reason: 'duplicate' });
    const open = (await opCall(t, alice.token, `${API.operator.withdrawals}?memberId=${p.id}`)).body.value.rows;
    expect(open.map((r: { id: string }) => r.id)).toEqual(ids.slice(1));
    const decided = (await opCall(t, alice.token, `${API.operator.withdrawals}?view=decided&memberId=${p.id}`)).body.value.rows;
    expect(decided.map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([[ids[0], 'rejected']]);
    // Another merchant's operator sees none of it and touches nothing.
    expect((await opCall(t, betaFinance.token, `${API.operator.withdrawals}?view=all`)).body.value.rows).toEqual([]);
    expect((await opCall(t, betaFinance.token, withId(API.operator.withdrawal, ids[1]!))).status).toBe(404);
    expect((await step(betaFinance.token, API.operator.claimWithdrawal, ids[1]!)).status).toBe(404);
    // A malformed cursor or view is a 400, not a 500.
    for (const q of ['cursor=abc', 'view=everything', 'limit=0'])
      expect((await opCall(t, alice.token, `${API.operator.withdrawals}?${q}`)).body.code).toBe('validation_failed');
  });

  it('shows who reviews a request: another operator can neither claim nor decide it until released or stale', async () => {
    const p = await ready();
    const id = await withdraw(p, '20000');
    const claimed = await step(alice.token, API.operator.claimWithdrawal, id);
    expect(claimed.body.value).toMatchObject({ claimedBy: alice.username, claimedByMe: true });
    expect(await one(bob.token, id)).toMatchObject({ claimedBy: alice.username, claimedByMe: false });
    for (const path of [API.operator.claimWithdrawal, API.operator.approveWithdrawal, API.operator.rejectWithdrawal]) {
      const r = await step(bob.token, path, id);
      expect([r.status, r.body.code, r.body.value]).toEqual([409, 'operator_claimed_by_other', { claimedBy: alice.username }]);
    }
    expect((await step(bob.token, API.operator.holdWithdrawal, id, { reason: 'look' })).body.code).toBe(
      'operator_claimed_by_other',
    );
    // Alice lets go: Bob takes it.
    expect((await step(alice.token, API.operator.releaseWithdrawal, id)).body.value.claimedBy).toBeNull();
    expect((await step(bob.token, API.operator.claimWithdrawal, id)).body.value.claimedBy).toBe(bob.username);
    // A claim nobody refreshed for 15 minutes is nobody's.
    await sql`UPDATE withdrawals SET claimed_at = now() - interval '16 minutes' WHERE id = ${id}`.execute(t.db);
    expect((await one(alice.token, id)).claimedBy).toBeNull();
    const approved = await step(alice.token, API.operator.approveWithdrawal, id);
    expect(approved.body.value).toMatchObject({ status: 'approved', decidedBy: alice.username, claimedBy: null });
    // Claims are for what waits.
    expect((await step(bob.token, API.operator.claimWithdrawal, id)).body.code).toBe('invalid_state');
    expect((await audit(id)).map((a) => [a.action, a.actor_name])).toEqual([
      ['withdrawal.claim', alice.username],
      ['withdrawal.release', alice.username],
      ['withdrawal.claim', bob.username],
      ['withdrawal.approve', alice.username],
    ]);
  });

  it('a hold needs a reason, keeps the request from being paid until released, and may end in a refund', async () => {
    const p = await ready();
    const id = await withdraw(p, '20000');
    expect((await step(alice.token, API.operator.holdWithdrawal, id, {})).body.code).toBe('validation_failed');
    const held = await step(alice.token, API.operator.holdWithdrawal, id, { reason: 'name differs from the payee' });
    expect(held.body.value).toMatchObject({ heldBy: alice.username, holdReason: 'name differs from the payee' });
    expect((await step(alice.token, API.operator.holdWithdrawal, id, { reason: 'again' })).body.code).toBe('invalid_state');
    const inView = async (view: string) =>
      (await opCall(t, bob.token, `${API.operator.withdrawals}?view=${view}&memberId=${p.id}`)).body.value.rows.map(
        (r: { id: string }) => r.id,
      );
    expect([await inView('open'), await inView('held')]).toEqual([[], [id]]);
    const refused = await step(bob.token, API.operator.approveWithdrawal, id);
    expect([refused.status, refused.body.code]).toEqual([409, 'operator_on_hold']);
    // The player still sees it requested: a hold is the operators' business.
    expect((await as(t, p, API.payment.withdrawals)).body.value.content[0].status).toBe('requested');
    expect((await step(bob.token, API.operator.unholdWithdrawal, id)).body.value.heldBy).toBeNull();
    expect(await inView('open')).toEqual([id]);
    await step(bob.token, API.operator.holdWithdrawal, id, { reason: 'fraud check' });
    const rejected = await step(bob.token, API.operator.rejectWithdrawal, id, { reason: 'fraud' });
    expect(rejected.body.value).toMatchObject({ status: 'rejected', heldBy: null });
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(1_000_000n);
  });

  it('above the threshold pays out only on a second person: never the first approver, never a key', async () => {
    const p = await ready();
    const small = await withdraw(p, '50000');
    expect((await one(alice.token, small)).fourEyes).toBe(false);
    const id = await withdraw(p, '50001');
    const first = await step(alice.token, API.operator.approveWithdrawal, id);
    expect(first.body.value).toMatchObject({ status: 'requested', fourEyes: true, firstApprovedBy: alice.username });
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(1_000_000n - 100_001n);
    const again = await step(alice.token, API.operator.approveWithdrawal, id);
    expect([again.status, again.body.code]).toEqual([403, 'operator_second_approval_self']);
    const byKey = await opCall(t, undefined, withId(API.operator.approveWithdrawal, id), { body: {}, key: acme.operatorKey });
    expect(byKey.body.code).toBe('operator_person_required');
    const counts = await t.db.selectFrom('withdrawals').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(counts.status).toBe('requested');
    const paid = await step(bob.token, API.operator.approveWithdrawal, id);
    expect(paid.body.value).toMatchObject({ status: 'approved', receiptState: 'awaiting', decidedBy: bob.username });
    expect((await audit(id)).map((a) => [a.action, a.actor_name])).toEqual([
      ['withdrawal.first_approval', alice.username],
      ['withdrawal.approve', bob.username],
    ]);
  });

  it('the database itself refuses a four-eyes withdrawal approved by one person', async () => {
    const p = await ready();
    const id = await withdraw(p, '60000');
    await step(alice.token, API.operator.approveWithdrawal, id);
    const mark = (person: string | null) =>
      sql`UPDATE withdrawals SET status = 'approved', receipt_state = 'awaiting', receipt_deadline = now(),
            decided_at = now(), decided_person = ${person} WHERE id = ${id}`.execute(t.db);
    await expect(mark(`user:${alice.id}`)).rejects.toThrow(/withdrawals_four_eyes/);
    await expect(mark(null)).rejects.toThrow(/withdrawals_four_eyes/);
    await expect(mark(`user:${bob.id}`)).resolves.toBeDefined();
  });

  it("shows the payee's bank details beside the past withdrawals to the same account, whoever made them", async () => {
    const p = await ready();
    const other = await ready();
    const account = (
      await t.db.selectFrom('bank_accounts').select('account_number').where('member_id', '=', p.id).executeTakeFirstOrThrow()
    ).account_number;
    await t.db.updateTable('bank_accounts').set({ account_number: account }).where('member_id', '=', other.id).execute();
    const earlier = await withdraw(other, '15000');
    const mine = await withdraw(p, '25000');
    const w = await one(auditor.token, mine);
    expect(w).toMatchObject({ accountName: 'Test Payee', accountNumber: account, member: p.username });
    expect(w.sameAccount).toEqual([
      expect.objectContaining({ id: earlier, member: other.username, amount: '15000', status: 'requested' }),
    ]);
    // The auditor reads but does not work the queue.
    expect((await step(auditor.token, API.operator.claimWithdrawal, mine)).status).toBe(403);
  });
});
