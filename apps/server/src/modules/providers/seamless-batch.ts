import type { Db } from '../../db/database.js';
import type { SeamlessResult } from './seamless.answers.js';
import { balanceMovedAfterCommit } from '../ledger/index.js';
import { eventsWrittenAfterCommit } from '../events/index.js';
import { seamlessMoney, seamlessMoneyBatch, type MoneyCall, type MoneyOutcome } from './seamless.repository.js';

/**
 * One player's money calls, one statement at a time per instance. A call for a player with no
 * statement in flight goes at once, alone; calls that arrive meanwhile wait and then go together
 * in one transaction (seamless_money_batch), in arrival order. A hot player's calls all queue on
 * the player's wallet row anyway, each behind the previous one's commit (about a millisecond
 * here): sharing one commit lets them through several at a time instead of one
 * (README, Performance). When a batch fails as a whole (a deadlock with another instance's
 * batch, say), nothing of it stayed, and its calls go again one by one.
 */
const MAX_BATCH = 50;

interface Waiting {
  call: MoneyCall;
  resolve(r: SeamlessResult): void;
  reject(e: unknown): void;
}

export class PlayerQueues {
  private readonly waiting = new Map<string, Waiting[]>();
  private readonly running = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly rules: string,
  ) {}

  run(playerId: string, call: MoneyCall): Promise<SeamlessResult> {
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(playerId);
      if (queue) queue.push({ call, resolve, reject });
      else this.waiting.set(playerId, [{ call, resolve, reject }]);
      if (!this.running.has(playerId)) void this.drain(playerId);
    });
  }

  private async drain(playerId: string): Promise<void> {
    this.running.add(playerId);
    try {
      for (;;) {
        const queue = this.waiting.get(playerId);
        if (!queue?.length) break;
        const batch = queue.splice(0, MAX_BATCH);
        if (!queue.length) this.waiting.delete(playerId);
        await this.execute(batch);
      }
    } finally {
      this.running.delete(playerId);
    }
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
