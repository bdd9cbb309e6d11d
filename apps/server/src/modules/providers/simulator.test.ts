import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { startSimulator, type Simulator } from '../../../../simulator/src/simulator.js';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { ledgerAudit } from '../../../test/helpers/ledger.js';
import { pullVendorBets } from '../transfers/index.js';
import { SIM_SECRET, buildVendor, fundedMember, moneyOf } from '../../../test/helpers/transfers.js';
import { SimulatorAdapter } from './simulator.adapter.js';
import { secretByMerchantCode, seedSimulatorSecrets } from './vendor-secrets.js';

/**
 * The vendor simulator against the real platform over HTTP: games launched through
 * /wps/game/launchGame open in the simulator, which then calls the seamless API the way real
 * providers do (duplicate callbacks, lost answers retried with the same txId, late rollbacks,
 * some before their bet). Whatever it throws at the platform, the member's balance must end
 * exactly at start - stakes + wins of the rounds that were settled.
 */
const t = await testPlatform({ SIMULATOR_SECRET: SIM_SECRET });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const platformUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
const logs: string[] = [];
const sim = await startSimulator({ port: 0, platformUrl, secret: SIM_SECRET, dataDir: null, log: (m) => logs.push(m) });
afterAll(() => sim.close());
t.deps.providers.add(new SimulatorAdapter(sim.url, (merchant, vendor) => secretByMerchantCode(t.db, merchant, vendor)));

const acme = await buildMerchant(t.db);
const eg2 = await buildVendor(t.db, 'EG2', 'seamless', [acme.id]);
const pt = await buildVendor(t.db, 'PT', 'transfer', [acme.id]);
await seedSimulatorSecrets(t.db, SIM_SECRET);

/**
 * Launches the game through the platform and opens it in the simulator: the game page's round
 * URL. `at`: another simulator instance to open it in (the launch URL names the shared one).
 */
async function open(token: string, nodeId: string, at = sim.url): Promise<string> {
  const launched = await t.call({ url: API.games.launch, token, body: { nodeId: Number(nodeId) } });
  expect(launched.status).toBe(200);
  expect(launched.body.value.url.startsWith(`${sim.url}/play?`)).toBe(true);
  const link = launched.body.value.url.replace(sim.url, at);
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const game = new URL(res.headers.get('location')!, at).toString();
  const page = await fetch(game).then((r) => r.text());
  expect(page).toContain('<title>Vendor simulator');
  expect(page).toContain('Back to lobby');
  // The launch token is spent: opening the same link again is refused.
  expect((await fetch(link, { redirect: 'manual' })).status).toBe(401);
  return `${game}/round`;
}

const play = async (roundUrl: string, amount: string) => {
  const r = await fetch(roundUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount }),
  });
  return (await r.json()) as {
    success: boolean;
    value: { outcome: string; stake: string; win: string; balance: string | null; code?: string };
  };
};

