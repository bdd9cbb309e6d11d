import type { Db } from '../../src/db/database.js';
import { createAnnouncement } from '../../src/modules/content/index.js';

/** A live home banner (w_home) of a merchant, for tests outside the content module. */
export function buildHomeBanner(db: Db, merchantId: string, b: { imageUrl: string; title?: string; cta?: string }) {
  return createAnnouncement(db, {
    merchantId,
    type: 'B',
    groupName: 'w_home',
    imageUrl: b.imageUrl,
    title: b.title ? { EN: b.title } : {},
    cta: b.cta ? { EN: b.cta } : {},
    sequence: 0,
  });
}

/** A banner of another group (the login dialog's): not a home banner. */
export function buildLoginBanner(db: Db, merchantId: string, imageUrl: string) {
  return createAnnouncement(db, { merchantId, type: 'B', groupName: 'w_login', imageUrl });
}
