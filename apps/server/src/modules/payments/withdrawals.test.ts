import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { ledgerAudit, ledgerCounts } from '../../../test/helpers/ledger.js';
import { accountFor, balanceOf } from '../ledger/index.js';
import {
  as,
  mainBalance,
  opGet,
  opPost,
  PAY_PASSWORD,
  payPlayer,
  paymentMerchant,
  png,
  proof,
  withId,
  type PayPlayer,
} from '../../../test/helpers/payments.js';

const t = await testPlatform();
const acme = await paymentMerchant(t.db, 'acme');
const beta = await paymentMerchant(t.db, 'beta');

let requests = 0;
/** A fresh client request id, as the browser makes one per withdrawal. */
const rid = () => `withdraw-${process.pid}-${++requests}`;
const withdraw = (p: PayPlayer, amount: string, over: Record<string, unknown> = {}) =>
  as(t, p, API.payment.withdraw, {
    amount,
    bankAccountId: p.bankAccountId ?? '1',
    paymentPassword: PAY_PASSWORD,
    requestId: rid(),
    ...over,
  });
const systemBalance = async (merchantId: string, kind: 'withdrawal_pending' | 'payment_clearing') =>
  balanceOf(t.db, merchantId, (await accountFor(t.db, merchantId, kind)).id);
const row = (id: string) => t.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const ready = (balance = 1_000_000n) => payPlayer(t.db, acme, { balance, paymentPassword: true, bank: true });

describe('withdrawal requests', () => {
  it('needs a payment password, then a bank account, then the right payment password; nothing is written before', async () => {
    const before = await ledgerCounts(t.db);
    const none = await payPlayer(t.db, acme, { balance: 100_000n });
    expect((await withdraw(none, '20000')).body.code).toBe('payment_password_not_set');
    const noBank = await payPlayer(t.db, acme, { balance: 100_000n, paymentPassword: true });
    const r = await withdraw(noBank, '20000');
    expect([r.status, r.body.code]).toEqual([403, 'bank_account_required']);
    const p = await ready(100_000n);
    expect((await withdraw(p, '20000', { paymentPassword: '000000' })).body.code).toBe('payment_password_wrong');
    expect((await withdraw(p, '20000', { bankAccountId: noBank.bankAccountId ?? '999999' })).status).toBe(404);
    expect((await ledgerCounts(t.db)).transactions).toBe(before.transactions + 3); // the three test credits only
    expect(await t.db.selectFrom('withdrawals').selectAll().execute()).toEqual([]);
  });

  it("refuses amounts outside the merchant's limits and more than the balance, writing nothing", async () => {
    const p = await ready(50_000n);
    for (const amount of ['9999', '5000001', '0']) expect((await withdraw(p, amount)).body.code).toBe('amount_out_of_range');
    const r = await withdraw(p, '50001');
    expect([r.status, r.body.code]).toEqual([409, 'insufficient_funds']);
    expect(await t.db.selectFrom('withdrawals').selectAll().where('member_id', '=', p.id).execute()).toEqual([]);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(50_000n);
  });

  it('tells a signed-in member the limits it checks against (visitors are refused)', async () => {
    const p = await ready();
    expect((await as(t, p, API.payment.withdrawLimits)).body.value).toEqual({ min: '10000', max: '5000000' });
    expect((await t.call({ url: API.payment.withdrawLimits, merchant: 'acme' })).status).toBe(401);
  });

  it('moves the amount from MAIN to withdrawal_pending with the row, and lists it as requested', async () => {
    const p = await ready(100_000n);
    const pending = await systemBalance(acme.id, 'withdrawal_pending');
    const r = await withdraw(p, '30000');
    expect(r.body.value).toMatchObject({
      amount: '30000',
      status: 'requested',
      receiptState: null,
      receiptDeadline: null,
      bankName: 'Test Bank',
    });
    expect(r.body.value.accountNumber).toMatch(/^\*+\d{4}$/);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(70_000n);
    expect(await systemBalance(acme.id, 'withdrawal_pending')).toBe(pending + 30_000n);
    const tx = await t.db
      .selectFrom('ledger_transactions')
      .select(['type', 'reference'])
      .where('idempotency_key', '=', `withdrawal:${r.body.value.id}:request`)
      .execute();
    expect(tx).toEqual([{ type: 'withdrawal', reference: `withdrawal:${r.body.value.id}` }]);
    const list = await as(t, p, API.payment.withdrawals);
    expect(list.body.value).toMatchObject({ totalElements: 1, content: [{ id: r.body.value.id, status: 'requested' }] });
  });

  it('limits wrong payment passwords on withdrawals too (429 after 5)', async () => {
    const p = await ready(100_000n);
    for (let i = 0; i < 5; i++) expect((await withdraw(p, '20000', { paymentPassword: '999999' })).status).toBe(400);
    expect((await withdraw(p, '20000')).status).toBe(429);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(100_000n);
  });

  it('20 parallel withdrawals with the right payment password are never rate_limited', async () => {
    // Enough for 3 of them: the rest may fail for the balance, never for the password limit.
    const p = await ready(60_000n);
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(p, '20000')));
    const codes = answers.map((r) => (r.status === 200 ? 'ok' : r.body.code));
    expect(codes).not.toContain('rate_limited');
    expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(0n);
  });

  it('20 parallel wrong payment passwords get 5 checks, the rest rate_limited, and the right one then waits', async () => {
    const p = await ready(100_000n);
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(p, '20000', { paymentPassword: '999999' })));
    const codes = answers.map((r) => r.body.code);
    expect(codes.filter((c) => c === 'payment_password_wrong')).toHaveLength(5);
    expect(codes.filter((c) => c === 'rate_limited')).toHaveLength(15);
    expect((await withdraw(p, '20000')).body.code).toBe('rate_limited');
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(100_000n);
  });
});

