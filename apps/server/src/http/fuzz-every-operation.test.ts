import net from 'node:net';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import type { InjectOptions } from 'fastify';
import { API, isErrorCode } from '@playhouse/contract';
import { SEAMLESS_HEADERS, SEAMLESS_OPS, seamlessRequests, signSeamless } from '@playhouse/contract/server';
import { testPlatform } from '../../test/harness.js';
import { bgsPlayer } from '../../test/helpers/bgs.js';
import {
  badValue,
  LEAF_KINDS,
  leavesOf,
  malformed,
  nested,
  plausible,
  STYLES,
  withLeaf,
  type Known,
  type LeafKind,
  type LeafPath,
  type Style,
} from '../../test/helpers/malformed-inputs.js';
import { seedCatalog, signedInOperator } from '../../test/helpers/operators.js';
import { PAY_PASSWORD, payPlayer, paymentMerchant } from '../../test/helpers/payments.js';
import { pathParamsOf, registeredRoutes, type JsonSchema, type RegisteredRoute } from '../../test/helpers/registered-routes.js';
import { gameSession, vendorSecret } from '../../test/helpers/seamless.js';
import { buildVendor } from '../../test/helpers/transfers.js';

/**
 * Every operation the app registers, sent malformed input (wrong types, missing fields, huge,
 * negative, fractional and 20-digit numbers, "x" for amounts, NUL characters, deep nesting,
 * arrays for objects, unknown enum values, bad path parameters, duplicated query parameters,
 * bodies of the wrong content type), once without credentials and once with credentials that
 * pass the route's guard: no answer may be a 5xx, and a refusal is a 4xx with a code of the
 * error catalogue.
 */

// No external network: a connection anywhere but this machine or the test database fails and is listed.
const dbHost = new URL(inject('adminUrl')).hostname;
const outbound: string[] = [];
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
  const first = args[0] as { host?: string; path?: string } | number | string;
  const host =
    typeof first === 'object' && first !== null
      ? first.path
        ? null
        : (first.host ?? 'localhost')
      : typeof first === 'number'
        ? ((args[1] as string | undefined) ?? 'localhost')
        : null;
  if (host !== null && !['localhost', '127.0.0.1', '::1', dbHost].includes(host)) {
    outbound.push(host);
    process.nextTick(() => this.destroy(new Error(`fuzz: no external network (${host})`)));
    return this;
  }
  return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
} as typeof connect;
afterAll(() => {
  net.Socket.prototype.connect = connect;
});

const t = await testPlatform();
const acme = await paymentMerchant(t.db, 'acme');
await seedCatalog(t.db, { games: 30, merchantIds: [acme.id] });
// The first operator is somebody else, so an id of 1 in a path never names the fuzzing operator.
await signedInOperator(t, 'owner', acme.id);
const platform = await signedInOperator(t, 'owner', null);
const agent = await payPlayer(t.db, acme, { type: 1, balance: 100_000n });
const player = await payPlayer(t.db, acme, { balance: 500_000n, paymentPassword: true, bank: true, uplineId: agent.id });
const bgs = await bgsPlayer(t, acme, 100_000n);
const VENDOR = 'FUZZV';
const vendor = await buildVendor(t.db, VENDOR, 'seamless', [acme.id]);
const secret = await vendorSecret(t.db, VENDOR);
const seamless = await gameSession(t, secret, {
  merchantId: acme.id,
  memberId: player.id,
  vendor: VENDOR,
  gameCode: vendor.gameCode,
});

/**
 * Left out: the balance socket streams (an upgrade to a websocket, not a request and its answer).
 * Every other route, hidden from the OpenAPI document or not, is sent the inputs.
 */
const EXCLUDED = new Set([`GET ${API.wallet.socket}`]);
/** Routes that end the credentials they are called with: run last. */
const ENDS_SESSION = new Set([`POST ${API.session.logout}`, `DELETE ${API.session.logout}`, `POST ${API.operator.logout}`]);

