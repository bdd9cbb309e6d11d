import type { AnyPlay } from './play.js';

/** The 11x5 plays (filled in by the plays work of issue 11). */
export const ELEVEN_FIVE_PLAYS: readonly AnyPlay[] = [];
