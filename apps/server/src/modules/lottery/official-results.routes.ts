import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@playhouse/contract';
import {
  lotteryGameCode,
  opsDrawsAnswer,
  opsDrawsQuery,
  pendingResultsAnswer,
  resultApproveAnswer,
  resultEntryAnswer,
  resultEntryBody,
  resultFeedsAnswer,
  resultKindOf,
  resultSourceAnswer,
  resultSourceBody,
  resultSourceChange,
  vnCalendarBody,
} from '@playhouse/contract/lottery';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { dbNow } from '../../lib/db-clock.js';
import { merchantOperatorOf, operatorGuard } from '../operator/index.js';
import { approveResult, enterResult } from './official/intake.service.js';
import { opsDraws, setVnCalendar, vnCalendarOfMerchant } from './official/ops-draws.service.js';
import { pendingEntries } from './official/results.repository.js';
import { feedCatalogOf } from './official/feeds.js';
import { approveResultSource, feedsForGame, proposeResultSource, resultSourceOf } from './official/result-sources.service.js';

/**
 * The operator side of official results (risk role, permission lottery.results; every write
 * audited): enter a result or a correction, approve another person's entry or a feed's answer
 * (four eyes), the entries awaiting approval, every draw's state, a game's result source (the
 * platform's feeds it may pick; proposed by one person, applied once another approves) and the
 * VN station calendar.
 */
export const officialResultsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const now = () => (deps.clock ?? dbNow)();
    const tags = ['operator'];
    const guard = operatorGuard(deps, 'lottery.results');
    // Read at each call: the deployment's feeds and demo mode (config), never the caller's say.
    const catalog = () => feedCatalogOf(deps.config);

    app.post(
      API.operator.lotteryResults,
      { onRequest: guard, schema: { tags, body: resultEntryBody, response: answers(resultEntryAnswer) } },
      async (req) => ok(await enterResult(db, merchantOperatorOf(req), req.body, now())),
    );
    app.get(
      API.operator.lotteryResults,
      { onRequest: guard, schema: { tags, response: answers(pendingResultsAnswer) } },
      async (req) => {
        const rows = await pendingEntries(db, merchantOperatorOf(req).merchantId);
        return ok(
          rows.map((r) => ({
            resultId: r.id,
            gameCode: r.code,
            drawNo: r.draw_no,
            source: r.source,
            kind: resultKindOf(r.lottery, r.source)!,
            result: r.result,
            reason: r.reason,
            origin: r.origin,
            enteredBy: r.entered_name ?? '',
            enteredAt: r.entered_at.toISOString(),
          })),
        );
      },
    );
    app.post(
      API.operator.lotteryResultApprove,
      {
        onRequest: guard,
        schema: { tags, params: z.object({ id: z.string().max(20) }), response: answers(resultApproveAnswer) },
      },
      async (req) => ok(await approveResult(db, merchantOperatorOf(req), req.params.id, now())),
    );
    app.get(
      API.operator.lotteryDraws,
      { onRequest: guard, schema: { tags, querystring: opsDrawsQuery, response: answers(opsDrawsAnswer) } },
      async (req) => ok(await opsDraws(db, merchantOperatorOf(req).merchantId, req.query, now())),
    );
    const gameParams = z.object({ gameCode: lotteryGameCode });
    app.get(
      API.operator.lotteryResultSource,
      { onRequest: guard, schema: { tags, params: gameParams, response: answers(resultSourceAnswer) } },
      async (req) => ok(await resultSourceOf(db, catalog(), merchantOperatorOf(req).merchantId, req.params.gameCode)),
    );
    app.put(
      API.operator.lotteryResultSource,
      { onRequest: guard, schema: { tags, params: gameParams, body: resultSourceBody, response: answers(resultSourceChange) } },
      async (req) => ok(await proposeResultSource(db, catalog(), merchantOperatorOf(req), req.params.gameCode, req.body, now())),
    );
    app.get(
      API.operator.lotteryResultFeeds,
      { onRequest: guard, schema: { tags, params: gameParams, response: answers(resultFeedsAnswer) } },
      async (req) => ok(await feedsForGame(db, catalog(), merchantOperatorOf(req).merchantId, req.params.gameCode)),
    );
    app.post(
      API.operator.lotteryResultSourceApprove,
      {
        onRequest: guard,
        schema: { tags, params: z.object({ id: z.string().max(20) }), response: answers(resultSourceAnswer) },
      },
      async (req) => ok(await approveResultSource(db, catalog(), merchantOperatorOf(req), req.params.id, now())),
    );
    app.get(
      API.operator.lotteryVnCalendar,
      { onRequest: guard, schema: { tags, response: answers(vnCalendarBody) } },
      async (req) => ok(await vnCalendarOfMerchant(db, merchantOperatorOf(req).merchantId)),
    );
    app.put(
      API.operator.lotteryVnCalendar,
      // The calendar's rules (known stations of the right region, no repeats) answer every problem.
      { onRequest: guard, schema: { tags, body: z.unknown(), response: answers(vnCalendarBody) } },
      async (req) => ok(await setVnCalendar(db, merchantOperatorOf(req), req.body)),
    );
  };
