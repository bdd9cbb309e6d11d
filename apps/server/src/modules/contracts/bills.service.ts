import { addDays, startOfLocalDay } from '@playhouse/contract';
import type { BillView, ContractKind } from '@playhouse/contract/agent';
import type { Db } from '../../db/database.js';
import { iso, offsetOf, pageFrom, type PageRequest } from '../../core/page.js';
import { timeZoneOf } from '../merchant/index.js';
import * as repo from './bills.repository.js';
import type { AgentCaller } from './contracts.service.js';

export function billView(r: repo.BillRow): BillView {
  return {
    id: r.id,
    kind: r.kind,
    gameType: r.game_type as BillView['gameType'],
    periodStart: iso(r.period_start)!,
    periodEnd: iso(r.period_end)!,
    contractId: r.contract_id,
    payerId: r.payer_id,
    figures: r.figures as Record<string, unknown>,
    entitlement: r.entitlement,
    downlineTotal: r.downline_total,
    amount: r.amount,
    paid: r.paid,
    status: r.status,
    createdAt: iso(r.created_at)!,
  };
}

/** The bills the caller received of one kind (dividend record, daily / hourly / real-time salary), newest period first. */
export async function billsOf(
  db: Db,
  caller: AgentCaller,
  q: PageRequest & { kind: ContractKind; gameType?: string; status?: repo.BillStatusCode; from?: string; to?: string },
) {
  // Days of the merchant's calendar, as the bills' period starts are cut.
  const timeZone = await timeZoneOf(db, caller.merchantId);
  const day = (d: string | undefined, plus = 0) => (d ? startOfLocalDay(addDays(d, plus), timeZone) : undefined);
  const r = await repo.pageOfBills(
    db,
    caller.merchantId,
    { agentId: caller.memberId, kind: q.kind, gameType: q.gameType, status: q.status, from: day(q.from), to: day(q.to, 1) },
    { limit: q.pageSize, offset: offsetOf(q) },
  );
  return pageFrom(r.rows.map(billView), r.total, q);
}
