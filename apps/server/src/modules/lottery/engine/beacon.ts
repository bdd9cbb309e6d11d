import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { OutboundHttp } from '../../../lib/outbound-http.js';

/**
 * Public randomness beacons (drand-style `{round, randomness}`). A draw names its beacon source
 * and round when it is committed; at the draw the engine asks that source for that round.
 *
 * Round timing is drand's quicknet (a round every 3 s from its genesis), for every source, so
 * the published rule "the first round after sales close" names the same round whichever source
 * a deployment runs.
 */
export const BEACON_GENESIS_S = 1_692_803_367;
export const BEACON_PERIOD_S = 3;

/** The first beacon round published strictly after `closeAtMs`. */
export function beaconRoundAfter(closeAtMs: number): bigint {
  const since = Math.floor((closeAtMs / 1000 - BEACON_GENESIS_S) / BEACON_PERIOD_S);
  return BigInt(since + 2);
}

/** When a round is published (epoch ms). */
export function beaconRoundTime(round: bigint): number {
  return (BEACON_GENESIS_S + Number(round - 1n) * BEACON_PERIOD_S) * 1000;
}

export interface Beacon {
  /** Stored on the draw; the proof shows it. */
  readonly source: string;
  /** The round's randomness as lowercase hex, or null while it is not (yet) available. */
  randomness(round: bigint, nowMs: number): Promise<string | null>;
}

/**
 * The demo beacon, for machines without network: random bytes drawn once per round and stored,
 * so every instance and every later proof sees the same value. Nobody outside can check that a
 * value was not chosen, so proofs label it unverifiable (`beaconVerifiable: false`).
 */
export const LOCAL_BEACON_SOURCE = 'local';

export class LocalBeacon implements Beacon {
  readonly source = LOCAL_BEACON_SOURCE;
  constructor(private readonly db: Db) {}

  async randomness(round: bigint, nowMs: number): Promise<string | null> {
    if (nowMs < beaconRoundTime(round)) return null;
    const fresh = randomBytes(32).toString('hex');
    const r = await sql<{ randomness: string }>`
      INSERT INTO lottery_local_beacon (round, randomness) VALUES (${round.toString()}, ${fresh})
      ON CONFLICT (round) DO UPDATE SET round = EXCLUDED.round
      RETURNING randomness`.execute(this.db);
    return r.rows[0]!.randomness;
  }
}

/** Values recorded from a real beacon (tests; replaying a past day), by round. */
export class RecordedBeacon implements Beacon {
  constructor(
    readonly source: string,
    private readonly valueOf: (round: bigint) => string | undefined,
  ) {}

  async randomness(round: bigint): Promise<string | null> {
    return this.valueOf(round) ?? null;
  }
}

/**
 * A drand HTTP relay (`GET <url>/public/<round>` → `{round, randomness}`). The relay's answer is
 * taken as published; checking its BLS signature is left to whoever verifies a proof. Asked
 * through the guarded outbound client: the URL is configuration, and must not reach the
 * server's own network.
 */
export class DrandBeacon implements Beacon {
  readonly source: string;
  constructor(
    private readonly url: string,
    private readonly http: OutboundHttp,
    private readonly timeoutMs = 5000,
  ) {
    this.source = `drand:${url}`;
  }

  async randomness(round: bigint, nowMs: number): Promise<string | null> {
    if (nowMs < beaconRoundTime(round)) return null;
    try {
      const res = await this.http.getJson(`${this.url.replace(/\/$/, '')}/public/${round}`, {
        timeoutMs: this.timeoutMs,
        maxBytes: 16 * 1024,
      });
      if (res.status !== 200) return null;
      const body = (res.json ?? {}) as { round?: number; randomness?: string };
      if (String(body.round) !== round.toString() || !/^([0-9a-f]{2}){16,}$/.test(body.randomness ?? '')) return null;
      return body.randomness!;
    } catch {
      return null;
    }
  }
}

/** The beacons by source: a draw is drawn by the source it was committed with. */
export class Beacons {
  private readonly bySource = new Map<string, Beacon>();
  constructor(
    readonly current: Beacon,
    others: Beacon[] = [],
  ) {
    for (const b of [current, ...others]) this.bySource.set(b.source, b);
  }
  of(source: string): Beacon | undefined {
    return this.bySource.get(source);
  }
}
