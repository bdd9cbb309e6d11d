import type { OfficialBetStatus } from '@playhouse/contract/lottery';

/**
 * A bet's outcome on a result version, or on a correction of its result (pure).
 *
 * Correction rule: the new version's win is paid first, then what the member holds of the old
 * outcome is taken back: the old win plus any earlier shortfall (`unrecovered`), at most what the
 * member's balance then covers. What it cannot cover stays in `unrecovered` (the house bears it
 * until a later correction recovers it; operators see it per draw), so at every version
 *   wins paid − taken back = win + unrecovered.
 * A correction that changes nothing (same win, nothing owed) moves no money.
 */
export interface Correction {
  status: OfficialBetStatus;
  win: bigint;
  taken: bigint;
  unrecovered: bigint;
  /** false: the bet only moves to the new version. */
  changed: boolean;
}

export const statusOf = (win: bigint): OfficialBetStatus => (win > 0n ? 'won' : 'lost');

export function correctionOf(
  prev: { win: bigint; unrecovered: bigint },
  win: bigint,
  /** The member's balance once the new win is paid. */
  balance: bigint,
): Correction {
  if (win === prev.win && prev.unrecovered === 0n)
    return { status: statusOf(win), win, taken: 0n, unrecovered: 0n, changed: false };
  const owed = prev.win + prev.unrecovered;
  const taken = owed < balance ? owed : balance > 0n ? balance : 0n;
  return { status: statusOf(win), win, taken, unrecovered: owed - taken, changed: true };
}
