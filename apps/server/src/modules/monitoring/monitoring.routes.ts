import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { operatorGuard } from '../operator/index.js';
import { renderMetrics } from './metrics.service.js';

/**
 * GET /metrics on the main port: platform-level operators with monitoring.read only, since the
 * figures span every merchant. Scrapers use METRICS_PORT, a private port served without a check.
 */
export const monitoringRoutes =
  (deps: { db: Db }, subscribers: readonly string[] = []): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.monitoring.metrics,
      { onRequest: operatorGuard(deps, 'monitoring.read', 'platform'), schema: { hide: true } },
      async (_req, reply) => {
        const m = await renderMetrics(deps, subscribers);
        return reply.header('cache-control', 'no-store').type(m.contentType).send(m.body);
      },
    );
  };
