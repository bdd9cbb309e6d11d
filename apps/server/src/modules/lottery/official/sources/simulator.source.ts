import { randomInt } from 'node:crypto';
import { RESULT_SHAPES, type OfficialResult } from '@playhouse/contract/lottery';
import type { DrawAsked, ResultSource } from './result-source.js';

/**
 * The demo's result simulator: a plausible result of the draw's shape (every digit uniform, as
 * on a real draw), published on the real schedule. Its results are labelled "simulator" on the
 * board and in the operator's draws, and it is configured per game (official_result_sources):
 * a deployment taking real money points its games at a feed or enters results by hand.
 */
export class SimulatorSource implements ResultSource {
  readonly origin = 'simulator' as const;

  fetch(draw: DrawAsked): Promise<OfficialResult> {
    const out: Record<string, string[]> = {};
    for (const [tier, [count, width]] of Object.entries(RESULT_SHAPES[draw.kind])) {
      out[tier] = Array.from({ length: count }, () => Array.from({ length: width }, () => String(randomInt(10))).join(''));
    }
    return Promise.resolve(out);
  }
}
