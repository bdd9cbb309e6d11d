import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDb } from '../../server/src/db/embedded.js';
import { startSimulator, type Simulator } from '../../simulator/src/simulator.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

const exited = (c: ChildProcess) => c.exitCode !== null || c.signalCode !== null;

/** SIGTERM, then SIGKILL if it has not exited within 15 s; resolves once it has exited. */
async function stop(child: ChildProcess): Promise<void> {
  if (exited(child)) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await gone;
  clearTimeout(force);
}

/**
 * Starts the platform the way `npm start` does (built web app + API on one port, embedded
 * PostgreSQL in a temp dir, demo seed) and hands its URL to the tests. A failed start cleans
 * up what it started (vitest runs no teardown when setup throws).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'playhouse-e2e-'));
  let db: EmbeddedDb | undefined;
  let simulator: Simulator | undefined;
  let server: ChildProcess | undefined;
  const teardown = async () => {
    if (server) await stop(server);
    await simulator?.close();
    await db?.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await chmod(dir, 0o755);
    // The tests get the database too, to set up states the UI cannot (maintenance, region rules).
    db = await startEmbeddedPostgres(dir, 'playhouse');
    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    // The vendor simulator stands in for the external vendors (seamless games launch into it),
    // without chaos so journeys are deterministic; a test may set rates through its /control.
    const simulatorSecret = randomBytes(32).toString('hex');
    simulator = await startSimulator({ port: 0, platformUrl: baseUrl, secret: simulatorSecret, dataDir: dir, log: () => {} });
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(root, 'apps/server'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: db.url,
        DATA_DIR: dir,
        WEB_DIST: path.join(root, 'apps/web/dist'),
        CONSOLE_DIST: path.join(root, 'apps/console/dist'),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        SIMULATOR_URL: simulator.url,
        SIMULATOR_SECRET: simulatorSecret,
        // The balance-version repair is seen within a journey's wait.
        SOCKET_HEARTBEAT_SECONDS: '2',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (exited(server)) throw new Error(`the platform exited during start (${server.signalCode ?? `code ${server.exitCode}`})`);
      try {
        const r = await fetch(`${baseUrl}/healthz`);
        if (r.ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error('the platform did not become healthy in 120 s');
      await new Promise((r) => setTimeout(r, 500));
    }
    project.provide('baseUrl', baseUrl);
    project.provide('databaseUrl', db.url);
    project.provide('simulatorUrl', simulator.url);
  } catch (e) {
    await teardown().catch((cleanup: unknown) => console.error('e2e setup: cleaning up after a failed start failed', cleanup));
    throw e;
  }
  return teardown;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    /** The vendor simulator's URL (its /control sets chaos rates and transfer failures). */
    simulatorUrl: string;
  }
}
