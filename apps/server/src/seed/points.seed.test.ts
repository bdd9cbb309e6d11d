import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { buildMember, buildMerchant } from '../../test/factories.js';
import { tokenOf } from '../../test/helpers/lobby.js';
import { seedPoints } from './points.seed.js';

const t = await testPlatform();
const demo = await buildMerchant(t.db, { code: 'demo', flags: { MANPLAYREB3: true } });
const player = await buildMember(t.db, demo.id);
await seedPoints(t.db, demo.id, player.id);
const token = await tokenOf(t.db, 'demo', player.id);
const get = async (url: string) => (await t.call({ url, merchant: 'demo', token })).body.value;

describe('the demo points mall and manual rebate', () => {
  it('gives the demo player points with records, items of three types, a redeem in each status and a rebate to claim', async () => {
    const points = await get(API.points.balance);
    expect(BigInt(points.balance)).toBeGreaterThan(1_000n);
    expect((await get(API.points.records)).totalElements).toBe(10);
    const items = await get(API.points.items);
    expect(new Set(items.map((i: { type: string }) => i.type))).toEqual(new Set(['cash', 'bonus', 'goods']));
    const redeems = await get(API.points.redeems);
    expect(redeems.content.map((r: { status: string }) => r.status).sort()).toEqual(['approved', 'inProcess', 'rejected']);
    const rebate = await get(API.manualRebate.accrued);
    expect(BigInt(rebate.totalRebate)).toBeGreaterThanOrEqual(BigInt(rebate.minClaim));
  });

  it('seeds once', async () => {
    await seedPoints(t.db, demo.id, player.id);
    expect((await get(API.points.items)).length).toBe(6);
    expect((await get(API.points.records)).totalElements).toBe(10);
  });
});
