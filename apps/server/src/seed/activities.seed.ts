import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { applyTo, createActivity } from '../modules/activities/index.js';
import { BGS_DICE_CODE, tableRound } from '../modules/bgs/index.js';
import { findMember, referralCodeOf } from '../modules/member/index.js';
import { findMerchantById } from '../modules/merchant/index.js';
import { depositThroughDemoGateway } from '../modules/payments/index.js';
import { recordReferral } from '../modules/referral/index.js';
import { gameSession } from './in-house-play.js';
import { createMember } from './merchant.factory.js';

/**
 * The demo activity centre and invite friends: activities in each state (coming soon, open to
 * apply, open to join, ended), a pending application of a demo player, and friends invited by
 * the demo player, one of whom qualifies through real play (a demo-gateway deposit and an
 * in-house dice round): the referral subscriber pays the referrer's reward once the event
 * workers run. Idempotent: nothing is added when the first demo activity exists.
 */
const DAY = 86_400_000;
export const DEMO_ACTIVITIES = {
  comingSoon: { EN: 'Weekend lucky draw', TY: 'Lucky draw sa katapusan ng linggo' },
  apply: { EN: 'Share your big win', TY: 'Ibahagi ang iyong malaking panalo' },
  join: { EN: 'Bet 500 this week', TY: 'Tumaya ng 500 ngayong linggo' },
  ended: { EN: 'Launch week celebration', TY: 'Pagdiriwang ng launch week' },
  applicant: 'mariaclara',
  friends: ['demofriend1', 'demofriend2', 'demofriend3'],
  friendPassword: 'demo1234',
} as const;

// A 1×1 png: the pending demo application's screenshot.
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export async function seedActivities(db: Db, merchantId: string, referrerId: string): Promise<void> {
  const existing = await db
    .selectFrom('activities')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where(sql<boolean>`title @> ${JSON.stringify({ EN: DEMO_ACTIVITIES.apply.EN })}::jsonb`)
    .executeTakeFirst();
  if (existing) return;
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY);
  const base = { turnoverMultiplier: 1, minValidBet: '0', minDeposit: '0', sequence: 0, enabled: true, imageUrl: null };

  await createActivity(db, merchantId, {
    ...base,
    kind: 'apply',
    title: DEMO_ACTIVITIES.comingSoon,
    description: {
      EN: '<p>Apply from the weekend on: ten lucky members win <b>88.00</b> each.</p>',
      TY: '<p>Mag-apply simula sa katapusan ng linggo: sampung masuwerteng miyembro ang mananalo ng <b>88.00</b> bawat isa.</p>',
    },
    startsAt: at(3),
    endsAt: at(10),
    rewardAmount: '8800',
    delivery: 'claimable',
  });
  const applyId = await createActivity(db, merchantId, {
    ...base,
    kind: 'apply',
    title: DEMO_ACTIVITIES.apply,
    description: {
      EN: '<p>Won big? Send us a screenshot of your win (up to 3 images) and a short comment. Approved entries get <b>50.00</b>.</p>',
      TY: '<p>Malaki ang panalo? Ipadala ang screenshot ng iyong panalo (hanggang 3 larawan) at maikling komento. Ang maaaprubahan ay makakatanggap ng <b>50.00</b>.</p>',
    },
    startsAt: at(-2),
    endsAt: at(12),
    rewardAmount: '5000',
    delivery: 'now',
    sequence: 1,
  });
  await createActivity(db, merchantId, {
    ...base,
    kind: 'join',
    title: DEMO_ACTIVITIES.join,
    description: {
      EN: '<p>Join, then reach a valid bet of <b>500.00</b> before the week ends and claim <b>20.00</b>.</p>',
      TY: '<p>Sumali, abutin ang valid na taya na <b>500.00</b> bago matapos ang linggo at kunin ang <b>20.00</b>.</p>',
    },
    startsAt: at(-1),
    endsAt: at(6),
    rewardAmount: '2000',
    minValidBet: '50000',
    delivery: 'now',
    sequence: 2,
  });
  await createActivity(db, merchantId, {
    ...base,
    kind: 'join',
    title: DEMO_ACTIVITIES.ended,
    description: { EN: '<p>Thank you for celebrating with us.</p>', TY: '<p>Salamat sa pakikipagdiwang sa amin.</p>' },
    startsAt: at(-20),
    endsAt: at(-13),
    rewardAmount: '1000',
    delivery: 'now',
    sequence: 3,
  });

  const applicant = await findMember(db, merchantId, { username: DEMO_ACTIVITIES.applicant });
  if (applicant)
    await applyTo(db, { merchantId, memberId: applicant.id, lang: 'EN' }, applyId, {
      comment: 'My 1,980.00 dice win yesterday!',
      images: [{ mime: 'image/png', dataBase64: PIXEL }],
    });

  await seedReferrals(db, merchantId, referrerId);
}

/** The demo player's invited friends; the first qualifies by a first deposit and a valid bet. */
async function seedReferrals(db: Db, merchantId: string, referrerId: string) {
  const merchant = await findMerchantById(db, merchantId);
  if (!merchant) return;
  await referralCodeOf(db, merchantId, referrerId);
  const ids: string[] = [];
  for (const [i, username] of DEMO_ACTIVITIES.friends.entries()) {
    const id = await createMember(db, merchantId, { username, password: DEMO_ACTIVITIES.friendPassword });
    await recordReferral(db, { merchantId, inviteeId: id, referrerId, joinedAt: new Date(Date.now() - (3 - i) * DAY) });
    ids.push(id);
  }
  const qualified = ids[0]!;
  await depositThroughDemoGateway(db, merchant, qualified, 'DEMO_BANK', 100_000n);
  const dice = await gameSession(db, merchantId, qualified, BGS_DICE_CODE);
  await tableRound({ db }, merchantId, { sessionToken: dice, bet: '60000', direction: 'under', target: 5_000 });
}
