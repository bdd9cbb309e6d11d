import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createDb, type Db } from '../apps/server/src/db/database.js';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.js';
import { migrate } from '../apps/server/src/db/migrate.js';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `--name <number>` from the command line, or the fallback. */
export function numberArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

/** A fresh embedded PostgreSQL in a temp dir with the migrated schema; close() stops it and removes the dir. */
export async function benchDatabase(): Promise<{ url: string; db: Db; close: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'playhouse-bench-'));
  await chmod(dir, 0o755);
  const pg = await startEmbeddedPostgres(dir, 'bench');
  const db = createDb(pg.url, 4);
  const close = async () => {
    await db.destroy();
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await migrate(db);
  } catch (e) {
    await close();
    throw e;
  }
  return { url: pg.url, db, close };
}

export function machine() {
  return {
    date: new Date().toISOString().slice(0, 10),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
}

/**
 * Starts a TypeScript entry in its own process and waits for its "listening <url>" line.
 * BENCH_NODE_ARGS adds node flags, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
 */
export function startServer(entry: string, env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
      cwd: path.join(root, 'apps/server'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const m = /listening (\S+)/.exec(buffer);
      if (m) resolve({ url: m[1]!, child });
    });
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}`)));
  });
}

/** Stops a server started by startServer and waits for its exit (its connections closed with it). */
export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill();
  });
}

export interface Load {
  title: string;
  url: string;
  headers?: Record<string, string>;
  /** A path per request (the n-th request of a connection), to defeat answer caches. */
  pathOf?: (n: number) => string;
}
export interface LoadResult {
  title: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Bounded load on loopback: fixed duration and connections, then it stops by itself. */
export async function load(l: Load, seconds = 10, connections = 20): Promise<LoadResult> {
  let n = 0;
  const requests = l.pathOf ? [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: l.pathOf!(n++) }) }] : undefined;
  const r = await autocannon({
    url: l.url,
    headers: l.headers,
    duration: seconds,
    connections,
    pipelining: 1,
    ...(requests ? { requests } : {}),
  });
  return {
    title: l.title,
    requestsPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

export function table(rows: LoadResult[]): string {
  const lines = ['| load | req/s | p50 ms | p99 ms | errors |', '|---|---:|---:|---:|---:|'];
  for (const r of rows) lines.push(`| ${r.title} | ${r.requestsPerSec} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} |`);
  return lines.join('\n');
}
