import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { pageNo, pageOf } from '../games.js';
import { minorUnits, nonNegativeMinorUnits, positiveMinorUnits } from '../money-schema.js';
import { PROOF_RULES, proofUpload } from '../payments.js';

/**
 * The activity centre (spec §3 activity fields, §4 activity statuses, §5 and §9 application
 * rules). Two kinds:
 *   apply  the member applies with a comment and images; an operator approves (pays) or rejects.
 *   join   the member joins; once the condition is met inside the activity's window (valid bet
 *          and/or deposits since joining) the member claims the reward, once.
 */
export const ACTIVITY_KINDS = ['apply', 'join'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** §5/§9: comment up to 140 characters; up to 3 images, png or jpg by their bytes, 5 MB each. */
export const ACTIVITY_RULES = {
  commentMax: 140,
  maxImages: 3,
  maxBytes: PROOF_RULES.maxBytes,
  mimes: PROOF_RULES.mimes,
} as const;

/**
 * The member-visible status of an activity (§4), one per card button:
 *   coming_soon  "Coming soon"  not started yet (either kind)
 *   close        "Close"        ended, and the member has nothing pending or to claim
 *   join         "Join"         open; apply kind: may apply; join kind: may join
 *   applying     "Applying"     apply kind: applied, the activity still open, waiting for review
 *   process      "Process"      apply kind: applied, the activity ended, the review in process
 *   rejected     "Rejected"     apply kind: the operator rejected the application
 *   issued       "Issued"       apply kind: approved and the reward issued (paid, or waiting in the reward centre)
 *   joined       "Joined"       join kind: joined, the condition not met yet, the activity open
 *   claim        "Claim"        join kind: condition met, reward not claimed (claimable after the end too)
 *   claimed      "Claimed"      join kind: reward claimed
 */
export const ACTIVITY_STATUSES = [
  'coming_soon',
  'join',
  'applying',
  'process',
  'rejected',
  'issued',
  'joined',
  'claim',
  'claimed',
  'close',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export interface ActivityState {
  kind: ActivityKind;
  now: Date;
  startsAt: Date;
  endsAt: Date;
  /** Apply kind: the member's application, if any. */
  application: { status: ApplicationStatus } | null;
  /** Join kind: the member's participation, if joined. */
  participation: { conditionMet: boolean; claimed: boolean } | null;
}

/** The one mapping of §4 (the server answers it; the tests walk it over time). */
export function activityStatus(s: ActivityState): ActivityStatus {
  if (s.now < s.startsAt) return 'coming_soon';
  const ended = s.now >= s.endsAt;
  if (s.kind === 'apply') {
    const a = s.application;
    if (!a) return ended ? 'close' : 'join';
    if (a.status === 'rejected') return 'rejected';
    if (a.status === 'approved') return 'issued';
    return ended ? 'process' : 'applying';
  }
  const p = s.participation;
  if (!p) return ended ? 'close' : 'join';
  if (p.claimed) return 'claimed';
  if (p.conditionMet) return 'claim';
  return ended ? 'close' : 'joined';
}

const texts = z.partialRecord(z.enum(LANGUAGES), z.string());
const iso = z.string();

export const activityCondition = z.object({ minValidBet: minorUnits, minDeposit: minorUnits });
export const activityItem = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  /** Sanitized rich text (HTML) in the caller's language. */
  description: z.string(),
  imageUrl: z.string().nullable(),
  startsAt: iso,
  endsAt: iso,
  rewardAmount: minorUnits,
  turnoverMultiplier: z.number(),
  status: z.enum(ACTIVITY_STATUSES),
  /** Join kind: what must be reached after joining, inside the window. */
  condition: activityCondition.nullable(),
  /** Join kind, joined: what the member reached so far. */
  progress: z.object({ validBet: minorUnits, deposit: minorUnits }).nullable(),
  /** Apply kind: the member's application. */
  application: z
    .object({
      id: z.string(),
      comment: z.string(),
      images: z.number().int(),
      status: z.enum(APPLICATION_STATUSES),
      reason: z.string().nullable(),
      createdAt: iso,
    })
    .nullable(),
});
export type ActivityItem = z.infer<typeof activityItem>;
export const activityList = z.array(activityItem);

/** Shape limits only: the 140 characters, 3 images, type and 5 MB are checked by the server (stable codes). */
export const activityApplyBody = z.object({
  comment: z.string().max(2000).default(''),
  images: z.array(proofUpload).max(10).default([]),
});
export type ActivityApplyBody = z.input<typeof activityApplyBody>;

// ---- operator ----
export const ACTIVITY_DELIVERIES = ['now', 'claimable'] as const;
export const activityInput = z
  .object({
    kind: z.enum(ACTIVITY_KINDS),
    title: texts,
    /** Rich text per language; sanitized when stored. */
    description: texts.default({}),
    imageUrl: z.string().trim().max(500).nullable().default(null),
    startsAt: z.coerce.date(),
    endsAt: z.coerce.date(),
    rewardAmount: positiveMinorUnits,
    turnoverMultiplier: z.number().min(0).max(100).default(0),
    delivery: z.enum(ACTIVITY_DELIVERIES).default('claimable'),
    minValidBet: nonNegativeMinorUnits.default('0'),
    minDeposit: nonNegativeMinorUnits.default('0'),
    sequence: z.number().int().min(0).max(1_000_000).default(0),
    enabled: z.boolean().default(true),
  })
  .refine((a) => a.endsAt > a.startsAt, { path: ['endsAt'], message: 'must be after startsAt' })
  .refine((a) => Object.values(a.title).some((t) => t.trim()), { path: ['title'], message: 'a title is needed' });
export type ActivityInput = z.input<typeof activityInput>;

export const opsActivity = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  title: texts,
  description: texts,
  imageUrl: z.string().nullable(),
  startsAt: iso,
  endsAt: iso,
  rewardAmount: minorUnits,
  turnoverMultiplier: z.number(),
  delivery: z.enum(ACTIVITY_DELIVERIES),
  minValidBet: minorUnits,
  minDeposit: minorUnits,
  sequence: z.number(),
  enabled: z.boolean(),
  pending: z.number().int(),
});
export const opsActivityList = z.array(opsActivity);

export const opsApplicationQuery = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  activityId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const opsApplication = z.object({
  id: z.string(),
  activityId: z.string(),
  activityTitle: z.string(),
  memberId: z.string(),
  username: z.string(),
  comment: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  reason: z.string().nullable(),
  rewardId: z.string().nullable(),
  /** Each image's URL (API.activities.ops.applicationImage), served as the image itself. */
  images: z.array(z.object({ id: z.string(), mime: z.string(), size: z.number(), url: z.string() })),
  createdAt: iso,
  decidedAt: iso.nullable(),
});
export type OpsApplication = z.infer<typeof opsApplication>;
export const opsApplicationPage = pageOf(opsApplication);
export const applicationDecisionBody = z
  .object({ decision: z.enum(['approve', 'reject']), reason: z.string().trim().max(500).optional() })
  .refine((d) => d.decision === 'approve' || !!d.reason, { path: ['reason'], message: 'a rejection needs its reason' });
