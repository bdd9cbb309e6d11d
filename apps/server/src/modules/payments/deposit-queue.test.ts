import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { opCall, signedInOperator } from '../../../test/helpers/operators.js';
import { as, mainBalance, payPlayer, paymentMerchant, withId } from '../../../test/helpers/payments.js';
import { accountFor, balanceOf } from '../ledger/index.js';

const t = await testPlatform();
// Four eyes above 500.00.
const acme = await paymentMerchant(t.db, 'acme', { paymentApprovalAbove: 50_000 });
const beta = await paymentMerchant(t.db, 'beta');
const alice = await signedInOperator(t, 'finance', acme.id);
const bob = await signedInOperator(t, 'finance', acme.id);
const support = await signedInOperator(t, 'support', acme.id);
const auditor = await signedInOperator(t, 'auditor', acme.id);
const betaFinance = await signedInOperator(t, 'finance', beta.id);

const TRANSFER = {
  names: { EN: 'Bank transfer (BDO)', TY: 'Bank transfer (BDO) TY' },
  enabled: true,
  sequence: 5,
  min: '10000',
  max: '10000000',
  feeBps: 150,
  bankName: 'BDO',
  accountName: 'Acme Gaming Inc',
  accountNumber: '001122334455',
};
const made = await opCall(t, alice.token, API.operator.channels, { body: { ...TRANSFER, code: 'BDO', kind: 'bank_transfer' } });
if (made.status !== 200) throw new Error(JSON.stringify(made.body));

const houseFees = async () => balanceOf(t.db, acme.id, (await accountFor(t.db, acme.id, 'house', null, 'DEPOSIT_FEE')).id);
const depositBy = async (amount: string) => {
  const p = await payPlayer(t.db, acme);
  const r = await as(t, p, API.payment.deposit, { channel: 'BDO', amount });
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  const row = await t.db
    .selectFrom('deposits')
    .select('id')
    .where('order_no', '=', r.body.value.orderNo)
    .executeTakeFirstOrThrow();
  return { p, id: row.id, answer: r.body.value };
};
const decide = (token: string | undefined, path: string, id: string, o: { body?: unknown; key?: string } = {}) =>
  opCall(t, token, withId(path, id), { body: o.body ?? {}, ...(o.key ? { key: o.key } : {}) });

describe('payment channels from the console', () => {
  it("are configured with names, limits, fee and a receiving account; the player's deposit page reads them", async () => {
    const list = (await opCall(t, alice.token, API.operator.channels)).body.value;
    expect(list.map((c: { code: string }) => c.code)).toEqual(['BANK', 'WALLET', 'BDO']);
    expect(list[2]).toMatchObject({ ...TRANSFER, code: 'BDO', kind: 'bank_transfer', payouts: false });
    const p = await payPlayer(t.db, acme);
    const seen = async (lang = 'EN') =>
      (await t.call({ url: API.payment.channels, token: p.token, merchant: 'acme', headers: { 'accept-language': lang } })).body
        .value;
    expect((await seen('TY')).find((c: { code: string }) => c.code === 'BDO')).toEqual({
      code: 'BDO',
      name: 'Bank transfer (BDO) TY',
      kind: 'bank_transfer',
      min: '10000',
      max: '10000000',
      feeBps: 150,
    });
    // Reordered before the others, then switched off: the player's list follows.
    const put = (body: unknown) =>
      opCall(t, alice.token, API.operator.channel.replace(':code', 'WALLET'), { method: 'PUT', body });
    const wallet = { ...list[1], sequence: 0, names: { EN: 'GCash', TY: 'GCash TY' } };
    delete wallet.code;
    delete wallet.kind;
    delete wallet.payouts;
    expect((await put(wallet)).status).toBe(200);
    expect((await seen()).map((c: { code: string; name: string }) => `${c.code}:${c.name}`)).toEqual([
      'BANK:Bank transfer',
      'WALLET:GCash',
      'BDO:Bank transfer (BDO)',
    ]);
    expect((await put({ ...wallet, enabled: false })).status).toBe(200);
    expect((await seen()).map((c: { code: string }) => c.code)).toEqual(['BANK', 'BDO']);
    const trail = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('target_type', '=', 'channel')
      .orderBy('id')
      .execute();
    expect(trail.map((a) => a.action)).toEqual(['channel.create', 'channel.update', 'channel.update']);
    expect([(trail[2]!.before as { enabled: boolean }).enabled, (trail[2]!.after as { enabled: boolean }).enabled]).toEqual([
      true,
      false,
    ]);
  });

  it('refuses what breaks the rules with 4xx and writes nothing', async () => {
    const bad = [
      { ...TRANSFER, code: 'BDO', kind: 'bank_transfer' },
      { ...TRANSFER, code: 'NEW1', kind: 'bank_transfer', accountNumber: null },
      { ...TRANSFER, code: 'NEW2', kind: 'demo' },
      { ...TRANSFER, code: 'NEW3', kind: 'bank_transfer', min: '500', max: '100' },
      { ...TRANSFER, code: 'NEW4', kind: 'bank_transfer', feeBps: 1001 },
      { ...TRANSFER, code: 'lower', kind: 'bank_transfer' },
    ];
    const codes = [];
    for (const body of bad) codes.push((await opCall(t, alice.token, API.operator.channels, { body })).body.code);
    expect(codes).toEqual([
      'channel_code_taken',
      'validation_failed',
      'validation_failed',
      'validation_failed',
      'validation_failed',
      'validation_failed',
    ]);
    const url = API.operator.channel.replace(':code', 'NOPE');
    expect((await opCall(t, alice.token, url, { method: 'PUT', body: TRANSFER })).status).toBe(404);
    // Another merchant's operator finds no such channel; a role without the permission is refused.
    const bdo = API.operator.channel.replace(':code', 'BDO');
    expect((await opCall(t, betaFinance.token, bdo, { method: 'PUT', body: TRANSFER })).status).toBe(404);
    expect((await opCall(t, support.token, API.operator.channels)).status).toBe(403);
    expect(
      (await t.db.selectFrom('payment_channels').select('code').where('merchant_id', '=', acme.id).execute()).map((c) => c.code),
    ).toEqual(['BANK', 'WALLET', 'BDO']);
  });
});