describe('vendor simulator', () => {
  it(
    'duplicates, retries and late rollbacks from the simulator leave exactly the right balance',
    { timeout: 120_000 },
    async () => {
      const m = await fundedMember(t.db, acme, 1_000_000n);
      const roundUrl = await open(m.token, eg2.gameId);
      Object.assign(sim.controls, { duplicateRate: 0.3, lostAnswerRate: 0.3, lateRollbackRate: 0.3 });
      let expected = 1_000_000n;
      const seen = () => ({
        duplicate: logs.filter((l) => l.startsWith('duplicate')).length,
        retried: logs.filter((l) => l.includes('retrying with the same txId')).length,
        rollbackFirst: logs.filter((l) => l.includes('sent before its bet')).length,
        rollbackAfter: logs.filter((l) => l.includes('sent after bet')).length,
      });
      const outcomes = new Map<string, number>();
      for (let i = 0; i < 200 && (i < 30 || Object.values(seen()).some((n) => n < 2)); i++) {
        const r = await play(roundUrl, String(100 + (i % 7) * 150));
        expect(r.success).toBe(true);
        outcomes.set(r.value.outcome, (outcomes.get(r.value.outcome) ?? 0) + 1);
        if (r.value.outcome === 'settled') expected += BigInt(r.value.win) - BigInt(r.value.stake);
        if (r.value.balance !== null && r.value.outcome === 'settled') expect(BigInt(r.value.balance)).toBe(expected);
      }
      Object.assign(sim.controls, { duplicateRate: 0, lostAnswerRate: 0, lateRollbackRate: 0 });
      expect(Object.values(seen()).every((n) => n >= 2)).toBe(true);
      expect(outcomes.get('settled')).toBeGreaterThan(0);
      expect(outcomes.get('cancelled')).toBeGreaterThan(0);
      expect(logs.some((l) => l.startsWith('WARNING'))).toBe(false);

      expect((await moneyOf(t.db, acme.id, m.id, 'EG2')).main).toBe(expected);
      expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
      // A bet larger than the balance is refused with the balance, nothing moves.
      const refused = await play(roundUrl, String(expected + 1n));
      expect([refused.value.outcome, refused.value.code, refused.value.balance]).toEqual([
        'refused',
        'insufficient_funds',
        expected.toString(),
      ]);
    },
  );

  it('a transfer-mode game plays with the money transferred to the vendor, and the pulled play reaches the ledger', async () => {
    const m = await fundedMember(t.db, acme, 50_000n);
    const roundUrl = await open(m.token, pt.gameId);
    const broke = await play(roundUrl, '1000');
    expect([broke.value.outcome, broke.value.code]).toEqual(['refused', 'insufficient_funds']);

    const moved = await t.call({ url: API.wallet.transfer, token: m.token, body: { from: 'MAIN', to: 'PT', amount: '20000' } });
    expect(moved.body.value.status).toBe('confirmed');
    let held = 20_000n;
    for (let i = 0; i < 10; i++) {
      const r = await play(roundUrl, '1000');
      expect(r.value.outcome).toBe('settled');
      held += BigInt(r.value.win) - 1000n;
      expect(r.value.balance).toBe(held.toString());
    }
    await pullVendorBets(t.deps, acme, 'PT');
    expect(await moneyOf(t.db, acme.id, m.id, 'PT')).toEqual({ main: 30_000n, wallet: held, pending: 0n, total: 30_000n + held });
    const bets = await t.db.selectFrom('bets').select(['status', 'source']).where('member_id', '=', m.id).execute();
    expect(bets).toHaveLength(10);
    expect(bets.every((b) => b.status === 'settled' && b.source === 'pulled')).toBe(true);
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
  });
});

/**
 * A network between a simulator and the platform that loses what `fault` says: `lose` lets
 * the call reach the platform and drops its answer, `unavailable` (503) and `busy` (429) answer
 * without passing it on. Every call through it is recorded.
 */
