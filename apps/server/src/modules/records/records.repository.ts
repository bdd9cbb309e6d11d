import { sql, type RawBuilder } from 'kysely';
import type { BetStatus, PeriodTypeCode, RecordTransactionType } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import type { Owner } from '../session/session.store.js';

/** Kysely queries of the member records; rules (ranges, defaults, shapes) live in records.service.ts. */

export type { Owner };
/** Calendar days (yyyy-MM-dd, inclusive) in an IANA time zone. */
export interface DayRange {
  from: string;
  to: string;
  timeZone: string;
}

/** Today in the zone; Postgres names the zones (an unknown one raises 22023). */
export async function todayIn(db: Db, timeZone: string): Promise<string> {
  const r = await sql<{ today: string }>`SELECT (now() AT TIME ZONE ${timeZone})::date::text AS today`.execute(db);
  return r.rows[0]!.today;
}

/** [start, end) instants of the range: local midnight of `from` to local midnight after `to`. */
const startOf = (r: DayRange) => sql<Date>`(${r.from}::date::timestamp AT TIME ZONE ${r.timeZone})`;
const endOf = (r: DayRange) => sql<Date>`((${r.to}::date + 1)::timestamp AT TIME ZONE ${r.timeZone})`;
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
      'b.id', 'b.placed_at', 'b.settled_at', 'b.vendor_code', 'b.game_code', 'b.game_type', 'b.round_id',
      'b.stake', 'b.valid_bet', 'b.win', 'b.status',
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

/** Postings of the accounts in the range; ledger_postings_account_time (account, created_at DESC, id DESC). */
function postingsOf(db: Db, merchantId: string, accountIds: string[], r: DayRange, type: RecordTransactionType | undefined) {
  let q = db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
    .where('p.merchant_id', '=', merchantId)
    .where('t.merchant_id', '=', merchantId)
    .where('p.account_id', 'in', accountIds)
    .where('p.created_at', '>=', startOf(r))
    .where('p.created_at', '<', endOf(r));
  if (type) q = q.where('t.type', '=', type);
  return q;
}

export async function postingTotals(db: Db, merchantId: string, accountIds: string[], r: DayRange, type: RecordTransactionType | undefined) {
  return postingsOf(db, merchantId, accountIds, r, type)
    .select([
      sql<string>`count(*)::text`.as('count'),
      numericText(sql`sum(p.amount) FILTER (WHERE p.amount > 0)`).as('credit'),
      numericText(sql`sum(p.amount) FILTER (WHERE p.amount < 0)`).as('debit'),
    ])
    .executeTakeFirstOrThrow();
}

export async function postingPage(
  db: Db, merchantId: string, accountIds: string[], r: DayRange, type: RecordTransactionType | undefined, limit: number, offset: number,
) {
  return postingsOf(db, merchantId, accountIds, r, type)
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
 * Settled bets grouped by period (of placedAt, in the range's zone) and game type. Periods:
 * D the day; W ISO week (Monday); H 1st-15th / 16th-end of month; M the month; clipped to the range.
 */
export async function profitRows(
  db: Db, o: Owner, r: DayRange, period: PeriodTypeCode, f: Omit<BetFilter, 'status'>,
): Promise<ProfitRowData[]> {
  const { rows } = await sql<ProfitRowData>`
    WITH days AS (
      SELECT (b.placed_at AT TIME ZONE ${r.timeZone})::date AS day, b.game_type, b.stake, b.valid_bet, b.win
        FROM bets b
       WHERE b.merchant_id = ${o.merchantId} AND b.member_id = ${o.memberId}
         AND b.placed_at >= ${startOf(r)} AND b.placed_at < ${endOf(r)}
         AND b.status = 'settled'
         ${f.gameType ? sql`AND b.game_type = ${f.gameType}` : sql``}
         ${f.vendor ? sql`AND b.vendor_code = ${f.vendor}` : sql``}
    ), periods AS (
      SELECT d.*, CASE ${period}
          WHEN 'D' THEN d.day
          WHEN 'W' THEN date_trunc('week', d.day::timestamp)::date
          WHEN 'M' THEN date_trunc('month', d.day::timestamp)::date
          ELSE date_trunc('month', d.day::timestamp)::date + CASE WHEN extract(day FROM d.day) <= 15 THEN 0 ELSE 15 END
        END AS ps
        FROM days d
    )
    SELECT greatest(ps, ${r.from}::date)::text AS period_start,
           least(CASE ${period}
               WHEN 'D' THEN ps
               WHEN 'W' THEN ps + 6
               WHEN 'M' THEN (ps + interval '1 month')::date - 1
               ELSE CASE WHEN extract(day FROM ps) = 1 THEN ps + 14 ELSE (date_trunc('month', ps::timestamp) + interval '1 month')::date - 1 END
             END, ${r.to}::date)::text AS period_end,
           game_type,
           count(*)::text AS bet_count,
           sum(stake)::text AS stake, sum(valid_bet)::text AS valid_bet, sum(win)::text AS win, sum(win - stake)::text AS profit
      FROM periods
     GROUP BY ps, game_type
     ORDER BY ps DESC, game_type`.execute(db);
  return rows;
}
