import type { ResultKind } from '@playhouse/contract/lottery';

/** A prize tier's label as players of the lottery read it (ĐB, G1 … G8; first prize, front 3 …; 1st … consolation). */
export function tierKey(kind: ResultKind, tier: string): string {
  const group = kind === 'VN_MB' || kind === 'VN_STATION' ? 'vn' : kind.toLowerCase();
  return `official_tier_${group}_${tier}`;
}
