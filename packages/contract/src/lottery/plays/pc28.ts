import type { AnyPlay } from './play.js';

/** The pc28 plays (filled in by the plays work of issue 11). */
export const PC28_PLAYS: readonly AnyPlay[] = [];
