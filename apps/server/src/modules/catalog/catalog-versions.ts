import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { sql } from 'kysely';
import { connectionStringOf, type Db } from '../../db/database.js';
import { closeQuietly, openListener } from '../../lib/pg-listener.js';
import { catalogVersion } from './catalog.repository.js';

/** Where catalog_versions announces each change (migration 20261126100000_catalog_version_notify.sql). */
export const CATALOG_VERSION_CHANNEL = 'catalog_version';

export interface CatalogVersionsOptions {
  /** A known version is read again after this long even without a notification (default 10 s). */
  recheckMs?: number;
  /** First wait before connecting the listener again after it dropped (doubles up to 10 s). */
  reconnectMs?: number;
  warn?: (message: string, err?: unknown) => void;
}

interface Known {
  version: string;
  readAt: number;
}

const RECONNECT_MAX_MS = 10_000;

const SYNC_PREFIX = 'sync:';

/**
 * The merchants' catalog versions as this instance knows them, so a cached catalog answer costs
 * no database read. One LISTEN connection per instance hears every bump of catalog_versions (a
 * trigger NOTIFYs `<merchant>:<version>` at commit), whichever instance, job or SQL session made
 * it. What can go wrong is a lost notification, so: a version read is kept only if the listener
 * was up for the whole read and no notification for that merchant came meanwhile; while the
 * listener is down every request reads the version as before; on reconnecting everything known
 * is forgotten (what changed while deaf was never told); and a known version is read again after
 * `recheckMs`, which bounds staleness even if the connection dies silently.
 */
export class CatalogVersions {
  private readonly known = new Map<string, Known>();
  private readonly reads = new Map<string, Promise<string>>();
  private readonly syncs = new Map<string, () => void>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  /** Changes on every connect and disconnect: a read that spans one is not kept. */
  private epoch = 0;
  private closed = false;
  private reconnectDelay: number;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private readonly recheckMs: number;
  private readonly reconnectMs: number;

  constructor(
    private readonly db: Db,
    private readonly opts: CatalogVersionsOptions = {},
  ) {
    this.recheckMs = opts.recheckMs ?? 10_000;
    this.reconnectMs = opts.reconnectMs ?? 250;
    this.reconnectDelay = this.reconnectMs;
  }

  /** Whether notifications are being heard (else every call reads the database). */
  get listening(): boolean {
    return this.client !== null;
  }

  /** The merchant's current catalog version: from memory while listening, else from the database. */
  version(merchantId: string): Promise<string> {
    const k = this.known.get(merchantId);
    if (k && this.client && Date.now() - k.readAt < this.recheckMs) return Promise.resolve(k.version);
    if (!this.client) {
      // Not while a reconnection waits for its turn: that one keeps its backoff.
      if (!this.reconnectTimer) void this.start();
      return catalogVersion(this.db, merchantId);
    }
    let read = this.reads.get(merchantId);
    if (!read) {
      read = this.read(merchantId).finally(() => this.reads.delete(merchantId));
      this.reads.set(merchantId, read);
    }
    return read;
  }

  private async read(merchantId: string): Promise<string> {
    const epoch = this.epoch;
    const before = this.known.get(merchantId);
    const readAt = Date.now();
    const version = await catalogVersion(this.db, merchantId);
    // A notification (or reconnection) during the read knows better than the read.
    if (this.client && this.epoch === epoch && this.known.get(merchantId) === before) {
      this.known.set(merchantId, { version, readAt });
    }
    return version;
  }

  /** Opens the listener now (it also opens on first use); resolves once it listens or has failed. */
  start(): Promise<void> {
    if (this.closed || this.client) return Promise.resolve();
    this.connecting ??= this.connect()
      .catch((err) => {
        this.opts.warn?.('catalog version listener cannot connect; reading versions per request', err);
        this.retryLater();
      })
      .finally(() => {
        this.connecting = null;
      });
    return this.connecting;
  }

