import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * The one HTTP client for calls the server makes because configuration names a URL (official
 * result feeds, the drand beacon). Such a URL must never reach the server's own network: the
 * host is resolved first, every address it resolves to must be public (or inside the
 * deployment's OUTBOUND_ALLOW_CIDRS), and the connection goes to the address that was checked
 * (a custom `lookup`, so a DNS answer that changes between the check and the connect changes
 * nothing; TLS still verifies the name). Redirects are not followed (a 3xx is an error), every
 * call has a deadline, and an answer past `maxBytes` is cut off.
 */

export type OutboundFailure = 'scheme' | 'address' | 'redirect' | 'too_large' | 'timeout' | 'status';

export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

// IPv4 ranges that are not the public internet: this network and unspecified, private, CGNAT
// (and cloud metadata at 100.100.100.200), loopback, link-local (metadata at 169.254.169.254),
// IETF and documentation blocks (Oracle's metadata at 192.0.0.192), 6to4 relays, benchmarking,
// multicast, reserved and broadcast.
const NOT_PUBLIC_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
// IPv6: only global unicast (2000::/3) is public, minus the IETF block (Teredo, ORCHID …) and
// documentation. Everything else (::, ::1, IPv4-compatible ::/96, ULA fc00::/7 with AWS's
// metadata fd00:ec2::254, link-local, multicast, discard, local NAT64) is refused; the forms
// that carry an IPv4 address (mapped, NAT64 64:ff9b::/96, 6to4) are judged by that address.
const NOT_PUBLIC_V6: [string, number][] = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['3fff::', 20],
];

