import type { BgsFairness } from '@playhouse/contract';

/** What every settled round hands the page: the wallet balance after it and the next seeds. */
export interface RoundResult {
  balance: string;
  fairness: BgsFairness;
  round: { serverSeedHash: string; clientSeed: string; nonce: number };
}
