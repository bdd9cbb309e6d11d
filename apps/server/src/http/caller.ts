import type { FastifyRequest } from 'fastify';
import type { Caller } from '../modules/merchant/index.js';

/** The request as services see it (the Caller type belongs to the merchant module, below HTTP). */
export function callerOf(request: FastifyRequest): Caller {
  const ua = request.headers['user-agent'];
  return { merchant: request.merchant, ip: request.ip, userAgent: typeof ua === 'string' ? ua : undefined };
}
