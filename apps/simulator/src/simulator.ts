import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { SEAMLESS_HEADERS, vendorSecretsOf, verifySeamless } from '@playhouse/contract/server';
import { errorPage, gamePage, homePage } from './pages.js';
import { PlatformClient, QUIET, type Behaviour, type Log } from './platform-client.js';
import { Outbox, playSeamlessRound, playTransferRound, type Backoff, type GameSession } from './rounds.js';
import { VendorStore } from './store.js';
import { TRANSFER_PATHS, transferRequests } from '@playhouse/contract/server';

/**
 * The vendor simulator: one HTTP server that stands in for every external vendor of the
 * catalog. Players open games at /play (launch URLs from the platform's simulator adapter);
 * seamless games move money through the platform's seamless API, transfer games hold a balance
 * here that the platform moves in and out (the transfer API below, signed like the seamless
 * one) and whose bet records it pulls. /control lets tests (localhost only) change the chaos
 * rates and make the next transfer fail or hang.
 */

export interface SimulatorOptions {
  port: number;
  host?: string;
  platformUrl: string;
  /** Master secret: each vendor's secret is deriveVendorSecret(secret, vendor). */
  secret: string;
  /** Where the state file goes; null keeps it in memory. */
  dataDir: string | null;
  behaviour?: Behaviour;
  /** Vendors played in transfer mode when a launch URL does not say (`wallet=`). */
  transferVendors?: string[];
  /** How soon unacknowledged wins and rollbacks are resent (default 1 s, doubling up to 60 s). */
  retry?: Backoff;
  log?: Log;
}

/** What /control can set. nextTransfer applies to the next transfer call only. */
export interface Controls extends Behaviour {
  /** fail: refused; hang: never answered and not applied; hang-applied: applied, then never answered. */
  nextTransfer: 'fail' | 'hang' | 'hang-applied' | null;
  /** How long a hanging transfer keeps its connection before dropping it. */
  hangMs: number;
}

export interface Simulator {
  url: string;
  controls: Controls;
  store: VendorStore;
  close(): Promise<void>;
}

export const DEFAULT_TRANSFER_VENDORS = ['PT', 'EVO', 'SABA', 'CMD', 'IMES', 'DS88'];
const MAX_BODY = 64 * 1024;
const MAX_SESSIONS = 10_000;

