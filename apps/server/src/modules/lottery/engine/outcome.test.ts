import { describe, expect, it } from 'vitest';
import { ticketOutcome } from './outcome.js';
import type { PendingTicket } from './settlement.repository.js';

/** Pure: what one ticket earns against a fixed result, by prize mode and tie rule. */
const ticket = (over: Partial<PendingTicket>): PendingTicket => ({
  id: '1',
  member_id: '1',
  order_id: '1',
  seq: 0,
  multiple: 1,
  stake: '200',
  play_id: 'SSC-FIXED-DIGIT',
  prize_mode: 'LOTT',
  content: '1||||',
  bets: 1,
  unit: 'yuan',
  prize_group: 1800,
  own_group: 1800,
  odds: null,
  win_stop: false,
  ...over,
});

describe('ticket outcome', () => {
  it('LOTT: a hit pays G × N / (1000 × k); a miss still earns the rebate', () => {
    expect(ticketOutcome(ticket({}), [1, 0, 0, 0, 0], 'refund')).toEqual({ status: 'won', win: 1_800n, rebate: 0n, refund: 0n });
    const miss = ticketOutcome(ticket({ own_group: 1960, prize_group: 1800 }), [2, 0, 0, 0, 0], 'refund');
    expect(miss).toEqual({ status: 'lost', win: 0n, rebate: 16n, refund: 0n }); // 8 % of 2.00
  });

  it('ZY: the fair prize, 75 % when the ten-thousands digit is 6 and 90 % when it is 9', () => {
    const zy = (result: number[]) =>
      ticketOutcome(ticket({ prize_mode: 'ZY', prize_group: null, own_group: null, content: '||||5' }), result, 'refund').win;
    expect(zy([0, 0, 0, 0, 5])).toBe(2_000n);
    expect(zy([9, 0, 0, 0, 5])).toBe(1_800n);
    expect(zy([6, 0, 0, 0, 5])).toBe(1_500n);
    expect(zy([6, 0, 0, 0, 4])).toBe(0n);
  });

  it('ELOTT: 11x5 ball 11 ties big/small and refunds that elementary bet', () => {
    const t = ticket({ play_id: '11X5-TWOSIDES-BALL', prize_mode: 'ELOTT', prize_group: null, own_group: null, odds: 1980 });
    // Two tags on ball 1, 2 elementary bets of 2.00.
    const both = { ...t, content: 'big,odd||||', bets: 2, stake: '400' };
    expect(ticketOutcome(both, [11, 1, 2, 3, 4], 'refund')).toEqual({ status: 'tie', win: 0n, rebate: 0n, refund: 400n });
    expect(ticketOutcome(both, [7, 1, 2, 3, 4], 'refund')).toEqual({ status: 'won', win: 792n, rebate: 0n, refund: 0n });
    expect(ticketOutcome(both, [2, 1, 3, 4, 5], 'refund')).toEqual({ status: 'lost', win: 0n, rebate: 0n, refund: 0n });
  });

  it('ELOTT dragon-tiger: a tie refunds or loses as the game publishes', () => {
    const t = ticket({
      play_id: 'SSC-TWOSIDES-DRAGONTIGER',
      prize_mode: 'ELOTT',
      prize_group: null,
      own_group: null,
      odds: 1980,
      content: 'dragon',
    });
    expect(ticketOutcome(t, [4, 0, 0, 0, 4], 'refund')).toEqual({ status: 'tie', win: 0n, rebate: 0n, refund: 200n });
    expect(ticketOutcome(t, [4, 0, 0, 0, 4], 'lose')).toEqual({ status: 'lost', win: 0n, rebate: 0n, refund: 0n });
    expect(ticketOutcome(t, [5, 0, 0, 0, 4], 'lose').win).toBe(396n);
  });

  it('a play withdrawn after the bet is refunded, not judged', () => {
    expect(ticketOutcome(ticket({ play_id: 'SSC-GONE' }), [1, 0, 0, 0, 0], 'refund')).toEqual({
      status: 'tie',
      win: 0n,
      rebate: 0n,
      refund: 200n,
    });
  });
});
