import type { FastifyRequest } from 'fastify';
import { HEADERS } from '@playhouse/contract';
import type { Caller } from '../modules/merchant/index.js';

const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The request as services see it (the Caller type belongs to the merchant module, below HTTP). */
export function callerOf(request: FastifyRequest): Caller {
  const ua = request.headers['user-agent'];
  const device = request.headers[HEADERS.device];
  return {
    merchant: request.merchant,
    ip: request.ip,
    userAgent: typeof ua === 'string' ? ua : undefined,
    device: typeof device === 'string' && DEVICE_ID.test(device) ? device : undefined,
  };
}
