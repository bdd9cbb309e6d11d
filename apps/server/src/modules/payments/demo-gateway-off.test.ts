import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { as, payPlayer, paymentMerchant } from './payments.test-helpers.js';

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
});
