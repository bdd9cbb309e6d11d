import { sql } from 'kysely';

/**
 * Sales close by the database's clock, read when the draw is held (clock_timestamp(): the
 * statement's time, not the transaction's start), so every instance judges a close alike and a
 * bet that waited for a lock is judged when it got it. `shiftMs` is 0 but in tests that fix the
 * app's clock (deps.clock), which move the database's by the same distance.
 */
export const dbNow = (shiftMs: number) => sql`(clock_timestamp() + ${shiftMs}::float8 * interval '1 millisecond')`;

/** The shift a route passes down: how far the app's fixed clock (tests) is from the real one. */
export const salesClockShift = (clock: (() => number) | undefined) => (clock ? clock() - Date.now() : 0);
