import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { ledgerAudit, ledgerCounts } from '../../../test/helpers/ledger.js';
import { callbackPath } from './gateway.routes.js';
import {
  as,
  channelSecret,
  mainBalance,
  payPlayer,
  paymentMerchant,
  sendCallback,
  type PayPlayer,
} from '../../../test/helpers/payments.js';

const t = await testPlatform();
const acme = await paymentMerchant(t.db, 'acme');
const beta = await paymentMerchant(t.db, 'beta');
const bankSecret = await channelSecret(t.db, acme.id, 'BANK');

const deposit = async (p: PayPlayer, amount: string, channel = 'BANK') => as(t, p, API.payment.deposit, { channel, amount });
const depositRow = (orderNo: string) =>
  t.db
    .selectFrom('deposits')
    .select(['status', 'amount', 'gateway_reference'])
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
const depositCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('deposits')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const txByKey = (key: string) =>
  t.db.selectFrom('ledger_transactions').select(['type', 'reference']).where('idempotency_key', '=', key).execute();
const paid = (orderNo: string, amount: string) => ({ orderNo, amount, status: 'paid' as const });
const form = (orderNo: string, action: string) =>
  t.call({
    method: 'POST',
    url: API.payment.demoGateway.replace(':orderNo', orderNo),
    merchant: null,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
  });

describe('payments: channels and deposit orders', () => {
  it('refuses visitors (401) and trial accounts (in_need_true_account) on every member payment call, writing nothing', async () => {
    const trial = await payPlayer(t.db, acme, { type: 4 });
    const calls = [
      { url: API.payment.channels },
      { url: API.payment.deposits },
      { url: API.payment.deposit, body: { channel: 'BANK', amount: '20000' } },
      { url: API.payment.paymentPassword },
      { url: API.payment.bankAccounts },
      { url: API.payment.withdrawals },
      {
        url: API.payment.withdraw,
        body: { amount: '20000', bankAccountId: '1', paymentPassword: '123456', requestId: 'request-0001' },
      },
      { url: API.payment.transferTargets },
      {
        url: API.payment.transferUpline,
        body: { target: 'x', amount: '100', paymentPassword: '123456', requestId: 'request-0002' },
      },
      { url: API.payment.withdrawalReceipt.replace(':id', '1'), body: { received: true } },
    ];
    for (const c of calls) {
      const visitor = await t.call({ ...c, merchant: 'acme' });
      expect([c.url, visitor.status, visitor.body.code]).toEqual([c.url, 401, 'not_logged_in']);
      const r = await t.call({ ...c, merchant: 'acme', token: trial.token });
      expect([c.url, r.status, r.body.code]).toEqual([c.url, 403, 'in_need_true_account']);
    }
    expect(await depositCount()).toBe(0);
  });

  it("lists the merchant's enabled channels in order with their limits, named in the request's language", async () => {
    const p = await payPlayer(t.db, acme);
    await t.db
      .updateTable('payment_channels')
      .set({ enabled: false })
      .where('merchant_id', '=', beta.id)
      .where('code', '=', 'WALLET')
      .execute();
    const r = await as(t, p, API.payment.channels);
    expect(r.body.value).toEqual([
      { code: 'BANK', name: 'Bank transfer', kind: 'demo', min: '10000', max: '5000000', feeBps: 0 },
      { code: 'WALLET', name: 'E-wallet', kind: 'demo', min: '5000', max: '2000000', feeBps: 0 },
    ]);
    const ty = await t.call({ url: API.payment.channels, token: p.token, merchant: 'acme', lang: 'TY' });
    expect(ty.body.value.map((c: { name: string }) => c.name)).toEqual(['Bank transfer (TY)', 'E-wallet (TY)']);
    const b = await payPlayer(t.db, beta);
    expect((await as(t, b, API.payment.channels)).body.value.map((c: { code: string }) => c.code)).toEqual(['BANK']);
  });

  it('refuses amounts outside the channel limits (amount_out_of_range) and unknown or disabled channels, creating no order', async () => {
    const p = await payPlayer(t.db, acme);
    for (const [amount, channel] of [
      ['9999', 'BANK'],
      ['5000001', 'BANK'],
      ['0', 'BANK'],
      ['4999', 'WALLET'],
      ['2000001', 'WALLET'],
    ]) {
      const r = await deposit(p, amount!, channel);
      expect([amount, r.status, r.body.code]).toEqual([amount, 400, 'amount_out_of_range']);
    }
    expect((await deposit(p, '10.5')).body.code).toBe('validation_failed');
    expect((await deposit(p, '-100')).body.code).toBe('validation_failed');
    expect((await deposit(p, '20000', 'NOPE')).status).toBe(404);
    const b = await payPlayer(t.db, beta);
    expect((await as(t, b, API.payment.deposit, { channel: 'WALLET', amount: '20000' })).status).toBe(404);
    expect(await depositCount()).toBe(0);
  });

  it("creates a pending order with a pay URL at the gateway and lists it as the member's own", async () => {
    const p = await payPlayer(t.db, acme);
    const other = await payPlayer(t.db, acme);
    const r = await deposit(p, '10000');
    expect(r.status).toBe(200);
    expect(r.body.value.orderNo).toMatch(/^D\d{8}[A-Z0-9]{12}$/);
    expect(r.body.value.payUrl).toBe(`/pay/demo/${r.body.value.orderNo}`);
    await deposit(p, '5000000', 'BANK');
    const list = await as(t, p, `${API.payment.deposits}?pageNo=1&pageSize=1`);
    expect(list.body.value).toMatchObject({ pageNum: 1, pageSize: 1, totalPages: 2, totalElements: 2 });
    expect(list.body.value.content[0]).toMatchObject({
      channel: 'BANK',
      channelName: 'Bank transfer',
      amount: '5000000',
      status: 'pending',
      settledAt: null,
    });
    expect((await as(t, other, API.payment.deposits)).body.value.totalElements).toBe(0);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(0n);
  });
});

