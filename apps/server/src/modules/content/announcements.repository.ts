import type { Db } from '../../db/database.js';

export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';

export interface AnnouncementRow {
  id: string;
  type: AnnouncementType;
  group_name: string | null;
  title: Record<string, string>;
  content: Record<string, string>;
  image_url: string | null;
  cta: Record<string, string>;
  mobile_image_url: string | null;
  linkage_type: string | null;
  link: string | null;
  execution: boolean;
  sequence: number;
  starts_at: Date | null;
  ends_at: Date | null;
  created_at: Date;
}

export interface NewAnnouncement {
  merchantId: string;
  type: AnnouncementType;
  platform: string;
  groupName: string | null;
  title: Record<string, string>;
  content: Record<string, string>;
  imageUrl: string | null;
  cta: Record<string, string>;
  mobileImageUrl: string | null;
  linkageType: string | null;
  link: string | null;
  execution: boolean;
  sequence: number;
  startsAt: Date | null;
  endsAt: Date | null;
  images: { url: string; sequence: number }[];
}

/** One announcement and its images, together or not at all. */
export async function insertAnnouncement(db: Db, a: NewAnnouncement): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('announcements')
      .values({
        merchant_id: a.merchantId,
        type: a.type,
        platform: a.platform,
        group_name: a.groupName,
        title: JSON.stringify(a.title),
        content: JSON.stringify(a.content),
        image_url: a.imageUrl,
        cta: JSON.stringify(a.cta),
        mobile_image_url: a.mobileImageUrl,
        linkage_type: a.linkageType,
        link: a.link,
        execution: a.execution,
        sequence: a.sequence,
        starts_at: a.startsAt,
        ends_at: a.endsAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (a.images.length) {
      await trx
        .insertInto('announcement_images')
        .values(a.images.map((img) => ({ announcement_id: id, url: img.url, sequence: img.sequence })))
        .execute();
    }
    return id;
  });
}

/**
 * Every announcement of the types on the platform, scheduled or not (the service picks the
 * live ones and learns from the others when the answer changes next), in display order.
 */
export async function findAnnouncements(
  db: Db,
  merchantId: string,
  types: AnnouncementType[],
  platform: string,
): Promise<AnnouncementRow[]> {
  return db
    .selectFrom('announcements')
    .select([
      'id',
      'type',
      'group_name',
      'title',
      'content',
      'image_url',
      'cta',
      'mobile_image_url',
      'linkage_type',
      'link',
      'execution',
      'sequence',
      'starts_at',
      'ends_at',
      'created_at',
    ])
    .where('merchant_id', '=', merchantId)
    .where('type', 'in', types)
    .where('platform', '=', platform)
    .orderBy('type')
    .orderBy('sequence')
    .orderBy('id')
    .execute();
}

export async function findAnnouncementImages(db: Db, announcementIds: string[]) {
  if (!announcementIds.length) return [];
  return db
    .selectFrom('announcement_images')
    .select(['announcement_id', 'url', 'sequence'])
    .where('announcement_id', 'in', announcementIds)
    .orderBy('announcement_id')
    .orderBy('sequence')
    .execute();
}

export async function countAnnouncements(db: Db, merchantId: string): Promise<number> {
  const r = await db
    .selectFrom('announcements')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