describe('bank-transfer deposits', () => {
  it('tell the player where to send the money, then an operator credits it less the fee, once', async () => {
    const { p, id, answer } = await depositBy('20000');
    expect(answer).toMatchObject({
      payUrl: null,
      transfer: { bankName: 'BDO', accountName: 'Acme Gaming Inc', accountNumber: '001122334455', amount: '20000' },
    });
    expect(answer.transfer.reference).toBe(answer.orderNo);
    const mine = (await as(t, p, API.payment.deposits)).body.value.content[0];
    expect(mine).toMatchObject({ status: 'pending', fee: '300', transfer: { reference: answer.orderNo } });
    const fees = await houseFees();

    const listed = (await opCall(t, auditor.token, `${API.operator.deposits}?status=pending&channel=BDO`)).body.value.rows;
    expect(listed.find((d: { id: string }) => d.id === id)).toMatchObject({ kind: 'bank_transfer', fee: '300', fourEyes: false });
    expect((await decide(auditor.token, API.operator.confirmDeposit, id)).status).toBe(403);
    const done = await decide(alice.token, API.operator.confirmDeposit, id);
    expect(done.body.value).toMatchObject({ status: 'confirmed', decidedBy: alice.username });
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(19_700n);
    expect((await houseFees()) - fees).toBe(300n);
    expect((await decide(bob.token, API.operator.confirmDeposit, id)).body.code).toBe('invalid_state');
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(19_700n);
    expect((await as(t, p, API.payment.deposits)).body.value.content[0]).toMatchObject({ status: 'confirmed', transfer: null });
  });

  it('above the threshold are credited only on a second person, never the first nor a key', async () => {
    const { p, id } = await depositBy('60000');
    const first = await decide(alice.token, API.operator.confirmDeposit, id);
    expect(first.body.value).toMatchObject({ status: 'pending', fourEyes: true, firstApprovedBy: alice.username });
    expect((await decide(alice.token, API.operator.confirmDeposit, id)).body.code).toBe('operator_second_approval_self');
    expect((await decide(undefined, API.operator.confirmDeposit, id, { key: acme.operatorKey })).body.code).toBe(
      'operator_person_required',
    );
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(0n);
    // The database refuses the one-person shortcut too.
    await expect(
      sql`UPDATE deposits SET status = 'confirmed', settled_at = now(), decided_person = first_approved_person WHERE id = ${id}`.execute(
        t.db,
      ),
    ).rejects.toThrow(/deposits_four_eyes/);
    expect((await decide(bob.token, API.operator.confirmDeposit, id)).body.value.status).toBe('confirmed');
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(60_000n - 900n);
  });

  it('are refused with a reason, moving nothing; gateway orders are not the operator to confirm', async () => {
    const { p, id } = await depositBy('15000');
    const refused = await decide(bob.token, API.operator.refuseDeposit, id, { body: { reason: 'no such transfer at the bank' } });
    expect(refused.body.value).toMatchObject({ status: 'failed', refuseReason: 'no such transfer at the bank' });
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(0n);
    // A demo-gateway order waits for its gateway, not for an operator.
    const gw = await as(t, p, API.payment.deposit, { channel: 'BANK', amount: '20000' });
    const gwId = (
      await t.db.selectFrom('deposits').select('id').where('order_no', '=', gw.body.value.orderNo).executeTakeFirstOrThrow()
    ).id;
    expect((await decide(alice.token, API.operator.confirmDeposit, gwId)).body.code).toBe('invalid_state');
    // Another merchant's operator sees none of it.
    expect((await opCall(t, betaFinance.token, API.operator.deposits)).body.value.rows).toEqual([]);
    expect((await decide(betaFinance.token, API.operator.confirmDeposit, id)).status).toBe(404);
    expect((await opCall(t, alice.token, `${API.operator.deposits}?cursor=x`)).body.code).toBe('validation_failed');
  });

  it('page newest first by cursor', async () => {
    const ids = [(await depositBy('11000')).id, (await depositBy('12000')).id];
    const first = (await opCall(t, alice.token, `${API.operator.deposits}?channel=BDO&limit=1`)).body.value;
    expect(first.rows.map((d: { id: string }) => d.id)).toEqual([ids[1]]);
    const second = (await opCall(t, alice.token, `${API.operator.deposits}?channel=BDO&limit=1&cursor=${first.next}`)).body.value;
    expect(second.rows.map((d: { id: string }) => d.id)).toEqual([ids[0]]);
  });
});
