import type { AnyPlay } from './play.js';

/** The ssc plays (filled in by the plays work of issue 11). */
export const SSC_PLAYS: readonly AnyPlay[] = [];
