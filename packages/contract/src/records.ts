import { z } from 'zod';
import { daysFrom, isDay } from './calendar.js';
import { pageNo, pageOf } from './games.js';
import { GAME_TYPES, PERIOD_TYPES } from './constants.js';
import { minorUnits } from './money-schema.js';
import { walletCode } from './wallet.js';

/**
 * Member records (member centre): personalHistoryCopy (bets), transactionHistory (ledger
 * postings), personalProfit (totals by period and game type). All GET, query parameters below.
 *
 * Dates: `from` and `to` are calendar days (yyyy-MM-dd), both inclusive, in the merchant's time
 * zone by default (the one calendar, calendar.ts; the web sends that zone, the whitelabel's, as
 * `timeZone`); `timeZone` (an IANA name such as "Asia/Manila") may name another. Periods of
 * personalProfit are cut in the same zone, weeks from Monday. Omitted: the last 7 days (today
 * and the 6 days before). A range may span at most RECORDS_MAX_DAYS days; `from` after
 * `to`, a longer span, an impossible date or an unknown time zone answer 400 validation_failed.
 */
export const RECORDS_MAX_DAYS = 92;
export const RECORDS_DEFAULT_DAYS = 7;
export const RECORDS_MAX_PAGE_SIZE = 100;
export const RECORDS_DEFAULT_PAGE_SIZE = 20;

/** An empty `x=` from a form means "any". */
const blankAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optional = <T extends z.ZodType>(s: T) => z.preprocess(blankAsUndefined, s.optional());

/** yyyy-MM-dd and a real calendar day (no 2026-02-30). */
export const recordDate = z
  .string()
  .regex(/^(19|2\d)\d{2}-\d{2}-\d{2}$/, 'yyyy-MM-dd, from 1900')
  .refine(isDay, 'not a calendar day');

/** Inclusive day count of from..to (both yyyy-MM-dd). */
export function recordSpanDays(from: string, to: string): number {
  return daysFrom(from, to) + 1;
}

/** What is wrong with a records range (checked by the contract, the server and the page), or null. */
export function recordRangeProblem(from: string, to: string): 'order' | 'too_long' | null {
  const days = recordSpanDays(from, to);
  if (days < 1) return 'order';
  return days > RECORDS_MAX_DAYS ? 'too_long' : null;
}

