// Lottery tickets during the soak: players buy fast-draw tickets (the engine's SSC1, drawn every
// minute) and official-lottery tickets (the fast VN draw VN_FAST1, and the daily North draw that
// stays open past the run) through the balancer. A buy that gets no answer is not sent again (a
// player's page would not either): the order it may have placed is found in the player's orders
// afterwards and counted apart. Once, a burst of tickets on one draw gives its settlement
// something to chew on, and the server settling it is killed mid-way (settlementKill).
import { API } from '@playhouse/contract';
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.js';
import { cluster } from './cluster.js';
import type { FaultRecord } from './faults.js';
import { MERCHANT, type SoakPlayer } from './players.js';

export interface LotteryEntry {
  memberId: string;
  kind: 'fast' | 'official';
  /** 200: placed, as acknowledged; 4xx: refused; 0: no answer (placed or not, the orders say). */
  status: number;
  code?: string;
  orderIds: string[];
  stake: bigint;
}

const ENGINE_GAME = 'SSC1';
const PLAY = 'SSC-FIXED-DIGIT';
/** Official games bought: the fast one settles every minute, the daily one after the run. */
const OFFICIAL_GAMES = ['VN_FAST1', 'VN_MB'];
/** Tickets each player buys on the draw whose settler is killed. */
const BURST = 40;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const digit = () => Math.floor(Math.random() * 10);

interface Answer {
  status: number;
  value?: any;
  code?: string;
}

