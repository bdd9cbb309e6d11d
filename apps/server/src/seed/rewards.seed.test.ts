import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { buildMerchant } from '../../test/factories.js';
import { tokenOf } from '../../test/helpers/lobby.js';
import { deliverPending } from '../modules/events/index.js';
import { wageringSubscriber } from '../modules/rewards/index.js';
import { DEMO_REWARDS, seedRewards } from './rewards.seed.js';

const t = await testPlatform();
const demo = await buildMerchant(t.db, { code: 'demo', languages: ['EN', 'TY'] });
await seedRewards(t.db, demo.id);
await seedRewards(t.db, demo.id); // idempotent

describe('the demo rewards', () => {
  it('give the demo player a claimable reward, a met bonus and one being wagered from real spins', async () => {
    await deliverPending(t.deps, [wageringSubscriber]);
    const m = await t.db.selectFrom('members').select('id').where('username', '=', DEMO_REWARDS.player).executeTakeFirstOrThrow();
    const token = await tokenOf(t.db, 'demo', m.id);
    const call = (url: string) => t.call({ url, merchant: 'demo', token });
    expect((await call(API.rewards.summary)).body.value).toEqual({ claimable: 1 });
    const bonuses = (await call(API.rewards.bonuses)).body.value;
    expect(bonuses.content.map((b: { status: string }) => b.status).sort()).toEqual(['met', 'wagering']);
    const wagering = bonuses.content.find((b: { status: string }) => b.status === 'wagering');
    expect(wagering).toMatchObject({ turnoverRequired: '100000', turnoverDone: '28000', percent: 28 });
    const defs = await t.db.selectFrom('bonus_definitions').select('kind').where('merchant_id', '=', demo.id).execute();
    expect(defs.map((d) => d.kind).sort()).toEqual(['deposit_match', 'fixed', 'signup']);
  });
});
