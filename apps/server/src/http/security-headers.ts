import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.js';

/**
 * The CSP hashes of the inline <style> and <script> blocks of the built index.html (the loading
 * shell), read at start so a change of the shell never needs a hand-kept hash.
 */
export function inlineHashes(html: string): { script: string[]; style: string[] } {
  const hashes = { script: [] as string[], style: [] as string[] };
  for (const m of html.matchAll(/<(style|script)\b([^>]*)>([\s\S]*?)<\/\1>/gi)) {
    const tag = m[1]!.toLowerCase() as 'script' | 'style';
    if (tag === 'script' && /\bsrc\s*=/i.test(m[2]!)) continue;
    hashes[tag].push(`'sha256-${createHash('sha256').update(m[3]!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

function shellHashes(webDist: string | undefined) {
  const file = webDist ? path.join(webDist, 'index.html') : '';
  return file && existsSync(file) ? inlineHashes(readFileSync(file, 'utf8')) : { script: [], style: [] };
}

/**
 * What both front ends' policies share: scripts, styles and calls of this origin only (their
 * shells' inline ones by hash), no plugins, no inline handlers. Style attributes: none are parsed
 * from markup (React sets its style props through the CSSOM, which CSP does not govern; rich text
 * has none). 'self' covers same-host ws(s) in current browsers; the schemes keep older ones working.
 */
function basePolicy(dist: string | undefined) {
  const shell = shellHashes(dist);
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'", ...shell.script],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", ...shell.style],
    styleSrcElem: ["'self'", ...shell.style],
    styleSrcAttr: ["'none'"],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    formAction: ["'self'"],
  };
}

/** The site's and the API's Content-Security-Policy directives (ARCHITECTURE: decisions). */
export function cspDirectives(config: Config) {
  const simulator = config.SIMULATOR_URL ? [new URL(config.SIMULATOR_URL).origin] : [];
  return {
    ...basePolicy(config.WEB_DIST),
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...simulator],
    // Provider games (the simulator's origin, real providers over https) and the in-house game.
    frameSrc: ["'self'", 'https:', ...simulator],
    childSrc: ["'self'", 'https:', ...simulator],
    frameAncestors: ["'self'"],
  };
}

/** The operator console's pages (see consoleCspDirectives). */
const CONSOLE_PATH = /^\/console(\/|\?|$)/;

/**
 * The operator console's policy, stricter than the site's: images of this origin only, no frames
 * of any kind, and no page may frame it (its actions move money).
 */
export function consoleCspDirectives(config: Config) {
  return {
    ...basePolicy(config.CONSOLE_DIST),
    imgSrc: ["'self'", 'data:', 'blob:'],
    frameSrc: ["'none'"],
    childSrc: ["'none'"],
    frameAncestors: ["'none'"],
  };
}

/** The console page's policy with this load's nonce admitted for style elements. */
export function consolePagePolicy(config: Config, nonce: string): string {
  const d = consoleCspDirectives(config);
  const withNonce = {
    ...d,
    styleSrc: [...d.styleSrc, `'nonce-${nonce}'`],
    styleSrcElem: [...d.styleSrcElem, `'nonce-${nonce}'`],
  };
  return Object.entries(withNonce)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
    .join(';');
}

/**
 * Security headers on every answer, the site's pages and the API alike: CSP, nosniff,
 * Referrer-Policy no-referrer (URLs may carry a hand-off token), X-Frame-Options SAMEORIGIN
 * beside frame-ancestors, and HSTS only on an https request (directly or behind TRUST_PROXY),
 * so a plain-http development site is never pinned to https.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Config) {
  const consoleHeaders = staticHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: consoleCspDirectives(config) },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: false,
    frameguard: { action: 'deny' },
  });
  const headers = staticHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: false,
    // Game frames and popups from other origins: no opener or resource isolation that would cut them off.
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
  });
  // The headers are the same for every answer: helmet works them out once, here, rather than
  // per request (@fastify/helmet rebuilt its middleware and parsed the CSP on every request).
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(CONSOLE_PATH.test(request.url) ? consoleHeaders : headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
  });
}

/** The headers helmet sets with these options, read off one run of its middleware. */
function staticHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  let done = false;
  helmet(options)({} as never, res as never, () => {
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}
