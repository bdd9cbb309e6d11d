import { z } from 'zod';
import { bigOrNull, minorUnits, positiveMinorUnits } from '../money-schema.js';

/**
 * Responsible gaming: member-set limits (deposit, loss, stake; per day, week, month of the
 * merchant's time zone), the reality-check reminder and self-exclusion. The rules both sides
 * apply are here; the server enforces them in every money path.
 *
 * - Lowering a limit, or setting a first one, takes effect at once; raising or removing one
 *   waits the merchant's cooling-off period and shows as pending meanwhile. A new change
 *   replaces a pending one.
 * - Self-exclusion ends every session at once and blocks sign-in, game launch, lottery bets,
 *   deposits and transfers until it ends. A member can never lift it; an operator may lift a
 *   period exclusion early, never one for good.
 */
export const RG_LIMIT_KINDS = ['deposit', 'loss', 'stake'] as const;
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number];
export const RG_PERIODS = ['day', 'week', 'month'] as const;
export type RgPeriod = (typeof RG_PERIODS)[number];
/** Reality-check intervals in minutes; 0 = off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60, 120] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
/** Self-exclusion lengths: days, or for good. */
export const SELF_EXCLUSION_PERIODS = ['1d', '7d', '30d', '6m', 'forever'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
/** Days of each period exclusion (6 months = 182 days). */
export const SELF_EXCLUSION_DAYS: Record<Exclude<SelfExclusionPeriod, 'forever'>, number> = {
  '1d': 1,
  '7d': 7,
  '30d': 30,
  '6m': 182,
};
/** The largest limit one may set, in minor units (100,000,000.00). */
export const RG_MAX_LIMIT_MINOR = 10_000_000_000n;

const limitAmount = positiveMinorUnits.refine((s) => (bigOrNull(s) ?? 0n) <= RG_MAX_LIMIT_MINOR, 'at most 100,000,000.00');

/** PUT limits: one limit; amount null removes it (after the cooling-off period). */
export const rgLimitBody = z.object({
  kind: z.enum(RG_LIMIT_KINDS),
  period: z.enum(RG_PERIODS),
  amount: limitAmount.nullable(),
});
export type RgLimitBody = z.infer<typeof rgLimitBody>;

export const rgRealityCheckBody = z.object({
  minutes: z.union(REALITY_CHECK_MINUTES.map((m) => z.literal(m)) as unknown as [z.ZodLiteral<RealityCheckMinutes>]),
});
export type RgRealityCheckBody = z.infer<typeof rgRealityCheckBody>;

export const rgSelfExclusionBody = z.object({
  period: z.enum(SELF_EXCLUSION_PERIODS),
  /** The sign-in password, to confirm. */
  password: z.string().min(1).max(128),
});
export type RgSelfExclusionBody = z.infer<typeof rgSelfExclusionBody>;

export const rgLimit = z.object({
  kind: z.enum(RG_LIMIT_KINDS),
  period: z.enum(RG_PERIODS),
  /** In force now; null = no limit. */
  amount: minorUnits.nullable(),
  /** A raise or removal waiting for its cooling-off period. */
  pending: z.object({ amount: minorUnits.nullable(), effectiveAt: z.string() }).nullable(),
  /** What counts against it in the current period (deposits, stakes, or net loss). */
  used: minorUnits,
});
export type RgLimit = z.infer<typeof rgLimit>;

export const rgExclusion = z.object({
  /** ISO instant it ends; null = for good. */
  until: z.string().nullable(),
  forever: z.boolean(),
  startedAt: z.string(),
});

/** GET settings: every kind × period (amount null where none), the reality check, the exclusion. */
export const rgSettingsAnswer = z.object({
  limits: z.array(rgLimit),
  coolingOffHours: z.number().int(),
  timeZone: z.string(),
  realityCheckMinutes: z.number().int(),
  /** When the current sign-in began (the reality check counts from it). */
  signedInAt: z.string().nullable(),
  exclusion: rgExclusion.nullable(),
});
export type RgSettingsAnswer = z.infer<typeof rgSettingsAnswer>;

/** What the reality-check reminder shows: the session so far. */
export const rgSessionAnswer = z.object({
  signedInAt: z.string(),
  minutes: z.number().int(),
  /** Wins minus stakes of rounds settled since sign-in (minor units). */
  net: minorUnits,
});
export type RgSessionAnswer = z.infer<typeof rgSessionAnswer>;

/** Operator view of a member. */
export const rgOpsAnswer = rgSettingsAnswer.extend({ memberId: z.string() });
/**
 * Operator PUT, with a reason: lift a period exclusion (never one for good), or lower a limit
 * (or set a first one): an operator never raises or removes a member's limit.
 */
export const rgOpsBody = z.union([
  z.object({ liftExclusion: z.literal(true), reason: z.string().trim().min(1).max(200) }),
  z.object({
    lower: rgLimitBody.extend({ amount: limitAmount }),
    reason: z.string().trim().min(1).max(200),
  }),
]);
export type RgOpsBody = z.infer<typeof rgOpsBody>;
