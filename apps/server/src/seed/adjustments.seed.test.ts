import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { buildMerchant } from '../../test/factories.js';
import { codeAt, login, opCall } from '../../test/helpers/operators.js';
import { seedAdjustments } from './adjustments.seed.js';
import { newMerchantOwner, newPlatformOwner, seedOperators } from './operators.seed.js';

const t = await testPlatform();

describe('adjustments demo seed', () => {
  it("gives the console's adjustments page a posted credit and one waiting for a second person, once", async () => {
    const demo = await buildMerchant(t.db, { code: 'demo' });
    await seedOperators(t.db);
    await seedAdjustments(t.db, demo.id);
    await seedAdjustments(t.db, demo.id);
    const rows = await t.db
      .selectFrom('member_adjustments')
      .select(['id', 'amount', 'status', 'requested_name'])
      .where('merchant_id', '=', demo.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.amount, r.status, r.requested_name])).toEqual([
      ['5000', 'posted', 'demo-owner'],
      ['250000', 'pending', 'demo-owner'],
    ]);

    // Four eyes on the demo: its owner may not approve its own request; the platform owner may.
    const sign = async (o: { username: string; password: string; totpSecret: string }) =>
      (await login(t, o.username, o.password, codeAt(o.totpSecret))).body.value.token as string;
    const approve = API.operator.approveAdjustment.replace(':id', rows[1]!.id);
    const self = await opCall(t, await sign(newMerchantOwner()!), approve, { body: {} });
    expect(self.body.code).toBe('operator_approval_self');
    const other = await opCall(t, await sign(newPlatformOwner()!), approve, { body: {}, merchant: 'demo' });
    expect(other.body.value).toMatchObject({ status: 'posted', decidedBy: 'platform-owner' });
  });
});
