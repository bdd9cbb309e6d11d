import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, opsDashboard } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { merchantOperatorOf, operatorGuard } from '../operator/index.js';
import { dashboardFor, dashboardOf } from './dashboard.service.js';
import { opsLiveSocket } from './ops-live.socket.js';

/** The console's live feed (the websocket of the queues' counts and the dashboard) and the dashboard read once. */
export const opsLiveRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await opsLiveSocket(app, deps);
    app.get(
      API.operator.dashboard,
      { onRequest: operatorGuard(deps, null), schema: { tags: ['operator'], response: answers(opsDashboard) } },
      async (req) => {
        const op = merchantOperatorOf(req);
        return ok(dashboardFor(await dashboardOf(deps.db, op.merchant), op.permissions));
      },
    );
  };