async function call(web: string, p: SoakPlayer, path: string, body?: unknown, timeoutMs = 10_000): Promise<Answer> {
  try {
    const r = await fetch(`${web}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        authorization: `Bearer ${p.token}`,
        merchant: MERCHANT,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const j = (await r.json().catch(() => ({}))) as { value?: unknown; code?: string };
    return { status: r.status >= 500 ? 0 : r.status, value: j.value, code: j.code };
  } catch {
    return { status: 0 };
  }
}

/** The engine draw on sale with at least `marginMs` before its sales close, or null. */
async function engineDraw(web: string, p: SoakPlayer, marginMs = 2_000) {
  const r = await call(web, p, `${API.lottery.near}?gameId=${ENGINE_GAME}`);
  const d = r.value?.current as { numero: string; closeAt: string; drawAt: string } | null | undefined;
  if (r.status !== 200 || !d || Date.parse(d.closeAt) - Date.parse(r.value.serverTime) < marginMs) return null;
  return { numero: d.numero, drawAt: Date.parse(d.drawAt), closeIn: Date.parse(d.closeAt) - Date.parse(r.value.serverTime) };
}

const engineContent = (numero: string) => ({
  gameId: ENGINE_GAME,
  playId: PLAY,
  bettingContent: `${digit()}||||`,
  unit: 'yuan',
  numero: [{ numero, multiple: 1 }],
});

function entryOf(p: SoakPlayer, kind: LotteryEntry['kind'], a: Answer): LotteryEntry {
  const orders: { orderId: string; stake: string }[] =
    a.status !== 200 ? [] : kind === 'fast' ? a.value.orders : [{ orderId: a.value.orderId, stake: a.value.stake }];
  return {
    memberId: p.memberId,
    kind,
    status: a.status,
    code: a.code,
    orderIds: orders.map((o) => o.orderId),
    stake: orders.reduce((s, o) => s + BigInt(o.stake), 0n),
  };
}

async function buyFast(web: string, p: SoakPlayer, contents = 1, timeoutMs = 10_000): Promise<LotteryEntry | null> {
  const d = await engineDraw(web, p);
  if (!d) return null;
  const body = { prizeMode: 'LOTT', contents: Array.from({ length: contents }, () => engineContent(d.numero)) };
  return entryOf(p, 'fast', await call(web, p, API.lottery.betting, body, timeoutMs));
}

async function buyOfficial(web: string, p: SoakPlayer, gameCode: string): Promise<LotteryEntry | null> {
  const on = await call(web, p, `${API.official.draws}?gameCode=${gameCode}`);
  const d = (on.value?.onSale as { drawNo: string; source: string; closeAt: string }[] | undefined)?.[0];
  if (on.status !== 200 || !d || Date.parse(d.closeAt) - Date.parse(on.value.serverTime) < 2_000) return null;
  const body = {
    gameCode,
    drawNo: d.drawNo,
    sources: [d.source],
    productId: 'VN-LO2',
    content: `${digit()}${digit()}`,
    points: 1,
  };
  return entryOf(p, 'official', await call(web, p, API.official.betting, body));
}

/** Three buyers side by side, one per game: the engine's fast draw, the fast and the daily VN draw. */
export function startLottery(web: string, players: SoakPlayer[], everyMs = 1_000) {
  const journal: LotteryEntry[] = [];
  let running = true;
  const buyer = async (buy: (p: SoakPlayer) => Promise<LotteryEntry | null>, offset: number) => {
    for (let n = offset; running; n++) {
      const e = await buy(players[n % players.length]!);
      if (e) journal.push(e);
      await sleep(everyMs);
    }
  };
  const loops = Promise.all([
    buyer((p) => buyFast(web, p), 0),
    ...OFFICIAL_GAMES.map((g, i) => buyer((p) => buyOfficial(web, p, g), (i + 1) * 10)),
  ]);
  return {
    journal,
    async stop() {
      running = false;
      await loops;
    },
  };
}

/** Which server is settling tickets now (a FOR UPDATE on them: a buy only inserts), by its application_name. */
async function settlerOf(db: Db): Promise<string | null> {
  const r = await sql<{ app: string }>`
    SELECT DISTINCT a.application_name AS app FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
     WHERE l.relation = 'lottery_tickets'::regclass AND l.mode = 'RowShareLock'
       AND a.application_name LIKE 'playhouse-app%' AND a.pid <> pg_backend_pid()`.execute(db);
  return r.rows[0]?.app.replace('playhouse-', '') ?? null;
}

const ticketsOf = async (db: Db, merchantId: string, numero: string) =>
  (
    await sql<{ pending: string; settled: string }>`
      SELECT count(*) FILTER (WHERE t.status = 'pending')::text AS pending,
             count(*) FILTER (WHERE t.status <> 'pending')::text AS settled
        FROM lottery_tickets t JOIN lottery_rounds r ON r.id = t.round_id
        JOIN lottery_games g ON g.id = r.game_id
       WHERE g.merchant_id = ${merchantId} AND g.code = ${ENGINE_GAME} AND r.draw_no = ${numero}`.execute(db)
  ).rows[0]!;

/**
 * Every player buys BURST tickets on one draw; when it is drawn, the server seen holding its tickets'
 * locks is killed with SIGKILL, and restarted 15 s later. Answers what it did, for the faults table.
 */
export async function settlementKill(
  db: Db,
  web: string,
  merchantId: string,
  players: SoakPlayer[],
  t0: number,
): Promise<{ faults: FaultRecord[]; journal: LotteryEntry[] }> {
  const faults: FaultRecord[] = [];
  let d = await engineDraw(web, players[0]!, 25_000);
  for (let i = 0; !d && i < 60; i++) {
    await sleep(1_000);
    d = await engineDraw(web, players[0]!, 25_000);
  }
  if (!d)
    return { faults: [{ at: Date.now() - t0, what: 'kill during a lottery settlement FAILED: no draw on sale' }], journal: [] };
  const burst = await Promise.all(players.map((p) => buyFast(web, p, BURST, 60_000)));
  const placed = burst.filter((e) => e?.status === 200).length;
  const journal = burst.filter((e): e is LotteryEntry => !!e);
  // From the draw time, watch for the settler: killed once part of the draw is settled (or, 10 s
  // on, as soon as it is seen at all).
  let victim: string | null = null;
  const from = Date.now();
  for (; Date.now() < from + 20_000; await sleep(50)) {
    victim = await settlerOf(db);
    if (victim && (Date.now() > from + 10_000 || Number((await ticketsOf(db, merchantId, d.numero)).settled) > 0)) break;
    victim = null;
  }
  if (!victim) {
    const t = await ticketsOf(db, merchantId, d.numero);
    faults.push({ at: Date.now() - t0, what: `kill during a lottery settlement FAILED: no settler seen (${t.settled} settled)` });
    return { faults, journal };
  }
  cluster('kill', victim);
  const t = await ticketsOf(db, merchantId, d.numero);
  faults.push({
    at: Date.now() - t0,
    what: `SIGKILL ${victim} while it settled draw ${ENGINE_GAME} ${d.numero} (${t.settled} of ${Number(t.settled) + Number(t.pending)} tickets settled, ${placed} burst orders)`,
  });
  await sleep(15_000);
  cluster('start', victim);
  faults.push({ at: Date.now() - t0, what: `restart ${victim}` });
  return { faults, journal };
}
