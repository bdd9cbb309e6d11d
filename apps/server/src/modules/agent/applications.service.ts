import type { Db } from '../../db/database.js';
import { iso, offsetOf, pageFrom, type PageRequest } from '../../core/page.js';
import { throttle } from '../../lib/rate-limit.js';

/** Applications per member per 5 minutes: a person applies once; this stops a script. */
const APPLICATIONS_PER_MEMBER = 3;

/** POST API.agent.affiliateApplication: a member asks to become an agent; the operator reads the list. */
export async function applyForAgent(db: Db, merchantId: string, memberId: string, body: { contact: string; message: string }) {
  await throttle(db, [{ key: `agent-application:${merchantId}:${memberId}`, most: APPLICATIONS_PER_MEMBER }]);
  const { id } = await db
    .insertInto('agent_applications')
    .values({ merchant_id: merchantId, member_id: memberId, contact: body.contact, message: body.message })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id };
}

/**
 * An application that reaches the operator's list from elsewhere, inside the caller's
 * transaction: a type-6 (agent application) feedback, source 'feedback'.
 */
export async function recordAgentApplication(
  db: Db,
  a: { merchantId: string; memberId: string; contact: string; message: string; source: 'feedback' },
) {
  const { id } = await db
    .insertInto('agent_applications')
    .values({ merchant_id: a.merchantId, member_id: a.memberId, contact: a.contact, message: a.message, source: a.source })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id };
}

/** GET API.operator.agentApplications: newest first. */
export async function agentApplications(db: Db, merchantId: string, p: PageRequest) {
  const base = db
    .selectFrom('agent_applications as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .where('a.merchant_id', '=', merchantId);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['a.id', 'a.member_id', 'm.username', 'a.contact', 'a.message', 'a.source', 'a.created_at'])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(p.pageSize)
      .offset(offsetOf(p))
      .execute(),
  ]);
  const content = rows.map((r) => ({
    id: r.id,
    memberId: r.member_id,
    username: r.username,
    contact: r.contact,
    message: r.message,
    source: r.source,
    createdAt: iso(r.created_at)!,
  }));
  return pageFrom(content, Number(n), p);
}
