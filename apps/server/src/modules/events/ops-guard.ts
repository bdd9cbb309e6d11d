import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { authenticateOperator } from '../payments/index.js';

/**
 * The one operator check of the event and monitoring routes (/ops/events/*, /metrics on the main
 * port). Today an operator key (x-operator-key); the operator module's guard replaces it here.
 */
export async function requireOperator(db: Db, request: FastifyRequest): Promise<{ merchantId: string }> {
  const op = await authenticateOperator(db, request);
  return { merchantId: op.merchantId };
}