export async function startSimulator(opts: SimulatorOptions): Promise<Simulator> {
  const log: Log = opts.log ?? ((m) => console.log(`[vendor simulator] ${m}`));
  const controls: Controls = { ...(opts.behaviour ?? QUIET), nextTransfer: null, hangMs: 60_000 };
  const secretOf = vendorSecretsOf(opts.secret);
  const client = new PlatformClient(opts.platformUrl.replace(/\/$/, ''), opts.secret, controls, log);
  const store = new VendorStore(opts.dataDir ? path.join(opts.dataDir, 'simulator-state.json') : null);
  const transferVendors = new Set(opts.transferVendors ?? DEFAULT_TRANSFER_VENDORS);
  const sessions = new Map<string, GameSession>();
  const hanging = new Set<Socket>();
  const outbox = new Outbox(client, store, log, opts.retry);
  // Calls queued before a restart are resent too: the queue lives in the state file.
  const retryTimer = setInterval(
    () => {
      outbox.retryDue().catch((e: Error) => log(`resending queued calls failed: ${e.message}`));
    },
    Math.min(1_000, opts.retry?.baseMs ?? 1_000),
  );

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const parts = url.pathname.split('/').filter(Boolean);
    const method = req.method ?? 'GET';

    if (method === 'GET' && url.pathname === '/') return html(res, 200, homePage());
    if (method === 'GET' && url.pathname === '/healthz') return json(res, 200, { success: true, value: 'ok' });
    if (url.pathname === '/control') return control(req, res, method);
    if (method === 'GET' && url.pathname === '/play') return play(url, res);
    if (parts[0] === 'game' && parts[1]) {
      const s = sessions.get(parts[1]);
      if (!s)
        return parts.length === 2
          ? html(res, 404, errorPage('This game has ended. Open it again from the lobby.', null))
          : fail(res, 404, 'not_found', 'This game has ended.');
      if (method === 'GET' && parts.length === 2) return html(res, 200, gamePage(s));
      if (method === 'GET' && parts[2] === 'state') return gameState(s, res);
      if (method === 'POST' && parts[2] === 'round') return round(s, req, res);
    }
    if (method === 'POST' && parts[0] === 'vendor' && parts[1] && parts[2]) return vendorApi(parts[1], parts[2], req, res);
    fail(res, 404, 'not_found', 'Not found');
  }

  /** Opens a game: the one-time launch token is exchanged through the platform's authenticate. */
  async function play(url: URL, res: ServerResponse): Promise<void> {
    const q = (k: string) => url.searchParams.get(k) ?? '';
    const lobbyUrl = safeLobby(q('lobby'), opts.platformUrl);
    const vendor = q('vendor');
    const gameCode = q('game');
    if (!/^[A-Z0-9_]{2,32}$/.test(vendor) || !gameCode || !q('token'))
      return html(res, 400, errorPage('This game link is incomplete.', lobbyUrl));
    const wallet =
      q('wallet') === 'transfer' || q('wallet') === 'seamless'
        ? (q('wallet') as GameSession['wallet'])
        : transferVendors.has(vendor)
          ? 'transfer'
          : 'seamless';
    // The merchant picks the secret every call is signed with.
    if (!q('merchant')) return html(res, 400, errorPage('This game link is incomplete.', lobbyUrl));
    const auth = await client
      .call({ merchantCode: q('merchant'), vendor }, 'authenticate', { token: q('token') })
      .catch((e: Error) => {
        log(`authenticate failed for ${vendor}: ${e.message}`);
        return null;
      });
    if (!auth) return html(res, 502, errorPage('The platform did not answer. Try again from the lobby.', lobbyUrl));
    if (!auth.body.success) {
      log(`authenticate refused for ${vendor}: ${auth.body.code}`);
      return html(
        res,
        401,
        errorPage('This game link has expired or was already used. Open the game again from the lobby.', lobbyUrl),
      );
    }
    const v = auth.body.value as { sessionToken: string; playerId: string; currency: string; language: string };
    const sid = randomBytes(16).toString('hex');
    if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
    sessions.set(sid, {
      sid,
      vendor,
      gameCode,
      merchantCode: q('merchant'),
      wallet,
      sessionToken: v.sessionToken,
      playerId: v.playerId,
      currency: v.currency,
      language: v.language,
      lobbyUrl,
    });
    log(`${vendor} ${gameCode} opened (${wallet} wallet)`);
    // The launch token is spent: a reload must not reuse it.
    res.writeHead(303, { location: `/game/${sid}` }).end();
  }

  async function gameState(s: GameSession, res: ServerResponse): Promise<void> {
    if (s.wallet === 'transfer')
      return json(res, 200, {
        success: true,
        value: { balance: store.balance(s.merchantCode, s.vendor, s.playerId).toString() },
      });
    const a = await client.call(s, 'balance', { sessionToken: s.sessionToken, playerId: s.playerId });
    if (!a.body.success)
      return fail(res, 409, a.body.code ?? 'unknown_error', 'Your game session has ended. Open the game again from the lobby.');
    json(res, 200, { success: true, value: { balance: (a.body.value as { balance: string }).balance } });
  }

  async function round(s: GameSession, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = parseJson(await readBody(req));
    const amount = typeof body?.amount === 'string' && /^[1-9]\d{0,14}$/.test(body.amount) ? BigInt(body.amount) : null;
    if (amount === null) return fail(res, 400, 'validation_failed', 'Enter a bet amount.');
    try {
      const r =
        s.wallet === 'transfer' ? playTransferRound(store, s, amount) : await playSeamlessRound(client, outbox, s, amount, log);
      json(res, 200, { success: true, value: r });
    } catch (e) {
      log(`round failed: ${(e as Error).message}`);
      fail(res, 502, 'vendor_unavailable', 'The round could not be completed; see the simulator log.');
    }
  }

  /** The transfer API the platform's simulator adapter calls, signed with the vendor's secret. */
  async function vendorApi(vendor: string, op: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    if (!(await signedBy(vendor, req, raw))) return fail(res, 401, 'invalid_signature', 'Bad signature');
    const parsedOp = Object.entries(TRANSFER_PATHS).find(([, p]) => p === op)?.[0] as keyof typeof transferRequests | undefined;
    if (!parsedOp) return fail(res, 404, 'not_found', 'Not found');
    const parsed = transferRequests[parsedOp].safeParse(parseJson(raw));
    if (!parsed.success) return fail(res, 400, 'validation_failed', 'Bad request');
    const b = parsed.data as Record<string, string>;
    const m = b.merchantCode!;
    switch (parsedOp) {
      case 'transfer': {
        const mode = controls.nextTransfer;
        controls.nextTransfer = null;
        if (mode === 'hang') return hang(res, `transfer ${b.transferId} hangs (not applied)`);
        const t = {
          merchantCode: m,
          vendor,
          transferId: b.transferId!,
          playerId: b.playerId!,
          direction: b.direction as 'in' | 'out',
          amount: b.amount!,
        };
        const a = store.transfer(t, mode === 'fail');
        if (a.kind === 'conflict')
          return fail(res, 409, 'duplicate_transaction', 'This transfer id was used for another transfer');
        log(`transfer ${t.direction} ${t.transferId} of ${t.amount} for ${vendor}: ${a.record.status}`);
        if (mode === 'hang-applied') return hang(res, `transfer ${b.transferId} applied, answer hangs`);
        return json(res, 200, { success: true, value: { status: a.record.status, balance: a.balance.toString() } });
      }
      case 'status': {
        const t = store.transferStatus(m, vendor, b.transferId!);
        return json(res, 200, { success: true, value: { status: t ? t.status : 'not_found' } });
      }
      case 'balance':
        return json(res, 200, { success: true, value: { balance: store.balance(m, vendor, b.playerId!).toString() } });
      case 'bets': {
        const cursor = b.cursor ? Number(b.cursor) : 0;
        const page = store.betsSince(m, vendor, cursor, Number(b.limit ?? 500));
        return json(res, 200, { success: true, value: { bets: page.bets, cursor: String(page.cursor) } });
      }
    }
  }

  function hang(res: ServerResponse, what: string): void {
    log(what);
    const socket = res.socket;
    if (!socket) return;
    hanging.add(socket);
    const timer = setTimeout(() => socket.destroy(), controls.hangMs);
    socket.once('close', () => {
      clearTimeout(timer);
      hanging.delete(socket);
    });
  }

  async function signedBy(vendor: string, req: IncomingMessage, raw: string): Promise<boolean> {
    const ts = header(req, SEAMLESS_HEADERS.timestamp);
    const sig = header(req, SEAMLESS_HEADERS.signature);
    // Only vendor codes get a (cached) secret; lowercase hex only, as the platform signs.
    if (!/^[A-Z0-9_]{2,32}$/.test(vendor) || /[A-F]/.test(sig)) return false;
    // Signed with the secret of the merchant the body names (every transfer API body names one).
    const merchantCode = (parseJson(raw) as { merchantCode?: unknown } | null)?.merchantCode;
    const secret = typeof merchantCode === 'string' ? await secretOf(merchantCode, vendor) : null;
    return !!secret && verifySeamless(secret, ts, sig, raw);
  }

  async function control(req: IncomingMessage, res: ServerResponse, method: string): Promise<void> {
    const from = req.socket.remoteAddress ?? '';
    if (!['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(from)) return fail(res, 403, 'forbidden', 'Only from localhost');
    if (method === 'POST') {
      const b = parseJson(await readBody(req)) ?? {};
      for (const k of ['duplicateRate', 'lostAnswerRate', 'lateRollbackRate'] as const) {
        const v = b[k];
        if (typeof v === 'number' && v >= 0 && v <= 1) controls[k] = v;
      }
      const next = b.nextTransfer;
      if (next === null || next === 'fail' || next === 'hang' || next === 'hang-applied') controls.nextTransfer = next;
      if (typeof b.hangMs === 'number' && b.hangMs >= 0) controls.hangMs = b.hangMs;
      log(`controls: ${JSON.stringify(controls)}`);
    }
    json(res, 200, { success: true, value: controls });
  }

  const server = createServer((req, res) => {
    route(req, res).catch((e: unknown) => {
      log(`error: ${(e as Error).message}`);
      if (!res.headersSent) fail(res, 500, 'unknown_error', 'Simulator error');
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port, opts.host ?? '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${opts.host && opts.host !== '0.0.0.0' ? opts.host : '127.0.0.1'}:${port}`,
    controls,
    store,
    close: async () => {
      clearInterval(retryTimer);
      await outbox.stop();
      await new Promise<void>((resolve) => {
        for (const s of hanging) s.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}

function header(req: IncomingMessage, name: string): string {
  const v = req.headers[name];
  return typeof v === 'string' ? v : '';
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) req.destroy(new Error('body too large'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(raw: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Only an absolute http(s) lobby URL is followed (never javascript: or another scheme). */
function safeLobby(lobby: string, fallback: string): string {
  try {
    const u = new URL(lobby);
    if (u.protocol === 'http:' || u.protocol === 'https:') return u.toString();
  } catch {
    // not absolute
  }
  return fallback;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));
}
function fail(res: ServerResponse, status: number, code: string, message: string): void {
  json(res, status, { success: false, code, message });
}
function html(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(body);
}
