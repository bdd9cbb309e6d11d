import type { Db } from '../db/database.js';
import {
  APP_DOWNLOAD_LINKAGE,
  type AnnouncementInput,
  countAnnouncements,
  createAnnouncement,
} from '../modules/content/index.js';
import { APP_POPUP, HOME_BANNERS, MARQUEE, NOTICES, POPUPS, PROMOTIONS, type Texts } from './content.texts.js';

const DAY = 86_400_000;
const banner = (n: number) => `/art/banner/${n}.svg`;

/**
 * The demo merchant's site content: banners for every group, player notices (two pages of
 * 9), popups, promotions with pictures and marquee notices. Idempotent: announcements are written
 * only while the merchant has none.
 */
export async function seedContent(db: Db, merchantId: string, now = Date.now()): Promise<void> {
  if ((await countAnnouncements(db, merchantId)) === 0) {
    for (const a of demoAnnouncements(merchantId, now)) await createAnnouncement(db, a);
  }
}

/** Notices dated a day apart, the newest first (sequence 0). */
const dated = (i: number, now: number) => new Date(Math.floor(now / DAY) * DAY - i * DAY);

export function demoAnnouncements(merchantId: string, now: number): AnnouncementInput[] {
  const texts = (x: Texts) => ({ title: x.title, content: x.content });
  const home = HOME_BANNERS.map((b, i) => ({
    merchantId,
    type: 'B' as const,
    groupName: 'w_home' as const,
    imageUrl: `/art/banner/home-${i + 1}.svg`,
    mobileImageUrl: `/art/banner/home-${i + 1}.svg?size=narrow`,
    sequence: i,
    linkageType: 'URL',
    link: b.link,
    title: b.title,
    cta: b.cta,
  }));
  const groups = (['w_login', 'w_register', 'w_forget', 'w_game', 'w_leftmenu'] as const).map((groupName, i) => ({
    merchantId,
    type: 'B' as const,
    groupName,
    imageUrl: banner(4 + i),
    sequence: 0,
    linkageType: 'NONE',
  }));
  return [
    ...home,
    ...groups,
    ...NOTICES.map((x, i) => ({ merchantId, type: 'PL' as const, ...texts(x), sequence: i, startsAt: dated(i, now) })),
    ...POPUPS.map((x, i) => ({
      merchantId,
      type: 'PU' as const,
      ...texts(x),
      sequence: i,
      execution: i === 0,
      ...(i === 0 ? { imageUrl: banner(9) } : {}),
      // The app popup shows only where the merchant has apps configured.
      ...(x === APP_POPUP ? { linkageType: APP_DOWNLOAD_LINKAGE } : {}),
      startsAt: dated(i, now),
    })),
    ...PROMOTIONS.map((x, i) => ({
      merchantId,
      type: 'PR' as const,
      ...texts(x),
      sequence: i,
      startsAt: dated(i, now),
      images: [
        { url: banner(10 + i * 2), sequence: 0 },
        { url: banner(11 + i * 2), sequence: 1 },
      ],
    })),
    ...MARQUEE.map((x, i) => ({ merchantId, type: 'H' as const, ...texts(x), sequence: i })),
  ];
}
