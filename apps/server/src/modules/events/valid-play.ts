import { GAME_TYPES } from '@playhouse/contract';
import type { StoredEvent } from './events.types.js';

/**
 * What a settled play adds to a member's turnover, read from its event: the one reading of
 * "valid bet by game type" that agent reports, wagering, points, missions, VIP, leaderboards and
 * the manual rebate all count from, so they never disagree about what a play was worth.
 *   round.settled (settled)   one play: its stake, valid bet and win, its game type
 *   round.settled (cancelled) nothing (the stake went back)
 *   lottery.tickets_lost      `tickets` plays: valid bet = stake, no win
 * Every other event is not a play (null).
 */
export interface ValidPlay {
  merchantId: string;
  memberId: string;
  gameType: string;
  plays: number;
  stake: bigint;
  validBet: bigint;
  win: bigint;
  /** The member's own rebate carried by lottery events, minor units (0 when none). */
  rebate: bigint;
  at: Date;
}

/** A lottery vendor's game type: the engine's LOTT and ELOTT are their own; official lotteries are LOTT. */
const lotteryGameType = (vendor: string): string => (vendor === 'ELOTT' ? 'ELOTT' : 'LOTT');
const isGameType = (t: string) => (GAME_TYPES as readonly string[]).includes(t);
/** A lottery round's game type as reports count it: its own when it names one, else its vendor's. */
export const lotteryRoundGameType = (gameType: string, vendor: string): string =>
  isGameType(gameType) ? gameType : lotteryGameType(vendor);
const big = (s: string | undefined): bigint => (s ? BigInt(s) : 0n);

/** The event types validPlayOf() reads; a subscriber that counts plays names these. */
export const VALID_PLAY_EVENTS = ['round.settled', 'lottery.tickets_lost'] as const;

export function validPlayOf(event: StoredEvent): ValidPlay | null {
  const base = { merchantId: event.merchantId, at: event.createdAt };
  if (event.type === 'round.settled') {
    const p = event.payload;
    if (p.status !== 'settled') return null;
    const gameType = p.source === 'lottery' ? lotteryRoundGameType(p.gameType, p.vendor) : p.gameType;
    return {
      ...base,
      memberId: p.memberId,
      gameType,
      plays: 1,
      stake: BigInt(p.stake),
      validBet: BigInt(p.validBet),
      win: BigInt(p.win),
      rebate: big(p.rebate),
    };
  }
  if (event.type === 'lottery.tickets_lost') {
    const p = event.payload;
    const stake = BigInt(p.stake);
    return {
      ...base,
      memberId: p.memberId,
      gameType: lotteryGameType(p.vendor),
      plays: p.tickets,
      stake,
      validBet: stake,
      win: 0n,
      rebate: big(p.rebate),
    };
  }
  return null;
}
