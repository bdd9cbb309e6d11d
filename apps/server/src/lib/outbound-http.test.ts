import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, literalAddress, OutboundError, outboundHttp, cidrList } from './outbound-http.js';

/** Whether the address a URL names (after the WHATWG parser's normalization) may be reached. */
const publicUrl = (url: string) => {
  const ip = literalAddress(new URL(url));
  if (ip === null) throw new Error(`${url} names no address`);
  return isPublicAddress(ip);
};

describe('the address classifier', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast, unspecified and metadata addresses, however written', () => {
    const refused = [
      'http://127.0.0.1/',
      'http://127.1/',
      'http://0x7f.1/',
      'http://0177.0.0.1/',
      'http://2130706433/',
      'http://127.0.0.1./',
      'http://127.255.255.254/',
      'http://0.0.0.0/',
      'http://0/',
      'http://10.0.0.1/',
      'http://172.16.5.4/',
      'http://172.31.255.255/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.0.1/',
      'http://100.100.100.200/', // Alibaba's metadata, in CGNAT
      'http://192.0.0.192/', // Oracle's metadata
      'http://198.18.0.1/',
      'http://224.0.0.1/',
      'http://239.255.255.250/',
      'http://255.255.255.255/',
      'http://[::1]/',
      'http://[::]/',
      'http://[0:0:0:0:0:0:0:1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:7f00:1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://[::ffff:10.0.0.1]/',
      'http://[::127.0.0.1]/', // IPv4-compatible
      'http://[::8.8.8.8]/', // IPv4-compatible: deprecated, never routed
      'http://[64:ff9b::127.0.0.1]/', // NAT64
      'http://[64:ff9b::a9fe:a9fe]/', // NAT64 of 169.254.169.254
      'http://[64:ff9b:1::1]/', // local-use NAT64
      'http://[2002:7f00:1::]/', // 6to4 of 127.0.0.1
      'http://[2002:c0a8:101::1]/', // 6to4 of 192.168.1.1
      'http://[fd00::1]/',
      'http://[fd00:ec2::254]/', // AWS's IPv6 metadata
      'http://[fc00::1]/',
      'http://[fe80::1]/',
      'http://[fec0::1]/',
      'http://[ff02::1]/',
      'http://[100::1]/',
      'http://[2001::1]/', // Teredo
      'http://[2001:db8::1]/',
    ];
    expect(refused.filter(publicUrl)).toEqual([]);
  });

  it('accepts public addresses', () => {
    const accepted = [
      'http://8.8.8.8/',
      'https://1.1.1.1/',
      'http://100.63.255.255/',
      'http://100.128.0.1/',
      'http://172.32.0.1/',
      'http://[2606:4700:4700::1111]/',
      'http://[::ffff:8.8.8.8]/',
      'http://[64:ff9b::808:808]/',
      'http://[2002:808:808::1]/',
    ];
    expect(accepted.filter((u) => !publicUrl(u))).toEqual([]);
    expect(isPublicAddress('fe80::1%eth0')).toBe(false);
    expect(isPublicAddress('not an address')).toBe(false);
  });

  it('reads an allow-list of CIDRs and refuses a bad one', () => {
    const list = cidrList(['10.20.0.0/16', 'fd12::/64', '127.0.0.2']);
    expect([list.check('10.20.3.4', 'ipv4'), list.check('10.21.0.1', 'ipv4')]).toEqual([true, false]);
    expect(list.check('fd12::5', 'ipv6')).toBe(true);
    expect(list.check('127.0.0.2', 'ipv4')).toBe(true);
    for (const bad of ['10.0.0.0/33', 'example.com/8', '10.0.0.0/x', '']) expect(() => cidrList([bad])).toThrow();
  });
});

