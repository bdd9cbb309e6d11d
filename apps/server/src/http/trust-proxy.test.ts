import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { trustProxyOf } from './app.js';

/** The address per-IP limits count, as Fastify reads it under each TRUST_PROXY. */
async function clientIp(trust: string, remoteAddress: string, forwarded?: string): Promise<string> {
  const app = Fastify({ trustProxy: trustProxyOf(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: trust }).TRUST_PROXY) });
  app.get('/ip', async (req) => ({ ip: req.ip }));
  const r = await app.inject({ url: '/ip', remoteAddress, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} });
  await app.close();
  return (r.json() as { ip: string }).ip;
}

describe('the client address behind the balancer', () => {
  // The client wrote "6.6.6.6" itself; the balancer (10.0.0.5) appended the address it saw.
  const spoofed = '6.6.6.6, 203.0.113.9';

  it('is the connection without trust, whatever the header says', async () => {
    expect(await clientIp('false', '203.0.113.9', '6.6.6.6')).toBe('203.0.113.9');
  });

  it('is what our proxies saw, never what the client wrote, by hop count or by the proxies’ addresses', async () => {
    expect(await clientIp('1', '10.0.0.5', spoofed)).toBe('203.0.113.9');
    expect(await clientIp('10.0.0.0/8', '10.0.0.5', spoofed)).toBe('203.0.113.9');
    // Two proxies (HAProxy in front of a second hop): each appended what it saw.
    expect(await clientIp('2', '10.0.0.6', `${spoofed}, 10.0.0.5`)).toBe('203.0.113.9');
    expect(await clientIp('10.0.0.5, 10.0.0.6', '10.0.0.6', `${spoofed}, 10.0.0.5`)).toBe('203.0.113.9');
    // A connection not from a listed proxy is the client itself.
    expect(await clientIp('10.0.0.0/8', '198.51.100.4', spoofed)).toBe('198.51.100.4');
  });
});