  /**
   * Resolves once every notification committed before this call has been applied: a NOTIFY of
   * our own goes through the same channel, and a listener hears notifications in commit order.
   * At once when not listening (versions are read from the database then).
   */
  async caughtUp(): Promise<void> {
    if (!this.client) return;
    const token = randomUUID();
    const heard = new Promise<void>((resolve) => this.syncs.set(token, resolve));
    await sql`SELECT pg_notify(${CATALOG_VERSION_CHANNEL}, ${SYNC_PREFIX + token})`.execute(this.db);
    await heard;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    await this.connecting;
    const c = this.client;
    this.forget();
    await c?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const url = connectionStringOf(this.db);
    if (!url) throw new Error('no connection string to LISTEN on');
    const client = await openListener(
      url,
      CATALOG_VERSION_CHANNEL,
      {
        onNotify: (payload, from) => {
          if (this.client === from) this.heard(payload);
        },
        onError: (err) => this.opts.warn?.('catalog version listener error', err),
        onEnd: (from) => this.lost(from),
      },
      { keepAlive: true },
    );
    if (this.closed) {
      await closeQuietly(client);
      return;
    }
    // What was known before is from a time nobody told us about changes.
    this.known.clear();
    this.epoch++;
    this.client = client;
    this.reconnectDelay = this.reconnectMs;
  }

  /** `<merchant>:<version>` on a bump, `<merchant>` when its row went, `*` on a truncate. */
  private heard(payload: string): void {
    if (payload.startsWith(SYNC_PREFIX)) {
      const token = payload.slice(SYNC_PREFIX.length);
      this.syncs.get(token)?.();
      this.syncs.delete(token);
      return;
    }
    if (payload === '*') {
      this.known.clear();
      this.epoch++;
      return;
    }
    const [merchantId, version] = payload.split(':');
    if (!merchantId) return;
    if (version) this.known.set(merchantId, { version, readAt: Date.now() });
    else {
      this.known.delete(merchantId);
      this.epoch++;
    }
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.forget();
    if (this.closed) return;
    this.opts.warn?.('catalog version listener disconnected; reading versions per request until it is back');
    this.retryLater();
  }

  /** Back to reading per request: nothing known is trusted, waiting syncs are released. */
  private forget(): void {
    this.client = null;
    this.known.clear();
    this.epoch++;
    for (const resolve of this.syncs.values()) resolve();
    this.syncs.clear();
  }

  private retryLater(): void {
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.start();
    }, this.reconnectDelay);
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
  }
}

/** The one tracker of each database in this process, shared by its apps (each app is a user). */
const shared = new WeakMap<Db, { versions: CatalogVersions; users: number }>();

/** The tracker of `db` for one more app, listening from now on; `release` it when the app closes. */
export function acquireCatalogVersions(db: Db, opts: CatalogVersionsOptions = {}) {
  let s = shared.get(db);
  if (!s) shared.set(db, (s = { versions: new CatalogVersions(db, opts), users: 0 }));
  s.users++;
  void s.versions.start();
  const entry = s;
  let released = false;
  return {
    versions: entry.versions,
    async release() {
      if (released) return;
      released = true;
      if (--entry.users > 0) return;
      shared.delete(db);
      await entry.versions.close();
    },
  };
}

/** The merchant's catalog version: from the tracker of `db` when an app holds one, else read. */
export function catalogVersionOf(db: Db, merchantId: string): Promise<string> {
  return shared.get(db)?.versions.version(merchantId) ?? catalogVersion(db, merchantId);
}

/**
 * Resolves once the tracker of `db` has applied the catalog changes committed so far. A change
 * is heard a moment after its commit; a caller that changed the catalog itself and reads it back
 * at once (tests) waits for that moment here.
 */
export async function catalogCaughtUp(db: Db): Promise<void> {
  await shared.get(db)?.versions.caughtUp();
}
