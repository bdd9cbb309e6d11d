import type { ResultKind } from '@playhouse/contract/lottery';

/** The draw a source is asked about. */
export interface DrawAsked {
  gameCode: string;
  kind: ResultKind;
  drawNo: string;
  source: string;
}

/**
 * Where an official game's results come from (official_result_sources): asked after the draw
 * time plus its delay, it answers the result as published (checked by the caller against the
 * draw's shape before anything is written) or null when it has none yet.
 */
export interface ResultSource {
  readonly origin: 'feed' | 'simulator';
  fetch(draw: DrawAsked): Promise<unknown>;
}
