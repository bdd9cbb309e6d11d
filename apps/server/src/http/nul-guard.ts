import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/errors.js';

/** True when a string, or any key or string inside an object or array, holds a NUL character. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

/**
 * PostgreSQL cannot store a NUL character in text (22021) and would answer a 500 after other
 * writes of the request. Refuse it once, before any handler or hook reads the input: the query
 * string and path parameters when the request arrives (the merchant lookup reads the query),
 * the parsed body (JSON or form) before validation.
 */
export function installNulGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (holdsNul(request.query) || holdsNul(request.params)) throw new AppError('validation_failed');
  });
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.body)) throw new AppError('validation_failed');
  });
}