type Auth = 'none' | 'guard';
interface Probe {
  label: string;
  request: { method: InjectOptions['method']; url: string; headers: Record<string, string>; payload?: string };
  /** Seamless calls are signed when sent (the signature carries the time). */
  sign?: boolean;
}

const PATH_VALUES = ['-1', '0', '1e99', '99999999999999999999', '%00', '..%2F..%2Fetc%2Fpasswd', 'x', 'x'.repeat(300)];
const ANONYMOUS_KINDS: Kind[] = ['plausible', 'missing', 'x', 'types', 'nul', 'text'];
type Kind = 'plausible' | 'missing' | LeafKind | 'deep' | 'array' | 'text' | 'badjson' | 'dup';
const ALL_KINDS: Kind[] = ['plausible', 'missing', ...LEAF_KINDS, 'deep', 'array', 'text', 'badjson', 'dup'];
/** The kinds tried on one field at a time. */
const SINGLE_KINDS: LeafKind[] = ['x', 'ids20', 'negative', 'fraction', 'exponent', 'huge', 'types', 'null', 'enum', 'empty'];

interface Shape {
  path: string;
  params: Record<string, JsonSchema | undefined>;
  query: Record<string, JsonSchema | undefined>;
  body: JsonSchema | undefined;
  headers: Record<string, string>;
  known: Known;
}

function credentials(path: string, auth: Auth): Record<string, string> {
  if (auth === 'none') return {};
  if (path.startsWith('/ops/') || path === '/metrics') return { authorization: `Bearer ${platform.token}` };
  if (path.startsWith('/wps/agent/')) return { authorization: `Bearer ${agent.token}` };
  return { authorization: `Bearer ${player.token}` };
}

function shapeOf(route: RegisteredRoute, auth: Auth): Shape {
  const op = route.operation;
  const of = (where: string) =>
    Object.fromEntries((op?.parameters ?? []).filter((p) => p.in === where).map((p) => [p.name, p.schema]));
  const params: Record<string, JsonSchema | undefined> = of('path');
  for (const name of pathParamsOf(route.path)) params[name] ??= undefined;
  // With credentials, the member's own things where a field names them, so inputs get further.
  const own: Known =
    auth === 'guard'
      ? { channel: 'BANK', bankAccountId: player.bankAccountId, paymentPassword: PAY_PASSWORD, amount: '10000', bet: '100' }
      : {};
  const headers: Record<string, string> = { merchant: 'acme', ...credentials(route.path, auth) };
  for (const h of (op?.parameters ?? []).filter((p) => p.in === 'header'))
    if (h.name === 'x-bgs-session' && auth === 'guard') headers[h.name] = bgs.sessionToken;
  return {
    path: route.path,
    params,
    query: of('query'),
    body: op?.requestBody?.content?.['application/json']?.schema,
    headers,
    known:
      route.path.startsWith('/bgs/') && auth === 'guard'
        ? { ...own, sessionToken: bgs.sessionToken }
        : route.path.startsWith('/wps/')
          ? own
          : {},
  };
}

const urlOf = (path: string, params: Record<string, string>, query: URLSearchParams | null) => {
  const filled = path.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => params[name ?? '*'] ?? 'x');
  const qs = query?.toString();
  return qs ? `${filled}?${qs}` : filled;
};

const queryOf = (values: Record<string, unknown>, dup = false) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null) continue;
    const text = typeof v === 'object' ? JSON.stringify(v) : String(v);
    q.append(k, text);
    if (dup) q.append(k, 'x');
  }
  return q;
};

