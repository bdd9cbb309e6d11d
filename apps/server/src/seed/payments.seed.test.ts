import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { buildMember, buildMerchant } from '../../test/factories.js';
import { verifyPassword } from '../lib/passwords.js';
import { sha256 } from '../lib/secrets.js';
import { mainBalance } from '../../test/helpers/payments.js';
import { DEMO_PAYMENTS, newOperatorKey, seedPayments } from './payments.seed.js';

const t = await testPlatform();

describe('payments demo seed', () => {
  it('seeds channels, a 1,000.00 welcome deposit, payment password, a bank account and an operator key, once', async () => {
    const m = await buildMerchant(t.db, { code: 'demo' });
    const player = await buildMember(t.db, m.id, { username: 'demoplayer' });
    await seedPayments(t.db, m.id, player.id);
    const key = newOperatorKey();
    await seedPayments(t.db, m.id, player.id);

    expect(await mainBalance(t.db, m.id, player.id)).toBe(100_000n);
    const channels = await t.db
      .selectFrom('payment_channels')
      .select('code')
      .where('merchant_id', '=', m.id)
      .orderBy('sequence')
      .execute();
    expect(channels.map((c) => c.code)).toEqual(['DEMO_BANK', 'DEMO_EWALLET']);
    const member = await t.db
      .selectFrom('members')
      .select(['payment_password_hash', 'payee_name'])
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(member.payment_password_hash!, DEMO_PAYMENTS.paymentPassword)).toBe(true);
    const banks = await t.db.selectFrom('bank_accounts').select('account_name').where('member_id', '=', player.id).execute();
    expect(banks).toEqual([{ account_name: member.payee_name }]);

    // One key, stored only as its hash, and it works on the operator API.
    expect(key).toMatch(/^opk_/);
    const keys = await t.db.selectFrom('operator_keys').select('key_hash').where('merchant_id', '=', m.id).execute();
    expect(keys).toEqual([{ key_hash: sha256(key!) }]);
    const r = await t.call({ url: API.operator.withdrawals, merchant: null, headers: { 'x-operator-key': key! } });
    expect(r.status).toBe(200);
  });
});
