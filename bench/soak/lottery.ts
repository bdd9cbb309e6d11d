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
export function startLottery(web: string, players: SoakPlayer[], everyMs = 2_000) {
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

/**
 * The draw's settlement as it stands: its state, its tickets pending and settled, and the server
 * seen settling tickets (a FOR UPDATE on them: a buy only inserts), by its application_name.
 */
async function settlementOf(db: Db, merchantId: string, numero: string) {
  const r = await sql<{ status: string; pending: string; settled: string; settler: string | null }>`
    SELECT r.status,
           (SELECT count(*) FROM lottery_tickets t WHERE t.round_id = r.id AND t.status = 'pending')::text AS pending,
           (SELECT count(*) FROM lottery_tickets t WHERE t.round_id = r.id AND t.status <> 'pending')::text AS settled,
           (SELECT min(a.application_name) FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
             WHERE l.relation = 'lottery_tickets'::regclass AND l.mode = 'RowShareLock'
               AND a.application_name LIKE 'playhouse-app%') AS settler
      FROM lottery_rounds r JOIN lottery_games g ON g.id = r.game_id
     WHERE g.merchant_id = ${merchantId} AND g.code = ${ENGINE_GAME} AND r.draw_no = ${numero}`.execute(db);
  const x = r.rows[0]!;
  return { ...x, pending: Number(x.pending), settled: Number(x.settled), settler: x.settler?.replace('playhouse-', '') ?? null };
}

/** Buys at this many at once: a saturated machine answers a crowd of big buys too late. */
const BURST_AT_ONCE = 4;

/**
 * Every player buys BURST tickets on one draw; while it settles (drawn, some tickets settled and
 * some not) the server seen settling is killed with SIGKILL, and restarted 15 s later. Answers
 * what it did, for the faults table, and the buys for the journal.
 */
export async function settlementKill(
  db: Db,
  web: string,
  merchantId: string,
  players: SoakPlayer[],
  t0: number,
): Promise<{ faults: FaultRecord[]; journal: LotteryEntry[] }> {
  const failed = (why: string, journal: LotteryEntry[] = []) => ({
    faults: [{ at: Date.now() - t0, what: `kill during a lottery settlement FAILED: ${why}` }],
    journal,
  });
  let d = await engineDraw(web, players[0]!, 40_000);
  for (let i = 0; !d && i < 60; i++) {
    await sleep(1_000);
    d = await engineDraw(web, players[0]!, 40_000);
  }
  if (!d) return failed('no draw on sale');
  const journal: LotteryEntry[] = [];
  const queue = [...players];
  await Promise.all(
    Array.from({ length: BURST_AT_ONCE }, async () => {
      for (let p = queue.shift(); p; p = queue.shift()) {
        const e = await buyFast(web, p, BURST, 60_000);
        if (e) journal.push(e);
      }
    }),
  );
  const placed = journal.filter((e) => e.status === 200).length;
  // From the draw time (a loaded machine draws late): killed while part of the draw is settled
  // and part not, or, 20 s on, while any of it is still pending.
  const from = Math.max(Date.now(), d.drawAt);
  await sleep(from - Date.now());
  for (; Date.now() < from + 90_000; await sleep(20)) {
    const now = await settlementOf(db, merchantId, d.numero);
    const late = Date.now() > from + 20_000;
    if (now.status !== 'drawn' || !now.settler || now.pending === 0 || (now.settled === 0 && !late)) {
      if (now.status === 'drawn' && now.pending === 0) return failed(`the draw settled unseen (${now.settled} tickets)`, journal);
      continue;
    }
    cluster('kill', now.settler);
    const at = Date.now() - t0;
    const t = await settlementOf(db, merchantId, d.numero);
    const faults = [
      {
        at,
        what: `SIGKILL ${now.settler} while it settled draw ${ENGINE_GAME} ${d.numero} (${now.settled} of ${now.settled + now.pending} tickets settled; ${placed} of ${players.length} burst buys answered)`,
      },
    ];
    await sleep(15_000);
    cluster('start', now.settler);
    faults.push({ at: Date.now() - t0, what: `restart ${now.settler} (${t.pending} tickets still pending just after the kill)` });
    return { faults, journal };
  }
  return failed('the draw did not settle within 90 s', journal);
}
