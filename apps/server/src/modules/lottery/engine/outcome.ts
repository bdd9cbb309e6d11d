import { elottWinMinor, hitsPrizeMinor, playById, rebateMinor, zyPrizeMinor, type Outcome } from '@playhouse/contract/lottery';
import type { LotteryTicketStatus } from '../../../db/schema.lottery.js';
import type { PendingTicket } from './settlement.repository.js';

export interface TicketOutcome {
  status: Extract<LotteryTicketStatus, 'won' | 'lost' | 'tie'>;
  win: bigint;
  rebate: bigint;
  refund: bigint;
}

/**
 * What a play's content makes of a draw's result, remembered per draw: a draw's tickets repeat
 * the same contents (big, small, one digit…), and the result is the same for all of them.
 */
export type JudgedContents = Map<string, Outcome | null>;

function judge(t: PendingTicket, result: readonly number[], judged?: JudgedContents): Outcome | null {
  const key = `${t.play_id}\n${t.content}`;
  const known = judged?.get(key);
  if (known !== undefined) return known;
  const play = playById(t.play_id);
  const content = play?.parse(t.content) ?? null;
  const outcome = play && content !== null ? play.settle(content, result) : null;
  judged?.set(key, outcome);
  return outcome;
}

/**
 * What a ticket earns against a result, by its prize mode (pure: the settlement applies caps and
 * moves the money):
 *  - LOTT: G × N / (1000 × k) per winning elementary bet, scaled by unit and multiple, plus the
 *    rebate (own − bet group)/20 % of the stake, won or lost;
 *  - ZY: the fair prize scaled by the ten-thousands digit (6: 75 %, 9: 90 %);
 *  - ELOTT: stake per elementary bet × odds per hit; tied elementary bets are refunded (a
 *    dragon-tiger tie as the game's rule says). A ticket with no hit but a tie is a tie.
 */
export function ticketOutcome(
  t: PendingTicket,
  result: readonly number[],
  dragonTigerTie: 'refund' | 'lose',
  judged?: JudgedContents,
): TicketOutcome {
  const play = playById(t.play_id);
  const judgedOutcome = judge(t, result, judged);
  const stake = BigInt(t.stake);
  // A play withdrawn after the bet, or content that no longer parses, cannot be judged: refunded.
  if (!play || judgedOutcome === null) return { status: 'tie', win: 0n, rebate: 0n, refund: stake };
  const { hits, ties } = judgedOutcome;
  const hitCount = hits.reduce((n, h) => n + h.count, 0);
  let win = 0n;
  let refund = 0n;
  let rebate = 0n;
  if (t.prize_mode === 'LOTT') {
    if (hitCount > 0) win = hitsPrizeMinor(t.prize_group!, hits, t.unit, t.multiple);
    rebate = rebateMinor(stake, t.own_group!, t.prize_group!);
  } else if (t.prize_mode === 'ZY') {
    if (hitCount > 0) win = zyPrizeMinor(hits, t.unit, t.multiple, result[0]!);
  } else {
    const perBet = stake / BigInt(t.bets);
    if (hitCount > 0) win = elottWinMinor(perBet, t.odds!, hitCount);
    const refundTies = ties > 0 && !(play.tiesFollowGameRule && dragonTigerTie === 'lose');
    if (refundTies) refund = perBet * BigInt(ties);
  }
  const status = win > 0n ? 'won' : refund > 0n ? 'tie' : 'lost';
  return { status, win, rebate, refund };
}
