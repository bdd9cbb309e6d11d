import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import { API } from '@playhouse/contract';
import { startSimulator } from '../../../../simulator/src/simulator.js';
import { loadConfig } from '../../config.js';
import { createDb } from '../../db/database.js';
import { freePort } from '../../db/embedded.js';
import { DEMO } from '../../seed/demo.js';
import { TEMPLATE_DB, withDatabase } from '../../../test/global-setup.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { accountFor } from '../ledger/index.js';
import { ledgerAudit, move } from '../../../test/helpers/ledger.js';
import { playerIdOf } from '../providers/index.js';
import { buildProviderRegistry } from '../../composition.js';
import { reconcileTransfers } from './reconcile.service.js';
import { SIM_SECRET, moneyOf, transferRows } from '../../../test/helpers/transfers.js';

/**
 * Reliability: the real server process is killed (SIGKILL) while two transfers wait for the
 * vendor: one the vendor applied (its answer hangs), one it never got. After a restart and
 * reconciliation nothing is half-done: both are settled the right way, the ledger audits clean,
 * and main + vendor wallet + pending is the money the member started with.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const adminUrl = inject('adminUrl');
const dbName = `t_crash_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${TEMPLATE_DB}`);
await admin.end();
const databaseUrl = withDatabase(adminUrl, dbName);
const db = createDb(databaseUrl, 3);
const dataDir = await mkdtemp(path.join(tmpdir(), 'playhouse-crash-'));
const sim = await startSimulator({
  port: 0,
  platformUrl: 'http://127.0.0.1:9',
  secret: SIM_SECRET,
  dataDir: null,
  log: () => {},
});
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
let server: ChildProcess | null = null;

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  await sim.close();
  await db.destroy();
  const a = new pg.Client({ connectionString: adminUrl });
  await a.connect();
  await a.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await a.end();
  await rm(dataDir, { recursive: true, force: true });
});

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      SIMULATOR_URL: sim.url,
      SIMULATOR_SECRET: SIM_SECRET,
      WEB_DIST: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    if (
      await fetch(`${baseUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    if (Date.now() > deadline) throw new Error('the server did not become healthy');
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

it(
  'a server killed in the middle of transfers leaves nothing half-done after restart and reconciliation',
  { timeout: 300_000 },
  async () => {
    server = await startServer();
    const merchant = await db
      .selectFrom('merchants')
      .select(['id', 'code'])
      .where('code', '=', DEMO.merchant)
      .executeTakeFirstOrThrow();
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('username', '=', DEMO.player.username)
      .executeTakeFirstOrThrow();
    const main = await accountFor(db, merchant.id, 'member', member.id);
    const clearing = await accountFor(db, merchant.id, 'payment_clearing');
    await move(db, merchant.id, 'deposit', clearing.id, main.id, 10_000n);
    const token = await tokenOf(db, merchant.code, member.id);
    // main + both vendor wallets + what is pending towards them.
    const total = async () => {
      const pt = await moneyOf(db, merchant.id, member.id, 'PT');
      const evo = await moneyOf(db, merchant.id, member.id, 'EVO');
      return pt.total + evo.wallet + evo.pending;
    };
    const start = await total();
    const mainBefore = (await moneyOf(db, merchant.id, member.id, 'PT')).main;
    const send = (to: string, amount: string) =>
      fetch(`${baseUrl}${API.wallet.transfer}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', merchant: merchant.code, authorization: `Bearer ${token}` },
        body: JSON.stringify({ from: 'MAIN', to, amount }),
      }).catch(() => null); // the connection dies with the server

    // PT applies the transfer but its answer never comes; EVO never gets its transfer at all.
    sim.controls.hangMs = 120_000;
    sim.controls.nextTransfer = 'hang-applied';
    const first = send('PT', '3000');
    await until('the PT transfer at the vendor', async () => sim.controls.nextTransfer === null);
    sim.controls.nextTransfer = 'hang';
    const second = send('EVO', '2000');
    await until('the EVO transfer at the vendor', async () => sim.controls.nextTransfer === null);
    const rows = await transferRows(db, member.id);
    expect(rows.map((r) => [r.vendor_code, r.status])).toEqual([
      ['PT', 'pending'],
      ['EVO', 'pending'],
    ]);

    server.kill('SIGKILL');
    await new Promise((r) => server!.once('exit', r));
    await Promise.all([first, second]);
    // Killed mid-transfer: the holds are there, nothing is lost.
    expect(await total()).toBe(start);
    expect((await moneyOf(db, merchant.id, member.id, 'PT')).pending).toBe(3000n);

    server = await startServer();
    const deps = {
      db,
      providers: buildProviderRegistry(
        loadConfig({ NODE_ENV: 'test', SIMULATOR_URL: sim.url, SIMULATOR_SECRET: SIM_SECRET }),
        db,
      ),
    };
    expect(await reconcileTransfers(deps, { olderThanMs: 0 })).toEqual({ settled: 2, pending: 0 });

    expect((await transferRows(db, member.id)).map((r) => [r.vendor_code, r.status])).toEqual([
      ['PT', 'confirmed'],
      ['EVO', 'reversed'],
    ]);
    expect(await moneyOf(db, merchant.id, member.id, 'PT')).toMatchObject({
      main: mainBefore - 3000n,
      wallet: 3000n,
      pending: 0n,
    });
    expect(await moneyOf(db, merchant.id, member.id, 'EVO')).toMatchObject({ wallet: 0n, pending: 0n });
    expect(await total()).toBe(start);
    expect(sim.store.balance(merchant.code, 'PT', await playerIdOf(db, merchant.id, member.id))).toBe(3000n);
    expect(await ledgerAudit(db)).toEqual({ sum: 0n, brokenAccounts: [] });

    // The restarted server serves the settled state.
    const balance = await fetch(`${baseUrl}${API.wallet.balance}`, {
      headers: { merchant: merchant.code, authorization: `Bearer ${token}` },
    }).then((r) => r.json());
    expect(balance.value).toMatchObject({ main: String(mainBefore - 3000n), total: String(start) });
  },
);
