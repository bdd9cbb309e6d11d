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

  it('is the process clock until measured, and passes the health check within the bound', async () => {
    expect(Math.abs(dbNow() - Date.now())).toBeLessThanOrEqual(1);
    const clock = await startDbClock(t.db, { maxMs: 2_000 });
    clock.stop();
    expect(dbClockState().tooFar).toBe(false);
    expect((await t.app.inject({ url: API.health })).statusCode).toBe(200);
  });
});
