import { sql, type RawBuilder } from 'kysely';
import {
  addDays,
  PERIOD_OF_CODE,
  startOfLocalDay,
  type BetStatus,
  type PeriodTypeCode,
  type RecordTransactionType,
} from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { localDaySql, periodLastDaySql, periodStartSql } from '../../lib/calendar-sql.js';
import type { Owner } from '../session/index.js';

/** Kysely queries of the member records; rules (ranges, defaults, shapes) live in records.service.ts. */

export type { Owner };
/** Calendar days (yyyy-MM-dd, inclusive) in an IANA time zone. */
export interface DayRange {
  from: string;
  to: string;
  timeZone: string;
}

/** [start, end) instants of the range: local midnight of `from` to local midnight after `to` (transfer history uses them too). */
export const startOf = (r: DayRange): Date => startOfLocalDay(r.from, r.timeZone);
export const endOf = (r: DayRange): Date => startOfLocalDay(addDays(r.to, 1), r.timeZone);
const numericText = (expr: RawBuilder<unknown>) => sql<string>`COALESCE(${expr}, 0)::text`;

// ------------------------------------------------------------------------------------ bets

export interface BetFilter {
  gameType?: string | undefined;
  vendor?: string | undefined;
  status?: BetStatus | undefined;
}

/** The member's bets of the range; uses bets_member_placed (merchant, member, placed_at DESC, id DESC). */
function betsOf(db: Db, o: Owner, r: DayRange, f: BetFilter) {
  let q = db
    .selectFrom('bets as b')
    .where('b.merchant_id', '=', o.merchantId)
    .where('b.member_id', '=', o.memberId)
    .where('b.placed_at', '>=', startOf(r))
    .where('b.placed_at', '<', endOf(r));
  if (f.gameType) q = q.where('b.game_type', '=', f.gameType);
  if (f.vendor) q = q.where('b.vendor_code', '=', f.vendor);
  if (f.status) q = q.where('b.status', '=', f.status);
  return q;
}

export interface BetTotalsRow {
  bet_count: string;
  stake: string;
  valid_bet: string;
  win: string;
  profit: string;
}

/** Totals of the whole filter. Cancelled bets were refunded: no turnover; profit counts settled bets. */
export async function betTotals(db: Db, o: Owner, r: DayRange, f: BetFilter): Promise<BetTotalsRow> {
  return betsOf(db, o, r, f)
    .select([
      sql<string>`count(*)::text`.as('bet_count'),
      numericText(sql`sum(b.stake) FILTER (WHERE b.status <> 'cancelled')`).as('stake'),
      numericText(sql`sum(b.valid_bet) FILTER (WHERE b.status <> 'cancelled')`).as('valid_bet'),
      numericText(sql`sum(b.win) FILTER (WHERE b.status <> 'cancelled')`).as('win'),
      numericText(sql`sum(b.win - b.stake) FILTER (WHERE b.status = 'settled')`).as('profit'),
    ])
    .executeTakeFirstOrThrow();
}

/** One page, newest first, with the game's name in `lang` (joined for the page's rows only). */
export async function betPage(db: Db, o: Owner, r: DayRange, f: BetFilter, lang: string, limit: number, offset: number) {
  return betsOf(db, o, r, f)
    .leftJoin('vendors as v', 'v.code', 'b.vendor_code')
    .leftJoin('games as g', (j) => j.onRef('g.vendor_id', '=', 'v.id').onRef('g.game_code', '=', 'b.game_code'))
    .select([
      'b.id',
      'b.placed_at',
      'b.settled_at',
      'b.vendor_code',
      'b.game_code',
      'b.game_type',
      'b.round_id',
      'b.stake',
      'b.valid_bet',
      'b.win',
      'b.status',
      sql<string>`COALESCE(g.names ->> ${lang}, g.names ->> 'EN', b.game_code)`.as('game_name'),
    ])
    .orderBy('b.placed_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

// ---------------------------------------------------------------------------- transactions

/** The member's ledger accounts (main and vendor wallets); ledger_accounts_member index. */
export async function memberAccounts(db: Db, o: Owner): Promise<{ id: string; wallet: string }[]> {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'wallet'])
    .where('merchant_id', '=', o.merchantId)
    .where('member_id', '=', o.memberId)
    .where('kind', '=', 'member')
    .execute();
}

export interface PostingFilter {
  type?: RecordTransactionType | undefined;
  gameType?: string | undefined;
  vendor?: string | undefined;
}

/*
 * What a transaction belongs to, read from its reference (the ledger's link to the movement):
 * `round:<VENDOR>:<roundId>` for a round's bet, payout and refund (its bet row, unique by
 * merchant, vendor and round, gives the game type), `transfer:<id>` for a vendor wallet transfer
 * (its wallet_transfers row gives the vendor). Both are primary or unique key lookups per
 * posting, so the scan stays the member's postings of the range on ledger_postings_account_time.
 */
const refKind = sql<string>`split_part(t.reference, ':', 1)`;
const roundVendor = sql<string>`split_part(t.reference, ':', 2)`;
/** The round id may itself hold ':': everything after 'round:<VENDOR>:'. */
const roundId = sql<string>`substr(t.reference, length(split_part(t.reference, ':', 2)) + 8)`;
/** Guarded: other 'transfer:' references (none today) must not fail the bigint cast. */
const transferId = sql<string>`CASE WHEN t.reference ~ '^transfer:[0-9]{1,18}$' THEN substr(t.reference, 10)::bigint END`;

