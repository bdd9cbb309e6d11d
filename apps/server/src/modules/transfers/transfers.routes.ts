import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  transferHistoryAnswer,
  transferHistoryQuery,
  walletRecallAllResult,
  walletTransferRequest,
  walletTransferResult,
} from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { authenticate } from '../session/index.js';
import { PRIVATE_NO_STORE } from '../../http/cache.js';
import { answers, ok } from '../../http/reply.js';
import { transferHistory } from './transfer-history.service.js';
import { recallAll, walletTransfer } from './transfers.service.js';

/** Main <-> vendor wallet transfers (spec §7 transferFund). Real accounts only: a trial has no money to move. */
export const transfersRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['wallet'];

    app.post(
      API.wallet.transfer,
      { schema: { tags, body: walletTransferRequest, response: answers(walletTransferResult) } },
      async (req) => {
        const s = await authenticate(deps.db, req, { realAccount: true });
        return ok(await walletTransfer(deps, { merchant: req.merchant, memberId: s.memberId }, req.body));
      },
    );

    app.post(
      API.wallet.recallAll,
      { schema: { tags, body: z.object({}).nullish(), response: answers(walletRecallAllResult) } },
      async (req) => {
        const s = await authenticate(deps.db, req, { realAccount: true });
        return ok(await recallAll(deps, { merchant: req.merchant, memberId: s.memberId }));
      },
    );

    // Only the member's own transfers, of the request's merchant (the session is looked up by both).
    app.get(
      API.wallet.transfers,
      { schema: { tags, querystring: transferHistoryQuery, response: answers(transferHistoryAnswer) } },
      async (req, reply) => {
        const s = await authenticate(deps.db, req, { realAccount: true });
        reply.headers({ 'cache-control': PRIVATE_NO_STORE });
        return ok(
          await transferHistory(
            deps.db,
            { merchantId: req.merchant.id, memberId: s.memberId, timeZone: req.merchant.timeZone },
            req.query,
          ),
        );
      },
    );
  };
