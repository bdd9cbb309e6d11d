import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { as, opPost, PAY_PASSWORD, payPlayer, paymentMerchant, withId } from '../../../test/helpers/payments.js';

// Production (or DEMO_GATEWAY=false): the demo gateway would credit without real money.
const t = await testPlatform({ DEMO_GATEWAY: 'false' });
const acme = await paymentMerchant(t.db, 'acme');

describe('payments: the demo gateway outside demo mode', () => {
  it('takes no deposits on its channels and serves no payment page', async () => {
    const p = await payPlayer(t.db, acme);
    const r = await as(t, p, API.payment.deposit, { channel: 'BANK', amount: '20000' });
    expect([r.status, r.body.code]).toEqual([403, 'operation_not_enabled']);
    expect(await t.db.selectFrom('deposits').select('id').execute()).toEqual([]);
    const page = await t.call({ method: 'GET', url: API.payment.demoGateway.replace(':orderNo', 'D123'), merchant: null });
    expect(page.status).toBe(404);
  });

  it('pays out no withdrawal through it: an approval is operation_not_enabled and the money stays held', async () => {
    const p = await payPlayer(t.db, acme, { balance: 100_000n, paymentPassword: true, bank: true });
    const w = await as(t, p, API.payment.withdraw, {
      amount: '20000',
      bankAccountId: p.bankAccountId,
      paymentPassword: PAY_PASSWORD,
      requestId: 'withdraw-off-1',
    });
    expect(w.status).toBe(200);
    const r = await opPost(t, acme.operatorKey, withId(API.operator.approveWithdrawal, w.body.value.id));
    expect([r.status, r.body.code]).toEqual([403, 'operation_not_enabled']);
    expect(
      (await t.db.selectFrom('withdrawals').select('status').where('id', '=', w.body.value.id).executeTakeFirstOrThrow()).status,
    ).toBe('requested');
  });
});
