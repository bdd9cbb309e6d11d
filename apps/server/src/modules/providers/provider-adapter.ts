import type { BetStatus } from '@playhouse/contract';

/**
 * What an operator writes to plug in a game provider or aggregator: one adapter. The platform
 * owns money (the ledger); an adapter only speaks the provider's protocol.
 *
 * - Seamless vendors hold no money: they call our seamless wallet API (bet/win/rollback) with
 *   the session that starts from `launchUrl`'s one-time token.
 * - Transfer vendors hold a balance of their own: the platform moves money in and out with
 *   `transferIn`/`transferOut` (two-phase on our side, see wallet transfers) and learns about
 *   play by pulling bet records.
 */
export type WalletMode = 'seamless' | 'transfer';

export interface LaunchRequest {
  merchantCode: string;
  vendor: string;
  gameCode: string;
  /** One-time token; the provider exchanges it through seamless `authenticate`. */
  launchToken: string;
  /** Stable, opaque id of the player at the provider (never the member's database id). */
  playerId: string;
  currency: string;
  language: string;
  /** Where the game's "back to lobby" goes. */
  lobbyUrl: string;
  /** The vendor's wallet mode in our catalog (an aggregator may serve both kinds). */
  walletMode: WalletMode;
}

/** confirmed: the vendor moved the money; failed: it certainly did not; unknown: timeout or error. */
export type TransferOutcome = 'confirmed' | 'failed' | 'unknown';

export interface TransferCall {
  merchantCode: string;
  vendor: string;
  playerId: string;
  currency: string;
  /** Minor units, > 0. */
  amount: bigint;
  /** Our transfer id: the vendor must treat it as an idempotency key. */
  transferId: string;
}

/** One bet as a transfer vendor reports it (minor units). */
export interface PulledBet {
  vendor: string;
  playerId: string;
  roundId: string;
  gameCode: string;
  stake: bigint;
  validBet: bigint;
  win: bigint;
  status: BetStatus;
  placedAt: Date;
  settledAt: Date | null;
}

export interface ProviderAdapter {
  /** Human name, for logs and the operator. */
  readonly name: string;
  /** Whether this adapter serves the vendor code (the catalog's vassalage). */
  serves(vendor: string): boolean;
  launchUrl(req: LaunchRequest): Promise<string>;
  /** Transfer mode only. */
  transferIn?(call: TransferCall): Promise<TransferOutcome>;
  transferOut?(call: TransferCall): Promise<TransferOutcome>;
  /** Reconciliation: what became of a transfer whose outcome was unknown. */
  transferStatus?(call: TransferCall): Promise<Exclude<TransferOutcome, 'unknown'> | 'not_found'>;
  /** Bet records since `cursor` (opaque; null = from the start); returns the next cursor. */
  pullBets?(merchantCode: string, vendor: string, cursor: string | null): Promise<{ bets: PulledBet[]; cursor: string | null }>;
}

/** Adapters in order of precedence; the first that serves a vendor wins. */
export class ProviderRegistry {
  constructor(private readonly adapters: ProviderAdapter[] = []) {}
  add(adapter: ProviderAdapter): void {
    this.adapters.push(adapter);
  }
  /** null: no adapter configured for this vendor (launch answers vendor_unavailable). */
  for(vendor: string): ProviderAdapter | null {
    return this.adapters.find((a) => a.serves(vendor)) ?? null;
  }
}
