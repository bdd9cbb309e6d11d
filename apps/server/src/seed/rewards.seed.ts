import { bonusDefinitionBody } from '@playhouse/contract/engagement';
import type { Db } from '../db/database.js';
import { BGS_SLOT_CODE, slotSpin } from '../modules/bgs/index.js';
import { findMember } from '../modules/member/index.js';
import { move } from '../modules/payments/index.js';
import { grantReward, seedDefinition } from '../modules/rewards/index.js';
import { gameSession } from './in-house-play.js';
import { createMember } from './merchant.factory.js';

/**
 * The demo merchant's bonuses (a deposit match, a sign-up bonus, a fixed gift) and a demo player
 * whose reward centre and bonus details have content: a reward waiting to be claimed, a bonus
 * whose turnover is met and one still being wagered. The wagering comes from real in-house slot
 * spins (round.settled), counted by the wagering subscriber once the event workers run.
 */
export const DEMO_REWARDS = { player: 'bonusfan', password: 'demo1234' } as const;

const SPIN = 10_000n; // 100.00 a spin
const SPINS = 3;

/** Idempotent: does nothing once the demo rewards player exists. */
export async function seedRewards(db: Db, merchantId: string): Promise<void> {
  if (await findMember(db, merchantId, { username: DEMO_REWARDS.player })) return;
  const def = (b: unknown) => seedDefinition(db, merchantId, bonusDefinitionBody.parse(b));
  await def({
    kind: 'deposit_match',
    title: { EN: '100% first deposit match', TY: '100% tugma sa unang deposito' },
    percentBp: 10_000,
    maxAmount: '50000',
    minDeposit: '10000',
    turnoverMultiplier: 10,
  });
  await def({ kind: 'signup', title: { EN: 'Welcome bonus', TY: 'Bonus sa pagsali' }, amount: '1000', turnoverMultiplier: 5 });
  await def({ kind: 'fixed', title: { EN: 'Free gift', TY: 'Libreng regalo' }, amount: '500', onePerPerson: false });

  const memberId = await createMember(db, merchantId, { username: DEMO_REWARDS.player, password: DEMO_REWARDS.password });
  await move(db, merchantId, {
    type: 'deposit',
    reference: `demo-bankroll:${memberId}`,
    idempotencyKey: `demo-bankroll:${memberId}`,
    from: 'payment_clearing',
    to: { member: memberId },
    amount: 200_000n,
    metadata: { demo: true },
  });
  const grant = (
    sourceRef: string,
    source: 'operator' | 'fixed_bonus' | 'deposit_bonus',
    amount: bigint,
    title: [string, string],
    x: number,
    claimable = false,
  ) =>
    grantReward(db, {
      merchantId,
      memberId,
      source,
      sourceRef,
      amount,
      title: { EN: title[0], TY: title[1] },
      turnoverMultiplier: x,
      delivery: claimable ? 'claimable' : 'now',
    });
  // Oldest first: the 20.00 gift's 20.00 turnover is met by the spins, the 100.00 match's 1,000.00 is not.
  await grant('demo:met', 'fixed_bonus', 2_000n, ['Loyalty gift', 'Regalo sa katapatan'], 1);
  await grant('demo:wagering', 'deposit_bonus', 10_000n, ['Deposit match', 'Tugma sa deposito'], 10);
  await grant('demo:claimable', 'operator', 5_000n, ['Weekend gift', 'Regalo sa Sabado'], 0, true);
  const session = await gameSession(db, merchantId, memberId, BGS_SLOT_CODE);
  for (let i = 0; i < SPINS; i += 1) await slotSpin({ db }, merchantId, { sessionToken: session, bet: SPIN.toString() });
}
