import { z } from 'zod';
import { GAME_TYPES } from '../constants.js';
import { bigOrNull, minorUnits, positiveMinorUnits } from '../money-schema.js';

/**
 * Missions and the leaderboard: daily and weekly missions with progress from the
 * member's plays, deposits and sign-ins, claimed once per period; leaderboards by valid bet per
 * day, week and month with prizes paid when the period ends. Periods are cut in the merchant's
 * time zone; a period key is the local date its period starts on (yyyy-MM-dd).
 */

export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];
/** bet: valid bet total; play: valid bet or rounds in one game type; deposit: confirmed deposits; login: days signed in. */
export const MISSION_KINDS = ['bet', 'play', 'deposit', 'login'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];
/** What a play mission counts. */
export const PLAY_MEASURES = ['validBet', 'rounds'] as const;
export type PlayMeasure = (typeof PLAY_MEASURES)[number];
export const MISSION_STATUSES = ['inProgress', 'claimable', 'claimed'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];
export const LEADERBOARD_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
/** Most ranks a board shows and pays. */
export const LEADERBOARD_MAX_TOP = 100;

const idText = z.string().regex(/^[1-9]\d{0,17}$/, 'id');
const periodKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Whether a mission's target is money (minor units) or a count (rounds, days). */
export const missionTargetIsMoney = (kind: MissionKind, measure: PlayMeasure | null): boolean =>
  kind === 'bet' || kind === 'deposit' || (kind === 'play' && measure === 'validBet');

// --- member ------------------------------------------------------------------------------------

export const missionIdParams = z.object({ id: idText });

export const missionItem = z.object({
  id: z.string(),
  period: z.enum(MISSION_PERIODS),
  kind: z.enum(MISSION_KINDS),
  gameType: z.string().nullable(),
  measure: z.enum(PLAY_MEASURES).nullable(),
  title: z.string(),
  /** Minor units for money targets, else a count (rounds, days); progress likewise, capped at the target. */
  target: z.string(),
  progress: z.string(),
  reward: minorUnits,
  turnoverMultiplier: z.number(),
  status: z.enum(MISSION_STATUSES),
});
export type MissionItem = z.infer<typeof missionItem>;

export const missionPeriodBlock = z.object({
  period: z.enum(MISSION_PERIODS),
  periodKey,
  /** When the period ends (ISO instant): unclaimed missions are gone then. */
  endsAt: z.string(),
  missions: z.array(missionItem),
});
export const missionsAnswer = z.object({ periods: z.array(missionPeriodBlock) });
export type MissionsAnswer = z.infer<typeof missionsAnswer>;

export const missionClaimAnswer = z.object({
  id: z.string(),
  periodKey,
  reward: minorUnits,
  rewardId: z.string(),
  status: z.literal('claimed'),
});

export const leaderboardQuery = z.object({ period: z.enum(LEADERBOARD_PERIODS).default('daily') });
export const leaderboardRow = z.object({
  rank: z.number().int().positive(),
  /** Masked as the winners board masks names ('juan1223' -> 'ju***23'). */
  name: z.string(),
  validBet: minorUnits,
  prize: minorUnits,
});
export type LeaderboardRow = z.infer<typeof leaderboardRow>;
export const leaderboardAnswer = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  /** False when the merchant runs no board for this period (nothing else is filled). */
  enabled: z.boolean(),
  periodKey,
  endsAt: z.string(),
  prizes: z.array(z.object({ rank: z.number().int().positive(), amount: minorUnits })),
  top: z.array(leaderboardRow),
  /** The caller's own place (rank null: no valid bet in the period yet). */
  me: z.object({ rank: z.number().int().positive().nullable(), validBet: minorUnits }),
  /** The period before: its winners once it is settled (settled false: the prize run has not closed it yet). */
  previous: z.object({ periodKey, settled: z.boolean(), winners: z.array(leaderboardRow) }),
});
export type LeaderboardAnswer = z.infer<typeof leaderboardAnswer>;

// --- operator ----------------------------------------------------------------------------------

const title = z.object({ EN: z.string().trim().min(1).max(80), TY: z.string().trim().min(1).max(80) });
const multiplier = z.number().min(0).max(100);

export const missionBody = z
  .object({
    period: z.enum(MISSION_PERIODS),
    kind: z.enum(MISSION_KINDS),
    gameType: z.enum(GAME_TYPES).nullable().default(null),
    measure: z.enum(PLAY_MEASURES).nullable().default(null),
    target: positiveMinorUnits,
    reward: positiveMinorUnits,
    turnoverMultiplier: multiplier.default(1),
    title,
    active: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(9999).default(0),
  })
  .superRefine((m, ctx) => {
    if (m.kind === 'play' && (m.gameType === null || m.measure === null))
      ctx.addIssue({ code: 'custom', path: ['gameType'], message: 'a play mission names a game type and a measure' });
    if (m.kind !== 'play' && (m.gameType !== null || m.measure !== null))
      ctx.addIssue({ code: 'custom', path: ['gameType'], message: 'only play missions name a game type' });
    if (m.kind === 'login' && (bigOrNull(m.target) ?? 0n) > (m.period === 'daily' ? 1n : 7n))
      ctx.addIssue({ code: 'custom', path: ['target'], message: 'more sign-in days than the period has' });
  });
export type MissionBody = z.infer<typeof missionBody>;

export const opsMission = z.object({
  id: z.string(),
  period: z.enum(MISSION_PERIODS),
  kind: z.enum(MISSION_KINDS),
  gameType: z.string().nullable(),
  measure: z.enum(PLAY_MEASURES).nullable(),
  target: z.string(),
  reward: minorUnits,
  turnoverMultiplier: z.number(),
  title: z.object({ EN: z.string(), TY: z.string() }),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export const opsMissionsAnswer = z.object({ list: z.array(opsMission) });

export const leaderboardConfigBody = z
  .object({
    period: z.enum(LEADERBOARD_PERIODS),
    enabled: z.boolean(),
    topN: z.number().int().min(1).max(LEADERBOARD_MAX_TOP),
    turnoverMultiplier: multiplier.default(1),
    prizes: z
      .array(z.object({ rank: z.number().int().min(1).max(LEADERBOARD_MAX_TOP), amount: positiveMinorUnits }))
      .max(LEADERBOARD_MAX_TOP),
  })
  .superRefine((b, ctx) => {
    const ranks = b.prizes.map((p) => p.rank);
    if (new Set(ranks).size !== ranks.length) ctx.addIssue({ code: 'custom', path: ['prizes'], message: 'a rank twice' });
    if (ranks.some((r) => r > b.topN)) ctx.addIssue({ code: 'custom', path: ['prizes'], message: 'a prize below the top N' });
  });
export type LeaderboardConfigBody = z.infer<typeof leaderboardConfigBody>;
export const leaderboardConfig = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  enabled: z.boolean(),
  topN: z.number().int(),
  turnoverMultiplier: z.number(),
  prizes: z.array(z.object({ rank: z.number().int(), amount: minorUnits })),
});
export const leaderboardConfigsAnswer = z.object({ boards: z.array(leaderboardConfig) });
