import type { ContractView } from '@playhouse/contract/agent';
import { iso } from '../../core/page.js';
import type { ContractRow } from './contracts.repository.js';

/** A contract row as the wire shows it. */
export function contractView(r: ContractRow, extra: Partial<ContractView> = {}): ContractView {
  const terms = r.terms as { tiers?: Record<string, unknown>[] };
  return {
    id: r.id,
    kind: r.kind,
    gameType: r.game_type as ContractView['gameType'],
    uplineId: r.upline_id,
    uplineName: r.upline_name,
    downlineId: r.downline_id,
    downlineName: r.downline_name,
    status: r.status,
    period: r.period,
    tiers: terms.tiers ?? [],
    offeredAt: iso(r.offered_at)!,
    decidedAt: iso(r.decided_at),
    terminationBy: r.termination_by,
    endedAt: iso(r.ended_at),
    ...extra,
  };
}
