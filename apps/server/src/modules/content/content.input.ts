import { z } from 'zod';
import { ANNOUNCEMENT_TYPES, BANNER_GROUPS, LANGUAGES } from '@playhouse/contract';
import { AppError } from '../../core/errors.js';

/**
 * What the seed, the tests and (later) the operator console may store. Shapes and URLs are
 * checked here; rich text is sanitized by the services, whatever it holds.
 */

/** Absolute http(s), or a path of this site (never protocol-relative). */
export function isSafeUrl(u: string): boolean {
  return /^https?:\/\/[^\s<>"']+$/i.test(u) || /^\/(?![/\\])[^\s<>"']*$/.test(u);
}
/** A link target: a safe URL, an in-page hash, or a plain token (promotion id, game code). */
const isSafeLink = (u: string) => isSafeUrl(u) || /^#[\w-]*$/.test(u) || /^[\w.-]+$/.test(u);

const safeUrl = z.string().trim().min(1).max(500).refine(isSafeUrl, 'must be an http(s) URL or a site path');
const texts = (max: number) => z.partialRecord(z.enum(LANGUAGES), z.string().max(max)).default({});
const stamp = z.coerce.date().refine((d) => !Number.isNaN(d.getTime()), 'invalid date');
const merchantId = z.string().regex(/^\d{1,18}$/);

export const announcementInput = z
  .object({
    merchantId,
    type: z.enum(ANNOUNCEMENT_TYPES),
    /** W the member site; A the agent centre (its announcements, API.agent.announcements). */
    platform: z.enum(['W', 'A']).default('W'),
    /** Banners only: where the banner shows. */
    groupName: z.enum(BANNER_GROUPS).optional(),
    title: texts(200),
    /** Rich text (HTML) per language; sanitized when stored. */
    content: texts(20_000),
    /** The banner image, or a popup's picture. */
    imageUrl: safeUrl.optional(),
    /** Banners: the narrow image for phones (BANNER_SIZES.narrow). */
    mobileImageUrl: safeUrl.optional(),
    /** Banners: the call to action's label per language (the title is the headline). */
    cta: texts(40),
    linkageType: z
      .string()
      .max(32)
      .regex(/^[A-Z_]+$/)
      .optional(),
    link: z.string().trim().max(500).refine(isSafeLink, 'unsafe link').optional(),
    /** Popups: run (show) at once. */
    execution: z.boolean().default(false),
    sequence: z.number().int().min(0).max(1_000_000).default(0),
    startsAt: stamp.optional(),
    endsAt: stamp.optional(),
    /** Promotions: their pictures in order. */
    images: z
      .array(z.object({ url: safeUrl, sequence: z.number().int().min(0).max(1000) }))
      .max(20)
      .default([]),
  })
  .superRefine((a, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (a.type === 'B' && !a.groupName) issue('groupName', 'a banner needs its group');
    if (a.type === 'B' && !a.imageUrl) issue('imageUrl', 'a banner needs its image');
    if (a.type !== 'B' && a.groupName) issue('groupName', 'only banners have a group');
    if (a.type !== 'B' && (a.mobileImageUrl || Object.keys(a.cta).length)) issue('cta', 'only banners have a call to action');
    if (a.startsAt && a.endsAt && a.endsAt <= a.startsAt) issue('endsAt', 'must be after startsAt');
    if (new Set(a.images.map((i) => i.sequence)).size !== a.images.length) issue('images', 'image sequences must differ');
  });
export type AnnouncementInput = z.input<typeof announcementInput>;

export const helpTopicInput = z.object({
  merchantId,
  language: z.enum(LANGUAGES),
  key: z.string().regex(/^[a-z0-9_-]{1,40}$/),
  title: z.string().trim().min(1).max(200),
  content: z.string().max(50_000),
  sequence: z.number().int().min(0).max(1_000_000).default(0),
});
export type HelpTopicInput = z.input<typeof helpTopicInput>;

/** Parses or throws validation_failed with the fields at fault (nothing is written then). */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const r = schema.safeParse(input);
  if (!r.success) {
    throw new AppError(
      'validation_failed',
      r.error.issues.map((i) => ({ field: i.path.join('.'), key: 'validation_failed', params: { detail: i.message } })),
    );
  }
  return r.data;
}