describe('retry-safe withdrawal requests (requestId)', () => {
  const rowsOf = (p: PayPlayer) =>
    t.db.selectFrom('withdrawals').select(['id', 'amount']).where('member_id', '=', p.id).execute();
  /** Everything a withdrawal request writes: ledger rows, the member's withdrawals and money. */
  const state = async (p: PayPlayer) => ({
    ledger: await ledgerCounts(t.db),
    rows: await rowsOf(p),
    main: await mainBalance(t.db, acme.id, p.id),
    pending: await systemBalance(acme.id, 'withdrawal_pending'),
  });

  it('a resent request (lost answer) returns the first withdrawal and holds the money once', async () => {
    const p = await ready(100_000n);
    const requestId = rid();
    const first = await withdraw(p, '30000', { requestId });
    expect(first.status).toBe(200);
    const after = await state(p);
    const again = await withdraw(p, '30000', { requestId });
    expect([again.status, again.body]).toEqual([200, first.body]);
    expect(await state(p)).toEqual(after);
    expect(after.rows).toEqual([{ id: first.body.value.id, amount: '30000' }]);
    expect(after.main).toBe(70_000n);
    // A new request id is a new withdrawal.
    expect((await withdraw(p, '30000')).body.value.id).not.toBe(first.body.value.id);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(40_000n);
  });

  it('two identical requests at once make one withdrawal and one hold, and both answer it', async () => {
    const p = await ready(100_000n);
    const pending = await systemBalance(acme.id, 'withdrawal_pending');
    const requestId = rid();
    const [a, b] = await Promise.all([withdraw(p, '25000', { requestId }), withdraw(p, '25000', { requestId })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(await rowsOf(p)).toEqual([{ id: a.body.value.id, amount: '25000' }]);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(75_000n);
    expect(await systemBalance(acme.id, 'withdrawal_pending')).toBe(pending + 25_000n);
  });

  it('the same request id with another amount or bank account is duplicate_transaction, writing nothing', async () => {
    const p = await ready(100_000n);
    const other = await t.db
      .insertInto('bank_accounts')
      .values({
        merchant_id: acme.id,
        member_id: p.id,
        bank_name: 'Other Bank',
        account_name: 'Test Payee',
        account_number: '1234567890',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const requestId = rid();
    expect((await withdraw(p, '30000', { requestId })).status).toBe(200);
    const before = await state(p);
    for (const over of [{ amount: '30001' }, { amount: '99999999' }, { bankAccountId: other.id }]) {
      const r = await as(t, p, API.payment.withdraw, {
        amount: '30000',
        bankAccountId: p.bankAccountId,
        paymentPassword: PAY_PASSWORD,
        requestId,
        ...over,
      });
      expect([over, r.status, r.body.code]).toEqual([over, 409, 'duplicate_transaction']);
    }
    expect(await state(p)).toEqual(before);
  });

  it('two different requests under one request id at once: one withdrawal, the other duplicate_transaction', async () => {
    const p = await ready(100_000n);
    const requestId = rid();
    const answers = await Promise.all([withdraw(p, '20000', { requestId }), withdraw(p, '40000', { requestId })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = answers.find((r) => r.status === 200)!.body.value;
    expect(answers.find((r) => r.status === 409)!.body.code).toBe('duplicate_transaction');
    expect(await rowsOf(p)).toEqual([{ id: won.id, amount: won.amount }]);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(100_000n - BigInt(won.amount));
  });

  it('a resend still needs the right payment password', async () => {
    const p = await ready(100_000n);
    const requestId = rid();
    const first = await withdraw(p, '30000', { requestId });
    const wrong = await withdraw(p, '30000', { requestId, paymentPassword: '000000' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'payment_password_wrong']);
    expect((await withdraw(p, '30000', { requestId })).body).toEqual(first.body);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(70_000n);
  });

  it('a request id belongs to its member: another member may use the same one', async () => {
    const [p, q] = [await ready(100_000n), await ready(100_000n)];
    const requestId = rid();
    const a = await withdraw(p, '30000', { requestId });
    const b = await withdraw(q, '30000', { requestId });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.value.id).not.toBe(a.body.value.id);
    expect(await mainBalance(t.db, acme.id, q.id)).toBe(70_000n);
  });

  it('needs a well-formed request id (400, nothing written)', async () => {
    const p = await ready(100_000n);
    const before = await state(p);
    for (const requestId of [undefined, '', 'short', 'has space in it', 'x'.repeat(65)]) {
      const r = await withdraw(p, '30000', { requestId });
      expect([requestId, r.status, r.body.code]).toEqual([requestId, 400, 'validation_failed']);
    }
    expect(await state(p)).toEqual(before);
  });
});

describe('operator decisions', () => {
  it('needs an operator credential: no key, a member token or a wrong key are not_logged_in', async () => {
    const p = await ready();
    const w = (await withdraw(p, '20000')).body.value;
    const url = withId(API.operator.approveWithdrawal, w.id);
    expect((await opPost(t, undefined, url)).body.code).toBe('not_logged_in');
    expect((await t.call({ method: 'POST', url, body: {}, token: p.token, merchant: 'acme' })).status).toBe(401);
    expect((await opPost(t, 'opk_not-a-key', url)).status).toBe(401);
    expect((await opGet(t, 'opk_wrong', API.operator.withdrawals)).status).toBe(401);
    expect((await row(w.id)).status).toBe('requested');
  });

  it("cannot see or touch another merchant's withdrawal", async () => {
    const p = await ready();
    const w = (await withdraw(p, '20000')).body.value;
    for (const path of [API.operator.approveWithdrawal, API.operator.rejectWithdrawal]) {
      const r = await opPost(t, beta.operatorKey, withId(path, w.id));
      expect([r.status, r.body.code]).toEqual([404, 'not_found']);
    }
    expect((await opGet(t, beta.operatorKey, `${API.operator.withdrawals}?view=all`)).body.value.rows).toEqual([]);
    const mine = (await opGet(t, acme.operatorKey, `${API.operator.withdrawals}?status=requested&view=all&limit=100`)).body.value
      .rows;
    expect(mine.find((x: { id: string }) => x.id === w.id)).toMatchObject({
      member: p.username,
      accountName: 'Test Payee',
      status: 'requested',
    });
    expect(mine.find((x: { id: string }) => x.id === w.id).accountNumber).toMatch(/^9000\d+123456$/);
    expect((await row(w.id)).status).toBe('requested');
  });

  it('approve pays out to payment_clearing and starts the receipt window; a second decision is invalid_state', async () => {
    const p = await ready();
    const w = (await withdraw(p, '40000')).body.value;
    const [pending, clearing] = [
      await systemBalance(acme.id, 'withdrawal_pending'),
      await systemBalance(acme.id, 'payment_clearing'),
    ];
    const r = await opPost(t, acme.operatorKey, withId(API.operator.approveWithdrawal, w.id));
    expect(r.body.value).toMatchObject({
      status: 'approved',
      receiptState: 'awaiting',
      decidedBy: 'ops-acme',
      payoutReference: expect.stringMatching(/^DEMOPAY-/),
    });
    // Paid through the payout channel's gateway; the ledger movement names the payout.
    const tx = await t.db
      .selectFrom('ledger_transactions')
      .select('metadata')
      .where('idempotency_key', '=', `withdrawal:${w.id}:approve`)
      .executeTakeFirstOrThrow();
    expect(tx.metadata).toMatchObject({ channel: 'BANK', gatewayReference: r.body.value.payoutReference });
    const minutes = (Date.parse(r.body.value.receiptDeadline) - Date.parse(r.body.value.decidedAt)) / 60_000;
    expect(Math.round(minutes)).toBe(30);
    expect(await systemBalance(acme.id, 'withdrawal_pending')).toBe(pending - 40_000n);
    expect(await systemBalance(acme.id, 'payment_clearing')).toBe(clearing + 40_000n);
    for (const path of [
      API.operator.approveWithdrawal,
      API.operator.rejectWithdrawal,
      API.operator.forceReceipt,
      API.operator.refundWithdrawal,
    ]) {
      const again = await opPost(t, acme.operatorKey, withId(path, w.id));
      expect([path, again.status, again.body.code]).toEqual([path, 409, 'invalid_state']);
    }
    expect(await systemBalance(acme.id, 'payment_clearing')).toBe(clearing + 40_000n);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(960_000n);
  });

  it('a payout the gateway refuses (a closed account) moves nothing and leaves the withdrawal requested; approving again pays once', async () => {
    const p = await ready();
    const w = (await withdraw(p, '25000')).body.value;
    await t.db.updateTable('withdrawals').set({ account_number: '12340000' }).where('id', '=', w.id).execute();
    const before = await ledgerCounts(t.db);
    const refused = await opPost(t, acme.operatorKey, withId(API.operator.approveWithdrawal, w.id));
    expect([refused.status, refused.body.code]).toEqual([502, 'vendor_unavailable']);
    expect(await ledgerCounts(t.db)).toEqual(before);
    expect(await row(w.id)).toMatchObject({ status: 'requested', payout_reference: null, payout_channel_id: null });
    // The payee fixes the account (here: the operator's copy), then a second approval pays.
    await t.db.updateTable('withdrawals').set({ account_number: '12341234' }).where('id', '=', w.id).execute();
    const paid = await opPost(t, acme.operatorKey, withId(API.operator.approveWithdrawal, w.id));
    expect(paid.body.value).toMatchObject({ status: 'approved', payoutReference: expect.stringMatching(/^DEMOPAY-/) });
  });

  it('without an enabled payout channel an approval is operation_not_enabled and nothing moves', async () => {
    const p = await ready();
    const w = (await withdraw(p, '25000')).body.value;
    await t.db.updateTable('payment_channels').set({ payouts: false }).where('merchant_id', '=', acme.id).execute();
    try {
      const before = await ledgerCounts(t.db);
      const r = await opPost(t, acme.operatorKey, withId(API.operator.approveWithdrawal, w.id));
      expect([r.status, r.body.code]).toEqual([403, 'operation_not_enabled']);
      expect(await ledgerCounts(t.db)).toEqual(before);
      expect((await row(w.id)).status).toBe('requested');
    } finally {
      await t.db
        .updateTable('payment_channels')
        .set({ payouts: true })
        .where('merchant_id', '=', acme.id)
        .where('code', '=', 'BANK')
        .execute();
    }
  });

  it("uses the merchant's withdrawalAutoConfirmMinutes for the deadline", async () => {
    const gamma = await paymentMerchant(t.db, 'gamma');
    await t.db
      .updateTable('merchants')
      .set({ settings: JSON.stringify({ withdrawalAutoConfirmMinutes: 5 }) })
      .where('id', '=', gamma.id)
      .execute();
    const p = await payPlayer(t.db, gamma, { balance: 100_000n, paymentPassword: true, bank: true });
    const w = (await withdraw(p, '20000')).body.value;
    const r = (await opPost(t, gamma.operatorKey, withId(API.operator.approveWithdrawal, w.id))).body.value;
    expect(Math.round((Date.parse(r.receiptDeadline) - Date.parse(r.decidedAt)) / 60_000)).toBe(5);
  });

  it('reject refunds the member from withdrawal_pending, once', async () => {
    const p = await ready(100_000n);
    const w = (await withdraw(p, '25000')).body.value;
    const r = await opPost(t, acme.operatorKey, withId(API.operator.rejectWithdrawal, w.id), { reason: 'Name mismatch' });
    expect(r.body.value).toMatchObject({ status: 'rejected', receiptState: null, rejectReason: 'Name mismatch' });
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(100_000n);
    expect((await opPost(t, acme.operatorKey, withId(API.operator.rejectWithdrawal, w.id))).status).toBe(409);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(100_000n);
    expect((await as(t, p, API.payment.withdrawals)).body.value.content[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'Name mismatch',
    });
  });

  it('concurrent approvals and rejections of one withdrawal: exactly one decision wins', async () => {
    const p = await ready(100_000n);
    const w = (await withdraw(p, '50000')).body.value;
    const calls = Array.from({ length: 6 }, (_, i) =>
      opPost(t, acme.operatorKey, withId(i % 2 ? API.operator.rejectWithdrawal : API.operator.approveWithdrawal, w.id)),
    );
    const rs = await Promise.all(calls);
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 409)).toHaveLength(5);
    const final = await row(w.id);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(final.status === 'rejected' ? 100_000n : 50_000n);
    // One decision, one withdrawal.decided event, written with it.
    const decided = await t.db
      .selectFrom('domain_events')
      .select('payload')
      .where('type', '=', 'withdrawal.decided')
      .where('member_id', '=', p.id)
      .execute();
    const rejected = final.status === 'rejected';
    expect(decided.map((e) => e.payload)).toEqual([
      {
        merchantId: acme.id,
        memberId: p.id,
        withdrawalId: w.id,
        decision: rejected ? 'reject' : 'approve',
        amount: '50000',
        refunded: rejected ? '50000' : '0',
        decidedBy: 'ops-acme',
      },
    ]);
  });
});

describe('receipt confirmation', () => {
  async function approved(balance = 100_000n, amount = '20000') {
    const p = await ready(balance);
    const w = (await withdraw(p, amount)).body.value;
    await opPost(t, acme.operatorKey, withId(API.operator.approveWithdrawal, w.id));
    return { p, id: w.id as string, url: withId(API.payment.withdrawalReceipt, w.id) };
  }

  it('"received" closes it; the answer is taken once and only on an approved withdrawal of the member', async () => {
    const { p, id, url } = await approved();
    const other = await ready();
    expect((await as(t, other, url, { received: true })).status).toBe(404);
    expect((await as(t, p, API.payment.withdrawals)).body.value.content[0]).toMatchObject({
      id,
      receivedAmount: null,
      remainingAmount: null,
    });
    const r = await as(t, p, url, { received: true });
    expect(r.body.value).toMatchObject({ id, receiptState: 'received', receivedAmount: '20000', remainingAmount: '0' });
    expect((await as(t, p, url, { received: false, proofs: [proof(png())] })).body.code).toBe('invalid_state');
    const requested = (await withdraw(p, '20000')).body.value;
    expect((await as(t, p, withId(API.payment.withdrawalReceipt, requested.id), { received: true })).body.code).toBe(
      'invalid_state',
    );
  });

  it('"not received" needs 1 to 3 png/jpg proofs of at most 5 MB, checked by their bytes; bad proofs write nothing', async () => {
    const { p, id, url } = await approved();
    const six = Buffer.concat([png(16), Buffer.alloc(6 * 1024 * 1024)]);
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(58)]);
    const cases: [unknown, string][] = [
      [{ received: false }, 'proof_required'],
      [{ received: false, proofs: [] }, 'proof_required'],
      [{ received: false, proofs: [proof(six)] }, 'proof_invalid'],
      [{ received: false, proofs: [proof(gif, 'image/gif')] }, 'proof_invalid'],
      [{ received: false, proofs: [proof(gif, 'image/png')] }, 'proof_invalid'],
      [{ received: false, proofs: [proof(png(), 'image/jpeg')] }, 'proof_invalid'],
      [{ received: false, proofs: [proof(png()), proof(png()), proof(png()), proof(png())] }, 'proof_invalid'],
      [{ received: false, proofs: [{ mime: 'image/png', dataBase64: '%%%not base64%%' }] }, 'proof_invalid'],
    ];
    for (const [body, code] of cases) {
      const r = await as(t, p, url, body);
      expect([r.status, r.body.code]).toEqual([400, code]);
    }
    expect(await t.db.selectFrom('withdrawal_proofs').selectAll().execute()).toEqual([]);
    expect((await row(id)).receipt_state).toBe('awaiting');
    // Beyond the route's body limit the server refuses before reading: 413.
    const huge = { received: false, proofs: [proof(Buffer.alloc(9_000_000)), proof(Buffer.alloc(9_000_000))] };
    expect((await as(t, p, url, huge)).status).toBe(413);

    const exactly5 = Buffer.concat([png(16), Buffer.alloc(5 * 1024 * 1024 - 16)]);
    const ok = await as(t, p, url, {
      received: false,
      proofs: [proof(exactly5), proof(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 1, 2, 3]), 'image/jpg')],
    });
    expect(ok.body.value).toMatchObject({ receiptState: 'not_received' });
    const stored = await t.db
      .selectFrom('withdrawal_proofs')
      .select(['mime', 'size'])
      .where('withdrawal_id', '=', id)
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { mime: 'image/png', size: 5 * 1024 * 1024 },
      { mime: 'image/jpeg', size: 7 },
    ]);
  });

  it('a dispute forced as received refunds nothing; the operator sees and fetches the proofs', async () => {
    const { p, id, url } = await approved(100_000n, '30000');
    expect((await opPost(t, acme.operatorKey, withId(API.operator.forceReceipt, id))).body.code).toBe('invalid_state');
    await as(t, p, url, { received: false, proofs: [proof(png(100))] });
    const listed = (await opGet(t, acme.operatorKey, `${API.operator.withdrawals}?view=disputed&limit=100`)).body.value.rows;
    const mine = listed.find((w: { id: string }) => w.id === id);
    expect(mine.proofs).toEqual([{ id: expect.any(String), mime: 'image/png', size: 100 }]);
    const image = await t.call({
      url: API.operator.withdrawalProof.replace(':id', id).replace(':proofId', mine.proofs[0].id),
      merchant: null,
      headers: { 'x-operator-key': acme.operatorKey },
    });
    expect(image.raw.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.raw.rawPayload, png(100))).toBe(0);
    const other = await t.call({
      url: API.operator.withdrawalProof.replace(':id', id).replace(':proofId', mine.proofs[0].id),
      merchant: null,
      headers: { 'x-operator-key': beta.operatorKey },
    });
    expect(other.status).toBe(404);

    const before = await ledgerCounts(t.db);
    const r = await opPost(t, acme.operatorKey, withId(API.operator.forceReceipt, id), { reason: 'Bank confirms payment' });
    expect(r.body.value).toMatchObject({ receiptState: 'forced', disputeReason: 'Bank confirms payment' });
    expect(await ledgerCounts(t.db)).toEqual(before);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(70_000n);
    expect((await opPost(t, acme.operatorKey, withId(API.operator.refundWithdrawal, id))).body.code).toBe('invalid_state');
  });

  it('a dispute closed by refund returns the amount from payment_clearing to the member, once', async () => {
    const { p, id, url } = await approved(100_000n, '30000');
    await as(t, p, url, { received: false, proofs: [proof(png())] });
    const clearing = await systemBalance(acme.id, 'payment_clearing');
    const r = await opPost(t, acme.operatorKey, withId(API.operator.refundWithdrawal, id));
    expect(r.body.value).toMatchObject({ receiptState: 'refunded' });
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(100_000n);
    expect(await systemBalance(acme.id, 'payment_clearing')).toBe(clearing - 30_000n);
    expect((await opPost(t, acme.operatorKey, withId(API.operator.refundWithdrawal, id))).status).toBe(409);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(100_000n);
  });

  it('a part received: "not received" with the received amount refunds only the remaining amount on a dispute', async () => {
    const { p, id, url } = await approved(100_000n, '30000');
    const before = await ledgerCounts(t.db);
    for (const receivedAmount of ['30000', '30001', '-1', '1.5']) {
      const bad = await as(t, p, url, { received: false, receivedAmount, proofs: [proof(png())] });
      expect([bad.status, bad.body.code]).toEqual([400, 'validation_failed']);
    }
    expect((await row(id)).receipt_state).toBe('awaiting');
    expect(await t.db.selectFrom('withdrawal_proofs').selectAll().where('withdrawal_id', '=', id).execute()).toEqual([]);
    const r = await as(t, p, url, { received: false, receivedAmount: '12000', proofs: [proof(png())] });
    expect(r.body.value).toMatchObject({ receiptState: 'not_received', receivedAmount: '12000', remainingAmount: '18000' });
    expect(await ledgerCounts(t.db)).toEqual(before);
    const op = await opPost(t, acme.operatorKey, withId(API.operator.refundWithdrawal, id));
    expect(op.body.value).toMatchObject({ receiptState: 'refunded', receivedAmount: '12000', remainingAmount: '18000' });
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(70_000n + 18_000n);
  });

  it('the scheduled job turns awaiting receipts past their deadline into auto_received; late answers are refused', async () => {
    const { JOBS } = await import('../../composition.js');
    const job = JOBS.find((j) => j.queue === 'withdrawal-auto-receipt')!;
    expect(job.cron).toBe('* * * * *');
    const late = await approved();
    const fresh = await approved();
    await t.db
      .updateTable('withdrawals')
      .set({ receipt_deadline: new Date(Date.now() - 60_000) })
      .where('id', '=', late.id)
      .execute();
    expect((await as(t, late.p, late.url, { received: false, proofs: [proof(png())] })).body.code).toBe('invalid_state');
    await job.run(t.deps);
    expect((await row(late.id)).receipt_state).toBe('auto_received');
    expect((await row(fresh.id)).receipt_state).toBe('awaiting');
    expect((await as(t, late.p, API.payment.withdrawals)).body.value.content[0]).toMatchObject({
      id: late.id,
      receiptState: 'auto_received',
      receivedAmount: '20000',
      remainingAmount: '0',
    });
    expect((await opPost(t, acme.operatorKey, withId(API.operator.refundWithdrawal, late.id))).status).toBe(409);
  });

  it('leaves the ledger balanced', async () => {
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
  });
});
