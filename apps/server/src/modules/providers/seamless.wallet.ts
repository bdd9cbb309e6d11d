import type { ErrorCode } from '@playhouse/contract';
import type { SeamlessRequest } from '@playhouse/contract/server';
import type { Db } from '../../db/database.js';
import type { ProviderOp, ProviderOutcome } from '../../db/schema.providers.js';
import { AppError } from '../../core/errors.js';
import { sha256 } from '../../lib/secrets.js';
import { accountFor, post, shardOf, type LedgerAccount, type PostedTransaction } from '../ledger/index.js';
import { emit, emitAll } from '../events/index.js';
import { failure, success, type SeamlessResult } from './seamless.answers.js';
import { findPlayer, liveSession, type Player } from './game-sessions.repository.js';
import * as repo from './seamless.repository.js';
import { gameOf } from '../catalog/index.js';

/**
 * bet, win and rollback: each runs in one database transaction that holds advisory locks on
 * its transaction id(s) and its round, so retries and concurrent copies queue up, and the
 * first answer is stored with the call (provider_transactions) for every retry to get back.
 */

type MoneyRequest = SeamlessRequest<'bet'> | SeamlessRequest<'win'> | SeamlessRequest<'rollback'>;

interface Decision {
  outcome: ProviderOutcome;
  result: SeamlessResult;
  amount: bigint;
  ledgerTransactionId: string | null;
}

const refused = (code: ErrorCode, value?: unknown): Decision => ({
  outcome: 'refused',
  result: failure(code, value),
  amount: 0n,
  ledgerTransactionId: null,
});

/** What makes two calls with one txId "the same call": everything but the session token. */
function contentHash(op: ProviderOp, r: MoneyRequest): Buffer {
  const x = r as Partial<SeamlessRequest<'bet'> & SeamlessRequest<'rollback'>>;
  return sha256(JSON.stringify([op, x.playerId, x.roundId, x.gameCode ?? null, x.amount ?? null, x.refTxId ?? null]));
}

async function recorded(
  db: Db,
  vendor: string,
  op: ProviderOp,
  req: MoneyRequest,
  decide: (trx: Db, player: Player) => Promise<Decision>,
): Promise<SeamlessResult> {
  const hash = contentHash(op, req);
  const refTxId = 'refTxId' in req ? req.refTxId : null;
  const txIds = [...new Set([req.txId, ...(refTxId ? [refTxId] : [])])].sort();
  return db.transaction().execute(async (trx) => {
    await repo.advisoryLocks(trx, [
      ...txIds.map((id) => `seamless:tx:${vendor}:${id}`),
      `seamless:round:${vendor}:${req.roundId}`,
    ]);
    const prior = await repo.findProviderTx(trx, vendor, req.txId);
    if (prior) return prior.request_hash.equals(hash) ? (prior.answer as SeamlessResult) : failure('duplicate_transaction');
    const player = await findPlayer(trx, req.playerId);
    if (!player) return failure('invalid_session');
    const d = await decide(trx, player);
    return (await repo.insertProviderTx(trx, {
      merchantId: player.merchantId,
      memberId: player.memberId,
      vendor,
      txId: req.txId,
      op,
      roundId: req.roundId,
      refTxId,
      amount: d.amount,
      requestHash: hash,
      outcome: d.outcome,
      answer: d.result,
      ledgerTransactionId: d.ledgerTransactionId,
    })) as SeamlessResult;
  });
}

const mainWallet = (trx: Db, p: Player) => accountFor(trx, p.merchantId, 'member', p.memberId);
/** The vendor's house account, sharded by player: concurrent players lock different rows. */
const house = (trx: Db, p: Player, vendor: string) => accountFor(trx, p.merchantId, 'house', null, vendor, shardOf(p.memberId));
const answer = (balance: bigint, wallet: LedgerAccount, platformTxId: string | null) =>
  success({ balance: balance.toString(), currency: wallet.currency, platformTxId });

