import type { Db } from '../../db/database.js';
import type { SeamlessResult } from './seamless.answers.js';
import { balanceMovedAfterCommit } from '../ledger/index.js';
import { eventsWrittenAfterCommit } from '../events/index.js';
import { seamlessMoney, seamlessMoneyBatch, type MoneyCall, type MoneyOutcome } from './seamless.repository.js';

/**
 * The instance's money calls run in a few lanes, one statement per lane at a time. A call that
 * finds a lane free goes at once, alone. Calls that arrive while every lane is busy wait, and the
 * next free lane takes them all together in one transaction (seamless_money_batch), so one
 * commit and one statement's fixed costs serve many calls (README, Performance: the commit and
 * each statement's start-up are a third of a call's work when calls go one by one).
 *
 * A player's calls keep their arrival order: a lane never takes a call of a player whose earlier
 * call is running in another lane, and a batch runs a player's calls in the order they came. So
 * a hot player's calls queue here rather than on the wallet row, each batch behind the previous
 * commit. Several players in one batch is safe from deadlock between lanes: the function runs
 * the calls in the order of the house account each one moves (seamless_money_batch). When a
 * batch fails as a whole (a deadlock with another instance's batch, say), nothing of it stayed,
 * and its calls go again one by one.
 */
const MAX_BATCH = 50;
/**
 * Lanes per instance: at most this many of the pool's connections run money calls at once. More
 * lanes make smaller batches; fewer make the calls wait longer. Measured with 20 vendor
 * connections on 2 cores (README, Performance).
 */
export const MONEY_LANES = 4;

interface Waiting {
  playerId: string;
  call: MoneyCall;
  resolve(r: SeamlessResult): void;
  reject(e: unknown): void;
}

export class MoneyLanes {
  private waiting: Waiting[] = [];
  /** Players with a call in a running statement. */
  private readonly running = new Set<string>();
  private busyLanes = 0;

  constructor(
    private readonly db: Db,
    private readonly rules: string,
    private readonly lanes = MONEY_LANES,
  ) {}

  run(playerId: string, call: MoneyCall): Promise<SeamlessResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ playerId, call, resolve, reject });
      this.pump();
    });
  }

  /** Starts a statement in every free lane that has calls to take. */
  private pump(): void {
    while (this.busyLanes < this.lanes && this.waiting.length) {
      const batch = this.take();
      if (!batch.length) return;
      const players = new Set(batch.map((w) => w.playerId));
      for (const p of players) this.running.add(p);
      this.busyLanes++;
      void this.execute(batch).finally(() => {
        this.busyLanes--;
        for (const p of players) this.running.delete(p);
        this.pump();
      });
    }
  }

  /** The waiting calls of players with nothing running, in arrival order, up to MAX_BATCH; the others keep their places. */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    for (const w of this.waiting) {
      if (batch.length < MAX_BATCH && !this.running.has(w.playerId)) batch.push(w);
      else rest.push(w);
    }
    this.waiting = rest;
    return batch;
  }

  private async execute(batch: Waiting[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const answers = await seamlessMoneyBatch<SeamlessResult>(
          this.db,
          batch.map((w) => w.call),
          this.rules,
        );
        batch.forEach((w, i) => this.settle(w, answers[i]!));
        return;
      } catch {
        // Rolled back whole: each call again on its own below.
      }
    }
    for (const w of batch) {
      try {
        this.settle(w, await seamlessMoney<SeamlessResult>(this.db, w.call, this.rules));
      } catch (e) {
        w.reject(e);
      }
    }
  }

  /** Committed: the answer to the caller, the balance push and the relay's wake-up after it. */
  private settle(w: Waiting, outcome: MoneyOutcome<SeamlessResult>): void {
    if (outcome.balanceOf) balanceMovedAfterCommit(this.db, outcome.balanceOf);
    if (outcome.events) eventsWrittenAfterCommit(this.db);
    w.resolve(outcome.answer);
  }
}
