import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS, isApiPath, LANGUAGES, type Language } from '@playhouse/contract';
import type { Db } from '../db/database.js';
import type { Config } from '../config.js';
import type { Merchant } from '../modules/merchant/index.js';
import { AppError } from '../core/errors.js';
import type { SiteHooks } from './site.js';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    /** The merchant of an API request; resolved in onRequest, so handlers can rely on it. */
    merchant: Merchant;
    /** Country from a trusted proxy header (CF-IPCountry / X-Country), or '' when unknown. */
    country: string;
  }
}

function pickLanguage(request: FastifyRequest): Language {
  const q = (request.query as Record<string, unknown> | undefined)?.lang;
  const header = request.headers[HEADERS.language];
  for (const candidate of [q, header]) {
    if (typeof candidate !== 'string') continue;
    const first = candidate.split(',')[0]?.trim().toUpperCase() ?? '';
    if ((LANGUAGES as readonly string[]).includes(first)) return first as Language;
    if (first.startsWith('TL') || first.startsWith('FIL')) return 'TY';
    if (first.startsWith('EN')) return 'EN';
  }
  return 'EN';
}

/**
 * Resolves the merchant (Merchant header, else the host through merchant_domains, else
 * DEFAULT_MERCHANT) and the language for every API request. An unknown merchant ends
 * the request here with invalid_url.
 */
export function installContext(app: FastifyInstance, db: Db, config: Config, site: SiteHooks) {
  app.decorateRequest('lang', 'EN');
  app.decorateRequest('merchant', null as unknown as Merchant);
  app.decorateRequest('country', '');

  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request);
    if (config.TRUST_PROXY) {
      const c = request.headers['cf-ipcountry'] ?? request.headers['x-country'];
      request.country = typeof c === 'string' ? c.toUpperCase().slice(0, 2) : '';
    }
    if (!isApiPath(request.url)) return;
    const sent = request.headers[HEADERS.merchant];
    // A browser navigating to social sign-in, or opening the websocket, cannot send headers.
    let header = typeof sent === 'string' && sent.length > 0 ? sent : undefined;
    for (const hint of site.merchantHints) header ??= hint(request.url, request.query, request.headers.cookie);
    let merchant: Merchant | null = null;
    if (typeof header === 'string' && header.length > 0) {
      merchant = header.length <= 32 ? await site.merchantByCode(db, header) : null;
    } else {
      const host = (request.hostname ?? '').split(':')[0] ?? '';
      merchant = host ? await site.merchantByDomain(db, host) : null;
      if (!merchant && config.DEFAULT_MERCHANT) merchant = await site.merchantByCode(db, config.DEFAULT_MERCHANT);
    }
    if (!merchant) throw new AppError('invalid_url');
    request.merchant = merchant;
    if (!request.headers[HEADERS.language] && !(request.query as Record<string, unknown>)?.lang) {
      request.lang = (merchant.defaultLanguage as Language) ?? 'EN';
    }
    if (!merchant.languages.includes(request.lang)) request.lang = merchant.defaultLanguage as Language;
  });
}
