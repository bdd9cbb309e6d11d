import { dbClockState } from '../lib/db-clock.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, isApiPath, SOCKET_CLOSE } from '@playhouse/contract';
import type { Config } from '../config.js';
import type { Deps } from '../deps.js';
import { isMigrated } from '../db/migrate.js';
import { installNoStore, webFileCache } from './cache.js';
import { installCompression } from './compression.js';
import { bootDataFor, withBootData } from './boot-data.js';
import { homeShellFor } from './home-shell-route.js';
import { installConsoleApp } from './console-app.js';
import { installContext } from './context.js';
import { installEncryption } from './encryption.js';
import { frameworkError, installErrorHandler } from './error-handler.js';
import { observeRequests } from './metrics.js';
import { installNulGuard } from './nul-guard.js';
import { requestSerializer } from './log-url.js';
import { installSecurityHeaders } from './security-headers.js';
import { installSiteGate } from './site-gate.js';
import type { SiteHooks } from './site.js';

/** Request log lines: no Authorization header, no token in a logged URL. */
export function httpLoggerOptions(level: string) {
  return { level, redact: ['req.headers.authorization'], serializers: { req: requestSerializer } };
}

/** Builds the HTTP application: hooks in request order, then the routes the composition root hands in. */
export async function buildHttpApp(deps: Deps, routes: FastifyPluginAsync[], site: SiteHooks): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : httpLoggerOptions(config.LOG_LEVEL),
    trustProxy: trustProxyOf(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The password-by-email call is form-urlencoded (§7).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  installErrorHandler(app);
  await installSecurityHeaders(app, config);
  observeRequests(app);
  installNulGuard(app);
  installContext(app, deps.db, config, site);
  installSiteGate(app, site);
  installEncryption(app, deps.envelopeKey);
  installNoStore(app);
  await installCompression(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Playhouse API', version: '0.1.0', description: 'Generated from the contract package.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          merchant: { type: 'apiKey', in: 'header', name: 'Merchant' },
        },
      },
      security: [{ merchant: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI brings its own policy (its inline scripts by hash); no https upgrade on a plain-http site.
  await app.register(swaggerUi, {
    routePrefix: API.docs,
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  app.get(API.health, { schema: { hide: true } }, async (_req, reply) => {
    // Behind a balancer: a server off the database or off its clock is taken out of the rotation.
    const database = await isMigrated(deps.db).catch(() => false);
    const clock = !dbClockState().tooFar;
    const ready = database && clock;
    return reply.status(ready ? 200 : 503).send({ success: ready, value: { database, clock } });
  });

  // One websocket server for every socket route (the player's and the console's); clients send
  // nothing large. Closing tells every browser to come back (GOING_AWAY), not that it was refused.
  await app.register(websocket, {
    options: { maxPayload: 1024 },
    preClose(this: FastifyInstance, done: () => void) {
      for (const client of this.websocketServer.clients) client.close(SOCKET_CLOSE.GOING_AWAY, 'server_closing');
      this.websocketServer.close();
      done();
    },
  });
  for (const plugin of routes) await app.register(plugin);
  await installConsoleApp(app, config);

  if (config.WEB_DIST && existsSync(path.join(config.WEB_DIST, 'index.html'))) {
    const root = path.resolve(config.WEB_DIST);
    const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
    const homeShell = homeShellFor(deps.db, config, site, indexHtml);
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // <file>.br / <file>.gz written by the web build (packages/web-shared/src/precompress.plugin.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('cache-control', webFileCache(path.relative(root, filePath))),
    });
    // Single-page app: every other GET that is not an API path serves index.html.
    app.get('/*', { schema: { hide: true } }, async (req, reply) => {
      // API paths never fall to the web app, nor the operator API and /metrics (behind the operator guard).
      if (isApiPath(req.url) || /^\/(ops\/|console(\/|\?|$)|metrics(\/|\?|$))/.test(req.url)) return reply.callNotFound();
      const file = req.url.split('?')[0]!.slice(1);
      if (file && existsSync(path.join(root, file)) && !file.includes('..')) return reply.sendFile(file);
      // The home page comes with its first screen filled in (home-shell.ts), and every page with
      // the public answers its first render needs (boot-data.ts); without a merchant, as built.
      const home = req.url.split('?')[0] === '/' ? await homeShell(req.hostname) : null;
      const boot = await bootDataFor(app, req).catch(() => null);
      if (!home && !boot) return reply.sendFile('index.html');
      const page = boot ? withBootData(home ?? indexHtml, boot) : home!;
      // The status in the boot data names the visitor's address: no shared cache may keep it.
      const cache = boot ? `private, ${webFileCache('index.html')}` : webFileCache('index.html');
      return reply.type('text/html; charset=utf-8').header('cache-control', cache).send(page);
    });
  }
  return app;
}

/**
 * Fastify's proxy trust from TRUST_PROXY: a hop count believes that many entries of
 * X-Forwarded-For from the right (the hops our proxies appended), never what the client wrote.
 */
export function trustProxyOf(trust: Config['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