const notPublic = new BlockList();
for (const [a, p] of NOT_PUBLIC_V4) notPublic.addSubnet(a, p, 'ipv4');
for (const [a, p] of NOT_PUBLIC_V6) notPublic.addSubnet(a, p, 'ipv6');
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/** The 8 groups of an IPv6 address (a zone id dropped, a trailing dotted quad read as two groups). */
function groupsOf(ip: string): number[] {
  let s = ip.split('%')[0]!.toLowerCase();
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(s);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    s = `${s.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = s.includes('::') ? s.split('::') : [s, undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const h = parse(head);
  const t = parse(tail);
  return tail === undefined ? h : [...h, ...Array<number>(8 - h.length - t.length).fill(0), ...t];
}

const v4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/** The IPv4 address an IPv6 address carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16), if any. */
function embeddedV4(ip: string): string | null {
  const g = groupsOf(ip);
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zero(0, 5) && g[5] === 0xffff) return v4Of(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return v4Of(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4Of(g[1]!, g[2]!);
  return null;
}

/** Whether an IP address (v4 or v6, as resolved or written in a URL without brackets) is on the public internet. */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return !notPublic.check(ip, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedV4(ip);
  if (v4 !== null) return isPublicAddress(v4);
  const bare = ip.split('%')[0]!;
  return globalUnicast.check(bare, 'ipv6') && !notPublic.check(bare, 'ipv6');
}

/**
 * The IP address a URL's host names literally, else null (a name to resolve). The WHATWG parser
 * has already normalized the IPv4 spellings (127.1, 0x7f.1, 2130706433, 0177.0.0.1) and IPv6
 * ones ([::ffff:127.0.0.1] is [::ffff:7f00:1]).
 */
export function literalAddress(url: URL): string | null {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return isIP(host) ? host : null;
}

export interface OutboundOptions {
  /** CIDRs reachable although not public (a feed on the deployment's private network). */
  allowCidrs?: readonly string[];
  /** Resolves a name to its addresses; tests replace DNS with it. */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

export interface OutboundRequest {
  headers?: Record<string, string>;
  /** The whole call, connect included (default 5 s). */
  timeoutMs?: number;
  /** The most answer bytes read (default 1 MiB). */
  maxBytes?: number;
}

export interface OutboundAnswer {
  status: number;
  contentType: string | undefined;
  body: Buffer;
}

export interface OutboundHttp {
  /** GET `url`: its answer (any status but a redirect), or OutboundError. */
  get(url: string | URL, req?: OutboundRequest): Promise<OutboundAnswer>;
  /** GET `url` asking for JSON: its status and parsed body (undefined when empty or not JSON). */
  getJson(url: string | URL, req?: OutboundRequest): Promise<{ status: number; json: unknown }>;
}

/** Parses "10.1.0.0/16, fd00::/8, 192.168.1.5" into a BlockList; throws on a bad entry. */
export function cidrList(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const raw of cidrs) {
    const [address = '', prefix] = raw.trim().split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    const bits = prefix === undefined ? max : Number(prefix);
    if (!family || !Number.isInteger(bits) || bits < 0 || bits > max || (prefix !== undefined && !/^\d+$/.test(prefix))) {
      throw new Error(`not a CIDR: ${raw}`);
    }
    list.addSubnet(address, bits, family === 4 ? 'ipv4' : 'ipv6');
  }
  return list;
}

const systemResolve = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

export function outboundHttp(opts: OutboundOptions = {}): OutboundHttp {
  const allowed = cidrList(opts.allowCidrs ?? []);
  const resolve = opts.resolve ?? systemResolve;
  const permitted = (ip: string) => isPublicAddress(ip) || allowed.check(ip.split('%')[0]!, isIP(ip) === 4 ? 'ipv4' : 'ipv6');

  /** The one address the call connects to: every address of the host checked, the first taken. */
  async function target(url: URL): Promise<{ address: string; family: number }> {
    const literal = literalAddress(url);
    const found = literal ? [{ address: literal, family: isIP(literal) }] : await resolve(url.hostname);
    if (found.length === 0) throw new OutboundError('address', `${url.hostname} resolves to nothing`);
    const refused = found.find((a) => !permitted(a.address));
    if (refused) throw new OutboundError('address', `${url.hostname} resolves to ${refused.address}, which is not public`);
    return found[0]!;
  }

  async function get(input: string | URL, req: OutboundRequest = {}): Promise<OutboundAnswer> {
    const url = new URL(input);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundError('scheme', `not http(s): ${url.protocol}`);
    const timeoutMs = req.timeoutMs ?? 5_000;
    const maxBytes = req.maxBytes ?? 1 << 20;
    const deadline = AbortSignal.timeout(timeoutMs);
    const pinned = await target(url);
    if (deadline.aborted) throw new OutboundError('timeout', `no answer from ${url.host} within ${timeoutMs} ms`);
    // The checked address, whatever DNS would answer now (node asks with all: true when it races families).
    const lookup: LookupFunction = (_host, options, done) => {
      const cb = done as (err: Error | null, address: string | { address: string; family: number }[], family?: number) => void;
      if (options.all) cb(null, [pinned]);
      else cb(null, pinned.address, pinned.family);
    };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<OutboundAnswer>((resolvePromise, reject) => {
      const fail = (err: OutboundError) => {
        request.destroy(err);
        reject(err);
      };
      const request = client.request(
        url,
        { method: 'GET', headers: req.headers ?? {}, lookup, agent: false, signal: deadline, timeout: timeoutMs },
        (res: IncomingMessage) => {
          let ended = false;
          res.on('error', (err) => reject(deadline.aborted ? timedOut() : err));
          // Cut off mid-answer (deadline, size, peer gone): never left waiting.
          res.on('close', () => {
            if (!ended) reject(deadline.aborted ? timedOut() : new Error(`${url.host} closed the answer early`));
          });
          const status = res.statusCode ?? 0;
          if (status >= 300 && status < 400) {
            return fail(new OutboundError('redirect', `${url.host} answered ${status} (redirects are not followed)`));
          }
          const length = Number(res.headers['content-length'] ?? 0);
          if (length > maxBytes) return fail(new OutboundError('too_large', `${url.host} answered ${length} bytes`));
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) fail(new OutboundError('too_large', `${url.host} answered more than ${maxBytes} bytes`));
            else chunks.push(chunk);
          });
          res.on('end', () => {
            ended = true;
            resolvePromise({ status, contentType: res.headers['content-type'], body: Buffer.concat(chunks) });
          });
        },
      );
      const timedOut = () => new OutboundError('timeout', `no answer from ${url.host} within ${timeoutMs} ms`);
      request.on('timeout', () => fail(timedOut()));
      request.on('error', (err) => reject(deadline.aborted ? timedOut() : err));
      request.end();
    });
  }

  return {
    get,
    async getJson(url, req = {}) {
      const answer = await get(url, { ...req, headers: { accept: 'application/json', ...(req.headers ?? {}) } });
      const text = answer.body.toString('utf8');
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      return { status: answer.status, json };
    },
  };
}
