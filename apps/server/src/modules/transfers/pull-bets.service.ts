import type { Db } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../core/errors.js';
import { emitAll, type DomainEvent } from '../events/index.js';
import { accountFor, post } from '../ledger/index.js';
import { gameOf, offeredTransferVendors } from '../catalog/index.js';
import { findPlayer, lockPulledRound, type PulledBet, upsertPulledBet } from '../providers/index.js';
import * as repo from './transfers.repository.js';

/**
 * Transfer-mode vendors keep the play: the platform pulls their bet records (every minute, and
 * before a transfer out) into `bets` (source 'pulled') and posts each settled round's money
 * between the member's vendor wallet and house(vendor): the stake as a bet, the win as a payout,
 * under keys `pulled:<VENDOR>:<roundId>:bet|win`, so a round pulled twice moves money once.
 */

const MAX_PAGES = 20;

/**
 * Pulls one merchant's records at one vendor from the saved cursor. A page is committed to the
 * cursor only when all its rounds applied; a round the vendor wallet cannot pay (its money is
 * still in a pending transfer in) stops the pull, and the next pull retries from that page.
 */
export async function pullVendorBets(
  deps: Pick<Deps, 'db' | 'providers'>,
  merchant: { id: string; code: string },
  vendor: string,
): Promise<{ rounds: number; blocked: boolean }> {
  const { db } = deps;
  const adapter = deps.providers.for(vendor);
  if (!adapter?.pullBets) return { rounds: 0, blocked: false };
  let cursor = await repo.cursorOf(db, merchant.id, vendor);
  let rounds = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await adapter.pullBets(merchant.code, vendor, cursor);
    for (const bet of answer.bets) {
      if (!(await applyPulledBet(db, merchant.id, vendor, bet))) return { rounds, blocked: true };
      rounds++;
    }
    if (answer.cursor === cursor || answer.bets.length === 0) break;
    await repo.saveCursor(db, merchant.id, vendor, answer.cursor);
    cursor = answer.cursor;
  }
  return { rounds, blocked: false };
}

/** Records one round and, when settled, posts its money. false: the vendor wallet cannot pay the stake yet. */
async function applyPulledBet(db: Db, merchantId: string, vendor: string, bet: PulledBet): Promise<boolean> {
  const player = await findPlayer(db, bet.playerId);
  // Not one of this merchant's players: nothing of ours to record.
  if (!player || player.merchantId !== merchantId) return true;
  const { memberId } = player;
  if (bet.stake < 0n || bet.validBet < 0n || bet.win < 0n) return true;
  const { gameType } = await gameOf(db, vendor, bet.gameCode);
  try {
    await db.transaction().execute(async (trx) => {
      const before = await lockPulledRound(trx, merchantId, vendor, bet.roundId);
      const betId = await upsertPulledBet(trx, {
        merchantId,
        memberId,
        vendor,
        gameCode: bet.gameCode,
        gameType,
        roundId: bet.roundId,
        stake: bet.stake,
        validBet: bet.validBet,
        win: bet.win,
        status: bet.status,
        placedAt: bet.placedAt,
        settledAt: bet.settledAt,
      });
      if (bet.status === 'settled') {
        const wallet = await accountFor(trx, merchantId, 'member', memberId, vendor);
        const house = await accountFor(trx, merchantId, 'house', null, vendor);
        const reference = `round:${vendor}:${bet.roundId}`;
        const key = `pulled:${vendor}:${bet.roundId}`;
        const metadata = { vendor, roundId: bet.roundId, gameCode: bet.gameCode, source: 'pulled' };
        if (bet.stake > 0n) {
          await post(trx, {
            merchantId,
            type: 'bet',
            reference,
            idempotencyKey: `${key}:bet`,
            metadata,
            postings: [
              { accountId: wallet.id, amount: -bet.stake },
              { accountId: house.id, amount: bet.stake },
            ],
          });
        }
        if (bet.win > 0n) {
          await post(trx, {
            merchantId,
            type: 'payout',
            reference,
            idempotencyKey: `${key}:win`,
            metadata,
            postings: [
              { accountId: house.id, amount: -bet.win },
              { accountId: wallet.id, amount: bet.win },
            ],
          });
        }
      }
      // Last, after the money: emit() takes the member's event lock, the last lock of a transaction.
      if (betId) await emitPulled(trx, merchantId, memberId, vendor, gameType, bet, betId, before?.status);
    });
    return true;
  } catch (e) {
    if (e instanceof AppError && e.code === 'insufficient_funds') return false;
    throw e;
  }
}

/** The events of a pulled round that changed: placed when first seen, settled when it reached its final state. */
async function emitPulled(
  trx: Db,
  merchantId: string,
  memberId: string,
  vendor: string,
  gameType: string,
  bet: PulledBet,
  betId: string,
  before: string | undefined,
): Promise<void> {
  const fact = { merchantId, memberId, vendor, roundId: bet.roundId, gameCode: bet.gameCode, source: 'pulled' as const };
  const events: DomainEvent[] = [];
  if (before === undefined)
    events.push({ type: 'bet.placed', payload: { ...fact, txId: null, gameType, amount: bet.stake.toString() } });
  if (bet.status === 'settled') {
    const result = bet.win > 0n ? 'won' : 'lost';
    events.push({ type: 'bet.settled', payload: { ...fact, txId: null, result, amount: bet.win.toString() } });
  }
  if (bet.status !== 'pending') {
    events.push({
      type: 'round.settled',
      payload: {
        ...fact,
        betId,
        gameType,
        status: bet.status,
        stake: bet.stake.toString(),
        validBet: bet.validBet.toString(),
        win: bet.win.toString(),
      },
    });
  }
  await emitAll(trx, events);
}

/** The scheduled pull: every merchant's offered transfer vendors; one vendor's failure does not stop the others. */
export async function pullAllTransferBets(deps: Pick<Deps, 'db' | 'providers'>): Promise<{ rounds: number; failed: number }> {
  const pairs = await offeredTransferVendors(deps.db);
  let rounds = 0;
  let failed = 0;
  for (const p of pairs) {
    try {
      rounds += (await pullVendorBets(deps, { id: p.merchantId, code: p.merchantCode }, p.code)).rounds;
    } catch {
      failed++;
    }
  }
  return { rounds, failed };
}
