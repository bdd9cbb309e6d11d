import type { OfficialResult } from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';
import { lockDraw } from './draws.repository.js';
import { answersOf, recordAnswer } from './feed-answers.repository.js';
import type { ResultFeed } from './feeds.js';
import { publishLocked, sameResult } from './intake.service.js';
import * as results from './results.repository.js';

export type FeedOutcome = 'published' | 'pending' | 'closed';

/**
 * The cross-check a feed's answer passes before it settles money. One feed is one party that
 * can be wrong or compromised, so its answer alone never publishes: once two of the game's feeds
 * (`asked`: the source's feeds the platform still configures) have answered the same result, it
 * is version 1 (origin feed, named by those feeds); until then each distinct answer waits as an
 * entry (origin feed, nobody behind it) that any person may approve through the results
 * approval, which also supersedes the others. Under the draw's row lock, so instances and
 * manual approvals take turns; a draw resulted or voided meanwhile takes nothing.
 */
export async function takeFeedAnswer(
  db: Db,
  drawId: string,
  feed: ResultFeed,
  result: OfficialResult,
  asked: readonly ResultFeed[],
  nowMs: number,
): Promise<FeedOutcome> {
  return db.transaction().execute(async (trx) => {
    const draw = await lockDraw(trx, drawId);
    if (!draw || draw.status !== 'open') return 'closed';
    const at = new Date(nowMs);
    await recordAnswer(trx, drawId, feed.id, result, at);
    const names = new Map(asked.map((f) => [f.id, f.name]));
    const alike = (await answersOf(trx, drawId)).filter((a) => names.has(a.feedId) && sameResult(a.result, result));
    if (alike.length >= 2) {
      await publishLocked(trx, draw, result, 'feed', nowMs, alike.map((a) => names.get(a.feedId)).join(' + '));
      return 'published';
    }
    const waiting = await results.pendingFeedResults(trx, drawId);
    if (!waiting.some((w) => sameResult(w, result))) {
      await results.insertEntry(trx, {
        merchantId: draw.merchant_id,
        drawId,
        result,
        origin: 'feed',
        reason: null,
        enteredBy: null,
        enteredName: feed.name,
      });
    }
    return 'pending';
  });
}
