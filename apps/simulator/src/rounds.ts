import { drawWin } from './game.js';
import { isTransient, newId, type Log, type PlatformAnswer, type PlatformClient, type Signer } from './platform-client.js';
import type { VendorStore } from './store.js';

/** A player's game, opened by /play with the platform's one-time launch token. */
export interface GameSession {
  sid: string;
  vendor: string;
  gameCode: string;
  merchantCode: string;
  wallet: 'seamless' | 'transfer';
  sessionToken: string;
  playerId: string;
  currency: string;
  language: string;
  lobbyUrl: string;
}

/**
 * What one Play did. `settled`: the stake was taken and the win paid; `cancelled`: the bet was
 * rolled back (no money moved in the end); `refused`: the bet was refused (no money moved);
 * `pending`: the platform has not acknowledged the win, or the rollback of a bet whose answer
 * never came: the Outbox resends it until it does (`win` is what will be paid).
 */
export interface RoundResult {
  outcome: 'settled' | 'cancelled' | 'refused' | 'pending';
  roundId: string;
  stake: string;
  win: string;
  balance: string | null;
  code?: string;
  note: string;
}

type SettleBody = { sessionToken?: string; playerId: string; roundId: string; txId: string; gameCode: string } & (
  { amount: string } | { refTxId: string }
);

export interface Backoff {
  /** Wait before the first resend, doubled after every unanswered one up to maxMs. */
  baseMs: number;
  maxMs: number;
}
const DEFAULT_BACKOFF: Backoff = { baseMs: 1_000, maxMs: 60_000 };

/**
 * Wins and rollbacks must reach the platform, as with real providers: one that got no answer
 * (attempts ran out: it may or may not have been applied) is queued in the store and resent
 * with the same txId, with backoff, until the platform answers; the platform's idempotency
 * makes a resend of an applied call answer the first outcome. A refusal that is not transient
 * ends it (logged: a real provider would reconcile it by hand).
 */
export class Outbox {
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly client: PlatformClient,
    private readonly store: VendorStore,
    private readonly log: Log,
    private readonly backoff: Backoff = DEFAULT_BACKOFF,
  ) {}

  /** The first delivery (with the client's retries and chaos); null: no answer, queued. */
  async deliver(signer: Signer, op: 'win' | 'rollback', body: SettleBody): Promise<PlatformAnswer | null> {
    try {
      const a = await this.client.call(signer, op, body);
      if (!a.body.success) this.log(`the platform refused ${op} ${body.txId}: ${a.body.code}`);
      return a;
    } catch (e) {
      // The session token is not needed for wins and rollbacks (the platform accepts them on an
      // ended session and leaves it out of what makes two calls the same): not kept on disk.
      const { sessionToken: _, ...kept } = body;
      const now = Date.now();
      this.store.queueCall({
        vendor: signer.vendor,
        merchantCode: signer.merchantCode,
        op,
        txId: body.txId,
        roundId: body.roundId,
        body: JSON.stringify(kept),
        attempts: 1,
        nextAt: now + this.delay(1),
        since: new Date(now).toISOString(),
      });
      this.log(
        `${op} ${body.txId} not acknowledged (${(e as Error).message}); queued: resent with the same txId until the platform answers`,
      );
      return null;
    }
  }

  /** One pass over the queued calls that are due; a pass already running is joined. */
  retryDue(): Promise<void> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** No new sends; resolves when the send in flight (at most one, 3 s) is done. */
  stop(): Promise<void> {
    this.stopped = true;
    return this.running ?? Promise.resolve();
  }

  private async pass(): Promise<void> {
    for (const c of this.store.dueCalls(Date.now())) {
      if (this.stopped) return;
      const a = await this.client.send(c, c.op, c.body).catch((e: Error) => e);
      if (a instanceof Error || isTransient(a.status)) {
        this.store.callRetried(c.vendor, c.txId, Date.now() + this.delay(c.attempts + 1));
        this.log(
          `${c.op} ${c.txId} still not acknowledged (${a instanceof Error ? a.message : `HTTP ${a.status}`}); attempt ${c.attempts + 1}`,
        );
        continue;
      }
      this.store.callDone(c.vendor, c.txId);
      if (a.body.success) this.log(`${c.op} ${c.txId} acknowledged after ${c.attempts + 1} attempts`);
      else this.log(`the platform refused queued ${c.op} ${c.txId}: ${a.body.code}; not resent`);
    }
  }

  /** Exponential, capped, with jitter so a platform coming back is not hit by every call at once. */
  private delay(attempts: number): number {
    const d = Math.min(this.backoff.maxMs, this.backoff.baseMs * 2 ** Math.min(attempts - 1, 30));
    return Math.round(d * (0.8 + Math.random() * 0.4));
  }
}

/**
 * A seamless round: bet then win (0 = lost) through the platform, with the client's chaos. A
 * bet whose answer never came is rolled back (refTxId = its txId: the platform refunds it, or
 * records a tombstone if it never arrived); wins and rollbacks go through the Outbox.
 */
