import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../server/src/db/embedded.js';

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

/**
 * Starts the platform the way `npm start` does (built web app + API on one port, embedded
 * PostgreSQL in a temp dir, demo seed) and hands its URL to the tests.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'playhouse-e2e-'));
  await chmod(dir, 0o755);
  // The tests get the database too, to set up states the UI cannot (maintenance, region rules).
  const db = await startEmbeddedPostgres(dir, 'playhouse');
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: db.url, DATA_DIR: dir, WEB_DIST: path.join(root, 'apps/web/dist'), LOG_LEVEL: 'warn', NODE_ENV: 'test' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('the platform exited during start');
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
  return async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
    await db.stop();
    await rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
  }
}
