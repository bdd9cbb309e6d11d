/**
 * The domain events: name -> payload. Every payload names its merchant, the member when there
 * is one, and the ids of the rows it speaks of; amounts are bigint minor units as strings, so a
 * payload is plain JSON and exact. Adding a field is safe; renaming or removing one is a new
 * event name (stored events keep their old shape).
 */

interface MerchantFact {
  merchantId: string;
}
interface MemberFact extends MerchantFact {
  memberId: string;
}
/**
 * A round at a vendor: seamless (the provider calls us), pulled (we read a transfer vendor's
 * records) or lottery (a ticket of our lottery engine: roundId is the ticket id).
 */
interface RoundFact extends MemberFact {
  vendor: string;
  roundId: string;
  gameCode: string;
  source: 'seamless' | 'pulled' | 'lottery';
}

export interface EventPayloads {
  /** A stake was taken (seamless bet; a pulled round seen for the first time). */
  'bet.placed': RoundFact & { txId: string | null; gameType: string; amount: string };
  /** A bet's outcome: won or lost (a seamless win call, amount 0 = lost; a pulled settled round) or refunded (rollback). */
  'bet.settled': RoundFact & { txId: string | null; result: 'won' | 'lost' | 'refunded'; amount: string };
  /** A round reached its final state: its stake, valid bet and win as they stand in `bets`. */
  'round.settled': RoundFact & {
    betId: string;
    gameType: string;
    status: 'settled' | 'cancelled';
    stake: string;
    validBet: string;
    win: string;
    /** The member's own rebate on the stake (lottery tickets), minor units; absent = none. */
    rebate?: string;
  };
  /**
   * A member's lost lottery tickets of one draw, summed (a settlement batch's worth): most of a
   * draw's tickets lose, so they are not one round.settled each; every other lottery outcome is.
   * Their turnover (valid bet) is their stake; they won nothing. Official lotteries emit it per
   * settlement batch too (vendor TCG_LOTTO_VN or TCG_SEA, drawId an official draw's id).
   */
  'lottery.tickets_lost': MemberFact & {
    vendor: string;
    drawId: string;
    gameCode: string;
    tickets: number;
    stake: string;
    /** The members' own rebate on these stakes, minor units; absent = none. */
    rebate?: string;
  };
  /**
   * An official lottery bet re-settled on a corrected result (its first settlement was a
   * round.settled or counted in lottery.tickets_lost): the win of the result now in force, the
   * one it replaces, what was taken back from the member and what could not be (`unrecovered`).
   * Turnover is unchanged (the stake is the same); win totals move by win − previousWin.
   */
  'lottery.bet_corrected': RoundFact & {
    betId: string;
    gameType: string;
    resultVersion: number;
    previousWin: string;
    win: string;
    takenBack: string;
    unrecovered: string;
  };
  /** A deposit was paid and credited to the member's main wallet. */
  'deposit.confirmed': MemberFact & { depositId: string; orderNo: string; channel: string; amount: string };
  /** An operator decided a withdrawal (approve, reject, forced receipt, refund of a dispute). */
  'withdrawal.decided': MemberFact & {
    withdrawalId: string;
    decision: 'approve' | 'reject' | 'forceReceipt' | 'refund';
    amount: string;
    /** What moved back to the member (reject, refund), else "0". */
    refunded: string;
    decidedBy: string;
  };
  /** A transfer between the main wallet and a transfer-mode vendor's wallet was confirmed by the vendor. */
  'transfer.confirmed': MemberFact & { transferId: string; vendor: string; direction: 'in' | 'out'; amount: string };
  'member.registered': MemberFact & {
    method: string;
    uplineId: string | null;
    recommenderId: string | null;
    /** The member whose personal referral code was used (modules/referral records it); absent or null when none. */
    referrerId?: string | null;
  };
  'member.signed_in': MemberFact & { method: string; ip: string };
  /** An operator moved a member (and its whole team) under another upline (null: no upline). */
  'member.upline_changed': MemberFact & { previousUplineId: string | null; uplineId: string | null };
  'password.changed': MemberFact & { how: 'change' | 'reset_link' | 'reset_sms' };
}

export type EventType = keyof EventPayloads;

/** What a service emits. */
export type DomainEvent = { [K in EventType]: { type: K; payload: EventPayloads[K] } }[EventType];

/** An event as stored and handed to subscribers. */
export type StoredEvent<K extends EventType = EventType> = {
  [T in K]: {
    id: string;
    type: T;
    merchantId: string;
    memberId: string | null;
    payload: EventPayloads[T];
    createdAt: Date;
  };
}[K];

export const EVENT_TYPES = [
  'bet.placed',
  'bet.settled',
  'round.settled',
  'lottery.tickets_lost',
  'lottery.bet_corrected',
  'deposit.confirmed',
  'withdrawal.decided',
  'transfer.confirmed',
  'member.registered',
  'member.signed_in',
  'member.upline_changed',
  'password.changed',
] as const satisfies readonly EventType[];
