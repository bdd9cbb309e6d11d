import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { fund } from '../../../test/helpers/ledger.js';
import { opCall, signedInOperator } from '../../../test/helpers/operators.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db, { code: 'acme', settings: { adjustmentApprovalAbove: 50_000 } });
const beta = await buildMerchant(t.db, { code: 'beta' });
const alice = await signedInOperator(t, 'finance', acme.id);
const bob = await signedInOperator(t, 'finance', acme.id);
const support = await signedInOperator(t, 'support', acme.id);
const owner = await signedInOperator(t, 'owner', acme.id);
const betaFinance = await signedInOperator(t, 'finance', beta.id);

const url = (path: string, id: string) => path.replace(':id', id);
const adjust = (token: string, memberId: string, body: Record<string, string>) =>
  opCall(t, token, url(API.operator.memberAdjustments, memberId), { body });
const balance = async (memberId: string) =>
  (await opCall(t, alice.token, url(API.operator.member, memberId))).body.value.balances.find(
    (b: { wallet: string }) => b.wallet === 'MAIN',
  )?.balance ?? '0';
const audit = (memberId: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'actor_name'])
    .where('target_type', '=', 'member')
    .where('target_id', '=', memberId)
    .orderBy('id')
    .execute();
const credit = (amount: string, comment = 'deposit reached the bank late') => ({
  direction: 'credit',
  amount,
  category: 'correction',
  comment,
});

