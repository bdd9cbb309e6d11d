import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@playhouse/contract';
import {
  opsDrawsAnswer,
  opsDrawsQuery,
  pendingResultsAnswer,
  resultApproveAnswer,
  resultEntryAnswer,
  resultEntryBody,
  resultKindOf,
  vnCalendarBody,
} from '@playhouse/contract/lottery';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { merchantOperatorOf, operatorGuard } from '../operator/index.js';
import { approveResult, enterResult } from './official/intake.service.js';
import { opsDraws, setVnCalendar, vnCalendarOfMerchant } from './official/ops-draws.service.js';
import { pendingEntries } from './official/results.repository.js';

/**
 * The operator side of official results (risk role, permission lottery.results; every write
 * audited): enter a result or a correction, approve another operator's entry (four eyes), the
 * entries awaiting approval, every draw's state, and the VN station calendar.
 */
export const officialResultsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const now = () => (deps.clock ?? Date.now)();
    const tags = ['operator'];
    const guard = operatorGuard(deps, 'lottery.results');

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
