import type { OperatorPermission, OpsDashboard } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import type { Merchant } from '../merchant/index.js';
import { dashboardFor, dashboardOf } from './dashboard.service.js';

/** How soon after a money change the figures go out. */
const NUDGE_MS = 500;

interface Watcher {
  permissions: readonly OperatorPermission[];
  send(d: OpsDashboard): void;
}

/**
 * The dashboard pushed to this instance's consoles: one computation per merchant per tick,
 * whatever the number of its open consoles, each sent what its role reads. Most figures are
 * counts over time windows (players seen, bets this minute), so they go out on a clock; a
 * change of a money queue (its NOTIFY) nudges the merchant's figures out sooner.
 */
export class DashboardFeed {
  private readonly merchants = new Map<string, { merchant: Merchant; watchers: Set<Watcher> }>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly nudged = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly db: Db,
    private readonly everyMs: () => number,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Sends the figures now, then every tick until the answer is called. */
  async watch(merchant: Merchant, watcher: Watcher): Promise<() => void> {
    let entry = this.merchants.get(merchant.id);
    if (!entry) this.merchants.set(merchant.id, (entry = { merchant, watchers: new Set() }));
    entry.watchers.add(watcher);
    this.timer ??= setInterval(() => void this.tick(), this.everyMs());
    watcher.send(dashboardFor(await dashboardOf(this.db, merchant), watcher.permissions));
    return () => {
      entry.watchers.delete(watcher);
      if (entry.watchers.size === 0) this.merchants.delete(merchant.id);
      if (this.merchants.size === 0) this.stop();
    };
  }

  /** A row of the merchant's money changed: its figures go out within NUDGE_MS (once for a burst of changes). */
  nudge(merchantId: string): void {
    if (!this.merchants.has(merchantId) || this.nudged.has(merchantId)) return;
    this.nudged.set(
      merchantId,
      setTimeout(() => {
        this.nudged.delete(merchantId);
        const entry = this.merchants.get(merchantId);
        if (entry) void this.push(entry);
      }, NUDGE_MS),
    );
  }

  private async tick(): Promise<void> {
    for (const entry of [...this.merchants.values()]) await this.push(entry);
  }

  private async push({ merchant, watchers }: { merchant: Merchant; watchers: Set<Watcher> }): Promise<void> {
    try {
      const d = await dashboardOf(this.db, merchant);
      for (const w of watchers) w.send(dashboardFor(d, w.permissions));
    } catch (err) {
      this.onError(err);
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const t of this.nudged.values()) clearTimeout(t);
    this.nudged.clear();
  }
}
