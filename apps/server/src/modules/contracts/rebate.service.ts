import { rebateDifference } from '@playhouse/contract/agent';
import type { Db } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import { accountFor, post, SYSTEM_SHARDS } from '../ledger/index.js';
import * as repo from './rebate.repository.js';

/**
 * Lottery rebate differences (domain notes §1.4, part 1 of the lottery engine): on each settled
 * LOTT ticket of a downline, every upline earns stake × (its prize group − the group of the
 * member below it on the path) / 2000, floored, paid from the lottery house (type commission,
 * key agent:rebate:<ticket>:<upline>). Run by the 5-minute job over tickets not yet looked at;
 * each ticket is claimed, its differences recorded and paid in one transaction, so a rerun or a
 * crash pays nothing twice. Groups are the uplines' groups at payment time; the member's own is
 * the one its order carried.
 */
const BATCH = 500;

export async function payTicketDifferences(db: Db, ticket: repo.SettledTicket): Promise<bigint> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.claimTicket(trx, ticket.merchant_id, ticket.id))) return 0n;
    const stake = BigInt(ticket.stake);
    let below = ticket.own_group;
    let total = 0n;
    for (const up of await repo.uplineGroups(trx, ticket.merchant_id, ticket.member_id)) {
      const amount = rebateDifference(stake, up.prize_group, below);
      below = Math.max(below, up.prize_group);
      if (amount <= 0n) continue;
      const shard = Number(BigInt(up.id) % BigInt(SYSTEM_SHARDS));
      const [house, agent] = await Promise.all([
        accountFor(trx, ticket.merchant_id, 'house', null, 'LOTT', shard),
        accountFor(trx, ticket.merchant_id, 'member', up.id),
      ]);
      await post(trx, {
        merchantId: ticket.merchant_id,
        type: 'commission',
        reference: `round:LOTT:${ticket.id}`,
        idempotencyKey: `agent:rebate:${ticket.id}:${up.id}`,
        postings: [
          { accountId: house.id, amount: -amount },
          { accountId: agent.id, amount },
        ],
        metadata: { ticketId: ticket.id, memberId: ticket.member_id, stake: ticket.stake },
      });
      await repo.insertDifference(trx, {
        ticketId: ticket.id,
        agentId: up.id,
        merchantId: ticket.merchant_id,
        memberId: ticket.member_id,
        stake,
        amount,
      });
      total += amount;
    }
    return total;
  });
}

/** The 5-minute job: pays the rebate differences of every settled ticket not yet looked at. */
export async function runRebateDifferences(deps: Pick<Deps, 'db'>): Promise<{ tickets: number; paid: bigint }> {
  let tickets = 0;
  let paid = 0n;
  for (;;) {
    const batch = await repo.unprocessedTickets(deps.db, BATCH);
    for (const t of batch) paid += await payTicketDifferences(deps.db, t);
    tickets += batch.length;
    if (batch.length < BATCH) return { tickets, paid };
  }
}