async function faultyNetwork(fault: (op: string, txId: string) => 'pass' | 'lose' | 'unavailable' | 'busy') {
  const seen: { op: string; txId: string; fault: string }[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const op = (req.url ?? '').split('/').pop() ?? '';
        const txId = String((JSON.parse(raw) as { txId?: string }).txId ?? '');
        const f = fault(op, txId);
        seen.push({ op, txId, fault: f });
        if (f === 'unavailable' || f === 'busy')
          return res.writeHead(f === 'busy' ? 429 : 503).end('{"success":false,"code":"system_maintenance"}');
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        for (const h of ['x-timestamp', 'x-signature']) headers[h] = String(req.headers[h] ?? '');
        const answer = await fetch(platformUrl + (req.url ?? ''), { method: 'POST', headers, body: raw });
        const text = await answer.text();
        if (f === 'lose') return res.socket?.destroy();
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
      })();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  afterAll(
    () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

/** Waits until the simulator's queue of unacknowledged wins and rollbacks is empty. */
async function drained(s: Simulator): Promise<void> {
  for (let i = 0; i < 200 && s.store.queuedCalls().length > 0; i++) await new Promise((r) => setTimeout(r, 50));
  expect(s.store.queuedCalls()).toEqual([]);
}

const roundRows = async (memberId: string) => {
  const bets = await t.db
    .selectFrom('bets')
    .select(['round_id', 'stake', 'win', 'status'])
    .where('member_id', '=', memberId)
    .execute();
  const calls = await t.db
    .selectFrom('provider_transactions')
    .select(['tx_id', 'op', 'outcome'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  return { bets, calls };
};

// Per txId, how many calls the faulty network has seen so far; `plan` says what it does to the nth.
const count = new Map<string, number>();
let plan: (op: string, nth: number) => 'pass' | 'lose' | 'unavailable' | 'busy' = () => 'pass';
const net = await faultyNetwork((op, txId) => {
  const nth = (count.get(txId) ?? 0) + 1;
  count.set(txId, nth);
  return plan(op, nth);
});
const sims: Simulator[] = [];
/** A simulator behind the faulty network that resends queued calls within milliseconds. */
const startSim = async (dataDir: string | null = null) => {
  const s = await startSimulator({
    port: 0,
    platformUrl: net.url,
    secret: SIM_SECRET,
    dataDir,
    retry: { baseMs: 20, maxMs: 200 },
    log: (m) => logs.push(m),
  });
  sims.push(s);
  return s;
};
afterAll(() => Promise.all(sims.map((s) => s.close())));

describe('vendor simulator: wins and rollbacks reach the platform', () => {
  it('a win whose answer is lost, then refused as busy, is resent with the same txId until the round is settled once', async () => {
    const s = await startSim();
    const m = await fundedMember(t.db, acme, 100_000n);
    const roundUrl = await open(m.token, eg2.gameId, s.url);
    // The first win is applied but its answer lost; then 429s outlast the client's own 4 attempts.
    plan = (op, nth) => (op !== 'win' ? 'pass' : nth === 1 ? 'lose' : nth <= 7 ? 'busy' : 'pass');
    const r = await play(roundUrl, '1000');
    expect([r.success, r.value.outcome, r.value.balance]).toEqual([true, 'pending', null]);
    await drained(s);

    const wins = net.seen.filter((c) => c.op === 'win');
    expect(wins.length).toBeGreaterThanOrEqual(8);
    expect(new Set(wins.map((c) => c.txId)).size).toBe(1);
    const { bets, calls } = await roundRows(m.id);
    expect(bets).toEqual([{ round_id: expect.any(String), stake: '1000', win: r.value.win, status: 'settled' }]);
    expect(calls.map((c) => [c.op, c.outcome])).toEqual([
      ['bet', 'ok'],
      ['win', 'ok'],
    ]);
    expect((await moneyOf(t.db, acme.id, m.id, 'EG2')).main).toBe(100_000n - 1000n + BigInt(r.value.win));
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
  });

  it('a bet that was applied but never answered is rolled back and the stake returned', async () => {
    const s = await startSim();
    const m = await fundedMember(t.db, acme, 100_000n);
    const roundUrl = await open(m.token, eg2.gameId, s.url);
    // Every bet call reaches the platform and loses its answer; the first rollbacks find it down.
    plan = (op, nth) => (op === 'bet' ? 'lose' : op === 'rollback' && nth <= 5 ? 'unavailable' : 'pass');
    const r = await play(roundUrl, '2500');
    expect([r.success, r.value.outcome]).toEqual([true, 'pending']);
    await drained(s);

    const { bets, calls } = await roundRows(m.id);
    expect(bets.map((b) => b.status)).toEqual(['cancelled']);
    expect(calls.map((c) => [c.op, c.outcome])).toEqual([
      ['bet', 'ok'],
      ['rollback', 'ok'],
    ]);
    expect(calls[1]!.tx_id).toBe(`${bets[0]!.round_id}-rb`);
    expect((await moneyOf(t.db, acme.id, m.id, 'EG2')).main).toBe(100_000n);
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
  });

  it('a bet that never arrived is rolled back as a tombstone, so it cannot be debited later', async () => {
    const s = await startSim();
    const m = await fundedMember(t.db, acme, 100_000n);
    const roundUrl = await open(m.token, eg2.gameId, s.url);
    plan = (op) => (op === 'bet' ? 'unavailable' : 'pass');
    const r = await play(roundUrl, '2500');
    expect([r.value.outcome, r.value.balance]).toEqual(['cancelled', '100000']);
    const { bets, calls } = await roundRows(m.id);
    expect(bets).toEqual([]);
    expect(calls.map((c) => [c.op, c.outcome])).toEqual([['rollback', 'tombstone']]);
    expect(s.store.queuedCalls()).toEqual([]);
  });

  it('a queued win survives a restart of the simulator and is paid once after it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sim-outbox-'));
    try {
      const first = await startSim(dir);
      const m = await fundedMember(t.db, acme, 100_000n);
      const roundUrl = await open(m.token, eg2.gameId, first.url);
      let down = true;
      plan = (op) => (op === 'win' && down ? 'unavailable' : 'pass');
      const r = await play(roundUrl, '1000');
      expect(r.value.outcome).toBe('pending');
      await first.close();
      const state = JSON.parse(await readFile(path.join(dir, 'simulator-state.json'), 'utf8')) as {
        queued: Record<string, { op: string; body: string }>;
      };
      const queued = Object.values(state.queued);
      expect(queued.map((c) => c.op)).toEqual(['win']);
      // The session token is not written to disk.
      expect(queued[0]!.body).not.toContain('sessionToken');

      down = false;
      const second = await startSim(dir);
      await drained(second);
      const { bets } = await roundRows(m.id);
      expect(bets.map((b) => [b.status, b.win])).toEqual([['settled', r.value.win]]);
      expect((await moneyOf(t.db, acme.id, m.id, 'EG2')).main).toBe(100_000n - 1000n + BigInt(r.value.win));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