const rangeFields = {
  from: optional(recordDate),
  to: optional(recordDate),
  /** IANA zone of the day boundaries (default: the merchant's); checked by the server (unknown -> validation_failed). */
  timeZone: optional(
    z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_+\-/]+$/),
  ),
};
const pageFields = {
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(RECORDS_MAX_PAGE_SIZE).default(RECORDS_DEFAULT_PAGE_SIZE),
};
/** The shape checks a form can run too: order and span of the dates (when both are given). */
const rangeRule = (v: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (!v.from || !v.to) return;
  const problem = recordRangeProblem(v.from, v.to);
  if (problem === 'order') ctx.addIssue({ code: 'custom', path: ['from'], message: 'from after to' });
  else if (problem === 'too_long') ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${RECORDS_MAX_DAYS} days` });
};

/** The records' query parts, for other member lists that filter by days the same way (transfer history). */
export {
  optional as optionalFilter,
  rangeFields as recordRangeFields,
  pageFields as recordPageFields,
  rangeRule as recordRangeRule,
};

/** A page of records plus totals over the WHOLE filter (not only this page). */
const recordsPageOf = <T extends z.ZodType, S extends z.ZodType>(item: T, totals: S) =>
  pageOf(item).extend({
    /** The range actually applied (defaults filled in). */
    from: z.string(),
    to: z.string(),
    timeZone: z.string(),
    totals,
  });

// ---------------------------------------------------------------- bets (personalHistoryCopy)

export const BET_STATUSES = ['pending', 'settled', 'cancelled'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** GET API.records.bets — newest first (placedAt, then id). Dates filter placedAt. */
export const betRecordsQuery = z
  .object({
    ...rangeFields,
    gameType: optional(z.enum(GAME_TYPES)),
    vendor: optional(walletCode),
    status: optional(z.enum(BET_STATUSES)),
    ...pageFields,
  })
  .superRefine(rangeRule);
export type BetRecordsQuery = z.input<typeof betRecordsQuery>;

export const betRecordSchema = z.object({
  id: z.string(),
  /** ISO 8601 UTC instants. */
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  vendor: z.string(),
  gameCode: z.string(),
  /** In the request's language; the game code when the catalog does not know the game. */
  gameName: z.string(),
  gameType: z.string(),
  roundId: z.string(),
  stake: minorUnits,
  validBet: minorUnits,
  win: minorUnits,
  /** win - stake for a settled bet; 0 while pending and for a cancelled (refunded) bet. */
  profit: minorUnits,
  status: z.enum(BET_STATUSES),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

/**
 * Sums over every bet of the filter (all pages). betCount counts the bets; stake, validBet and
 * win leave out cancelled (refunded) bets; profit sums the settled ones (personalProfit: settled only).
 */
export const betTotalsSchema = z.object({
  betCount: z.number(),
  stake: minorUnits,
  validBet: minorUnits,
  win: minorUnits,
  profit: minorUnits,
});
export type BetTotals = z.infer<typeof betTotalsSchema>;
export const betRecordsAnswer = recordsPageOf(betRecordSchema, betTotalsSchema);
export type BetRecordsPage = z.infer<typeof betRecordsAnswer>;

// ------------------------------------------------------- transactions (transactionHistory)

export const RECORD_TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'bet',
  'payout',
  'refund',
  'transfer',
  'commission',
  'salary',
  'dividend',
  'bonus',
  'points',
  'adjustment',
  'rebate',
] as const;
export type RecordTransactionType = (typeof RECORD_TRANSACTION_TYPES)[number];

/**
 * GET API.records.transactions — every posting on the member's accounts, newest first.
 * A movement belongs to a vendor when it is money of one of its game rounds (bet, payout and
 * refund, reference `round:<VENDOR>:<roundId>`) or a transfer to or from its wallet; it has a game
 * type only as a round movement (the round's bet gives it). So `vendor` keeps rounds and transfers
 * of that vendor, `gameType` keeps round movements only. No status filter: a posting is final (a
 * pending transfer shows as its hold, later followed by a confirm or reverse posting).
 */
export const transactionRecordsQuery = z
  .object({
    ...rangeFields,
    type: optional(z.enum(RECORD_TRANSACTION_TYPES)),
    /** 'MAIN' or a vendor wallet code; omitted: every wallet of the member. */
    wallet: optional(walletCode),
    gameType: optional(z.enum(GAME_TYPES)),
    vendor: optional(walletCode),
    ...pageFields,
  })
  .superRefine(rangeRule);
export type TransactionRecordsQuery = z.input<typeof transactionRecordsQuery>;

export const transactionRecordSchema = z.object({
  /** The posting's id (one transaction touching two of the member's wallets shows twice). */
  id: z.string(),
  transactionId: z.string(),
  time: z.string(),
  type: z.enum(RECORD_TRANSACTION_TYPES),
  wallet: z.string(),
  /** Signed: positive credits the wallet, negative debits it. */
  amount: minorUnits,
  balanceAfter: minorUnits,
  /** e.g. round:PG:123, transfer:45, deposit:<orderNo>, withdrawal:7. */
  reference: z.string(),
});
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;
export const transactionTotalsSchema = z.object({
  count: z.number(),
  /** Sum of the positive amounts. */
  credit: minorUnits,
  /** Sum of the negative amounts (a negative number or 0). */
  debit: minorUnits,
  /** credit + debit. */
  net: minorUnits,
});
export type TransactionTotals = z.infer<typeof transactionTotalsSchema>;
export const transactionRecordsAnswer = recordsPageOf(transactionRecordSchema, transactionTotalsSchema);
export type TransactionRecordsPage = z.infer<typeof transactionRecordsAnswer>;

// ---------------------------------------------------------------- profit (personalProfit)

/** D daily, W weekly, H semimonthly, M monthly (spec §3, PERIOD_TYPES). */
export const PERIOD_TYPE_CODES = ['D', 'W', 'H', 'M'] as const satisfies readonly (keyof typeof PERIOD_TYPES)[];
export type PeriodTypeCode = (typeof PERIOD_TYPE_CODES)[number];
/**
 * GET API.records.profit — settled bets grouped by period of placedAt and game type, paged by
 * row (a period and game type). Periods (in timeZone): D a day; W Monday..Sunday; H the 1st..15th
 * and the 16th..end of month; M a calendar month. A period is clipped to from..to. Default
 * periodType D. No status filter: only a settled bet has a profit or loss (pending and cancelled
 * bets are in the betting record).
 */
export const profitRecordsQuery = z
  .object({
    ...rangeFields,
    periodType: optional(z.enum(PERIOD_TYPE_CODES)).transform((v): PeriodTypeCode => v ?? 'D'),
    gameType: optional(z.enum(GAME_TYPES)),
    vendor: optional(walletCode),
    ...pageFields,
  })
  .superRefine(rangeRule);
export type ProfitRecordsQuery = z.input<typeof profitRecordsQuery>;

export const profitRowSchema = z.object({
  /** yyyy-MM-dd, inclusive, clipped to the requested range. */
  periodStart: z.string(),
  periodEnd: z.string(),
  gameType: z.string(),
  betCount: z.number(),
  stake: minorUnits,
  validBet: minorUnits,
  win: minorUnits,
  /** win - stake: positive is the member's gain, negative a loss. */
  profit: minorUnits,
});
export type ProfitRow = z.infer<typeof profitRowSchema>;
/** Rows: newest period first, then by game type. Only periods with bets appear. Totals: every row of the filter. */
export const profitRecordsAnswer = recordsPageOf(profitRowSchema, betTotalsSchema).extend({
  periodType: z.enum(PERIOD_TYPE_CODES),
});
export type ProfitRecords = z.infer<typeof profitRecordsAnswer>;
