import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, failedEventsPage, failedEventsQuery, retriedEvent, retryEventParams } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { merchantOperatorOf, operatorGuard } from '../operator/index.js';
import { answers, ok } from '../../http/reply.js';
import { failedEvents, retryFailedEvent } from './failed-events.service.js';

/** Parked event deliveries of the operator's merchant: list (monitoring.read) and retry (events.manage). */
export const eventsRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['operator'];

    app.get(
      API.monitoring.failedEvents,
      {
        onRequest: operatorGuard(deps, 'monitoring.read'),
        schema: { tags, querystring: failedEventsQuery, response: answers(failedEventsPage) },
      },
      async (req, reply) => {
        const op = merchantOperatorOf(req);
        reply.header('cache-control', 'no-store');
        return ok(await failedEvents(db, op.merchantId, req.query));
      },
    );

    app.post(
      API.monitoring.retryEvent,
      {
        onRequest: operatorGuard(deps, 'events.manage'),
        schema: { tags, params: retryEventParams, response: answers(retriedEvent) },
      },
      async (req) => {
        const op = merchantOperatorOf(req);
        return ok(await retryFailedEvent(db, op.merchantId, req.params.subscriber, req.params.eventId));
      },
    );
  };
