import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LocalizedText } from '../../db/schema.messages.js';
import { offsetOf, type PageRequest } from '../../core/page.js';
import { TRIAL_TYPE } from '@playhouse/contract';

/** The messages and member_messages tables: one query per function, no rules. */

export interface NewMessage {
  merchantId: string;
  title: LocalizedText;
  body: LocalizedText;
  audience: 'member' | 'agent_team' | 'vip_level' | 'all';
  audienceRef: string | null;
  vipLevels?: { min: number; max: number | null };
  source: string;
  sentBy: string | null;
}

export async function insertMessage(db: Db, m: NewMessage): Promise<string> {
  const { id } = await db
    .insertInto('messages')
    .values({
      merchant_id: m.merchantId,
      title: JSON.stringify(m.title),
      body: JSON.stringify(m.body),
      audience: m.audience,
      audience_ref: m.audienceRef,
      vip_min: m.vipLevels?.min ?? null,
      vip_max: m.vipLevels?.max ?? null,
      source: m.source,
      sent_by: m.sentBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function setRecipients(db: Db, messageId: string, recipients: number): Promise<void> {
  await db.updateTable('messages').set({ recipients }).where('id', '=', messageId).execute();
}

/** One member's copy. */
export async function deliverToMember(db: Db, merchantId: string, messageId: string, memberId: string): Promise<number> {
  const r = await db
    .insertInto('member_messages')
    .values({ merchant_id: merchantId, member_id: memberId, message_id: messageId })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0);
}

/**
 * A copy for every member under `agentId` (member_tree: every depth; depth 0, the agent itself,
 * when `includeAgent`), trial accounts left out. A read of the member module's closure table in
 * the same statement: one INSERT ... SELECT whatever the team's size.
 */
export async function deliverToTeam(
  db: Db,
  merchantId: string,
  messageId: string,
  agentId: string,
  includeAgent: boolean,
): Promise<number> {
  const r = await sql`
    INSERT INTO member_messages (merchant_id, member_id, message_id)
    SELECT t.merchant_id, t.member_id, ${messageId}::bigint
      FROM member_tree t JOIN members m ON m.merchant_id = t.merchant_id AND m.id = t.member_id
     WHERE t.ancestor_id = ${agentId} AND t.merchant_id = ${merchantId}
       AND t.depth >= ${includeAgent ? 0 : 1} AND m.type <> ${TRIAL_TYPE}
    ON CONFLICT DO NOTHING`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}

/** A copy for each of these members (the VIP module named them), trial accounts left out, in one statement. */
export async function deliverToMembers(db: Db, merchantId: string, messageId: string, memberIds: string[]): Promise<number> {
  if (!memberIds.length) return 0;
  const r = await sql`
    INSERT INTO member_messages (merchant_id, member_id, message_id)
    SELECT m.merchant_id, m.id, ${messageId}::bigint FROM members m
     WHERE m.merchant_id = ${merchantId} AND m.id = ANY(${memberIds}::bigint[]) AND m.type <> ${TRIAL_TYPE}
    ON CONFLICT DO NOTHING`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}

/** A copy for every real (non-trial) member of the merchant, in one statement. */
export async function deliverToAll(db: Db, merchantId: string, messageId: string): Promise<number> {
  const r = await sql`
    INSERT INTO member_messages (merchant_id, member_id, message_id)
    SELECT m.merchant_id, m.id, ${messageId}::bigint FROM members m
     WHERE m.merchant_id = ${merchantId} AND m.type <> ${TRIAL_TYPE}
    ON CONFLICT DO NOTHING`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}

const live = (db: Db, merchantId: string, memberId: string) =>
  db
    .selectFrom('member_messages as mm')
    .where('mm.merchant_id', '=', merchantId)
    .where('mm.member_id', '=', memberId)
    .where('mm.deleted_at', 'is', null);

export type ReadFilter = 'all' | 'read' | 'unread';

/** The inbox: live copies, newest first, filtered by read state. */
export async function inboxPage(db: Db, merchantId: string, memberId: string, filter: ReadFilter, p: PageRequest) {
  let base = live(db, merchantId, memberId);
  if (filter === 'read') base = base.where('mm.read_at', 'is not', null);
  if (filter === 'unread') base = base.where('mm.read_at', 'is', null);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .innerJoin('messages as msg', 'msg.id', 'mm.message_id')
      .select(['msg.id', 'msg.title', 'msg.body', 'msg.created_at', 'mm.read_at'])
      .orderBy('mm.message_id', 'desc')
      .limit(p.pageSize)
      .offset(offsetOf(p))
      .execute(),
  ]);
  return { total: Number(n), rows };
}

export async function unreadOf(db: Db, merchantId: string, memberId: string): Promise<number> {
  const { n } = await live(db, merchantId, memberId)
    .where('mm.read_at', 'is', null)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Marks one live copy read (an already read one stays as it was); false: no such live copy. */
export async function markRead(db: Db, merchantId: string, memberId: string, messageId: string): Promise<boolean> {
  const r = await db
    .updateTable('member_messages')
    .set({ read_at: sql<Date>`coalesce(read_at, now())` as unknown as Date })
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('message_id', '=', messageId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function markAllRead(db: Db, merchantId: string, memberId: string): Promise<number> {
  const r = await db
    .updateTable('member_messages')
    .set({ read_at: new Date() })
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Deletes the member's copy (kept as a row, marked); false: no such live copy. */
export async function markDeleted(db: Db, merchantId: string, memberId: string, messageId: string): Promise<boolean> {
  const r = await db
    .updateTable('member_messages')
    .set({ deleted_at: new Date() })
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('message_id', '=', messageId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The operator's list: what the merchant sent, newest first (or what one member received). */
export async function sentPage(db: Db, merchantId: string, p: PageRequest & { memberId?: string | undefined }) {
  const base = db
    .selectFrom('messages')
    .where('merchant_id', '=', merchantId)
    .$if(p.memberId !== undefined, (q) =>
      q.where('id', 'in', (eb) =>
        eb
          .selectFrom('member_messages')
          .select('message_id')
          .where('merchant_id', '=', merchantId)
          .where('member_id', '=', p.memberId!),
      ),
    );
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'title', 'body', 'audience', 'audience_ref', 'recipients', 'source', 'sent_by', 'created_at'])
      .orderBy('id', 'desc')
      .limit(p.pageSize)
      .offset(offsetOf(p))
      .execute(),
  ]);
  return { total: Number(n), rows };
}
