import type { Db } from '../../db/database.js';
import { offsetOf, type PageRequest } from '../../core/page.js';

/** The feedback table: one query per function, no rules. */

export interface NewFeedback {
  merchantId: string;
  memberId: string | null;
  sender: string;
  type: number;
  content: string;
  ip: string;
}

export async function insertFeedback(db: Db, f: NewFeedback): Promise<string> {
  const { id } = await db
    .insertInto('feedback')
    .values({ merchant_id: f.merchantId, member_id: f.memberId, sender: f.sender, type: f.type, content: f.content, ip: f.ip })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** One feedback, locked for the reply. */
export async function feedbackForReply(db: Db, merchantId: string, id: string) {
  return db
    .selectFrom('feedback')
    .select(['id', 'member_id', 'replied_at'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function saveReply(db: Db, id: string, r: { reply: string; repliedBy: string | null; messageId: string }) {
  await db
    .updateTable('feedback')
    .set({ reply: r.reply, replied_by: r.repliedBy, replied_at: new Date(), reply_message_id: r.messageId })
    .where('id', '=', id)
    .execute();
}

/** The operator's list, newest first, with the member's username (a plain join on members). */
export async function feedbackPage(
  db: Db,
  merchantId: string,
  q: PageRequest & { type?: number | undefined; status?: 'open' | 'replied' | undefined },
) {
  let base = db
    .selectFrom('feedback as f')
    .leftJoin('members as m', 'm.id', 'f.member_id')
    .where('f.merchant_id', '=', merchantId);
  if (q.type !== undefined) base = base.where('f.type', '=', q.type);
  if (q.status === 'open') base = base.where('f.replied_at', 'is', null);
  if (q.status === 'replied') base = base.where('f.replied_at', 'is not', null);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['f.id', 'f.type', 'f.content', 'f.sender', 'f.member_id', 'm.username', 'f.reply', 'f.replied_at', 'f.created_at'])
      .orderBy('f.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  return { total: Number(n), rows };
}