/** The account's balance after the posting (the ledger returns it: no second read). */
const balanceAfter = (posted: PostedTransaction, account: LedgerAccount) =>
  posted.postings.find((x) => x.accountId === account.id)!.balanceAfter;
/** Nothing moved: the member wallet's balance as read with the account. */
const unmoved = (wallet: LedgerAccount) => ({ id: null, balance: wallet.balance });

/** Moves `amount` between two accounts; the member wallet's balance after it. */
async function move(
  trx: Db,
  p: Player,
  type: 'bet' | 'payout' | 'refund',
  vendor: string,
  req: MoneyRequest,
  from: LedgerAccount,
  to: LedgerAccount,
  amount: bigint,
  wallet: LedgerAccount,
) {
  const posted = await post(trx, {
    merchantId: p.merchantId,
    type,
    reference: `round:${vendor}:${req.roundId}`,
    idempotencyKey: `seamless:${vendor}:${req.txId}`,
    postings: [
      { accountId: from.id, amount: -amount },
      { accountId: to.id, amount },
    ],
    metadata: { vendor, roundId: req.roundId, txId: req.txId },
  });
  return { id: posted.id, balance: balanceAfter(posted, wallet) };
}

/** What every round event of a seamless call says. */
const roundFact = (p: Player, vendor: string, roundId: string, gameCode: string) => ({
  merchantId: p.merchantId,
  memberId: p.memberId,
  vendor,
  roundId,
  gameCode,
  source: 'seamless' as const,
});

const roundSettled = (fact: ReturnType<typeof roundFact>, r: repo.SettledRound) => ({
  ...fact,
  betId: r.id,
  gameType: r.game_type,
  status: r.status,
  stake: r.stake,
  validBet: r.valid_bet,
  win: r.win,
});

/**
 * Debit: needs a live session whose launching member session is not revoked; refused when the
 * txId was rolled back before, or the round is closed.
 */
export function bet(db: Db, vendor: string, req: SeamlessRequest<'bet'>): Promise<SeamlessResult> {
  return recorded(db, vendor, 'bet', req, async (trx, p) => {
    const session = await liveSession(trx, vendor, sha256(req.sessionToken));
    if (!session || session.signedOut || session.playerId !== req.playerId || p.status !== 'active') {
      return refused('invalid_session');
    }
    if ((await repo.rollbacksOf(trx, vendor, req.txId)).length) return refused('bet_already_settled');
    const round = await repo.findRound(trx, p.merchantId, vendor, req.roundId);
    if (round && round.member_id !== p.memberId) return refused('invalid_state');
    if (round && round.status !== 'pending') return refused('bet_already_settled');
    const amount = BigInt(req.amount);
    // Looked up before the ledger locks the accounts: locks are held until commit, keep that short.
    const game = await gameOf(trx, vendor, req.gameCode);
    const wallet = await mainWallet(trx, p);
    let moved: { id: string | null; balance: bigint };
    if (amount === 0n) moved = unmoved(wallet);
    else {
      try {
        moved = await move(trx, p, 'bet', vendor, req, wallet, await house(trx, p, vendor), amount, wallet);
      } catch (e) {
        if (e instanceof AppError && e.code === 'insufficient_funds') {
          return refused('insufficient_funds', { balance: (e.value as { balance: string }).balance });
        }
        throw e;
      }
    }
    await repo.addBetToRound(trx, {
      merchantId: p.merchantId,
      memberId: p.memberId,
      vendor,
      gameCode: req.gameCode,
      gameType: game.gameType,
      roundId: req.roundId,
      amount,
    });
    await emit(trx, {
      type: 'bet.placed',
      payload: {
        ...roundFact(p, vendor, req.roundId, req.gameCode),
        txId: req.txId,
        gameType: game.gameType,
        amount: amount.toString(),
      },
    });
    return { outcome: 'ok', result: answer(moved.balance, wallet, moved.id), amount, ledgerTransactionId: moved.id };
  });
}

