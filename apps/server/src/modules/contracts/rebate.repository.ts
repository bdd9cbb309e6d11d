import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Queries of the lottery rebate differences (one per function). */

export interface SettledTicket {
  id: string;
  merchant_id: string;
  member_id: string;
  stake: string;
  own_group: number;
}

/**
 * Settled fast-draw LOTT tickets (won or lost; ties, cancels and voids are refunded) not yet
 * looked at, oldest first. Reads the lottery's tables (a plain read, as the reports do).
 */
export async function unprocessedTickets(db: Db, limit: number): Promise<SettledTicket[]> {
  const r = await sql<SettledTicket>`
    SELECT t.id::text, t.merchant_id::text, t.member_id::text, t.stake::text, o.own_group
      FROM lottery_tickets t
      JOIN lottery_orders o ON o.id = t.order_id
     WHERE t.status IN ('won', 'lost') AND o.prize_mode = 'LOTT' AND o.own_group IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM agent_rebate_tickets r WHERE r.ticket_id = t.id)
     ORDER BY t.id
     LIMIT ${limit}`.execute(db);
  return r.rows;
}

/** The uplines of a member, nearest first, with their prize group (own row, else the merchant's default; never above its cap). */
export async function uplineGroups(db: Db, merchantId: string, memberId: string) {
  const r = await sql<{ id: string; prize_group: number }>`
    SELECT t.ancestor_id::text AS id,
           LEAST(COALESCE(g.prize_group, s.default_group, 1800), COALESCE(s.max_group, 1960))::int AS prize_group
      FROM member_tree t
      LEFT JOIN lottery_member_groups g ON g.member_id = t.ancestor_id
      LEFT JOIN lottery_settings s ON s.merchant_id = t.merchant_id
     WHERE t.merchant_id = ${merchantId} AND t.member_id = ${memberId} AND t.depth >= 1
     ORDER BY t.depth`.execute(db);
  return r.rows;
}

/** Marks the ticket looked at; false when another run did it first. */
export async function claimTicket(db: Db, merchantId: string, ticketId: string): Promise<boolean> {
  const r = await db
    .insertInto('agent_rebate_tickets')
    .values({ ticket_id: ticketId, merchant_id: merchantId })
    .onConflict((oc) => oc.column('ticket_id').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function insertDifference(
  db: Db,
  d: { ticketId: string; agentId: string; merchantId: string; memberId: string; stake: bigint; amount: bigint },
) {
  await db
    .insertInto('agent_rebate_differences')
    .values({
      ticket_id: d.ticketId,
      agent_id: d.agentId,
      merchant_id: d.merchantId,
      member_id: d.memberId,
      stake: d.stake,
      amount: d.amount,
    })
    .execute();
}
