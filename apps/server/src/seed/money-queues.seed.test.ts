import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { buildMerchant } from '../../test/factories.js';
import { opCall, signedInOperator } from '../../test/helpers/operators.js';
import { balanceOf, accountFor } from '../modules/ledger/index.js';
import { seedMoneyQueues } from './money-queues.seed.js';

const t = await testPlatform();

describe('money queues demo seed', () => {
  it("fills the console's queue once: open requests (one under four eyes), one on hold, a shared account", async () => {
    const demo = await buildMerchant(t.db, { code: 'demo' });
    await seedMoneyQueues(t.db, demo.id);
    await seedMoneyQueues(t.db, demo.id);
    const op = await signedInOperator(t, 'finance', demo.id);
    const view = async (v: string) => (await opCall(t, op.token, `${API.operator.withdrawals}?view=${v}`)).body.value.rows;
    const open = await view('open');
    expect(open.map((w: { member: string; amount: string; fourEyes: boolean }) => [w.member, w.amount, w.fourEyes])).toEqual([
      ['demopayee1', '30000', false],
      ['demopayee2', '1500000', true],
      ['demopayee3', '45000', false],
    ]);
    const held = await view('held');
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ member: 'demopayee3', heldBy: 'demo-owner' });
    const shared = (await opCall(t, op.token, API.operator.withdrawal.replace(':id', open[0].id))).body.value.sameAccount;
    expect(shared.map((w: { member: string }) => w.member)).toEqual(['demopayee3', 'demopayee3']);
    // Held through the ledger: what the queue waits to pay sits in withdrawal_pending.
    const pending = await balanceOf(t.db, demo.id, (await accountFor(t.db, demo.id, 'withdrawal_pending')).id);
    expect(pending).toBe(30_000n + 1_500_000n + 45_000n + 12_500n);
    // Two bank transfers wait for an operator, one of them for two.
    const transfers = (await opCall(t, op.token, `${API.operator.deposits}?status=pending&channel=DEMO_TRANSFER`)).body.value
      .rows;
    expect(
      transfers.map((d: { member: string; amount: string; fee: string; fourEyes: boolean }) => [
        d.member,
        d.amount,
        d.fee,
        d.fourEyes,
      ]),
    ).toEqual([
      ['demopayee2', '2000000', '20000', true],
      ['demopayee1', '250000', '2500', false],
    ]);
  });
});