/** Credit: settles the round (amount 0 = lost). Accepted on an expired session; no bet, no win. */
export function win(db: Db, vendor: string, req: SeamlessRequest<'win'>): Promise<SeamlessResult> {
  return recorded(db, vendor, 'win', req, async (trx, p) => {
    const round = await repo.findRound(trx, p.merchantId, vendor, req.roundId);
    if (!round || round.member_id !== p.memberId) return refused('bet_not_found');
    if (round.status !== 'pending') return refused('bet_already_settled');
    const amount = BigInt(req.amount);
    const wallet = await mainWallet(trx, p);
    let moved: { id: string | null; balance: bigint } = unmoved(wallet);
    if (amount > 0n) moved = await move(trx, p, 'payout', vendor, req, await house(trx, p, vendor), wallet, amount, wallet);
    const settled = await repo.settleRound(trx, round.id, amount);
    const fact = roundFact(p, vendor, req.roundId, round.game_code);
    const result = amount > 0n ? 'won' : 'lost';
    await emitAll(trx, [
      { type: 'bet.settled', payload: { ...fact, txId: req.txId, result, amount: amount.toString() } },
      { type: 'round.settled', payload: roundSettled(fact, settled) },
    ]);
    return { outcome: 'ok', result: answer(moved.balance, wallet, moved.id), amount, ledgerTransactionId: moved.id };
  });
}

/**
 * Refund of bet `refTxId`. An unknown bet: success with the balance unchanged, and the rollback
 * stays as a tombstone so that bet is refused if it arrives later. A bet already refunded, or
 * one that was refused: success, nothing moves. A bet whose round was won: bet_already_settled.
 */
export function rollback(db: Db, vendor: string, req: SeamlessRequest<'rollback'>): Promise<SeamlessResult> {
  return recorded(db, vendor, 'rollback', req, async (trx, p) => {
    const wallet = await mainWallet(trx, p);
    const unchanged = async (outcome: ProviderOutcome): Promise<Decision> => ({
      outcome,
      result: answer(wallet.balance, wallet, null),
      amount: 0n,
      ledgerTransactionId: null,
    });
    const original = await repo.findProviderTx(trx, vendor, req.refTxId);
    if (!original) return unchanged('tombstone');
    if (
      original.op !== 'bet' ||
      original.merchant_id !== p.merchantId ||
      original.member_id !== p.memberId ||
      original.round_id !== req.roundId
    ) {
      return refused('bet_not_found');
    }
    if (original.outcome !== 'ok' || (await repo.rollbacksOf(trx, vendor, req.refTxId)).includes('ok')) return unchanged('noop');
    const round = await repo.findRound(trx, p.merchantId, vendor, req.roundId);
    if (!round) return refused('bet_not_found');
    if (round.status === 'settled') return refused('bet_already_settled');
    const amount = BigInt(original.amount);
    let moved: { id: string | null; balance: bigint } = unmoved(wallet);
    if (amount > 0n) moved = await move(trx, p, 'refund', vendor, req, await house(trx, p, vendor), wallet, amount, wallet);
    const tally = await repo.roundTally(trx, p.merchantId, vendor, req.roundId);
    const cancelled = await repo.refundOnRound(trx, round.id, amount, tally.bets - tally.refunds <= 1);
    const fact = roundFact(p, vendor, req.roundId, round.game_code);
    await emitAll(trx, [
      { type: 'bet.settled', payload: { ...fact, txId: req.refTxId, result: 'refunded', amount: amount.toString() } },
      ...(cancelled ? [{ type: 'round.settled' as const, payload: roundSettled(fact, cancelled) }] : []),
    ]);
    return { outcome: 'ok', result: answer(moved.balance, wallet, moved.id), amount, ledgerTransactionId: moved.id };
  });
}
