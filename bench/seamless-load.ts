// One seamless load: each connection plays rounds (a bet, then the win of that round, fresh ids
// per round) through the provider API for `seconds`; answers throughput and latency. Used by the
// seamless bench and the cluster's throughput bench.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { API } from '@playhouse/contract';
import { SEAMLESS_HEADERS } from '@playhouse/contract/server';
import { GAME, signBody as sign, VENDOR, type Player } from './seamless-fixture.js';

const STAKE = '100';

export interface Result {
  title: string;
  /** From sampleDatabase. */
  oldestSnapshotAge?: number;
  waits?: string;
  /** Completed bet+win pairs per second (each pair is two ledger transactions). */
  roundsPerSec: number;
  callsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

interface RoundContext {
  player?: Player;
  round?: string;
}

/** Each connection plays rounds: a bet, then the win of that round; ids are fresh per round. */
export async function seamlessLoad(
  title: string,
  url: string,
  secret: string,
  pick: (conn: number) => Player,
  opts: { seconds: number; connections: number; dbUrl?: string },
): Promise<Result> {
  const { seconds, connections, dbUrl } = opts;
  const sampled = dbUrl ? sampleDatabase(dbUrl) : null;
  let conn = 0;
  const path = (op: string) => API.provider.seamless.replace(':vendor', VENDOR).replace(':op', op);
  const signed = (req: autocannon.Request, body: object) => {
    const raw = JSON.stringify(body);
    const ts = String(Date.now());
    return {
      ...req,
      body: raw,
      headers: {
        'content-type': 'application/json',
        [SEAMLESS_HEADERS.timestamp]: ts,
        [SEAMLESS_HEADERS.signature]: sign(secret, ts, raw),
      },
    };
  };
  const r = await autocannon({
    url,
    duration: seconds,
    connections,
    pipelining: 1,
    initialContext: {},
    requests: [
      {
        method: 'POST',
        path: path('bet'),
        setupRequest: (req, context) => {
          const ctx = context as RoundContext;
          if (!ctx.player) ctx.player = pick(conn++);
          const p = ctx.player;
          const round = randomBytes(9).toString('hex');
          ctx.round = round;
          return signed(req, {
            sessionToken: p.sessionToken,
            playerId: p.playerId,
            txId: `b${round}`,
            roundId: round,
            gameCode: GAME,
            amount: STAKE,
          });
        },
      },
      {
        method: 'POST',
        path: path('win'),
        setupRequest: (req, context) => {
          const ctx = context as RoundContext;
          const p = ctx.player!;
          const round = ctx.round!;
          return signed(req, {
            sessionToken: p.sessionToken,
            playerId: p.playerId,
            txId: `w${round}`,
            roundId: round,
            gameCode: GAME,
            amount: '95',
          });
        },
      },
    ],
  });
  return {
    title,
    ...(sampled ? await sampled() : {}),
    roundsPerSec: Math.round(r.requests.average / 2),
    callsPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

/**
 * What PostgreSQL does while a load runs, sampled every 250 ms on a connection of its own: the
 * oldest snapshot's age in transactions (an old one keeps hot rows' dead versions from being
 * pruned) and the wait events of active backends, most frequent first.
 */
export function sampleDatabase(url: string) {
  const client = new pg.Client({ connectionString: url });
  const waits = new Map<string, number>();
  let oldestXmin = 0;
  let stopped = false;
  const done = (async () => {
    await client.connect();
    while (!stopped) {
      const r = await client.query<{ w: string; age: number | null }>(
        `SELECT COALESCE(wait_event_type || ':' || wait_event, 'CPU') AS w, age(backend_xmin) AS age
         FROM pg_stat_activity WHERE state = 'active' AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      for (const row of r.rows) {
        waits.set(row.w, (waits.get(row.w) ?? 0) + 1);
        oldestXmin = Math.max(oldestXmin, row.age ?? 0);
      }
      await new Promise((res) => setTimeout(res, 250));
    }
    await client.end();
  })();
  return async () => {
    stopped = true;
    await done;
    const top = [...waits].sort((a, b) => b[1] - a[1]).slice(0, 3);
    const total = [...waits.values()].reduce((a, b) => a + b, 0) || 1;
    return { oldestSnapshotAge: oldestXmin, waits: top.map(([w, n]) => `${w} ${Math.round((100 * n) / total)}%`).join(', ') };
  };
}
