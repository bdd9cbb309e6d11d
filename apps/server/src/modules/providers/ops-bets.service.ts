import type { OpsBet, OpsBetQuery } from '@playhouse/contract';
import { iso } from '../../core/page.js';
import type { Db } from '../../db/database.js';
import type { MerchantOperator } from '../operator/index.js';
import { betPage, type BetListRow } from './ops-bets.repository.js';

const answerOf = (b: BetListRow): OpsBet => ({
  id: b.id,
  member: b.username,
  memberId: b.member_id,
  vendor: b.vendor_code,
  game: b.game_code,
  gameType: b.game_type,
  roundId: b.round_id,
  source: b.source,
  stake: b.stake,
  validBet: b.valid_bet,
  win: b.win,
  status: b.status,
  placedAt: iso(b.placed_at)!,
  settledAt: iso(b.settled_at),
});

/** A page of the merchant's bets as the console lists them (and its exports read them). */
export async function betList(db: Db, op: MerchantOperator, q: OpsBetQuery) {
  const rows = await betPage(db, op.merchantId, q);
  const page = rows.slice(0, q.limit);
  return { rows: page.map(answerOf), next: rows.length > q.limit ? page[page.length - 1]!.id : null };
}
