import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/errors.js';

/**
 * How deep a request's input may nest. No contract schema comes near it; deeper input is
 * refused, since later steps recurse through it (serializing to jsonb, PostgreSQL's own
 * parser, which stops at its stack limit) and would fail with a 500.
 */
export const MAX_INPUT_DEPTH = 64;

/**
 * What is wrong with a piece of input for storage: a NUL character in a string or a key at any
 * depth ('nul'), nesting deeper than MAX_INPUT_DEPTH ('too_deep'), or nothing (null).
 * Iterative, so no input can exhaust the stack; raw bodies (strings, buffers) are read as they are.
 */
export function inputProblem(value: unknown): 'nul' | 'too_deep' | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return 'nul';
      continue;
    }
    if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v)) continue;
    if (depth >= MAX_INPUT_DEPTH) return 'too_deep';
    if (Array.isArray(v)) {
      for (const item of v) stack.push([item, depth + 1]);
      continue;
    }
    for (const [k, item] of Object.entries(v)) {
      if (k.includes('\u0000')) return 'nul';
      stack.push([item, depth + 1]);
    }
  }
  return null;
}

/** Throws 400 validation_failed for input with a NUL character or nested too deep (see inputProblem). */
export function refuseBadInput(value: unknown): void {
  refuse(inputProblem(value));
}

function refuse(problem: 'nul' | 'too_deep' | null): void {
  if (problem === 'too_deep')
    throw new AppError('validation_failed', [
      { field: '', key: 'validation_failed', params: { detail: `nested deeper than ${MAX_INPUT_DEPTH} levels` } },
    ]);
  if (problem) throw new AppError('validation_failed');
}

/**
 * PostgreSQL cannot store a NUL character in text (22021) nor in jsonb (22P05) and would answer
 * a 500 after other writes of the request. Refuse it once, before any handler or hook reads the
 * input: the query string and path parameters when the request arrives (the merchant lookup
 * reads the query), the parsed body (JSON or form) before validation, and an encrypted body
 * once it is opened (encryption.ts). Input nested absurdly deep is refused in the same pass.
 */
export function installNulGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    refuse(inputProblem(request.query) ?? inputProblem(request.params));
  });
  app.addHook('preValidation', async (request) => {
    refuseBadInput(request.body);
  });
}
