import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, failedEventsPage, failedEventsQuery, retriedEvent, retryEventParams } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { answers, ok } from '../../http/reply.js';
import { failedEvents, retryFailedEvent } from './failed-events.service.js';
import { requireOperator } from './ops-guard.js';

/** Parked event deliveries for operators: list and retry. */
export const eventsRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['operator'];

    app.get(
      API.monitoring.failedEvents,
      { schema: { tags, querystring: failedEventsQuery, response: answers(failedEventsPage) } },
      async (req, reply) => {
        const op = await requireOperator(db, req);
        reply.header('cache-control', 'no-store');
        return ok(await failedEvents(db, op.merchantId, req.query));
      },
    );

    app.post(
      API.monitoring.retryEvent,
      { schema: { tags, params: retryEventParams, response: answers(retriedEvent) } },
      async (req) => {
        const op = await requireOperator(db, req);
        return ok(await retryFailedEvent(db, op.merchantId, req.params.subscriber, req.params.eventId));
      },
    );
  };
