import type { OperatorPermission, OpsDashboard } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import type { Merchant } from '../merchant/index.js';
import { dashboardFor, dashboardOf } from './dashboard.service.js';

interface Watcher {
  permissions: readonly OperatorPermission[];
  send(d: OpsDashboard): void;
}

/**
 * The dashboard pushed to this instance's consoles: one computation per merchant per tick,
 * whatever the number of its open consoles, each sent what its role reads. The figures are
 * counts over time windows, not row changes, so they are pushed on a clock rather than on
 * NOTIFY (the queues' counts are pushed on every change, beside this).
 */
export class DashboardFeed {
  private readonly merchants = new Map<string, { merchant: Merchant; watchers: Set<Watcher> }>();
  private timer: ReturnType<typeof setInterval> | null = null;

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

  private async tick(): Promise<void> {
    for (const { merchant, watchers } of [...this.merchants.values()]) {
      try {
        const d = await dashboardOf(this.db, merchant);
        for (const w of watchers) w.send(dashboardFor(d, w.permissions));
      } catch (err) {
        this.onError(err);
      }
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
