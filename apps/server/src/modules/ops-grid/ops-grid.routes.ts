import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  GRID_READ_PERMISSION,
  idParams,
  opsBulkBody,
  opsCount,
  opsExportBody,
  opsTask,
  opsTaskList,
  opsView,
  opsViewBody,
  opsViewQuery,
} from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { PRIVATE_NO_STORE } from '../../http/cache.js';
import { answers, ok } from '../../http/reply.js';
import { merchantOperatorOf, operatorGuard, operatorNeeds } from '../operator/index.js';
import { exportFile, myTask, myTasks, startBulk, startExport } from './tasks.service.js';
import { myViews, removeView, saveView } from './views.service.js';
import { countOf } from './count.service.js';

/**
 * The console grid's calls: saved views, and background tasks (exports, bulk actions) over
 * everything a list's filter matches. Each is the calling operator's own; a list's read
 * permission (GRID_READ_PERMISSION) is checked once the list named is known.
 */
export const opsGridRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['operator'];
    const anyOperator = operatorGuard(deps, null);
    const readsList = operatorNeeds(deps, (req) => {
      const list = ((req.body ?? req.query) as { list: keyof typeof GRID_READ_PERMISSION }).list;
      return [GRID_READ_PERMISSION[list]];
    });

    app.get(
      API.operator.views,
      {
        onRequest: anyOperator,
        preHandler: readsList,
        schema: { tags, querystring: opsViewQuery, response: answers(z.array(opsView)) },
      },
      async (req) => ok(await myViews(db, merchantOperatorOf(req), req.query.list)),
    );
    app.post(
      API.operator.views,
      { onRequest: anyOperator, preHandler: readsList, schema: { tags, body: opsViewBody, response: answers(opsView) } },
      async (req) => ok(await saveView(db, merchantOperatorOf(req), req.body)),
    );
    app.delete(
      API.operator.view,
      { onRequest: anyOperator, schema: { tags, params: idParams, response: answers(z.null()) } },
      async (req) => {
        await removeView(db, merchantOperatorOf(req), req.params.id);
        return ok(null);
      },
    );

    app.post(
      API.operator.gridCount,
      { onRequest: anyOperator, preHandler: readsList, schema: { tags, body: opsExportBody, response: answers(opsCount) } },
      async (req) => ok(await countOf(db, merchantOperatorOf(req), req.body)),
    );
    app.post(
      API.operator.exportTask,
      { onRequest: anyOperator, preHandler: readsList, schema: { tags, body: opsExportBody, response: answers(opsTask) } },
      async (req) => ok(await startExport(deps, merchantOperatorOf(req), req.body)),
    );
    app.post(
      API.operator.bulkTask,
      {
        onRequest: operatorGuard(deps, 'members.manage'),
        preHandler: readsList,
        schema: { tags, body: opsBulkBody, response: answers(opsTask) },
      },
      async (req) => ok(await startBulk(deps, merchantOperatorOf(req), req.body)),
    );
    app.get(API.operator.tasks, { onRequest: anyOperator, schema: { tags, response: answers(opsTaskList) } }, async (req) =>
      ok(await myTasks(db, merchantOperatorOf(req))),
    );
    app.get(
      API.operator.task,
      { onRequest: anyOperator, schema: { tags, params: idParams, response: answers(opsTask) } },
      async (req) => ok(await myTask(db, merchantOperatorOf(req), req.params.id)),
    );
    app.get(API.operator.taskFile, { onRequest: anyOperator, schema: { tags, params: idParams } }, async (req, reply) => {
      const file = await exportFile(db, merchantOperatorOf(req), req.params.id);
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${file.name}"`,
          'cache-control': PRIVATE_NO_STORE,
          'x-content-type-options': 'nosniff',
        })
        .send(file.body);
    });
  };
