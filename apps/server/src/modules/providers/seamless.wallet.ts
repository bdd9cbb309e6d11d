import { messageFor, statusOf, type ErrorCode } from '@playhouse/contract';
import type { SeamlessRequest } from '@playhouse/contract/server';
import type { Db } from '../../db/database.js';
import type { ProviderOp } from '../../db/schema.providers.js';
import { sha256 } from '../../lib/secrets.js';
import { SYSTEM_SHARDS } from '../ledger/index.js';
import type { SeamlessResult } from './seamless.answers.js';
import { SESSION_IDLE_MINUTES, TOUCH_EVERY_SECONDS } from './game-sessions.repository.js';
import { MoneyLanes } from './seamless-batch.js';

/**
 * bet, win and rollback: each is one call of the SQL function seamless_money (the seamless
 * functions migration), one statement and so one database round trip and one transaction. It
 * takes advisory locks on the transaction id(s) and the round, so retries and concurrent copies
 * queue up, and stores the first answer with the call (provider_transactions) for every retry.
 * Calls that arrive while the instance's money lanes are busy share the next statement
 * (seamless-batch.ts).
 *
 * bet: needs a live session whose launching member session is not revoked and an active member
 *   not self-excluded, and room in the member's stake and loss limits (responsible gaming);
 *   refused when the txId was rolled back before, or the round is closed or another member's.
 * win: settles the round (amount 0 = lost); accepted on an expired session; no bet, no win.
 * rollback: refund of bet refTxId. An unknown bet: success with the balance unchanged, and the
 *   rollback stays as a tombstone so that bet is refused if it arrives later. A bet already
 *   refunded, or one that was refused: success, nothing moves. A bet whose round was won:
 *   bet_already_settled. Refunding a round's last bet cancels the round.
 */

type MoneyRequest = SeamlessRequest<'bet'> | SeamlessRequest<'win'> | SeamlessRequest<'rollback'>;

/** The refusals seamless_money answers. */
const REFUSALS: readonly ErrorCode[] = [
  'invalid_session',
  'duplicate_transaction',
  'bet_already_settled',
  'bet_not_found',
  'invalid_state',
  'insufficient_funds',
  // responsible gaming: a bet past the member's stake or loss limit (rg_play_check)
  'rg_stake_limit_reached',
  'rg_loss_limit_reached',
];

/** What the function needs of the contract and this module, built once: answers, session timings, house shards. */
export const SEAMLESS_RULES = JSON.stringify({
  failures: Object.fromEntries(REFUSALS.map((code) => [code, { status: statusOf(code), message: messageFor('EN', code) }])),
  idleMinutes: SESSION_IDLE_MINUTES,
  touchSeconds: TOUCH_EVERY_SECONDS,
  houseShards: SYSTEM_SHARDS,
});

/** What makes two calls with one txId "the same call": everything but the session token. */
function contentHash(op: ProviderOp, r: MoneyRequest): Buffer {
  const x = r as Partial<SeamlessRequest<'bet'> & SeamlessRequest<'rollback'>>;
  return sha256(JSON.stringify([op, x.playerId, x.roundId, x.gameCode ?? null, x.amount ?? null, x.refTxId ?? null]));
}

const lanes = new WeakMap<Db, MoneyLanes>();

function money(db: Db, vendor: string, op: ProviderOp, req: MoneyRequest): Promise<SeamlessResult> {
  const { sessionToken, ...body } = req;
  let q = lanes.get(db);
  if (!q) lanes.set(db, (q = new MoneyLanes(db, SEAMLESS_RULES)));
  return q.run(req.playerId, {
    op,
    vendor,
    body,
    requestHash: contentHash(op, req),
    sessionHash: sessionToken ? sha256(sessionToken) : null,
  });
}

export const bet = (db: Db, vendor: string, req: SeamlessRequest<'bet'>) => money(db, vendor, 'bet', req);
export const win = (db: Db, vendor: string, req: SeamlessRequest<'win'>) => money(db, vendor, 'win', req);
export const rollback = (db: Db, vendor: string, req: SeamlessRequest<'rollback'>) => money(db, vendor, 'rollback', req);
