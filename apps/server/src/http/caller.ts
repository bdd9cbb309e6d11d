import type { FastifyRequest } from 'fastify';
import type { Merchant } from '../modules/merchant/merchant.repository.js';

/** Who is calling: what services need from the request, without HTTP types. */
export interface Caller {
  merchant: Merchant;
  ip: string;
  userAgent: string | undefined;
}

export function callerOf(request: FastifyRequest): Caller {
  const ua = request.headers['user-agent'];
  return { merchant: request.merchant, ip: request.ip, userAgent: typeof ua === 'string' ? ua : undefined };
}