describe('the outbound client', () => {
  let hits = 0;
  let answer: (res: import('node:http').ServerResponse) => void = (res) => res.end('{"ok":true}');
  // The target an attacker would aim at: a local service (the server's /metrics, its PostgreSQL).
  const target: Server = createServer((_req, res) => {
    hits++;
    answer(res);
  });
  // A public-looking feed that redirects to it, reachable only because its address is allowed.
  let redirectorHits = 0;
  let targetPort = 0;
  const redirector: Server = createServer((_req, res) => {
    redirectorHits++;
    res.writeHead(302, { location: `http://127.0.0.1:${targetPort}/metrics` }).end();
  });
  let redirectorPort = 0;

  beforeAll(async () => {
    await new Promise<void>((r) => target.listen(0, '127.0.0.1', () => r()));
    targetPort = (target.address() as AddressInfo).port;
    await new Promise<void>((r) => redirector.listen(0, '127.0.0.2', () => r()));
    redirectorPort = (redirector.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((r) => target.close(() => r()));
    await new Promise<void>((r) => redirector.close(() => r()));
  });

  const refusal = async (p: Promise<unknown>) => {
    try {
      await p;
      return 'answered';
    } catch (err) {
      return err instanceof OutboundError ? err.reason : String(err);
    }
  };

  it('refuses loopback, private and metadata targets, by address or by name, without connecting', async () => {
    const http = outboundHttp();
    const urls = [
      `http://127.0.0.1:${targetPort}/metrics`,
      `http://127.1:${targetPort}/metrics`,
      `http://0x7f.1:${targetPort}/metrics`,
      `http://[::1]:${targetPort}/`,
      `http://[::ffff:127.0.0.1]:${targetPort}/`,
      `http://localhost:${targetPort}/metrics`, // a name that resolves to loopback
      'http://10.1.2.3/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
    ];
    const reasons = await Promise.all(urls.map((u) => refusal(http.get(u, { timeoutMs: 2000 }))));
    expect(reasons).toEqual(urls.map(() => 'address'));
    expect(hits).toBe(0);
  });

  it('refuses a name whose addresses include a refused one, and connects to the address it checked', async () => {
    const seen: string[] = [];
    const probe: Server = createServer((req, res) => {
      seen.push(req.headers.host!);
      res.end('{}');
    });
    await new Promise<void>((r) => probe.listen(0, '127.0.0.2', () => r()));
    const port = (probe.address() as AddressInfo).port;
    try {
      const mixed = outboundHttp({
        allowCidrs: ['127.0.0.2/32'],
        resolve: async () => [
          { address: '127.0.0.2', family: 4 },
          { address: '127.0.0.1', family: 4 },
        ],
      });
      expect(await refusal(mixed.get(`http://feed.example:${port}/`))).toBe('address');
      // DNS answers the allowed address once, then loopback: the connection keeps the checked one.
      let calls = 0;
      const rebinding = outboundHttp({
        allowCidrs: ['127.0.0.2/32'],
        resolve: async () => [{ address: calls++ === 0 ? '127.0.0.2' : '127.0.0.1', family: 4 }],
      });
      const r = await rebinding.getJson(`http://feed.example:${port}/`);
      expect(r.status).toBe(200);
      expect(seen).toEqual([`feed.example:${port}`]); // the name kept as Host
      expect(hits).toBe(0);
    } finally {
      await new Promise<void>((r) => probe.close(() => r()));
    }
  });

  it('never follows a redirect, to loopback or anywhere', async () => {
    const http = outboundHttp({ allowCidrs: ['127.0.0.2/32'] });
    expect(await refusal(http.get(`http://127.0.0.2:${redirectorPort}/results`))).toBe('redirect');
    expect([redirectorHits, hits]).toEqual([1, 0]);
  });

  it('reaches an allowed private address, and cuts off an answer past its size or its deadline', async () => {
    const http = outboundHttp({ allowCidrs: ['127.0.0.1/32'] });
    expect(await http.getJson(`http://127.0.0.1:${targetPort}/`)).toEqual({ status: 200, json: { ok: true } });
    expect(hits).toBe(1);
    answer = (res) => res.end('x'.repeat(10_000));
    expect(await refusal(http.get(`http://127.0.0.1:${targetPort}/`, { maxBytes: 1000 }))).toBe('too_large');
    answer = (res) => {
      res.writeHead(200);
      res.write('x'.repeat(600));
      res.write('x'.repeat(600));
      setTimeout(() => res.end(), 5);
    };
    expect(await refusal(http.get(`http://127.0.0.1:${targetPort}/`, { maxBytes: 1000 }))).toBe('too_large');
    answer = () => {}; // never answers
    expect(await refusal(http.get(`http://127.0.0.1:${targetPort}/`, { timeoutMs: 50 }))).toBe('timeout');
    expect(await refusal(http.get(`ftp://127.0.0.1:${targetPort}/`))).toBe('scheme');
  });
});
