import type { Db } from '../db/database.js';
import { BGS_DICE_CODE, BGS_SLOT_CODE, slotSpin, tableRound } from '../modules/bgs/index.js';
import { findMember } from '../modules/member/index.js';
import { move } from '../modules/payments/index.js';
import { createMember } from './merchant.factory.js';
import { gameSession } from './in-house-play.js';

/**
 * The winner board's demo rows come from real play: demo players stake the in-house games
 * through the same session, provably fair rounds and seamless wallet calls as any player,
 * and winners.subscriber.ts puts their big wins on the board from the round.settled events
 * (once the event workers run, shortly after boot). Nothing is written to the board here.
 */

const PLAYERS = ['juan1223', 'mariaclara', 'josefa88', 'andres777', 'litobong', 'marites21', 'rowena09', 'dodong555'];
export const DEMO_WINNERS = { players: PLAYERS, password: 'demo1234' } as const;

const STAKE = 100_000n; // 1,000.00, both games' largest stake: a win of it is big enough for the board
const DICE_WINS_EACH = 3;
const DICE_ROUNDS_MAX = 12;
const SLOT_SPINS_EACH = 4;
const BANKROLL = 3_000_000n; // 30,000.00, more than the rounds above can lose

/** Idempotent: plays only while the first demo winner does not exist yet. */
export async function seedWinners(db: Db, merchantId: string): Promise<void> {
  if (await findMember(db, merchantId, { username: PLAYERS[0]! })) return;
  const bet = STAKE.toString();
  for (const username of PLAYERS) {
    const memberId = await createMember(db, merchantId, { username, password: DEMO_WINNERS.password });
    await move(db, merchantId, {
      type: 'deposit',
      reference: `demo-bankroll:${memberId}`,
      idempotencyKey: `demo-bankroll:${memberId}`,
      from: 'payment_clearing',
      to: { member: memberId },
      amount: BANKROLL,
      metadata: { demo: true },
    });
    const dice = await gameSession(db, merchantId, memberId, BGS_DICE_CODE);
    // An even chance (roll under 50.00) pays 1.98×: every win lands on the board.
    for (let rounds = 0, wins = 0; wins < DICE_WINS_EACH && rounds < DICE_ROUNDS_MAX; rounds += 1) {
      const r = await tableRound({ db }, merchantId, { sessionToken: dice, bet, direction: 'under', target: 5_000 });
      if (r.won) wins += 1;
    }
    // The slot's wins of at least the stake join them.
    const slot = await gameSession(db, merchantId, memberId, BGS_SLOT_CODE);
    for (let i = 0; i < SLOT_SPINS_EACH; i += 1) await slotSpin({ db }, merchantId, { sessionToken: slot, bet });
  }
}