describe('manual adjustments', () => {
  it('post at once within the threshold, through the ledger against the house, audited', async () => {
    const m = await buildMember(t.db, acme.id);
    const r = await adjust(support.token, m.id, credit('50000'));
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({
      status: 'posted',
      amount: '50000',
      needsApproval: false,
      requestedBy: support.username,
    });
    expect(await balance(m.id)).toBe('50000');
    const debit = await adjust(alice.token, m.id, {
      direction: 'debit',
      amount: '20000',
      category: 'chargeback',
      comment: 'card chargeback',
    });
    expect(debit.body.value.amount).toBe('-20000');
    expect(await balance(m.id)).toBe('30000');
    // The money moved between the member and the house's adjustment account, both sides posted.
    const legs = await sql<{ kind: string; wallet: string; amount: string }>`
      SELECT a.kind, a.wallet, p.amount::text AS amount
        FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
        JOIN ledger_transactions x ON x.id = p.transaction_id
       WHERE x.merchant_id = ${acme.id} AND x.reference = ${`ADJ${r.body.value.id}`} ORDER BY p.amount`.execute(t.db);
    expect(legs.rows).toEqual([
      { kind: 'house', wallet: 'ADJUST', amount: '-50000' },
      { kind: 'member', wallet: 'MAIN', amount: '50000' },
    ]);
    expect(await audit(m.id)).toEqual([
      { action: 'member.adjustment_posted', actor_name: support.username },
      { action: 'member.adjustment_posted', actor_name: alice.username },
    ]);
  });

  it('refuse a debit beyond the balance, bad input and another merchant’s member, writing nothing', async () => {
    const m = await buildMember(t.db, acme.id);
    await fund(t.db, acme.id, m.id, 1_000n);
    const over = await adjust(alice.token, m.id, { direction: 'debit', amount: '1001', category: 'other', comment: 'x' });
    expect([over.status, over.body.code]).toEqual([409, 'insufficient_funds']);
    for (const bad of [
      credit('0'),
      credit('-5'),
      credit('1.50'),
      credit('100', ' '),
      { ...credit('100'), category: 'gift' },
      { ...credit('100'), direction: 'sideways' },
    ]) {
      const r = await adjust(alice.token, m.id, bad);
      expect([JSON.stringify(bad), r.status, r.body.code]).toEqual([JSON.stringify(bad), 400, 'validation_failed']);
    }
    const other = await buildMember(t.db, beta.id);
    expect((await adjust(alice.token, other.id, credit('100'))).status).toBe(404);
    const rows = await t.db.selectFrom('member_adjustments').select('id').where('member_id', 'in', [m.id, other.id]).execute();
    expect(rows).toEqual([]);
    expect(await audit(m.id)).toEqual([]);
    expect(await balance(m.id)).toBe('1000');
  });

  it('above the threshold wait for another person: never the requester, nor a key of theirs; then post once', async () => {
    const m = await buildMember(t.db, acme.id);
    const asked = await adjust(owner.token, m.id, credit('50001', 'compensation for a lost round'));
    expect(asked.body.value).toMatchObject({ status: 'pending', needsApproval: true });
    const id: string = asked.body.value.id;
    expect(await balance(m.id)).toBe('0');
    const queue = await opCall(t, bob.token, `${API.operator.adjustments}?status=pending`);
    expect(queue.body.value.rows.map((a: { id: string }) => a.id)).toContain(id);

    const self = await opCall(t, owner.token, url(API.operator.approveAdjustment, id), { body: {} });
    expect([self.status, self.body.code]).toEqual([403, 'operator_approval_self']);
    const key = (await opCall(t, owner.token, API.operator.keys, { body: { name: 'owners-key', role: 'finance' } })).body.value
      .key;
    const byKey = await opCall(t, undefined, url(API.operator.approveAdjustment, id), { body: {}, key });
    expect([byKey.status, byKey.body.code]).toEqual([403, 'operator_person_required']);
    const support403 = await opCall(t, support.token, url(API.operator.approveAdjustment, id), { body: {} });
    expect(support403.status).toBe(403);
    const across = await opCall(t, betaFinance.token, url(API.operator.approveAdjustment, id), { body: {} });
    expect(across.body.code).toBe('not_found');
    expect(await balance(m.id)).toBe('0');

    const approved = await opCall(t, bob.token, url(API.operator.approveAdjustment, id), { body: {} });
    expect(approved.body.value).toMatchObject({ status: 'posted', decidedBy: bob.username });
    expect(await balance(m.id)).toBe('50001');
    const twice = await opCall(t, bob.token, url(API.operator.approveAdjustment, id), { body: {} });
    expect([twice.status, twice.body.code]).toEqual([409, 'operator_approval_not_pending']);
    expect(await balance(m.id)).toBe('50001');
    expect((await audit(m.id)).map((a) => a.action)).toEqual(['member.adjustment_requested', 'member.adjustment_approved']);
  });

  it('can be rejected with a reason, and then move nothing', async () => {
    const m = await buildMember(t.db, acme.id);
    const id: string = (await adjust(alice.token, m.id, credit('90000'))).body.value.id;
    const r = await opCall(t, bob.token, url(API.operator.rejectAdjustment, id), { body: { reason: 'no proof attached' } });
    expect(r.body.value).toMatchObject({ status: 'rejected', rejectReason: 'no proof attached', decidedBy: bob.username });
    expect(await balance(m.id)).toBe('0');
    expect((await opCall(t, alice.token, url(API.operator.approveAdjustment, id), { body: {} })).body.code).toBe(
      'operator_approval_not_pending',
    );
  });

  it('keep four eyes in the database: a row above the threshold cannot be posted by its requester or by nobody', async () => {
    const m = await buildMember(t.db, acme.id);
    const id: string = (await adjust(alice.token, m.id, credit('60000'))).body.value.id;
    const row = await t.db.selectFrom('member_adjustments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const forge = (person: string | null) =>
      sql`UPDATE member_adjustments SET status = 'posted', decided_at = now(), transaction_id = 1, decided_person = ${person}
           WHERE id = ${id}`.execute(t.db);
    await expect(forge(row.requested_person)).rejects.toThrow(/member_adjustments_four_eyes/);
    await expect(forge(null)).rejects.toThrow(/member_adjustments_four_eyes/);
    expect(
      (await t.db.selectFrom('member_adjustments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('pending');
  });
});