describe('payments: the gateway callback', () => {
  it('credits the member once from payment_clearing; replays credit nothing and answer the same', async () => {
    const p = await payPlayer(t.db, acme);
    const { orderNo } = (await deposit(p, '123456')).body.value;
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await sendCallback(t, acme, 'BANK', bankSecret, paid(orderNo, '123456')));
    for (const a of answers)
      expect([a.status, a.body]).toEqual([200, { success: true, value: { orderNo, status: 'confirmed' } }]);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(123_456n);
    expect(await txByKey(`deposit:${orderNo}`)).toEqual([{ type: 'deposit', reference: `deposit:${orderNo}` }]);
    expect(await depositRow(orderNo)).toMatchObject({ status: 'confirmed', gateway_reference: 'GW-1' });
    const listed = (await as(t, p, API.payment.deposits)).body.value.content[0];
    expect(listed).toMatchObject({ orderNo, status: 'confirmed' });
    expect(listed.settledAt).not.toBeNull();
  });

  it('credits once when the same callback arrives 10 times concurrently', async () => {
    const p = await payPlayer(t.db, acme);
    const { orderNo } = (await deposit(p, '50000')).body.value;
    const rs = await Promise.all(
      Array.from({ length: 10 }, () => sendCallback(t, acme, 'BANK', bankSecret, paid(orderNo, '50000'))),
    );
    expect(rs.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(50_000n);
    expect(await txByKey(`deposit:${orderNo}`)).toHaveLength(1);
    // One credit, one deposit.confirmed event.
    const events = await t.db.selectFrom('domain_events').select(['type', 'payload']).where('member_id', '=', p.id).execute();
    expect(events).toEqual([
      {
        type: 'deposit.confirmed',
        payload: {
          merchantId: acme.id,
          memberId: p.id,
          depositId: expect.any(String),
          orderNo,
          channel: 'BANK',
          amount: '50000',
        },
      },
    ]);
  });

  it('answers 401 invalid_signature to a wrong secret, a tampered body or a stale timestamp, and writes nothing', async () => {
    const p = await payPlayer(t.db, acme);
    const { orderNo } = (await deposit(p, '20000')).body.value;
    const before = await ledgerCounts(t.db);
    const walletSecret = await channelSecret(t.db, acme.id, 'WALLET');
    const forged = [
      await sendCallback(t, acme, 'BANK', 'x'.repeat(43), paid(orderNo, '20000')),
      await sendCallback(t, acme, 'BANK', walletSecret, paid(orderNo, '20000')),
      await sendCallback(t, acme, 'BANK', bankSecret, paid(orderNo, '20000'), {
        tamper: (raw) => raw.replace('20000', '2000000'),
      }),
      await sendCallback(t, acme, 'BANK', bankSecret, paid(orderNo, '20000'), { now: Date.now() - 10 * 60_000 }),
      await t.call({
        method: 'POST',
        url: callbackPath('acme', 'BANK'),
        merchant: null,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(paid(orderNo, '20000')),
      }),
    ];
    for (const r of forged) expect([r.status, r.body.code]).toEqual([401, 'invalid_signature']);
    expect(await ledgerCounts(t.db)).toEqual(before);
    expect((await depositRow(orderNo)).status).toBe('pending');
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(0n);
  });

  it("refuses an amount that is not the order's, an unknown order and another merchant's order, writing nothing", async () => {
    const p = await payPlayer(t.db, acme);
    const { orderNo } = (await deposit(p, '20000')).body.value;
    const before = await ledgerCounts(t.db);
    expect((await sendCallback(t, acme, 'BANK', bankSecret, paid(orderNo, '20001'))).status).toBe(400);
    expect((await sendCallback(t, acme, 'BANK', bankSecret, paid('D20260101AAAAAAAAAAAA', '20000'))).status).toBe(404);
    // Beta's BANK channel with beta's own secret cannot settle acme's order.
    expect((await sendCallback(t, beta, 'BANK', await channelSecret(t.db, beta.id, 'BANK'), paid(orderNo, '20000'))).status).toBe(
      404,
    );
    expect(await ledgerCounts(t.db)).toEqual(before);
    expect((await depositRow(orderNo)).status).toBe('pending');
  });

  it("credits a paid deposit while the merchant is in maintenance or the gateway's address is region-blocked (no site gate)", async () => {
    const p = await payPlayer(t.db, acme);
    const { orderNo } = (await deposit(p, '40000')).body.value;
    const rule = await t.db
      .insertInto('merchant_region_rules')
      .values({ merchant_id: acme.id, kind: 'ip', value: '127.0.0.0/8' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('merchants').set({ maintenance: true }).where('id', '=', acme.id).execute();
    try {
      expect((await t.call({ url: API.payment.channels, merchant: 'acme' })).status).toBe(503);
      await t.db.updateTable('merchants').set({ maintenance: false }).where('id', '=', acme.id).execute();
      expect((await t.call({ url: API.payment.channels, merchant: 'acme' })).status).toBe(403);
      await t.db.updateTable('merchants').set({ maintenance: true }).where('id', '=', acme.id).execute();
      const r = await sendCallback(t, acme, 'BANK', bankSecret, paid(orderNo, '40000'));
      expect(r.body.value).toEqual({ orderNo, status: 'confirmed' });
    } finally {
      await t.db.updateTable('merchants').set({ maintenance: false }).where('id', '=', acme.id).execute();
      await t.db.deleteFrom('merchant_region_rules').where('id', '=', rule.id).execute();
    }
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(40000n);
  });

  it('answers not_found for an unknown merchant in the callback path, writing nothing', async () => {
    const before = await ledgerCounts(t.db);
    const r = await t.call({
      method: 'POST',
      url: callbackPath('nosuchmerchant', 'BANK'),
      merchant: null,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect([r.status, r.body.code]).toEqual([404, 'not_found']);
    expect(await ledgerCounts(t.db)).toEqual(before);
  });

  it('marks a failed payment failed without money; a later paid notice for it is refused (invalid_state)', async () => {
    const p = await payPlayer(t.db, acme);
    const { orderNo } = (await deposit(p, '30000')).body.value;
    const failed = await sendCallback(t, acme, 'BANK', bankSecret, { orderNo, amount: '30000', status: 'failed' });
    expect(failed.body.value).toEqual({ orderNo, status: 'failed' });
    expect((await sendCallback(t, acme, 'BANK', bankSecret, { orderNo, amount: '30000', status: 'failed' })).status).toBe(200);
    const late = await sendCallback(t, acme, 'BANK', bankSecret, paid(orderNo, '30000'));
    expect([late.status, late.body.code]).toEqual([409, 'invalid_state']);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(0n);
    expect(await txByKey(`deposit:${orderNo}`)).toHaveLength(0);
  });
});

describe('payments: the demo gateway page', () => {
  it('shows the order, and Pay sends the signed callback through the real route, then returns to the deposit page', async () => {
    const p = await payPlayer(t.db, acme);
    const { orderNo, payUrl } = (await deposit(p, '250000')).body.value;
    const page = await t.call({ url: payUrl, merchant: null });
    expect(page.status).toBe(200);
    expect(page.raw.headers['content-type']).toContain('text/html');
    expect(page.raw.body).toContain('Demo payment gateway');
    expect(page.raw.body).toContain('2,500.00');
    expect(page.raw.body).toContain('data-testid="demo-pay"');

    const payResult = await form(orderNo, 'pay');
    expect(payResult.status).toBe(303);
    expect(payResult.raw.headers.location).toBe(`/member?tab=depositv2&orderNo=${orderNo}`);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(250_000n);
    expect((await depositRow(orderNo)).gateway_reference).toMatch(/^DEMO-/);
    // Paying again from a stale tab shows the state and moves nothing.
    expect((await form(orderNo, 'pay')).raw.body).toContain('This order is paid.');
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(250_000n);
    expect(await txByKey(`deposit:${orderNo}`)).toHaveLength(1);
  });

  it('Fail marks the order failed; an unknown order is a 404 page; the page speaks Tagalog on request', async () => {
    const p = await payPlayer(t.db, acme);
    const { orderNo, payUrl } = (await deposit(p, '20000')).body.value;
    expect((await t.call({ url: payUrl, merchant: null, lang: 'TY' })).raw.body).toContain('Demo na payment gateway');
    expect((await form(orderNo, 'fail')).status).toBe(303);
    expect((await depositRow(orderNo)).status).toBe('failed');
    expect((await t.call({ url: '/pay/demo/D20260101ZZZZZZZZZZZZ', merchant: null })).status).toBe(404);
    expect((await form(orderNo, 'steal')).status).toBe(400);
  });

  it('leaves the ledger balanced', async () => {
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
  });
});