/** Postings of the accounts in the range; ledger_postings_account_time (account, created_at DESC, id DESC). */
function postingsOf(db: Db, o: Owner, accountIds: string[], r: DayRange, f: PostingFilter) {
  let q = db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
    .where('p.merchant_id', '=', o.merchantId)
    .where('t.merchant_id', '=', o.merchantId)
    .where('p.account_id', 'in', accountIds)
    .where('p.created_at', '>=', startOf(r))
    .where('p.created_at', '<', endOf(r));
  if (f.type) q = q.where('t.type', '=', f.type);
  if (f.vendor) {
    const vendor = f.vendor;
    q = q.where(sql<boolean>`(
      (${refKind} = 'round' AND ${roundVendor} = ${vendor})
      OR (${refKind} = 'transfer' AND EXISTS (
        SELECT 1 FROM wallet_transfers w
         WHERE w.merchant_id = t.merchant_id AND w.id = ${transferId} AND w.member_id = ${o.memberId} AND w.vendor_code = ${vendor})))`);
  }
  if (f.gameType) {
    q = q.where(sql<boolean>`${refKind} = 'round' AND EXISTS (
      SELECT 1 FROM bets b
       WHERE b.merchant_id = t.merchant_id AND b.vendor_code = ${roundVendor} AND b.round_id = ${roundId}
         AND b.member_id = ${o.memberId} AND b.game_type = ${f.gameType})`);
  }
  return q;
}

export async function postingTotals(db: Db, o: Owner, accountIds: string[], r: DayRange, f: PostingFilter) {
  return postingsOf(db, o, accountIds, r, f)
    .select([
      sql<string>`count(*)::text`.as('count'),
      numericText(sql`sum(p.amount) FILTER (WHERE p.amount > 0)`).as('credit'),
      numericText(sql`sum(p.amount) FILTER (WHERE p.amount < 0)`).as('debit'),
    ])
    .executeTakeFirstOrThrow();
}

export async function postingPage(
  db: Db,
  o: Owner,
  accountIds: string[],
  r: DayRange,
  f: PostingFilter,
  limit: number,
  offset: number,
) {
  return postingsOf(db, o, accountIds, r, f)
    .select(['p.id', 'p.transaction_id', 'p.account_id', 'p.created_at', 't.type', 'p.amount', 'p.balance_after', 't.reference'])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

// ---------------------------------------------------------------------------------- profit

export interface ProfitRowData {
  period_start: string;
  period_end: string;
  game_type: string;
  bet_count: string;
  stake: string;
  valid_bet: string;
  win: string;
  profit: string;
}

/**
 * Settled bets of the filter, each with the start of its period (of placedAt, in the range's
 * zone; the one calendar): D the day; W the week from Monday; H 1st-15th / 16th-end of month;
 * M the month. bets_member_placed drives it, as for the betting record.
 */
function settledByPeriod(o: Owner, r: DayRange, period: PeriodTypeCode, f: Omit<BetFilter, 'status'>) {
  return sql`
    days AS (
      SELECT ${localDaySql(sql`b.placed_at`, r.timeZone)} AS day, b.game_type, b.stake, b.valid_bet, b.win
        FROM bets b
       WHERE b.merchant_id = ${o.merchantId} AND b.member_id = ${o.memberId}
         AND b.placed_at >= ${startOf(r)} AND b.placed_at < ${endOf(r)}
         AND b.status = 'settled'
         ${f.gameType ? sql`AND b.game_type = ${f.gameType}` : sql``}
         ${f.vendor ? sql`AND b.vendor_code = ${f.vendor}` : sql``}
    ), periods AS (
      SELECT d.*, ${periodStartSql(PERIOD_OF_CODE[period], sql`d.day`)} AS ps
        FROM days d
    )`;
}

export interface ProfitTotalsRow {
  row_count: string;
  bet_count: string;
  stake: string;
  valid_bet: string;
  win: string;
  profit: string;
}

/** Totals of the whole filter, and how many rows (period, game type) it has. */
export async function profitTotals(
  db: Db,
  o: Owner,
  r: DayRange,
  period: PeriodTypeCode,
  f: Omit<BetFilter, 'status'>,
): Promise<ProfitTotalsRow> {
  const { rows } = await sql<ProfitTotalsRow>`
    WITH ${settledByPeriod(o, r, period, f)}
    SELECT count(DISTINCT (ps, game_type))::text AS row_count, count(*)::text AS bet_count,
           ${numericText(sql`sum(stake)`)} AS stake, ${numericText(sql`sum(valid_bet)`)} AS valid_bet,
           ${numericText(sql`sum(win)`)} AS win, ${numericText(sql`sum(win - stake)`)} AS profit
      FROM periods`.execute(db);
  return rows[0]!;
}

/** One page of rows: newest period first, then game type; periods clipped to the range. */
export async function profitPage(
  db: Db,
  o: Owner,
  r: DayRange,
  period: PeriodTypeCode,
  f: Omit<BetFilter, 'status'>,
  limit: number,
  offset: number,
): Promise<ProfitRowData[]> {
  const { rows } = await sql<ProfitRowData>`
    WITH ${settledByPeriod(o, r, period, f)}
    SELECT greatest(ps, ${r.from}::date)::text AS period_start,
           least(${periodLastDaySql(PERIOD_OF_CODE[period], sql`ps`)}, ${r.to}::date)::text AS period_end,
           game_type,
           count(*)::text AS bet_count,
           sum(stake)::text AS stake, sum(valid_bet)::text AS valid_bet, sum(win)::text AS win, sum(win - stake)::text AS profit
      FROM periods
     GROUP BY ps, game_type
     ORDER BY ps DESC, game_type
     LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows;
}
