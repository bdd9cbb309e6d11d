import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { dbClockState, dbNow, forgetDbClock, startDbClock } from './db-clock.js';

const t = await testPlatform();

afterEach(() => {
  vi.useRealTimers();
  forgetDbClock();
});

const databaseNow = async () =>
  Number(
    (await sql<{ ms: string }>`SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint::text AS ms`.execute(t.db)).rows[0]!
      .ms,
  );

describe("the database's clock", () => {
  it("judges deadlines on the database's clock when this server's runs 10 s ahead, and fails the health check", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10_000);
    const clock = await startDbClock(t.db, { maxMs: 2_000 });
    clock.stop();
    expect(clock.skewMs).toBeGreaterThan(9_000);
    // A code that expires in 5 s on the database's clock is still good here, though this clock says otherwise.
    const expiresAt = (await databaseNow()) + 5_000;
    expect(Date.now()).toBeGreaterThan(expiresAt);
    expect(dbNow()).toBeLessThan(expiresAt);
    expect(Math.abs(dbNow() - (await databaseNow()))).toBeLessThan(1_000);
    expect(dbClockState().tooFar).toBe(true);
    const health = await t.app.inject({ url: API.health });
    expect([health.statusCode, health.json().value]).toEqual([503, { database: true, clock: false }]);
  });

  it('takes a slow reading (a loaded database) as uncertain: neither a failed health check nor a new skew', async () => {
    const readings = [
      { skewMs: 40, rttMs: 12 },
      // A loaded moment: 2.6 s "behind", known to within 1.75 s.
      { skewMs: -2_600, rttMs: 3_500 },
      { skewMs: -2_600, rttMs: 3_400 },
      { skewMs: -2_700, rttMs: 3_600 },
    ];
    let i = 0;
    const clock = await startDbClock(t.db, { maxMs: 2_000, periodMs: 60_000, read: async () => readings[i++]! });
    clock.stop();
    expect(dbClockState()).toEqual({ skewMs: 40, tooFar: false });
    // The next measurements are slow ones: the precise skew held stays, and the check passes.
    const again = await startDbClock(t.db, { maxMs: 2_000, periodMs: 60_000, read: async () => readings[i++]! });
    again.stop();
    expect(dbClockState()).toEqual({ skewMs: 40, tooFar: false });
    expect((await t.app.inject({ url: API.health })).statusCode).toBe(200);
    // A precise reading far off is believed.
    const far = await startDbClock(t.db, { maxMs: 2_000, periodMs: 60_000, read: async () => ({ skewMs: -9_000, rttMs: 8 }) });
    far.stop();
    expect(dbClockState()).toEqual({ skewMs: -9_000, tooFar: true });
  });

  it('is the process clock until measured, and passes the health check within the bound', async () => {
    expect(Math.abs(dbNow() - Date.now())).toBeLessThanOrEqual(1);
    const clock = await startDbClock(t.db, { maxMs: 2_000 });
    clock.stop();
    expect(dbClockState().tooFar).toBe(false);
    expect((await t.app.inject({ url: API.health })).statusCode).toBe(200);
  });
});
