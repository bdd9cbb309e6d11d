import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const feed = (over: Record<string, unknown> = {}) => ({
  id: 'vn-a',
  name: 'VN A',
  url: 'https://feed.example/vn',
  lotteries: ['VN'],
  ...over,
});
const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('result feeds and the outbound allow-list', () => {
  it('reads the platform’s feeds, none by default', () => {
    expect(load({}).LOTTERY_RESULT_FEEDS).toEqual([]);
    expect(load({}).OUTBOUND_ALLOW_CIDRS).toEqual([]);
    const c = load({ LOTTERY_RESULT_FEEDS: JSON.stringify([feed()]), OUTBOUND_ALLOW_CIDRS: '10.20.0.0/16, fd12::/64' });
    expect(c.LOTTERY_RESULT_FEEDS).toEqual([feed()]);
    expect(c.OUTBOUND_ALLOW_CIDRS).toEqual(['10.20.0.0/16', 'fd12::/64']);
  });

  it('refuses a bad list at start, saying what', () => {
    const bad: [Record<string, string>, RegExp][] = [
      [{ LOTTERY_RESULT_FEEDS: 'not json' }, /LOTTERY_RESULT_FEEDS: not JSON/],
      [{ LOTTERY_RESULT_FEEDS: JSON.stringify([feed({ url: 'ftp://feed.example/' })]) }, /LOTTERY_RESULT_FEEDS/],
      [{ LOTTERY_RESULT_FEEDS: JSON.stringify([feed({ lotteries: ['XX'] })]) }, /LOTTERY_RESULT_FEEDS/],
      [{ LOTTERY_RESULT_FEEDS: JSON.stringify([feed(), feed({ url: 'https://other.example/' })]) }, /share an id/],
      // Two ids of one URL would pass the two-feed cross-check with one upstream.
      [{ LOTTERY_RESULT_FEEDS: JSON.stringify([feed(), feed({ id: 'vn-b' })]) }, /share a URL/],
      [{ LOTTERY_RESULT_FEEDS: JSON.stringify([feed({ url: 'http://169.254.169.254/' })]) }, /outside OUTBOUND_ALLOW_CIDRS/],
      [{ OUTBOUND_ALLOW_CIDRS: '10.0.0.0/33' }, /OUTBOUND_ALLOW_CIDRS/],
    ];
    for (const [env, message] of bad) expect(() => load(env), JSON.stringify(env)).toThrow(message);
    // A private feed is fine once the deployment allows its network.
    const env = {
      LOTTERY_RESULT_FEEDS: JSON.stringify([feed({ url: 'http://10.20.1.5/vn' })]),
      OUTBOUND_ALLOW_CIDRS: '10.20.0.0/16',
    };
    expect(load(env).LOTTERY_RESULT_FEEDS).toHaveLength(1);
  });
});

describe('running as one of several servers', () => {
  it('reads TRUST_PROXY as nobody, a hop count or the proxies’ addresses, and refuses anything else', () => {
    expect(load({}).TRUST_PROXY).toBe(false);
    expect(load({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(load({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(load({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.0.2.7']);
    for (const bad of ['0', '11', 'proxy.example', '10.0.0.0/99'])
      expect(() => load({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('runs web, worker or both, and refuses the embedded PostgreSQL in production', () => {
    expect(load({}).PLATFORM_ROLE).toBe('both');
    expect(load({ PLATFORM_ROLE: 'web' }).PLATFORM_ROLE).toBe('web');
    expect(() => load({ PLATFORM_ROLE: 'cron' })).toThrow(/PLATFORM_ROLE/);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'false' })).toThrow(/DATABASE_URL: required in production/);
    expect(
      loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'false', DATABASE_URL: 'postgres://db.example/playhouse' }).DATABASE_URL,
    ).toBe('postgres://db.example/playhouse');
    expect(load({}).CLOCK_SKEW_MAX_MS).toBe(2_000);
  });

  it('sizes its pools and counts its workers of each kind, within bounds', () => {
    const c = load({});
    expect([c.DATABASE_POOL_MAX, c.DATABASE_JOBS_POOL_MAX, c.DATABASE_SESSION_URL]).toEqual([10, 4, undefined]);
    expect([c.JOB_WORKERS, c.TASK_WORKERS, c.EVENT_WORKERS, c.DRAWER_WORKERS, c.EVENT_BATCH]).toEqual([1, 1, 1, 1, 1]);
    const w = load({ EVENT_WORKERS: '4', DRAWER_WORKERS: '0', DATABASE_POOL_MAX: '40' });
    expect([w.EVENT_WORKERS, w.DRAWER_WORKERS, w.DATABASE_POOL_MAX]).toEqual([4, 0, 40]);
    for (const [key, bad] of [
      ['DRAWER_WORKERS', '2'],
      ['EVENT_WORKERS', '-1'],
      ['DATABASE_POOL_MAX', '0'],
      ['DATABASE_SESSION_URL', 'not a url'],
      ['EVENT_BATCH', '0'],
    ] as const)
      expect(() => load({ [key]: bad }), key).toThrow(new RegExp(key));
  });
});
