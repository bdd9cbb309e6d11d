import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { buildMember, buildMerchant } from '../../test/factories.js';
import { tokenOf } from '../../test/helpers/lobby.js';
import { vipLevelOf } from '../modules/vip/index.js';
import { DEMO_VIP_LADDER, DEMO_VIP_PLAYERS, seedEnvelopes, seedVip } from './vip-envelopes.seed.js';

const t = await testPlatform();
const demo = await buildMerchant(t.db, { code: 'demo', languages: ['EN', 'TY'] });
const players = new Map<string, string>();
for (const [username] of DEMO_VIP_PLAYERS) players.set(username, (await buildMember(t.db, demo.id, { username })).id);
const playerId = players.get('demoplayer')!;

describe('the demo VIP ladder and red envelopes', () => {
  it('puts the demo players on different levels of a six-level ladder, once', async () => {
    await seedVip(t.db, demo.id);
    await seedVip(t.db, demo.id);
    const token = await tokenOf(t.db, 'demo', playerId);
    const status = (await t.call({ url: API.vip.status, merchant: 'demo', token })).body.value;
    expect(status.levels).toEqual(DEMO_VIP_LADDER);
    expect(status.level).toBe(2);
    const levels = await Promise.all([...players.values()].map((id) => vipLevelOf(t.db, demo.id, id)));
    expect(levels).toEqual([2, 1, 3, 4, 2]);
  });

  it('has a drop running for 30 days and a finished one; a seed with none running adds one', async () => {
    await seedEnvelopes(t.db, demo.id, playerId);
    await seedEnvelopes(t.db, demo.id, playerId);
    const drops = await t.db
      .selectFrom('envelope_drops')
      .select(['starts_at', 'ends_at'])
      .where('merchant_id', '=', demo.id)
      .execute();
    expect(drops).toHaveLength(2);
    const token = await tokenOf(t.db, 'demo', playerId);
    const live = (await t.call({ url: API.envelopes.live, merchant: 'demo', token })).body.value;
    expect(live.drop).toMatchObject({ live: true, envelopes: 1000, eligible: true, titles: { EN: 'Lucky red envelopes' } });
    expect(Date.parse(live.drop.endsAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const claimed = await t.call({
      url: API.envelopes.claim.replace(':id', live.drop.id),
      method: 'POST',
      merchant: 'demo',
      token,
      body: {},
    });
    expect(claimed.status).toBe(200);

    await seedEnvelopes(t.db, demo.id, playerId, new Date(Date.now() + 31 * 86_400_000));
    expect(await t.db.selectFrom('envelope_drops').select('id').where('merchant_id', '=', demo.id).execute()).toHaveLength(3);
  });
});
