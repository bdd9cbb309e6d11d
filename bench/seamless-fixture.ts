// What both seamless benches start from: an embedded PostgreSQL with the schema, one merchant
// with a catalog and a vendor secret, the platform app in its own process, and players with
// money and authenticated game sessions (over the API, as a vendor would get them).
import { createHmac, randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { API } from '@playhouse/contract';
import { SEAMLESS_HEADERS } from '@playhouse/contract/server';
import { createDb, type Db } from '../apps/server/src/db/database.js';
import { startEmbeddedPostgres, type EmbeddedDb } from '../apps/server/src/db/embedded.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { sha256 } from '../apps/server/src/lib/secrets.js';
import { accountFor, post } from '../apps/server/src/modules/ledger/index.js';
import { insertGameSession, playerIdOf, setVendorSecret } from '../apps/server/src/modules/providers/index.js';
import { createMember, createMerchant } from '../apps/server/src/seed/merchant.factory.js';
import { seedCatalog } from '../apps/server/src/seed/catalog/seed-catalog.js';
import { root, startServer } from './lib.js';

export const VENDOR = 'EG2';
export const GAME = 'bench-game';

export const signBody = (secret: string, ts: string, body: string) =>
  createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex');

export interface Player {
  playerId: string;
  sessionToken: string;
}

export interface SeamlessFixture {
  embedded: EmbeddedDb;
  db: Db;
  /** The platform app's base URL. */
  url: string;
  secret: string;
  players: Player[];
  /** Stops the app (the database keeps running). */
  stopApp(): void;
  stop(): Promise<void>;
}

/**
 * A game session of VENDOR for the member, authenticated over the API as the vendor would (the
 * launch token exchanged for a session token).
 */
export async function authenticatedSession(
  db: Db,
  url: string,
  secret: string,
  merchantId: string,
  memberId: string,
): Promise<Player> {
  const token = randomBytes(24).toString('base64url');
  const playerId = await playerIdOf(db, merchantId, memberId);
  await insertGameSession(db, {
    merchantId,
    memberId,
    playerId,
    vendor: VENDOR,
    gameCode: GAME,
    gameId: null,
    language: 'EN',
    launchTokenHash: sha256(token),
    // No member sign-in behind the bench's game sessions.
    memberSessionId: null,
  });
  const body = JSON.stringify({ token });
  const ts = String(Date.now());
  const r = await fetch(`${url}${API.provider.seamless.replace(':vendor', VENDOR).replace(':op', 'authenticate')}`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      [SEAMLESS_HEADERS.timestamp]: ts,
      [SEAMLESS_HEADERS.signature]: signBody(secret, ts, body),
    },
  });
  const j = (await r.json()) as { value: { sessionToken: string } };
  return { playerId, sessionToken: j.value.sessionToken };
}

/** Members with money, a vendor secret and authenticated game sessions. */
async function players(db: Db, merchantId: string, url: string, secret: string, n: number): Promise<Player[]> {
  const clearing = await accountFor(db, merchantId, 'payment_clearing');
  const out: Player[] = [];
  for (let i = 0; i < n; i++) {
    const memberId = await createMember(db, merchantId, { username: `bench${i}`, password: 'bench12345' });
    const wallet = await accountFor(db, merchantId, 'member', memberId);
    await post(db, {
      merchantId,
      type: 'deposit',
      reference: `deposit:bench${i}`,
      idempotencyKey: `bench-deposit-${i}`,
      postings: [
        { accountId: clearing.id, amount: -(10n ** 12n) },
        { accountId: wallet.id, amount: 10n ** 12n },
      ],
    });
    out.push(await authenticatedSession(db, url, secret, merchantId, memberId));
  }
  return out;
}

export async function seamlessFixture(playerCount: number): Promise<SeamlessFixture> {
  const dir = await mkdtemp(path.join(tmpdir(), 'playhouse-bench-'));
  await chmod(dir, 0o755);
  const embedded = await startEmbeddedPostgres(dir, 'bench');
  const db = createDb(embedded.url, 4);
  let child: ChildProcess | null = null;
  const stop = async () => {
    child?.kill();
    await db.destroy();
    await embedded.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await migrate(db);
    const merchantId = await createMerchant(db, { code: 'bench', name: 'Bench' });
    await seedCatalog(db, { games: 2_000, merchantIds: [merchantId] });
    const secret = randomBytes(32).toString('hex');
    await setVendorSecret(db, merchantId, VENDOR, secret);
    const app = await startServer(path.join(root, 'bench/platform-server.ts'), { DATABASE_URL: embedded.url });
    child = app.child;
    const list = await players(db, merchantId, app.url, secret, playerCount);
    return { embedded, db, url: app.url, secret, players: list, stopApp: () => child?.kill(), stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
