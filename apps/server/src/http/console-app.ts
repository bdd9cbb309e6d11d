import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.js';
import { webFileCache } from './cache.js';
import { consolePagePolicy } from './security-headers.js';

/** Where the console's index.html takes the page's nonce (apps/console/index.html). */
const NONCE_MARK = '__CSP_NONCE__';

/**
 * The operator console (apps/console), a single-page app at /console on the platform's port:
 * its built files, and index.html for every other path under /console (the console's router
 * reads the URL). Its pages carry no data: everything they show comes from /ops, behind the
 * operator guard. Its stricter policy is set in security-headers.ts.
 */
export async function installConsoleApp(app: FastifyInstance, config: Config) {
  if (!config.CONSOLE_DIST || !existsSync(path.join(config.CONSOLE_DIST, 'index.html'))) return;
  const root = path.resolve(config.CONSOLE_DIST);
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root,
    prefix: '/console/',
    decorateReply: false,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => res.setHeader('cache-control', webFileCache(path.relative(root, filePath))),
  });
  // A missing asset is a 404, never the page (a stale page asking for an old chunk must fail plainly).
  // The page carries a fresh nonce each load (its dialogs' scroll-lock style), so no cache keeps it.
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.url.startsWith('/console/assets/')) return reply.callNotFound();
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', consolePagePolicy(config, nonce))
      .type('text/html; charset=utf-8')
      .send(indexHtml.replaceAll(NONCE_MARK, nonce));
  };
  app.get('/console', { schema: { hide: true } }, sendIndex);
  app.get('/console/*', { schema: { hide: true } }, sendIndex);
}
