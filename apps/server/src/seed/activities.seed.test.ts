import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { buildMember, buildMerchant } from '../../test/factories.js';
import { tokenOf } from '../../test/helpers/lobby.js';
import { deliverPending } from '../modules/events/index.js';
import { referralSubscriber } from '../modules/referral/index.js';
import { seedCatalog } from './catalog/seed-catalog.js';
import { seedPayments } from './payments.seed.js';
import { DEMO_ACTIVITIES, seedActivities } from './activities.seed.js';

const t = await testPlatform();
const demo = await buildMerchant(t.db, { code: 'demo', languages: ['EN', 'TY'] });
await seedCatalog(t.db, { games: 100, merchantIds: [demo.id] });
const player = await buildMember(t.db, demo.id, { username: 'demoplayer' });
await buildMember(t.db, demo.id, { username: DEMO_ACTIVITIES.applicant });
await seedPayments(t.db, demo.id, player.id);
await seedActivities(t.db, demo.id, player.id);

const call = async (url: string) => t.call({ url, merchant: 'demo', token: await tokenOf(t.db, 'demo', player.id) });

describe('the demo activities and referrals', () => {
  it('has an activity in each state and a pending application', async () => {
    const list = (await call(API.activities.list)).body.value as { title: string; status: string }[];
    expect(list.map((a) => [a.title, a.status])).toEqual([
      [DEMO_ACTIVITIES.comingSoon.EN, 'coming_soon'],
      [DEMO_ACTIVITIES.apply.EN, 'join'],
      [DEMO_ACTIVITIES.join.EN, 'join'],
      [DEMO_ACTIVITIES.ended.EN, 'close'],
    ]);
    const pending = await t.db.selectFrom('activity_applications').select(['status', 'comment']).execute();
    expect(pending).toEqual([{ status: 'pending', comment: expect.stringContaining('dice win') }]);
  });

  it('gives the demo player invited friends, one of whom qualifies once the events are delivered (a reward to claim)', async () => {
    await deliverPending(t.deps, [referralSubscriber]);
    const overview = (await call(API.referral.overview)).body.value;
    expect(overview).toMatchObject({ invitees: 3, qualified: 1, rewardsEarned: '5000' });
    const rewards = await sql<{
      status: string;
    }>`SELECT status FROM member_rewards WHERE member_id = ${player.id} AND source = 'referral'`.execute(t.db);
    expect(rewards.rows).toEqual([{ status: 'claimable' }]);
  });

  it('seeds once', async () => {
    await seedActivities(t.db, demo.id, player.id);
    expect(
      Number(
        (
          await t.db
            .selectFrom('activities')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(4);
  });
});
