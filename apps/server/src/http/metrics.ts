import type { FastifyInstance } from 'fastify';
import { httpRequestDuration } from '../core/metrics.js';

/**
 * Request latency by route pattern (`/wps/member/bankAccounts/:id`, never the raw URL, so ids
 * and query strings do not multiply the series) and status. Unmatched URLs share one label.
 */
export function observeRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    httpRequestDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}
