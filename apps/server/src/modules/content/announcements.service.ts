import type { Announcements, Banner, Notice } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import type { Merchant } from '../merchant/index.js';
import { cachedAnswer, type CachedAnswer } from './answer-cache.js';
import {
  findAnnouncementImages,
  findAnnouncements,
  insertAnnouncement,
  type AnnouncementRow,
  type AnnouncementType,
} from './announcements.repository.js';
import { announcementInput, parseInput, type AnnouncementInput } from './content.input.js';
import { textIn } from './localized.js';
import { plainText, sanitizeRichText } from './rich-text.js';

const mapValues = (m: Partial<Record<string, string>>, f: (s: string) => string) =>
  Object.fromEntries(Object.entries(m).flatMap(([k, v]) => (v === undefined ? [] : [[k, f(v)]])));

/**
 * Stores an announcement (any type) with its images. Titles become plain text and
 * contents sanitized HTML here, once, so every answer carries the stored safe text.
 * Throws validation_failed for bad input, writing nothing.
 */
export async function createAnnouncement(db: Db, input: AnnouncementInput): Promise<string> {
  const a = parseInput(announcementInput, input);
  return insertAnnouncement(db, {
    merchantId: a.merchantId,
    type: a.type,
    platform: a.platform,
    groupName: a.groupName ?? null,
    title: mapValues(a.title, plainText),
    content: mapValues(a.content, sanitizeRichText),
    imageUrl: a.imageUrl ?? null,
    cta: mapValues(a.cta, plainText),
    mobileImageUrl: a.mobileImageUrl ?? null,
    linkageType: a.linkageType ?? null,
    link: a.link ?? null,
    execution: a.execution,
    sequence: a.sequence,
    startsAt: a.startsAt ?? null,
    endsAt: a.endsAt ?? null,
    images: a.images,
  });
}

const isLive = (r: AnnouncementRow, now: number) =>
  (!r.starts_at || r.starts_at.getTime() <= now) && (!r.ends_at || r.ends_at.getTime() > now);

/** The next moment a scheduled announcement starts or ends: the answer changes then. */
function nextBoundary(rows: AnnouncementRow[], now: number): number {
  let next = Infinity;
  for (const r of rows) {
    for (const d of [r.starts_at, r.ends_at]) if (d && d.getTime() > now) next = Math.min(next, d.getTime());
  }
  return next;
}

/** A popup whose linkage is the merchant's app downloads (e.g. "get our app"). */
export const APP_DOWNLOAD_LINKAGE = 'APP_DOWNLOAD';

/** Whether the merchant configured any app to download (whitelabel appDownloads). */
const hasApps = (merchant: Merchant) => Object.values(merchant.settings.appDownloads).some((url) => url.trim() !== '');

async function buildAnswer(db: Db, merchant: Merchant, lang: string, types: AnnouncementType[]) {
  const now = Date.now();
  const all = await findAnnouncements(db, merchant.id, types, 'W');
  // An app-download announcement is a dead end while the merchant has no app: it waits unseen.
  const apps = hasApps(merchant);
  const live = all.filter((r) => isLive(r, now) && (apps || r.linkage_type !== APP_DOWNLOAD_LINKAGE));
  const images = await findAnnouncementImages(
    db,
    live.filter((r) => r.type === 'PR').map((r) => r.id),
  );
  const text = (m: Record<string, string>) => textIn(m, lang, merchant.defaultLanguage);
  const notice = (r: AnnouncementRow): Notice => ({
    id: Number(r.id),
    title: text(r.title),
    content: text(r.content),
    timestamp: (r.starts_at ?? r.created_at).toISOString(),
  });
  const of = (t: AnnouncementType) => live.filter((r) => r.type === t);
  const value: Announcements = {
    banners: of('B').flatMap((r): Banner[] =>
      r.image_url && r.group_name
        ? [
            {
              id: Number(r.id),
              url: r.image_url,
              mobileUrl: r.mobile_image_url,
              title: text(r.title) || null,
              cta: text(r.cta) || null,
              linkageType: r.linkage_type,
              link: r.link,
              groupName: r.group_name as Banner['groupName'],
            },
          ]
        : [],
    ),
    playerNotices: of('PL').map(notice),
    popups: of('PU').map((r) => ({ ...notice(r), execution: r.execution, imageUrl: r.image_url })),
    promotions: of('PR').map((r) => ({
      ...notice(r),
      announcementImages: images.filter((i) => i.announcement_id === r.id).map((i) => ({ url: i.url, sequence: i.sequence })),
    })),
    marquee: of('H').map(notice),
  };
  return { value, validUntil: nextBoundary(all, now) };
}

/** Announcements V2: only the types asked, only live ones, each group in sequence order. */
export function announcementsFor(
  db: Db,
  merchant: Merchant,
  lang: string,
  typeList: string,
): Promise<CachedAnswer<Announcements>> {
  const types = [...new Set(typeList.split(','))].sort() as AnnouncementType[];
  const apps = hasApps(merchant) ? 'apps' : 'noapps';
  return cachedAnswer(db, merchant.id, `ann|${lang}|${merchant.defaultLanguage}|${apps}|${types.join(',')}`, () =>
    buildAnswer(db, merchant, lang, types),
  );
}

/**
 * What the server-filled home shell draws (http/home-shell.ts): the first live home banner in
 * the merchant's default language (the language the app asks in before a visitor chooses)
 * and whether the notice marquee shows. From the same cache as the announcements answer.
 */
export async function homeShellContent(db: Db, merchant: Merchant): Promise<{ banner: Banner | null; marquee: boolean }> {
  const { value } = await announcementsFor(db, merchant, merchant.defaultLanguage, 'B,H');
  return {
    banner: value.banners.find((b) => b.groupName === 'w_home') ?? null,
    marquee: value.marquee.length > 0,
  };
}

/**
 * The agent centre's announcements: platform 'A' (the agent site; the member site's lists read
 * platform 'W' only, so these never show there), any type, live ones, newest first.
 */
export async function agentAnnouncements(db: Db, merchantId: string, lang: string, defaultLanguage: string) {
  const now = Date.now();
  const rows = await findAnnouncements(db, merchantId, ['B', 'PL', 'PU', 'PR', 'H'], 'A');
  return rows
    .filter((r) => isLive(r, now))
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || Number(b.id) - Number(a.id))
    .map((r) => ({
      id: r.id,
      title: textIn(r.title, lang, defaultLanguage),
      content: textIn(r.content, lang, defaultLanguage),
      publishedAt: (r.starts_at ?? r.created_at).toISOString(),
    }));
}
