import { defineSubscriber } from '../events/index.js';
import { findMember } from '../member/index.js';
import { gameIdOf } from './winners.repository.js';
import { recordWin } from './winners.service.js';

/** A win this large (minor units), or this many times the round's stake, goes on the winner board. */
export const BIG_WIN_MINOR = 100_000n;
export const BIG_WIN_MULTIPLE = 100n;

export function isBigWin(win: bigint, stake: bigint): boolean {
  return win > 0n && (win >= BIG_WIN_MINOR || (stake > 0n && win >= BIG_WIN_MULTIPLE * stake));
}

/**
 * The winner board reads settled rounds from the events, off the money path: a board failure
 * is retried here and can never slow or fail a bet. The entry is written in the delivery's
 * transaction, so a round is put on the board once however often it is delivered.
 */
export const winnersSubscriber = defineSubscriber({
  name: 'winners-board',
  types: ['round.settled'],
  async handle(trx, event) {
    const p = event.payload;
    const win = BigInt(p.win);
    if (p.status !== 'settled' || !isBigWin(win, BigInt(p.stake))) return;
    if (win > BigInt(Number.MAX_SAFE_INTEGER)) return; // the board's amounts are JSON numbers
    const gameId = await gameIdOf(trx, p.vendor, p.gameCode);
    const member = await findMember(trx, p.merchantId, { id: p.memberId });
    if (!gameId || !member) return; // a game outside the catalog, or a member since removed: nothing to show
    await recordWin(trx, { merchantId: p.merchantId, memberUsername: member.username, amountMinor: Number(win), gameId });
  },
});
