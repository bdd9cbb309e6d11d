import { z } from 'zod';
import { GAME_TYPES } from '../constants.js';
import { pageNo, pageOf } from '../games.js';
import { minorUnits } from '../money-schema.js';
import { BET_STATUSES, betTotalsSchema, recordRangeFields, recordRangeRule } from '../records.js';
import { REPORT_PERIODS } from './constants.js';

/**
 * Team reports, read from the hourly rollups. Money: minor-unit strings. Profit and
 * loss is from the players' side: payout + rebate + bonus − stake (negative = the team lost).
 * A "team" is the agent itself and every member under it; team size counts the members under it.
 *
 * CSV: every table route (downlines, teamBets, userLoss) also answers `format=csv` with the same
 * filters: text/csv, a header row, at most AGENT_CSV_MAX_ROWS rows (paging ignored).
 */
export const AGENT_CSV_MAX_ROWS = 10_000;
export const AGENT_MAX_PAGE_SIZE = 100;
export const AGENT_DEFAULT_PAGE_SIZE = 20;
export const agentPageFields = {
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(AGENT_MAX_PAGE_SIZE).default(AGENT_DEFAULT_PAGE_SIZE),
};
/** format=csv on a table route: text/csv instead of the JSON page. */
export const agentTableFormat = z.preprocess((v) => (v === '' ? undefined : v), z.enum(['json', 'csv']).default('json'));

/** The figures of one period. */
export const periodFiguresSchema = z.object({
  /** ISO 8601 UTC instants, [from, to). */
  from: z.string(),
  to: z.string(),
  teamSize: z.number(),
  newMembers: z.number(),
  /** Members whose valid bet in the period reached the merchant's threshold. */
  activeMembers: z.number(),
  bets: z.number(),
  stake: minorUnits,
  validBet: minorUnits,
  payout: minorUnits,
  rebate: minorUnits,
  bonus: minorUnits,
  profit: minorUnits,
  deposits: minorUnits,
  depositCount: z.number(),
  withdrawals: minorUnits,
  withdrawalCount: z.number(),
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

/**
 * GET API.agent.overview: the caller's team in a period of the merchant's time zone: day,
 * week (Monday first), halfMonth (1st–15th, 16th–end) or month; `offset` 0 = the current one,
 * 1 = the one before, ... up to 24.
 */
export const overviewQuery = z.object({
  period: z.preprocess((v) => (v === '' ? undefined : v), z.enum(REPORT_PERIODS).default('day')),
  offset: z.coerce.number().int().min(0).max(24).default(0),
});
export type OverviewQuery = z.input<typeof overviewQuery>;

export const overviewAnswer = periodFiguresSchema.extend({
  period: z.enum(REPORT_PERIODS),
  offset: z.number(),
  timeZone: z.string(),
  /** One entry per local day of the period (days up to now; a day without play has zeros). */
  series: z.array(
    z.object({
      /** yyyy-MM-dd in the merchant time zone. */
      day: z.string(),
      stake: minorUnits,
      validBet: minorUnits,
      profit: minorUnits,
      deposits: minorUnits,
      withdrawals: minorUnits,
    }),
  ),
});
export type Overview = z.infer<typeof overviewAnswer>;

/**
 * GET API.agent.teamBets: the bets of the caller's team (itself excluded), newest first, with
 * totals over the whole filter. Days (from, to inclusive, yyyy-MM-dd) in `timeZone` (default: the
 * merchant's agent time zone), at most 92 days, default the last 7.
 */
export const teamBetsQuery = z
  .object({
    ...recordRangeFields,
    username: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).max(64).optional()),
    gameType: z.preprocess((v) => (v === '' ? undefined : v), z.enum(GAME_TYPES).optional()),
    status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(BET_STATUSES).optional()),
    ...agentPageFields,
    format: agentTableFormat,
  })
  .superRefine(recordRangeRule);
export type TeamBetsQuery = z.input<typeof teamBetsQuery>;

export const teamBetSchema = z.object({
  id: z.string(),
  username: z.string(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  vendor: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  roundId: z.string(),
  stake: minorUnits,
  validBet: minorUnits,
  win: minorUnits,
  /** win − stake when settled; 0 pending or cancelled. */
  profit: minorUnits,
  status: z.enum(BET_STATUSES),
});
export type TeamBet = z.infer<typeof teamBetSchema>;
/** The team's totals over the whole filter: the member records' own totals shape. */
export const teamBetTotalsSchema = betTotalsSchema;
export const teamBetsAnswer = pageOf(teamBetSchema).extend({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  totals: teamBetTotalsSchema,
});
export type TeamBetsPage = z.infer<typeof teamBetsAnswer>;

/**
 * GET API.agent.userLoss: per member of the caller's team (itself included) over the days, from
 * the rollups, biggest loss first (profit ascending, then username); members without play are left out.
 */
export const userLossQuery = z
  .object({
    ...recordRangeFields,
    username: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).max(64).optional()),
    ...agentPageFields,
    format: agentTableFormat,
  })
  .superRefine(recordRangeRule);
export type UserLossQuery = z.input<typeof userLossQuery>;
export const userLossSchema = z.object({
  memberId: z.string(),
  username: z.string(),
  type: z.number(),
  bets: z.number(),
  stake: minorUnits,
  validBet: minorUnits,
  payout: minorUnits,
  rebate: minorUnits,
  bonus: minorUnits,
  profit: minorUnits,
});
export type UserLoss = z.infer<typeof userLossSchema>;
export const userLossAnswer = pageOf(userLossSchema).extend({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  totals: userLossSchema.omit({ memberId: true, username: true, type: true }),
});
export type UserLossPage = z.infer<typeof userLossAnswer>;

/** GET API.agent.announcements: the merchant's announcements for agents (audience 'agents'), newest first. */
export const agentAnnouncementSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  /** ISO 8601 UTC. */
  publishedAt: z.string(),
});
export const agentAnnouncementsAnswer = z.array(agentAnnouncementSchema);
