import type { AnyPlay } from './play.js';

/** The pk10 plays (filled in by the plays work of issue 11). */
export const PK10_PLAYS: readonly AnyPlay[] = [];