/** The probes of one route: the plausible input first, each kind of bad body and query, then each bad path parameter. */
function probesOf(route: RegisteredRoute, auth: Auth, style: Style = {}): Probe[] {
  const s = shapeOf(route, auth);
  const hasBody = route.method !== 'GET';
  const plainParams = Object.fromEntries(
    Object.entries(s.params).map(([k, schema]) => [k, encodeURIComponent(String(plausible(schema)))]),
  );
  const plainQuery = Object.fromEntries(Object.entries(s.query).map(([k, schema]) => [k, plausible(schema, {}, style)]));
  const plainBody = s.body ? plausible(s.body, s.known, style) : undefined;
  const probes: Probe[] = [];
  const add = (label: string, params: Record<string, string>, query: URLSearchParams | null, body?: string, type?: string) =>
    probes.push({
      label,
      request: {
        method: route.method as InjectOptions['method'],
        url: urlOf(s.path, params, query),
        headers: { ...s.headers, ...(type ? { 'content-type': type } : {}) },
        ...(body === undefined ? {} : { payload: body }),
      },
    });
  const json = 'application/json';
  for (const kind of auth === 'guard' ? ALL_KINDS : ANONYMOUS_KINDS) {
    const leaf = (LEAF_KINDS as readonly string[]).includes(kind) ? (kind as LeafKind) : null;
    const query = leaf
      ? queryOf(Object.fromEntries(Object.entries(s.query).map(([k, schema]) => [k, malformed(leaf, schema, plainQuery[k])])))
      : kind === 'missing'
        ? null
        : queryOf(plainQuery, kind === 'dup');
    if (!hasBody) {
      add(kind, plainParams, query);
      continue;
    }
    if (kind === 'missing') add(kind, plainParams, query);
    else if (kind === 'text') add(kind, plainParams, query, 'x', 'text/plain');
    else if (kind === 'badjson') add(kind, plainParams, query, '{"a":', json);
    else if (kind === 'deep') add(kind, plainParams, query, JSON.stringify(nested(100, 'x')), json);
    else if (kind === 'array') add(kind, plainParams, query, JSON.stringify([plainBody ?? {}]), json);
    else {
      const body = leaf ? malformed(leaf, s.body, plainBody, s.known) : (plainBody ?? {});
      add(kind, plainParams, query, JSON.stringify(body), json);
    }
  }
  if (auth === 'guard') {
    // One field wrong at a time, the rest as the route takes them: the input gets past validation wherever the route lets it.
    const valueAt = (v: unknown, path: LeafPath): unknown =>
      path.reduce<unknown>((o, k) => (o as Record<string | number, unknown> | undefined)?.[k], v);
    if (hasBody && plainBody !== undefined)
      for (const leaf of leavesOf(s.body, plainBody))
        for (const kind of SINGLE_KINDS) {
          const body = withLeaf(plainBody, leaf.path, badValue(kind, leaf.schema, valueAt(plainBody, leaf.path)));
          add(`${kind} at ${leaf.path.join('.')}`, plainParams, queryOf(plainQuery), JSON.stringify(body), json);
        }
    for (const [name, schema] of Object.entries(s.query))
      for (const kind of SINGLE_KINDS) {
        const query = queryOf({ ...plainQuery, [name]: badValue(kind, schema, plainQuery[name]) });
        add(
          `${kind} at ?${name}`,
          plainParams,
          query,
          hasBody ? JSON.stringify(plainBody ?? {}) : undefined,
          hasBody ? json : undefined,
        );
      }
    // Headers: an encryption header on plain input, an unknown merchant, a language nobody speaks.
    const body = hasBody ? JSON.stringify(plainBody ?? {}) : undefined;
    const type = hasBody ? json : undefined;
    const withHeaders = (label: string, headers: Record<string, string>, query = queryOf(plainQuery)) =>
      probes.push({
        label,
        request: {
          method: route.method as InjectOptions['method'],
          url: urlOf(s.path, plainParams, query),
          headers: { ...s.headers, ...(type ? { 'content-type': type } : {}), ...headers },
          ...(body === undefined ? {} : { payload: body }),
        },
      });
    withHeaders('encryption header', { encryption: 'v1' });
    withHeaders('unknown merchant', { merchant: 'x'.repeat(300) });
    withHeaders('odd language', { 'accept-language': 'zz-ZZ;q=x, *;q=-1,,' }, queryOf({ ...plainQuery, lang: 'x'.repeat(200) }));
  }
  if (Object.keys(s.params).length > 0)
    for (const value of auth === 'guard' ? PATH_VALUES : PATH_VALUES.slice(2, 5)) {
      const params = Object.fromEntries(Object.keys(s.params).map((k) => [k, value]));
      add(
        `path ${value.slice(0, 24)}`,
        params,
        queryOf(plainQuery),
        hasBody ? JSON.stringify(plainBody ?? {}) : undefined,
        hasBody ? json : undefined,
      );
    }
  return dedupe(probes);
}

