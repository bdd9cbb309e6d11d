import type { Logger } from 'pino';
import type { Db } from '../../../db/database.js';
import { Beacons, DrandBeacon, LocalBeacon } from './beacon.js';
import { commitAhead, drawDue } from './draws.service.js';
import { settleBacklog, settleRound } from './settlement.service.js';
import { officialTick } from '../official/drawer.js';
import type { OfficialSources } from '../official/feeds.js';
import { outboundHttp } from '../../../lib/outbound-http.js';
import { dbNow } from '../../../lib/db-clock.js';

/** The beacons of a deployment: the configured one draws new commitments; local always answers its own. */
export function beaconsFor(
  db: Db,
  config: { LOTTERY_BEACON: 'local' | 'drand'; LOTTERY_DRAND_URL: string; OUTBOUND_ALLOW_CIDRS: readonly string[] },
): Beacons {
  const local = new LocalBeacon(db);
  if (config.LOTTERY_BEACON !== 'drand') return new Beacons(local);
  const drand = new DrandBeacon(config.LOTTERY_DRAND_URL, outboundHttp({ allowCidrs: config.OUTBOUND_ALLOW_CIDRS }));
  return new Beacons(drand, [local]);
}

/** One pass: commit ahead (every COMMIT_EVERY_MS), draw what is due, settle what is drawn. */
export async function drawerTick(db: Db, beacons: Beacons, nowMs: number, commit: boolean): Promise<void> {
  if (commit) await commitAhead(db, beacons, nowMs);
  for (const d of await drawDue(db, beacons, nowMs)) {
    if (d.status === 'drawn' || d.status === 'void') await settleRound(db, d.id, nowMs);
  }
  await settleBacklog(db, nowMs);
}

const TICK_MS = 1000;
const COMMIT_EVERY_MS = 20_000;

/**
 * The draw loop, on every instance, for the fast draws and the official lotteries (officialTick). A pg-boss cron has minute resolution and polls, too coarse
 * for a draw every minute; this loop ticks every second and is safe on several instances: a draw
 * is claimed with FOR UPDATE SKIP LOCKED, tickets are settled under SKIP LOCKED locks, and a
 * commitment already written by another instance is kept (ON CONFLICT DO NOTHING). All its state
 * is in PostgreSQL, so a restart resumes exactly: due draws are drawn, unsettled ones settled.
 */
export function startLotteryDrawer(db: Db, beacons: Beacons, sources: OfficialSources, log: Logger): () => Promise<void> {
  let stopped = false;
  let lastCommit = 0;
  const loop = (async () => {
    while (!stopped) {
      const now = dbNow();
      try {
        const commit = now - lastCommit >= COMMIT_EVERY_MS;
        await drawerTick(db, beacons, now, commit);
        await officialTick(db, beacons, now, commit, sources, log);
        if (commit) lastCommit = now;
      } catch (err) {
        log.error({ err }, 'lottery drawer tick failed');
      }
      await new Promise((r) => setTimeout(r, TICK_MS));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
  };
}
