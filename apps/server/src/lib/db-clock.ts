import { clockSkew, clockTooFar, type ClockReading } from './start-guards.js';
import type { Db } from '../db/database.js';

/**
 * The database's clock as this process reads it: Date.now() corrected by the skew last measured
 * against PostgreSQL. Deadlines that money or security depend on (code and session expiry,
 * signature skew, grace periods, claim windows) are judged with dbNow(), so servers on several
 * machines judge them alike, and alike with the SQL that uses now(). Until measured (tests, a
 * script) the skew is 0 and dbNow() is Date.now().
 */
const state = { skewMs: 0, rttMs: 0, maxMs: Infinity, measured: false };
/** Readings per measurement: the one with the shortest round trip counts (as NTP does). */
const READINGS = 3;

/** Now on the database's clock (ms since the epoch). */
export const dbNow = (): number => Date.now() - state.skewMs;
/** Now on the database's clock, as a Date. */
export const dbDate = (): Date => new Date(dbNow());

/** The last measured skew, and whether it is beyond the bound (the health check fails then). */
export function dbClockState(): { skewMs: number; tooFar: boolean } {
  return { skewMs: state.skewMs, tooFar: state.measured && clockTooFar(state, state.maxMs) };
}

/**
 * Measures the skew now and every `periodMs` (a clock drifts, NTP steps it). Answers the first
 * measurement and the function that stops the measuring.
 */
export async function startDbClock(
  db: Db,
  opts: {
    maxMs: number;
    periodMs?: number;
    onTooFar?: (skewMs: number) => void;
    /** How a reading is taken (tests give slow or far readings). */
    read?: () => Promise<ClockReading>;
  },
): Promise<{ skewMs: number; stop: () => void }> {
  const read = opts.read ?? (() => clockSkew(db));
  const measure = async () => {
    let best = await read();
    for (let i = 1; i < READINGS && best.rttMs > 20; i++) {
      const r = await read();
      if (r.rttMs < best.rttMs) best = r;
    }
    // A reading less precise than the one held (a loaded moment) does not replace it unless the
    // held one is old news: a later reading of similar precision always does.
    if (state.measured && best.rttMs > 2 * Math.max(state.rttMs, 50)) return;
    Object.assign(state, { skewMs: best.skewMs, rttMs: best.rttMs, maxMs: opts.maxMs, measured: true });
    if (clockTooFar(best, opts.maxMs)) opts.onTooFar?.(best.skewMs);
  };
  await measure();
  const timer = setInterval(() => void measure().catch(() => undefined), opts.periodMs ?? 30_000);
  timer.unref();
  return { skewMs: state.skewMs, stop: () => clearInterval(timer) };
}

/** Back to unmeasured (dbNow() is Date.now() again): for tests that measured a skew on purpose. */
export function forgetDbClock(): void {
  Object.assign(state, { skewMs: 0, rttMs: 0, maxMs: Infinity, measured: false });
}
