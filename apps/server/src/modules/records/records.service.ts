import {
  addDays,
  isTimeZone,
  todayIn,
  RECORDS_DEFAULT_DAYS,
  RECORDS_MAX_DAYS,
  recordRangeProblem,
  type BetRecordsPage,
  type FieldIssue,
  type ProfitRecords,
  type TransactionRecordsPage,
  type betRecordsQuery,
  type profitRecordsQuery,
  type transactionRecordsQuery,
} from '@playhouse/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { iso, offsetOf, pageFrom } from '../../core/page.js';
import { betRecordOf } from './bet-record.js';
import * as repo from './records.repository.js';

/** The member, and the zone of the request's merchant: the records' calendar. */
export type CalendarOwner = repo.Owner & { timeZone: string };

const invalid = (field: string, detail: string) =>
  new AppError('validation_failed', [{ field, key: 'validation_failed', params: { detail } }] satisfies FieldIssue[]);

/**
 * The range a query asks for, defaults filled: the days in the merchant's time zone (the one
 * calendar) unless the query names a zone; `to` today, `from` 6 days before `to`. Checked again
 * here (the contract checks only what was sent): order, span, the zone.
 */
export function resolveRange(
  q: { from?: string | undefined; to?: string | undefined; timeZone?: string | undefined },
  merchantZone: string,
): repo.DayRange {
  const timeZone = q.timeZone ?? merchantZone;
  if (!isTimeZone(timeZone)) throw invalid('timeZone', 'unknown time zone');
  const to = q.to ?? todayIn(timeZone);
  const from = q.from ?? addDays(to, -(RECORDS_DEFAULT_DAYS - 1));
  const problem = recordRangeProblem(from, to);
  if (problem === 'order') throw invalid('from', 'from after to');
  if (problem === 'too_long') throw invalid('to', `at most ${RECORDS_MAX_DAYS} days`);
  return { from, to, timeZone };
}

/** personalHistoryCopy: the member's bets, newest first, with totals of the whole filter. */
export async function betRecords(
  db: Db,
  o: CalendarOwner,
  lang: string,
  q: z.output<typeof betRecordsQuery>,
): Promise<BetRecordsPage> {
  const range = resolveRange(q, o.timeZone);
  const filter = { gameType: q.gameType, vendor: q.vendor, status: q.status };
  const totals = await repo.betTotals(db, o, range, filter);
  const total = Number(totals.bet_count);
  const offset = offsetOf(q);
  const rows = offset < total ? await repo.betPage(db, o, range, filter, lang, q.pageSize, offset) : [];
  const content = rows.map((b) => ({ ...betRecordOf(b), gameName: b.game_name }));
  return {
    ...pageFrom(content, total, q),
    ...range,
    totals: { betCount: total, stake: totals.stake, validBet: totals.valid_bet, win: totals.win, profit: totals.profit },
  };
}

/** transactionHistory: every posting on the member's wallets, newest first. */
export async function transactionRecords(
  db: Db,
  o: CalendarOwner,
  q: z.output<typeof transactionRecordsQuery>,
): Promise<TransactionRecordsPage> {
  const range = resolveRange(q, o.timeZone);
  const accounts = (await repo.memberAccounts(db, o)).filter((a) => !q.wallet || a.wallet === q.wallet);
  const walletOf = new Map(accounts.map((a) => [a.id, a.wallet]));
  const ids = [...walletOf.keys()];
  const filter = { type: q.type, gameType: q.gameType, vendor: q.vendor };
  const empty = { count: '0', credit: '0', debit: '0' };
  const totals = ids.length ? await repo.postingTotals(db, o, ids, range, filter) : empty;
  const total = Number(totals.count);
  const offset = offsetOf(q);
  const rows = ids.length && offset < total ? await repo.postingPage(db, o, ids, range, filter, q.pageSize, offset) : [];
  const content = rows.map((p) => ({
    id: p.id,
    transactionId: p.transaction_id,
    time: iso(p.created_at)!,
    type: p.type,
    wallet: walletOf.get(p.account_id)!,
    amount: p.amount,
    balanceAfter: p.balance_after,
    reference: p.reference,
  }));
  return {
    ...pageFrom(content, total, q),
    ...range,
    totals: {
      count: total,
      credit: totals.credit,
      debit: totals.debit,
      net: (BigInt(totals.credit) + BigInt(totals.debit)).toString(),
    },
  };
}

/** personalProfit: settled bets' totals by period and game type, paged, and the totals of the whole filter. */
export async function profitRecords(db: Db, o: CalendarOwner, q: z.output<typeof profitRecordsQuery>): Promise<ProfitRecords> {
  const range = resolveRange(q, o.timeZone);
  const filter = { gameType: q.gameType, vendor: q.vendor };
  const totals = await repo.profitTotals(db, o, range, q.periodType, filter);
  const total = Number(totals.row_count);
  const offset = offsetOf(q);
  const rows = offset < total ? await repo.profitPage(db, o, range, q.periodType, filter, q.pageSize, offset) : [];
  const content = rows.map((r) => ({
    periodStart: r.period_start,
    periodEnd: r.period_end,
    gameType: r.game_type,
    betCount: Number(r.bet_count),
    stake: r.stake,
    validBet: r.valid_bet,
    win: r.win,
    profit: r.profit,
  }));
  return {
    ...pageFrom(content, total, q),
    ...range,
    periodType: q.periodType,
    totals: {
      betCount: Number(totals.bet_count),
      stake: totals.stake,
      validBet: totals.valid_bet,
      win: totals.win,
      profit: totals.profit,
    },
  };
}
