import type { LotteryPrizeMode } from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';
import { accountFor, post, SYSTEM_SHARDS, type LedgerTransactionType } from '../../ledger/index.js';

/**
 * The lottery's ledger movements. A stake waits in the merchant's lottery_pending account (the
 * member's shard of it) from the bet to its settlement; the house account of the lottery vendor
 * (LOTT, or ELOTT for the odds board) takes lost stakes and pays wins and rebates. References
 * are `round:<vendor>:<ticketId>`, so the account record ties every movement to its ticket, and
 * idempotency keys name the ticket and the outcome: a settlement run twice moves nothing twice.
 */
export const vendorOf = (mode: LotteryPrizeMode): 'LOTT' | 'ELOTT' => (mode === 'ELOTT' ? 'ELOTT' : 'LOTT');

export interface Accounts {
  member: string;
  pending: string;
  house: string;
}

/** The three accounts of a member's lottery money (created on first use). */
export async function accountsOf(db: Db, merchantId: string, memberId: string, vendor: string): Promise<Accounts> {
  const shard = Number(BigInt(memberId) % BigInt(SYSTEM_SHARDS));
  const [member, pending, house] = await Promise.all([
    accountFor(db, merchantId, 'member', memberId),
    accountFor(db, merchantId, 'lottery_pending', null, 'MAIN', shard),
    accountFor(db, merchantId, 'house', null, vendor, shard),
  ]);
  return { member: member.id, pending: pending.id, house: house.id };
}

/** The whole cost of a placement, member → pending. Answers the member's balance after it. */
export async function debitStakes(
  trx: Db,
  merchantId: string,
  a: Accounts,
  total: bigint,
  key: string,
  reference: string,
): Promise<bigint> {
  const tx = await post(trx, {
    merchantId,
    type: 'bet',
    reference,
    idempotencyKey: key,
    postings: [
      { accountId: a.member, amount: -total },
      { accountId: a.pending, amount: total },
    ],
  });
  return tx.postings.find((p) => p.accountId === a.member)!.balanceAfter;
}

export interface TicketMoney {
  stake: bigint;
  win: bigint;
  rebate: bigint;
  refund: bigint;
}

/**
 * A ticket's settlement as ledger transactions: the refunded part of the stake back to the member,
 * the rest to the house, the win from the house (one transaction, `…:settle`); the rebate from
 * the house (`…:rebate`, type rebate) when there is one.
 */
export function ticketTransactions(ref: string, a: Accounts, m: TicketMoney) {
  const kept = m.stake - m.refund;
  const byAccount = new Map<string, bigint>([
    [a.pending, -m.stake],
    [a.house, kept - m.win],
    [a.member, m.refund + m.win],
  ]);
  const postings = [...byAccount].filter(([, v]) => v !== 0n).map(([accountId, amount]) => ({ accountId, amount }));
  const type: LedgerTransactionType = m.win > 0n ? 'payout' : m.refund > 0n ? 'refund' : 'bet';
  const txs: { type: LedgerTransactionType; reference: string; idempotencyKey: string; postings: typeof postings }[] = [
    { type, reference: ref, idempotencyKey: `${ref}:settle`, postings },
  ];
  if (m.rebate > 0n) {
    txs.push({
      type: 'rebate',
      reference: ref,
      idempotencyKey: `${ref}:rebate`,
      postings: [
        { accountId: a.house, amount: -m.rebate },
        { accountId: a.member, amount: m.rebate },
      ],
    });
  }
  return txs;
}
