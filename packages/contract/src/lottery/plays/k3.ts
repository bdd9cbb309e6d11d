import type { AnyPlay } from './play.js';

/** The k3 plays (filled in by the plays work of issue 11). */
export const K3_PLAYS: readonly AnyPlay[] = [];
