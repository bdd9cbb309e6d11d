import { z } from 'zod';

export const BANNER_GROUPS = ['w_login', 'w_register', 'w_forget', 'w_home', 'w_game', 'w_leftmenu'] as const;
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

/** GET announcements V2: types (comma list of B, PL, PU, PR, H) and platform W. */
export const announcementsQuery = z.object({
  types: z
    .string()
    .max(32)
    .regex(/^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/)
    .default('B,PL,PU,PR,H'),
  platform: z.literal('W').default('W'),
});

export const bannerSchema = z.object({
  id: z.number(),
  /** The image (the wide one on the home page, BANNER_SIZES). */
  url: z.string(),
  /** The home page's narrow image for phones, when the merchant has one. */
  mobileUrl: z.string().nullable(),
  /** The headline drawn over the image, in the asked language; null when the image says it all. */
  title: z.string().nullable(),
  /** The call to action's label (the banner's link), in the asked language. */
  cta: z.string().nullable(),
  linkageType: z.string().nullable(),
  link: z.string().nullable(),
  groupName: z.enum(BANNER_GROUPS),
});
export const noticeSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Sanitized rich text (HTML). */
  content: z.string(),
  timestamp: z.string(),
});
export const popupSchema = noticeSchema.extend({ execution: z.boolean(), imageUrl: z.string().nullable() });
export const promotionSchema = noticeSchema.extend({
  announcementImages: z.array(z.object({ url: z.string(), sequence: z.number() })),
});
export const announcementsAnswer = z.object({
  banners: z.array(bannerSchema),
  playerNotices: z.array(noticeSchema),
  popups: z.array(popupSchema),
  promotions: z.array(promotionSchema),
  /** H: the home page's notice marquee. */
  marquee: z.array(noticeSchema),
});
export type Announcements = z.infer<typeof announcementsAnswer>;
export type Banner = z.infer<typeof bannerSchema>;
export type Notice = z.infer<typeof noticeSchema>;
export type Promotion = z.infer<typeof promotionSchema>;

/** Help centre V2. */
export const helpV2Query = z.object({ lang: z.enum(['EN', 'TY']).optional(), device: z.literal('WEB').default('WEB') });
/** Topics in the asked language, each falling back to the merchant's default language. */
export const helpV2Answer = z.array(z.object({ key: z.string(), title: z.string(), content: z.string() }));
export type HelpTopic = z.infer<typeof helpV2Answer>[number];
