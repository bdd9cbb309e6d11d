import type { BetStatus } from '@playhouse/contract';
import type { Db } from '../../src/db/database.js';
import { post, type LedgerTransactionType } from '../../src/modules/ledger/index.js';
import { key } from './ledger.js';

let rounds = 0;

/** A bet row as the providers module writes it (money moves are not needed for the records). */
export async function insertBet(
  db: Db,
  merchantId: string,
  memberId: string,
  b: {
    at: string;
    stake: bigint;
    win?: bigint;
    validBet?: bigint;
    status?: BetStatus;
    vendor?: string;
    gameCode?: string;
    gameType?: string;
    round?: string;
  },
) {
  const status = b.status ?? 'settled';
  const { id } = await db
    .insertInto('bets')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      vendor_code: b.vendor ?? 'PG',
      game_code: b.gameCode ?? 'PG_UNKNOWN',
      game_type: b.gameType ?? 'RNG',
      round_id: b.round ?? `r${process.pid}-${++rounds}`,
      stake: b.stake,
      valid_bet: b.validBet ?? b.stake,
      win: b.win ?? 0n,
      status,
      source: 'seamless',
      placed_at: b.at,
      settled_at: status === 'pending' ? null : b.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Moves `amount` under a given reference: `round:<VENDOR>:<roundId>` as providers post, `transfer:<id>` as transfers do. */
export function moveRef(
  db: Db,
  merchantId: string,
  type: LedgerTransactionType,
  reference: string,
  from: string,
  to: string,
  amount: bigint,
) {
  return post(db, {
    merchantId,
    type,
    reference,
    idempotencyKey: key('ref'),
    postings: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
  });
}

/** A settled vendor wallet transfer row; its postings reference it as `transfer:<id>`. */
export async function insertTransfer(
  db: Db,
  merchantId: string,
  memberId: string,
  vendor: string,
  direction: 'in' | 'out',
  amount: bigint,
) {
  const { id } = await db
    .insertInto('wallet_transfers')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      vendor_code: vendor,
      direction,
      amount,
      status: 'confirmed',
      settled_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
