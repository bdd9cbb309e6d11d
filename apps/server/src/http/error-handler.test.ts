import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { frameworkError, installErrorHandler } from './error-handler.js';

// The last guard: a value zod let through but PostgreSQL refuses is the caller's input (400).
const app = Fastify({ logger: false });
installErrorHandler(app);
const pgError = (code: string) => Object.assign(new Error(`postgres ${code}`), { code });
app.get('/out-of-range', async () => {
  throw pgError('22003');
});
app.get('/bad-date', async () => {
  throw pgError('22008');
});
app.get('/deadlock', async () => {
  throw pgError('40P01');
});
app.get('/serialization', async () => {
  throw pgError('40001');
});
app.get('/other', async () => {
  throw pgError('23505');
});

describe('error handler', () => {
  it('answers PostgreSQL data errors on input with 400 validation_failed, anything else unexpected with 500', async () => {
    for (const url of ['/out-of-range', '/bad-date']) {
      const r = await app.inject({ url });
      expect([url, r.statusCode, r.json().code]).toEqual([url, 400, 'validation_failed']);
    }
    const other = await app.inject({ url: '/other' });
    expect([other.statusCode, other.json().code]).toEqual([500, 'unknown_error']);
  });

  it('answers a transaction PostgreSQL rolled back for a concurrent change (deadlock, serialization) with 409 busy_try_again', async () => {
    for (const url of ['/deadlock', '/serialization']) {
      const r = await app.inject({ url });
      expect([url, r.statusCode, r.json().code]).toEqual([url, 409, 'busy_try_again']);
    }
  });
});

describe('the router', () => {
  it('answers a path parameter past its length, or a malformed URL, with the envelope: 400 validation_failed', async () => {
    const routed = Fastify({ logger: false, frameworkErrors: frameworkError });
    installErrorHandler(routed);
    routed.get('/things/:id', async () => ({ ok: true }));
    for (const url of [`/things/${'x'.repeat(300)}`, '/things/%E0%A4%A']) {
      const r = await routed.inject({ url });
      expect([url, r.statusCode, r.json()]).toEqual([
        url,
        400,
        expect.objectContaining({ success: false, code: 'validation_failed' }),
      ]);
    }
  });
});
