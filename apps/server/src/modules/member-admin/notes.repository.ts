import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Notes on members (append-only: the database refuses an edit) and their tags. */

export const notesOf = (db: Db, merchantId: string, memberId: string, limit: number) =>
  db
    .selectFrom('member_notes')
    .select(['id', 'body', 'author_name', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export const insertNote = (
  db: Db,
  n: { merchantId: string; memberId: string; body: string; authorKind: 'user' | 'key'; authorId: string; authorName: string },
) =>
  db
    .insertInto('member_notes')
    .values({
      merchant_id: n.merchantId,
      member_id: n.memberId,
      body: n.body,
      author_kind: n.authorKind,
      author_id: n.authorId,
      author_name: n.authorName,
    })
    .returning(['id', 'body', 'author_name', 'created_at'])
    .executeTakeFirstOrThrow();

export type NoteRow = Awaited<ReturnType<typeof insertNote>>;

export const tagsOf = async (db: Db, merchantId: string, memberId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('member_tags')
      .select('tag')
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .orderBy('tag')
      .execute()
  ).map((r) => r.tag);

/** Replaces the member's tags with `tags` (in the caller's transaction; two replacements at once wait for each other). */
export async function replaceTags(db: Db, merchantId: string, memberId: string, tags: readonly string[]): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('member-tags'), hashtext(${memberId}))`.execute(db);
  await db.deleteFrom('member_tags').where('merchant_id', '=', merchantId).where('member_id', '=', memberId).execute();
  if (tags.length)
    await db
      .insertInto('member_tags')
      .values(tags.map((tag) => ({ merchant_id: merchantId, member_id: memberId, tag })))
      .execute();
}
