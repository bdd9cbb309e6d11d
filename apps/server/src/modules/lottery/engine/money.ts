import type { LotteryPrizeMode } from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';
import { accountFor, memberAccountIds, post, SYSTEM_SHARDS, type LedgerTransactionType } from '../../ledger/index.js';

/**
 * The lottery's ledger movements. A stake waits in the merchant's lottery_pending account (the
 * member's shard of it) from the bet to its settlement; the house account of the lottery vendor
 * (LOTT, or ELOTT for the odds board) takes the stakes it keeps and pays wins and rebates. What
 * reaches a member is referenced `round:<vendor>:<ticketId>`, so the account record ties it to
 * its ticket; the kept stakes move per batch (`lottery:draw:<roundId>`). Idempotency keys name the
 * ticket and the outcome, or the draw and the batch: a settlement run twice moves nothing twice.
 */
export const vendorOf = (mode: LotteryPrizeMode): 'LOTT' | 'ELOTT' => (mode === 'ELOTT' ? 'ELOTT' : 'LOTT');

export interface Accounts {
  member: string;
  pending: string;
  house: string;
}

/** The pending and house accounts of a member's shard (created on first use). */
async function shardAccounts(db: Db, merchantId: string, memberId: string, vendor: string) {
  const shard = Number(BigInt(memberId) % BigInt(SYSTEM_SHARDS));
  const [pending, house] = await Promise.all([
    accountFor(db, merchantId, 'lottery_pending', null, 'MAIN', shard),
    accountFor(db, merchantId, 'house', null, vendor, shard),
  ]);
  return { pending: pending.id, house: house.id };
}

/** The three accounts of a member's lottery money (created on first use). */
export async function accountsOf(db: Db, merchantId: string, memberId: string, vendor: string): Promise<Accounts> {
  const member = await accountFor(db, merchantId, 'member', memberId);
  return { member: member.id, ...(await shardAccounts(db, merchantId, memberId, vendor)) };
}

const accountsReady = new WeakMap<Db, Set<string>>();
/**
 * Creates the merchant's lottery house (of each of `vendors`: the fast draws' LOTT and ELOTT by
 * default, an official lottery's TCG_LOTTO_VN or TCG_SEA) and pending accounts of every shard,
 * each in its own statement outside any batch: settlers creating them inside their batches, in
 * their tickets' order, could each wait on the other's uncommitted account (a deadlock). Once per
 * database, merchant and vendor in a process (accounts are never deleted).
 */
export async function ensureLotteryAccounts(
  db: Db,
  merchantId: string,
  vendors: readonly string[] = ['LOTT', 'ELOTT'],
): Promise<void> {
  const key = `${merchantId}:${vendors.join(',')}`;
  let ready = accountsReady.get(db);
  if (!ready) accountsReady.set(db, (ready = new Set()));
  if (ready.has(key)) return;
  for (let shard = 0; shard < SYSTEM_SHARDS; shard++) {
    await accountFor(db, merchantId, 'lottery_pending', null, 'MAIN', shard);
    for (const vendor of vendors) await accountFor(db, merchantId, 'house', null, vendor, shard);
  }
  ready.add(key);
}

/**
 * Settlement's accounts, looked up a batch at a time: the members' in one query per batch (for
 * members not seen before), the pending and house accounts once per shard and vendor.
 */
export class SettlementAccounts {
  private readonly members = new Map<string, string>();
  private readonly shared = new Map<string, { pending: string; house: string }>();
  constructor(private readonly merchantId: string) {}

  async load(trx: Db, memberIds: readonly string[]): Promise<void> {
    const missing = [...new Set(memberIds)].filter((m) => !this.members.has(m));
    for (const [m, id] of await memberAccountIds(trx, this.merchantId, missing)) this.members.set(m, id);
  }

  /**
   * A loaded member's accounts (a member without a main account gets one: it cannot happen for a
   * member who paid). Looked up on the batch's own connection: a second one per settler could
   * exhaust the pool while every settler holds its batch open.
   */
  async of(trx: Db, memberId: string, vendor: string): Promise<Accounts> {
    const key = `${BigInt(memberId) % BigInt(SYSTEM_SHARDS)}:${vendor}`;
    let shared = this.shared.get(key);
    if (!shared) this.shared.set(key, (shared = await shardAccounts(trx, this.merchantId, memberId, vendor)));
    let member = this.members.get(memberId);
    if (!member) this.members.set(memberId, (member = (await accountFor(trx, this.merchantId, 'member', memberId)).id));
    return { member, ...shared };
  }
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

export interface LedgerTx {
  type: LedgerTransactionType;
  reference: string;
  idempotencyKey: string;
  postings: { accountId: string; amount: bigint }[];
}

export interface TicketMoney {
  stake: bigint;
  win: bigint;
  rebate: bigint;
  refund: bigint;
}

/** A lost ticket: its whole stake goes to the house and nothing to the member (a rebate aside). */
export const isLost = (m: TicketMoney) => m.win === 0n && m.refund === 0n;

/**
 * A ticket's own settlement transactions, what reaches the member: the refunded part of the stake
 * from pending and the win from the house (`…:settle`, none for a lost ticket), and the rebate from
 * the house (`…:rebate`, type rebate). The stake the house keeps moves with the batch's other kept
 * stakes (keptStakesTransactions).
 */
export function ticketTransactions(ref: string, a: Accounts, m: TicketMoney): LedgerTx[] {
  const txs: LedgerTx[] = [];
  if (!isLost(m)) {
    const postings = [
      { accountId: a.pending, amount: -m.refund },
      { accountId: a.house, amount: -m.win },
      { accountId: a.member, amount: m.refund + m.win },
    ].filter((p) => p.amount !== 0n);
    txs.push({ type: m.win > 0n ? 'payout' : 'refund', reference: ref, idempotencyKey: `${ref}:settle`, postings });
  }
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

/**
 * The stakes the house keeps (stake less refund) of a batch of settled tickets (or official bets,
 * `scope` 'official': their draws are another table, so their ids need their own keys), pending → house:
 * one transaction per (pending shard, house) pair rather than one per ticket, since this part never
 * touches the member's account (the member's record shows the bet, then any win or refund) and a
 * draw settles up to millions of tickets. The ticket rows carry each one's amounts; the key names
 * the draw and the pair's lowest ticket, which settles once (its pending → final update is in the
 * same database transaction), so a replayed batch posts nothing.
 */
export function keptStakesTransactions(
  roundId: string,
  settled: readonly { ticketId: string; acc: Accounts; stake: bigint; refund: bigint }[],
  scope: 'lottery' | 'official' = 'lottery',
): LedgerTx[] {
  const byPair = new Map<string, { acc: Accounts; total: bigint; first: bigint }>();
  for (const t of settled) {
    const kept = t.stake - t.refund;
    if (kept === 0n) continue;
    const key = `${t.acc.pending}:${t.acc.house}`;
    const id = BigInt(t.ticketId);
    const g = byPair.get(key);
    if (!g) byPair.set(key, { acc: t.acc, total: kept, first: id });
    else {
      g.total += kept;
      if (id < g.first) g.first = id;
    }
  }
  return [...byPair.values()].map((g) => ({
    type: 'bet' as const,
    reference: `${scope}:draw:${roundId}`,
    idempotencyKey: `${scope}:kept:${roundId}:${g.first}`,
    postings: [
      { accountId: g.acc.pending, amount: -g.total },
      { accountId: g.acc.house, amount: g.total },
    ],
  }));
}
