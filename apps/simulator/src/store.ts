import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the simulated transfer-mode vendors hold: player balances, the transfers they received
 * (by the platform's transfer id, for idempotency and status queries) and bet records the
 * platform pulls; and, for seamless games, the wins and rollbacks the platform has not
 * acknowledged yet (resent until it answers, also after a restart). Kept in memory and written to one JSON file after every change (write then
 * rename, so a crash leaves the old or the new file, never half of one): a restart keeps it.
 * Amounts are minor units as decimal strings.
 */

export type TransferDirection = 'in' | 'out';
export interface TransferRecord {
  merchantCode: string;
  vendor: string;
  transferId: string;
  playerId: string;
  direction: TransferDirection;
  amount: string;
  status: 'confirmed' | 'failed';
  at: string;
}
export interface BetRecord {
  /** Change sequence: a pull returns the records whose seq is above the cursor. */
  seq: number;
  merchantCode: string;
  vendor: string;
  playerId: string;
  roundId: string;
  gameCode: string;
  stake: string;
  validBet: string;
  win: string;
  status: 'pending' | 'settled' | 'cancelled';
  placedAt: string;
  settledAt: string | null;
}
/** A seamless win or rollback the platform has not acknowledged: resent as is (same txId) until it answers. */
export interface QueuedCall {
  vendor: string;
  /** The merchant whose secret signs it (secrets are per merchant and vendor). */
  merchantCode: string;
  op: 'win' | 'rollback';
  txId: string;
  roundId: string;
  /** The JSON body sent again, byte for byte. */
  body: string;
  attempts: number;
  /** When to send it next (unix ms). */
  nextAt: number;
  since: string;
}
interface State {
  version: 1;
  seq: number;
  balances: Record<string, string>;
  transfers: Record<string, TransferRecord>;
  bets: BetRecord[];
  /** By vendor/txId. Absent in files written before it existed. */
  queued: Record<string, QueuedCall>;
}

/** The oldest bet records are dropped beyond this (the platform pulls every minute). */
const MAX_BETS = 20_000;

export type TransferAnswer =
  | { kind: 'done'; record: TransferRecord; balance: bigint }
  /** The transfer id was used before for another player, direction or amount. */
  | { kind: 'conflict' };

export class VendorStore {
  private state: State;

  /** file: null keeps everything in memory (tests). */
  constructor(private readonly file: string | null) {
    this.state =
      file && existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as State)
        : { version: 1, seq: 0, balances: {}, transfers: {}, bets: [], queued: {} };
    this.state.queued ??= {};
  }

  balance(merchantCode: string, vendor: string, playerId: string): bigint {
    return BigInt(this.state.balances[playerKey(merchantCode, vendor, playerId)] ?? '0');
  }

  /**
   * Applies a transfer once: the same transfer id again answers the first outcome. A transfer
   * out of more than the player holds fails (and is recorded as failed). `forceFail` records a
   * refusal without looking at the balance (tests, via /control).
   */
  transfer(t: Omit<TransferRecord, 'status' | 'at'>, forceFail = false): TransferAnswer {
    const key = transferKey(t.merchantCode, t.vendor, t.transferId);
    const earlier = this.state.transfers[key];
    if (earlier) {
      const same = earlier.playerId === t.playerId && earlier.direction === t.direction && earlier.amount === t.amount;
      return same
        ? { kind: 'done', record: earlier, balance: this.balance(t.merchantCode, t.vendor, t.playerId) }
        : { kind: 'conflict' };
    }
    const amount = BigInt(t.amount);
    const held = this.balance(t.merchantCode, t.vendor, t.playerId);
    const ok = !forceFail && (t.direction === 'in' || held >= amount);
    const after = ok ? (t.direction === 'in' ? held + amount : held - amount) : held;
    const record: TransferRecord = { ...t, status: ok ? 'confirmed' : 'failed', at: new Date().toISOString() };
    this.state.transfers[key] = record;
    this.state.balances[playerKey(t.merchantCode, t.vendor, t.playerId)] = after.toString();
    this.save();
    return { kind: 'done', record, balance: after };
  }

  transferStatus(merchantCode: string, vendor: string, transferId: string): TransferRecord | null {
    return this.state.transfers[transferKey(merchantCode, vendor, transferId)] ?? null;
  }

  /** One settled round against the held balance; null when the player holds less than the stake. */
  playRound(r: {
    merchantCode: string;
    vendor: string;
    playerId: string;
    roundId: string;
    gameCode: string;
    stake: bigint;
    win: bigint;
  }): { balance: bigint; bet: BetRecord } | null {
    const key = playerKey(r.merchantCode, r.vendor, r.playerId);
    const held = this.balance(r.merchantCode, r.vendor, r.playerId);
    if (held < r.stake) return null;
    const after = held - r.stake + r.win;
    const now = new Date().toISOString();
    const bet: BetRecord = {
      seq: ++this.state.seq,
      merchantCode: r.merchantCode,
      vendor: r.vendor,
      playerId: r.playerId,
      roundId: r.roundId,
      gameCode: r.gameCode,
      stake: r.stake.toString(),
      validBet: r.stake.toString(),
      win: r.win.toString(),
      status: 'settled',
      placedAt: now,
      settledAt: now,
    };
    this.state.balances[key] = after.toString();
    this.state.bets.push(bet);
    if (this.state.bets.length > MAX_BETS) this.state.bets.splice(0, this.state.bets.length - MAX_BETS);
    this.save();
    return { balance: after, bet };
  }

  /** Bet records of one merchant at one vendor changed after `cursor` (a seq), oldest first. */
  betsSince(merchantCode: string, vendor: string, cursor: number, limit: number): { bets: BetRecord[]; cursor: number } {
    const bets = this.state.bets
      .filter((b) => b.seq > cursor && b.merchantCode === merchantCode && b.vendor === vendor)
      .slice(0, limit);
    return { bets, cursor: bets.length > 0 ? bets[bets.length - 1]!.seq : cursor };
  }

  queueCall(c: QueuedCall): void {
    this.state.queued[callKey(c.vendor, c.txId)] = c;
    this.save();
  }

  /** Queued calls due at `now`, the longest waiting first. */
  dueCalls(now: number): QueuedCall[] {
    return Object.values(this.state.queued)
      .filter((c) => c.nextAt <= now)
      .sort((a, b) => a.nextAt - b.nextAt);
  }

  queuedCalls(): QueuedCall[] {
    return Object.values(this.state.queued);
  }

  /** One more attempt went unanswered: the call waits until `nextAt`. */
  callRetried(vendor: string, txId: string, nextAt: number): void {
    const c = this.state.queued[callKey(vendor, txId)];
    if (!c) return;
    c.attempts += 1;
    c.nextAt = nextAt;
    this.save();
  }

  /** The platform answered (accepted or refused for good): the call leaves the queue. */
  callDone(vendor: string, txId: string): void {
    delete this.state.queued[callKey(vendor, txId)];
    this.save();
  }

  private save(): void {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.state));
    renameSync(tmp, this.file);
  }
}

const playerKey = (merchantCode: string, vendor: string, playerId: string) => `${merchantCode}/${vendor}/${playerId}`;
const callKey = (vendor: string, txId: string) => `${vendor}/${txId}`;
const transferKey = (merchantCode: string, vendor: string, transferId: string) => `${merchantCode}/${vendor}/${transferId}`;
