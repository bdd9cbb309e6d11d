import { z } from 'zod';
import { bigOrNull, minorUnits, nonNegativeMinorUnits, positiveMinorUnits } from '../money-schema.js';
import { pageNo, pageOf } from '../games.js';

/**
 * Red envelopes: timed drops whose pool is split into random amounts when the drop is
 * created; a real member claims one envelope per drop while it runs.
 */

const title = z.string().trim().min(1).max(60);
const idText = z.string().regex(/^[1-9]\d{0,17}$/);
export const envelopeIdParams = z.object({ id: idText });

/** A drop as the member sees it. */
export const envelopeDrop = z.object({
  id: z.string(),
  titles: z.object({ EN: z.string(), TY: z.string() }),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Running now (else it starts at startsAt). */
  live: z.boolean(),
  /** Envelopes still unclaimed. */
  remaining: z.number().int(),
  envelopes: z.number().int(),
  /** Whether this member may claim (real member, VIP level and deposits the drop asks). */
  eligible: z.boolean(),
});
export type EnvelopeDrop = z.infer<typeof envelopeDrop>;

export const envelopeClaim = z.object({ amount: minorUnits, claimedAt: z.string() });
export type EnvelopeClaim = z.infer<typeof envelopeClaim>;

/** GET /wps/envelopes/live: the live drop (or the next one), and this member's claim of it. */
export const envelopeLiveAnswer = z.object({
  drop: envelopeDrop.nullable(),
  claimed: envelopeClaim.nullable(),
  /** The server's clock, for the countdown. */
  now: z.string(),
});
export type EnvelopeLive = z.infer<typeof envelopeLiveAnswer>;

/** POST /wps/envelopes/:id/claim: what the envelope held (paid to the main wallet). */
export const envelopeClaimAnswer = envelopeClaim.extend({ dropId: z.string() });
export type EnvelopeClaimed = z.infer<typeof envelopeClaimAnswer>;

/** POST /ops/envelopes: a drop; the pool must fit between envelopes x min and envelopes x max. */
export const envelopeCreateBody = z
  .object({
    titles: z.object({ EN: title, TY: title }),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    pool: positiveMinorUnits,
    envelopes: z.number().int().min(1).max(10_000),
    minAmount: positiveMinorUnits,
    maxAmount: positiveMinorUnits,
    minVipLevel: z.number().int().min(0).max(99).default(0),
    minDeposits: nonNegativeMinorUnits.default('0'),
    turnoverMultiplier: z.number().min(0).max(100).default(0),
  })
  .refine((b) => Date.parse(b.endsAt) > Date.parse(b.startsAt), { path: ['endsAt'], message: 'after startsAt' })
  .refine(
    (b) => {
      const [min, max] = [bigOrNull(b.minAmount), bigOrNull(b.maxAmount)];
      return min === null || max === null || max >= min;
    },
    { path: ['maxAmount'], message: 'at least minAmount' },
  )
  .refine(
    (b) => {
      const [pool, min, max] = [bigOrNull(b.pool), bigOrNull(b.minAmount), bigOrNull(b.maxAmount)];
      // A field that failed its own check is reported there already.
      if (pool === null || min === null || max === null || !Number.isSafeInteger(b.envelopes)) return true;
      const n = BigInt(b.envelopes);
      return pool >= min * n && pool <= max * n;
    },
    { path: ['pool'], message: 'between envelopes x minAmount and envelopes x maxAmount' },
  );
export type EnvelopeCreateBody = z.infer<typeof envelopeCreateBody>;

/** A drop as the operator sees it. */
export const opsEnvelopeDrop = z.object({
  id: z.string(),
  titles: z.object({ EN: z.string(), TY: z.string() }),
  startsAt: z.string(),
  endsAt: z.string(),
  pool: minorUnits,
  envelopes: z.number().int(),
  minAmount: minorUnits,
  maxAmount: minorUnits,
  minVipLevel: z.number().int(),
  minDeposits: minorUnits,
  turnoverMultiplier: z.number(),
  status: z.enum(['scheduled', 'live', 'ended', 'cancelled']),
  claimedCount: z.number().int(),
  claimedAmount: minorUnits,
  createdBy: z.string(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type OpsEnvelopeDrop = z.infer<typeof opsEnvelopeDrop>;
export const opsEnvelopeListQuery = z.object({
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const opsEnvelopeListAnswer = pageOf(opsEnvelopeDrop);
