import { sql } from 'kysely';
import { isAgentType, LANGUAGES, textIn, type Language } from '@playhouse/contract';
import type { SendMessageBody } from '@playhouse/contract/engagement';
import type { Db } from '../../db/database.js';
import type { LocalizedText } from '../../db/schema.messages.js';
import { AppError } from '../../core/errors.js';
import { iso, pageFrom, type PageRequest } from '../../core/page.js';
import { findMember } from '../member/index.js';
import { membersAtLevel } from '../vip/index.js';
import * as repo from './messages.repository.js';

/**
 * Internal messages: sends (an operator's, or another module's inside its own transaction) and
 * the member's inbox. Every change of a member's unread count NOTIFYs MEMBER_MESSAGES_CHANNEL
 * inside its transaction (delivered at commit): `<merchantId>:<memberId>`, or `<merchantId>:*`
 * after a send to many. The wallet socket's hub listens and pushes the new count.
 */
export const MEMBER_MESSAGES_CHANNEL = 'member_messages';

const notify = (db: Db, payload: string) => sql`SELECT pg_notify(${MEMBER_MESSAGES_CHANNEL}, ${payload})`.execute(db);

/** A text given once (every language) or per language, stored per language. */
function perLanguage(text: string | Partial<Record<Language, string>>): LocalizedText {
  if (typeof text === 'string') return Object.fromEntries(LANGUAGES.map((l) => [l, text]));
  return Object.fromEntries(Object.entries(text).filter(([, v]) => !!v)) as LocalizedText;
}

export interface MemberMessageInput {
  merchantId: string;
  memberId: string;
  title: string | Partial<Record<Language, string>>;
  body: string | Partial<Record<Language, string>>;
  /** The module that sends it (e.g. 'feedback'); operator sends say 'operator'. */
  source?: string;
  sentBy?: string | null;
}

/**
 * Sends one member a message inside the caller's transaction (db may be a trx): the message and
 * its copy commit with the caller's fact, and the unread push goes out at that commit.
 */
export async function sendMemberMessage(db: Db, input: MemberMessageInput): Promise<{ id: string }> {
  const id = await repo.insertMessage(db, {
    merchantId: input.merchantId,
    title: perLanguage(input.title),
    body: perLanguage(input.body),
    audience: 'member',
    audienceRef: input.memberId,
    source: input.source ?? 'operator',
    sentBy: input.sentBy ?? null,
  });
  const n = await repo.deliverToMember(db, input.merchantId, id, input.memberId);
  await repo.setRecipients(db, id, n);
  await notify(db, `${input.merchantId}:${input.memberId}`);
  return { id };
}

/** Resolves an audience's member (by id or username) in the merchant. */
async function memberOf(db: Db, merchantId: string, a: { memberId?: string | undefined; username?: string | undefined }) {
  if (!a.memberId && !a.username) throw new AppError('message_audience_invalid');
  const m = await findMember(db, merchantId, a.memberId ? { id: a.memberId } : { username: a.username! });
  if (!m) throw new AppError('message_recipient_not_found');
  return m;
}

/** POST API.messages.ops.send, in the operator's transaction (the route audits it). */
export async function sendFromOperator(db: Db, merchantId: string, operatorId: string | null, body: SendMessageBody) {
  const a = body.audience;
  const base = {
    merchantId,
    title: perLanguage(body.title),
    body: perLanguage(body.content),
    source: 'operator',
    sentBy: operatorId,
  };
  let id: string;
  let recipients: number;
  if (a.kind === 'member') {
    const m = await memberOf(db, merchantId, a);
    id = await repo.insertMessage(db, { ...base, audience: 'member', audienceRef: m.id });
    recipients = await repo.deliverToMember(db, merchantId, id, m.id);
    await notify(db, `${merchantId}:${m.id}`);
  } else if (a.kind === 'agent_team') {
    const agent = await memberOf(db, merchantId, { memberId: a.agentId, username: a.username });
    if (!isAgentType(agent.type)) throw new AppError('message_audience_invalid');
    id = await repo.insertMessage(db, { ...base, audience: 'agent_team', audienceRef: agent.id });
    recipients = await repo.deliverToTeam(db, merchantId, id, agent.id, a.includeAgent);
    await notify(db, `${merchantId}:*`);
  } else if (a.kind === 'vip_level') {
    const members = await membersAtLevel(db, merchantId, { min: a.min, max: a.max });
    id = await repo.insertMessage(db, {
      ...base,
      audience: 'vip_level',
      audienceRef: null,
      vipLevels: { min: a.min, max: a.max ?? null },
    });
    recipients = await repo.deliverToMembers(db, merchantId, id, members);
    await notify(db, `${merchantId}:*`);
  } else {
    id = await repo.insertMessage(db, { ...base, audience: 'all', audienceRef: null });
    recipients = await repo.deliverToAll(db, merchantId, id);
    await notify(db, `${merchantId}:*`);
  }
  await repo.setRecipients(db, id, recipients);
  return { id, recipients };
}

/** GET API.messages.list */
export async function inbox(
  db: Db,
  merchantId: string,
  memberId: string,
  lang: Language,
  q: PageRequest & { status: repo.ReadFilter },
) {
  const { total, rows } = await repo.inboxPage(db, merchantId, memberId, q.status, q);
  const content = rows.map((r) => ({
    id: r.id,
    title: textIn(r.title, lang),
    content: textIn(r.body, lang),
    read: r.read_at !== null,
    createdAt: iso(r.created_at)!,
  }));
  return pageFrom(content, total, q);
}

export const unreadCount = async (db: Db, merchantId: string, memberId: string) => ({
  unread: await repo.unreadOf(db, merchantId, memberId),
});

/** PUT API.messages.one: marks it read; another member's (or a deleted) message is message_not_found. */
export async function readMessage(db: Db, merchantId: string, memberId: string, messageId: string) {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.markRead(trx, merchantId, memberId, messageId))) throw new AppError('message_not_found');
    await notify(trx, `${merchantId}:${memberId}`);
    return unreadCount(trx, merchantId, memberId);
  });
}

/** PUT API.messages.readAll */
export async function readAll(db: Db, merchantId: string, memberId: string) {
  return db.transaction().execute(async (trx) => {
    if ((await repo.markAllRead(trx, merchantId, memberId)) > 0) await notify(trx, `${merchantId}:${memberId}`);
    return unreadCount(trx, merchantId, memberId);
  });
}

/** DELETE API.messages.one: the member's copy only. */
export async function deleteMessage(db: Db, merchantId: string, memberId: string, messageId: string) {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.markDeleted(trx, merchantId, memberId, messageId))) throw new AppError('message_not_found');
    await notify(trx, `${merchantId}:${memberId}`);
    return unreadCount(trx, merchantId, memberId);
  });
}

/** GET API.messages.ops.list */
export async function sentMessages(db: Db, merchantId: string, p: PageRequest & { memberId?: string | undefined }) {
  const { total, rows } = await repo.sentPage(db, merchantId, p);
  const content = rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.body,
    audience: r.audience,
    audienceRef: r.audience_ref,
    recipients: r.recipients,
    source: r.source,
    sentBy: r.sent_by,
    createdAt: iso(r.created_at)!,
  }));
  return pageFrom(content, total, p);
}
