import { z } from 'zod';
import { listSort, opsId, opsLimit } from './operator-members.js';
import { BET_STATUSES } from './records.js';

/**
 * The console's home: today's figures of the acting merchant, live over the console's socket,
 * each opening the list of the rows behind it; and the merchant-wide list of bets (every
 * vendor's and the lottery's) those figures come from.
 */

/** A member counts as online while a live session of it was seen within this many minutes. */
export const ONLINE_MINUTES = 5;
/** How often the console's socket pushes the dashboard. */
export const DASHBOARD_PUSH_SECONDS = 15;

const amount = z.string().regex(/^-?\d+$/);
const moneyToday = z.object({ count: z.number().int(), amount, pending: z.number().int() });

/**
 * GET API.operator.dashboard, and the socket's `dashboard` frame. "Today" is the merchant's day
 * in its time zone, from `dayStart`. A section the operator may not read is null.
 */
export const opsDashboard = z.object({
  at: z.string(),
  dayStart: z.string(),
  /** members.read: members with a live session seen within ONLINE_MINUTES. */
  playersOnline: z.number().int().nullable(),
  /** deposits.read: confirmed deposits made today (count, amount) and every pending one (any channel). */
  deposits: moneyToday.nullable(),
  /** withdrawals.read: approved withdrawals requested today and the open queue. */
  withdrawals: moneyToday.nullable(),
  /** bets.read: bets placed in the last minute; today's settled stakes, wins and gross gaming revenue (stakes − wins). */
  bets: z.object({ perMinute: z.number().int(), stakes: amount, wins: amount, ggr: amount }).nullable(),
});
export type OpsDashboard = z.infer<typeof opsDashboard>;

export const BET_SOURCES = ['seamless', 'pulled', 'lottery'] as const;

/** GET API.operator.bets: newest recorded first, by cursor. */
export const opsBetQuery = z.object({
  memberId: opsId.optional(),
  vendor: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .optional(),
  status: z.enum(BET_STATUSES).optional(),
  /** Placed at or after this instant. */
  since: z.string().datetime({ offset: true }).optional(),
  /** Settled at or after this instant: the bets of the dashboard's gross gaming revenue of today. */
  settledSince: z.string().datetime({ offset: true }).optional(),
  sort: listSort,
  cursor: opsId.optional(),
  limit: opsLimit,
});
export type OpsBetQuery = z.infer<typeof opsBetQuery>;

export const opsBet = z.object({
  id: z.string(),
  member: z.string(),
  memberId: z.string(),
  vendor: z.string(),
  game: z.string(),
  gameType: z.string(),
  roundId: z.string(),
  source: z.enum(BET_SOURCES),
  stake: amount,
  validBet: amount,
  win: amount,
  status: z.enum(BET_STATUSES),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type OpsBet = z.infer<typeof opsBet>;
export const opsBetPage = z.object({ rows: z.array(opsBet), next: z.string().nullable() });
export type OpsBetPage = z.infer<typeof opsBetPage>;
