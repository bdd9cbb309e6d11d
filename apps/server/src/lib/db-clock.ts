import { clockSkew, clockTooFar } from './start-guards.js';
import type { Db } from '../db/database.js';

/**
 * The database's clock as this process reads it: Date.now() corrected by the skew last measured
 * against PostgreSQL. Deadlines that money or security depend on (code and session expiry,
 * signature skew, grace periods, claim windows) are judged with dbNow(), so servers on several
 * machines judge them alike, and alike with the SQL that uses now(). Until measured (tests, a
 * script) the skew is 0 and dbNow() is Date.now().
 */
const state = { skewMs: 0, maxMs: Infinity, measured: false };

/** Now on the database's clock (ms since the epoch). */
export const dbNow = (): number => Date.now() - state.skewMs;
/** Now on the database's clock, as a Date. */
export const dbDate = (): Date => new Date(dbNow());

/** The last measured skew, and whether it is beyond the bound (the health check fails then). */
export function dbClockState(): { skewMs: number; tooFar: boolean } {
  return { skewMs: state.skewMs, tooFar: state.measured && clockTooFar(state.skewMs, state.maxMs) };
}

/**
 * Measures the skew now and every `periodMs` (a clock drifts, NTP steps it). Answers the first
 * measurement and the function that stops the measuring.
 */
export async function startDbClock(
  db: Db,
  opts: { maxMs: number; periodMs?: number; onTooFar?: (skewMs: number) => void },
): Promise<{ skewMs: number; stop: () => void }> {
  const measure = async () => {
    state.skewMs = await clockSkew(db);
    state.maxMs = opts.maxMs;
    state.measured = true;
    if (clockTooFar(state.skewMs, opts.maxMs)) opts.onTooFar?.(state.skewMs);
  };
  await measure();
  const timer = setInterval(() => void measure().catch(() => undefined), opts.periodMs ?? 30_000);
  timer.unref();
  return { skewMs: state.skewMs, stop: () => clearInterval(timer) };
}

/** Back to unmeasured (dbNow() is Date.now() again): for tests that measured a skew on purpose. */
export function forgetDbClock(): void {
  Object.assign(state, { skewMs: 0, maxMs: Infinity, measured: false });
}
