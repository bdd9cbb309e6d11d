import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { requireOperator } from '../events/index.js';
import { renderMetrics } from './metrics.service.js';

/** GET /metrics on the main port: only with the operator check (METRICS_PORT serves it without, off the public port). */
export const monitoringRoutes =
  (deps: { db: Db }, subscribers: readonly string[] = []): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(API.monitoring.metrics, { schema: { hide: true } }, async (req, reply) => {
      await requireOperator(deps.db, req);
      const m = await renderMetrics(deps, subscribers);
      return reply.header('cache-control', 'no-store').type(m.contentType).send(m.body);
    });
  };
