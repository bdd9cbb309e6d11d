import type { ContractGameType } from '@playhouse/contract/agent';
import type { Db } from '../../db/database.js';
import { teamPlay } from './figures.repository.js';
import { agentSettings } from './settings.repository.js';

export interface TeamFigures {
  members: number;
  activeMembers: number;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  rebate: bigint;
  bonus: bigint;
}

/**
 * An agent's whole team (itself included, every depth) over [from, to) on rollup hours, in one
 * game type or CONS (every game type; CONS also counts the bonuses, which belong to no game).
 * Members are the team as it stands now; active ones reached the merchant's active valid bet in
 * the counted game types. What the contracts' settlement reads.
 */
export async function teamFigures(
  db: Db,
  q: { merchantId: string; agentId: string; from: Date; to: Date; gameType: ContractGameType },
): Promise<TeamFigures> {
  const { activeValidBet } = await agentSettings(db, q.merchantId);
  const f = await teamPlay(db, {
    merchantId: q.merchantId,
    rootId: q.agentId,
    minDepth: 0,
    from: q.from,
    to: q.to,
    gameType: q.gameType,
    activeValidBet,
  });
  return {
    members: f.members,
    activeMembers: f.activeMembers,
    stake: f.stake,
    validBet: f.validBet,
    payout: f.payout,
    rebate: f.rebate,
    bonus: f.bonus,
  };
}