export async function playSeamlessRound(
  client: PlatformClient,
  outbox: Outbox,
  s: GameSession,
  stake: bigint,
  log: Log,
  random = Math.random,
): Promise<RoundResult> {
  const roundId = newId('r');
  const base = { playerId: s.playerId, roundId, gameCode: s.gameCode };
  const bet = { sessionToken: s.sessionToken, ...base, txId: `${roundId}-bet`, amount: stake.toString() };
  const rollback = { sessionToken: s.sessionToken, ...base, txId: `${roundId}-rb`, refTxId: bet.txId };
  const result = (outcome: RoundResult['outcome'], win: bigint, a: PlatformAnswer | null, note: string): RoundResult => ({
    outcome,
    roundId,
    stake: stake.toString(),
    win: win.toString(),
    balance: balanceOf(a),
    note,
    ...(a && !a.body.success ? { code: a.body.code } : {}),
  });
  const rollbackPending = (why: string) =>
    result('pending', 0n, null, `${why} Its cancellation is waiting for the platform and will be retried.`);

  if (random() < client.behaviour.lateRollbackRate) {
    if (random() < 0.5) {
      // The bet is still on its way when the provider gives up on it and rolls it back.
      const rb = await outbox.deliver(s, 'rollback', rollback);
      const late = await client.call(s, 'bet', bet).catch(() => null);
      if (rb?.body.success && late?.body.success) log(`WARNING: the platform debited bet ${bet.txId} after its rollback`);
      log(
        `late rollback: ${rollback.txId} sent before its bet ${bet.txId} (bet answered ${late ? (late.body.code ?? 'success') : 'nothing'})`,
      );
      if (!rb) return rollbackPending('The bet timed out.');
      return result('cancelled', 0n, late?.body.success ? late : rb, 'The bet timed out and was cancelled before it arrived.');
    }
    // The bet reached the platform but its answer "timed out": the provider rolls it back.
    await client.send(s, 'bet', JSON.stringify(bet)).catch(() => null);
    const rb = await outbox.deliver(s, 'rollback', rollback);
    log(`late rollback: ${rollback.txId} sent after bet ${bet.txId} "timed out"`);
    if (!rb) return rollbackPending('The bet timed out.');
    return result('cancelled', 0n, rb, 'The bet timed out and was refunded.');
  }

  const placed = await client.call(s, 'bet', bet).catch((e: Error) => e);
  if (placed instanceof Error) {
    // Maybe applied, maybe not: only a rollback makes the outcome certain.
    log(`bet ${bet.txId} not answered (${placed.message}); rolling it back`);
    const rb = await outbox.deliver(s, 'rollback', rollback);
    if (!rb) return rollbackPending('The platform did not answer the bet.');
    if (!rb.body.success) throw new Error(`the platform refused the rollback of ${bet.txId}: ${rb.body.code}`);
    return result('cancelled', 0n, rb, 'The platform did not answer the bet; it was cancelled.');
  }
  if (!placed.body.success) return result('refused', 0n, placed, placed.body.message ?? 'The bet was refused.');
  const win = drawWin(stake);
  const settled = await outbox.deliver(s, 'win', {
    sessionToken: s.sessionToken,
    ...base,
    txId: `${roundId}-win`,
    amount: win.toString(),
  });
  if (!settled)
    return result('pending', win, null, 'The platform has not confirmed the result yet; it will be retried until it does.');
  if (!settled.body.success) throw new Error(`the platform refused the win of ${roundId}: ${settled.body.code}`);
  return result('settled', win, settled, win > 0n ? 'You won!' : 'No win this time.');
}

/** A transfer-mode round: played against the balance the simulator holds, recorded for pulling. */
export function playTransferRound(store: VendorStore, s: GameSession, stake: bigint): RoundResult {
  const roundId = newId('r');
  const win = drawWin(stake);
  const played = store.playRound({
    merchantCode: s.merchantCode,
    vendor: s.vendor,
    playerId: s.playerId,
    roundId,
    gameCode: s.gameCode,
    stake,
    win,
  });
  if (!played) {
    const held = store.balance(s.merchantCode, s.vendor, s.playerId);
    return {
      outcome: 'refused',
      roundId,
      stake: stake.toString(),
      win: '0',
      balance: held.toString(),
      code: 'insufficient_funds',
      note: 'Not enough balance in this game wallet: transfer money in from the lobby.',
    };
  }
  return {
    outcome: 'settled',
    roundId,
    stake: stake.toString(),
    win: win.toString(),
    balance: played.balance.toString(),
    note: win > 0n ? 'You won!' : 'No win this time.',
  };
}

function balanceOf(a: PlatformAnswer | null): string | null {
  const v = a?.body.value as { balance?: unknown } | undefined;
  return typeof v?.balance === 'string' ? v.balance : null;
}