/** The provider API: the body is the seamless protocol's (not in the OpenAPI document); the guard is the signature. */
function seamlessProbes(auth: Auth): Probe[] {
  const probes: Probe[] = [];
  const known: Known = auth === 'guard' ? { sessionToken: seamless.sessionToken, playerId: seamless.playerId } : {};
  for (const op of [...SEAMLESS_OPS, 'x']) {
    const schema = z.toJSONSchema(seamlessRequests[op as keyof typeof seamlessRequests] ?? z.object({})) as JsonSchema;
    const base = plausible(schema, known);
    const url = API.provider.seamless.replace(':vendor', VENDOR).replace(':op', op);
    const bodies: [string, string][] = [
      ['plausible', JSON.stringify(base)],
      ['missing', ''],
      ['badjson', '{"a":'],
      ['deep', JSON.stringify(nested(100, 'x'))],
      ['array', JSON.stringify([base])],
      ['nul escaped', JSON.stringify(base).replace(/"x/g, '"\\u0000x')],
      ...(auth === 'guard'
        ? LEAF_KINDS.map((k): [string, string] => [k, JSON.stringify(malformed(k, schema, base, known))])
        : []),
    ];
    for (const [label, payload] of bodies)
      probes.push({
        label: `${op} ${label}`,
        sign: auth === 'guard',
        request: {
          method: 'POST',
          url,
          headers: {
            'content-type': 'application/json',
            ...(auth === 'none' ? { [SEAMLESS_HEADERS.timestamp]: 'x', [SEAMLESS_HEADERS.signature]: 'f'.repeat(64) } : {}),
          },
          payload,
        },
      });
  }
  for (const value of PATH_VALUES)
    probes.push({
      label: `path ${value.slice(0, 24)}`,
      sign: auth === 'guard',
      request: {
        method: 'POST',
        url: API.provider.seamless.replace(':vendor', value).replace(':op', value),
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      },
    });
  return probes;
}

function dedupe(probes: Probe[]): Probe[] {
  const seen = new Set<string>();
  return probes.filter((p) => {
    const key = JSON.stringify([p.request.method, p.request.url, p.request.headers, p.request.payload]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

let ips = 0;
const offenders: string[] = [];
let sent = 0;

async function send(route: RegisteredRoute, auth: Auth, probe: Probe): Promise<{ status: number; code: string }> {
  const request = { ...probe.request, headers: { ...probe.request.headers } };
  if (probe.sign) {
    const timestamp = String(Date.now());
    request.headers[SEAMLESS_HEADERS.timestamp] = timestamp;
    request.headers[SEAMLESS_HEADERS.signature] = await signSeamless(secret, timestamp, String(request.payload ?? ''));
  }
  // Visitors come from fresh addresses, so per-IP throttles let the input reach the route.
  const remoteAddress = auth === 'none' ? `10.77.${(++ips >> 8) & 255}.${ips & 255}` : '127.0.0.1';
  sent += 1;
  const r = await t.app.inject({ ...request, remoteAddress });
  let code = '';
  try {
    code = (r.json() as { code?: string }).code ?? '';
  } catch {
    code = r.body.slice(0, 80);
  }
  // A 5xx, or a refusal in JSON without a code of the catalogue (HTML pages answer their own way).
  const json = String(r.headers['content-type'] ?? '').includes('json');
  if (r.statusCode >= 500 || (r.statusCode >= 400 && json && !isErrorCode(code))) {
    const payload = typeof request.payload === 'string' ? request.payload.slice(0, 160) : '';
    offenders.push(
      `${route.method} ${route.path} [${auth}, ${probe.label}] ${request.method} ${request.url.slice(0, 160)} ${payload} -> ${r.statusCode} ${code}`,
    );
  }
  return { status: r.statusCode, code };
}

const refusedInput = (a: { status: number; code: string }) => a.status === 400 && a.code === 'validation_failed';

/**
 * One route's probes. With credentials, the plausible input is tried in each style until one
 * passes validation, and the bad inputs are made from that one: they then differ from input
 * the route takes in one way each, and reach past validation where the route lets them.
 */
async function fuzzRoute(route: RegisteredRoute, auth: Auth): Promise<void> {
  if (route.path === API.provider.seamless) {
    for (const probe of seamlessProbes(auth)) await send(route, auth, probe);
    return;
  }
  let style: Style = {};
  const tried = new Set<string>();
  if (auth === 'guard')
    for (const candidate of STYLES) {
      const first = probesOf(route, auth, candidate)[0]!;
      const key = JSON.stringify([first.request.url, first.request.payload]);
      if (tried.has(key)) continue;
      tried.add(key);
      style = candidate;
      if (!refusedInput(await send(route, auth, first))) break;
    }
  for (const probe of probesOf(route, auth, style).slice(auth === 'guard' ? 1 : 0)) await send(route, auth, probe);
}

async function fuzz(routes: RegisteredRoute[], concurrency = 4): Promise<void> {
  const jobs = routes.flatMap((route) => (['none', 'guard'] as const).map((auth) => ({ route, auth })));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      await fuzzRoute(job.route, job.auth);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

const routes = registeredRoutes(t.app).filter((r) => !EXCLUDED.has(`${r.method} ${r.path}`));
const area = (r: RegisteredRoute) =>
  r.path.startsWith('/wps/') ? 'wps' : r.path.startsWith('/ops/') ? 'ops' : /^\/(lgw|lotto)\//.test(r.path) ? 'lottery' : 'other';
const started = Date.now();

describe('a fuzz of every operation', () => {
  it('covers every registered route but the excluded ones, documented or not', () => {
    expect(routes.length).toBeGreaterThan(250);
    expect(routes.filter((r) => r.operation === null).map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([`GET ${API.health}`, 'GET /metrics', 'GET /pay/demo/:orderNo']),
    );
  });

  for (const name of ['ops', 'lottery', 'other', 'wps'])
    it(`answers no 5xx, and refuses with codes of the catalogue: ${name}`, { timeout: 120_000 }, async () => {
      const before = offenders.length;
      await fuzz(routes.filter((r) => area(r) === name && !ENDS_SESSION.has(`${r.method} ${r.path}`)));
      expect(offenders.slice(before)).toEqual([]);
      expect(outbound).toEqual([]);
    });

  it('answers no 5xx, and refuses with codes of the catalogue: the calls that end a session, last', async () => {
    // The credentials lasted through the fuzz (else the guarded probes proved less than they claim).
    expect((await t.call({ url: API.operator.me, merchant: null, token: platform.token })).status).toBe(200);
    expect((await t.call({ url: API.member.info, token: player.token })).status).toBe(200);
    const before = offenders.length;
    await fuzz(
      routes.filter((r) => ENDS_SESSION.has(`${r.method} ${r.path}`)),
      1,
    );
    expect(offenders.slice(before)).toEqual([]);
    expect(outbound).toEqual([]);
    console.info(`fuzz: ${routes.length} operations, ${sent} requests, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
});
