import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, artBannerParams, artBannerQuery, artGameParams, artGameQuery, artVendorParams } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { etagMatches } from '../catalog/catalog.http.js';
import { bannerSvg, gameSvg, vendorSvg } from './art.service.js';

/** Sends generated SVG: cached for a year (the bytes never change for a URL), with an ETag. */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = `"a-${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
  reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').header('x-content-type-options', 'nosniff').send(svg);
}

/** Generated artwork, outside the merchant context (no Merchant header needed). */
export const artRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['art'];
    app.get(API.art.game, { schema: { tags, params: artGameParams, querystring: artGameQuery } }, async (req, reply) =>
      sendSvg(req, reply, await gameSvg(deps.db, req.params.nodeId, req.query.size === 'large')),
    );
    app.get(API.art.vendor, { schema: { tags, params: artVendorParams } }, async (req, reply) => sendSvg(req, reply, vendorSvg(req.params.code)));
    app.get(API.art.banner, { schema: { tags, params: artBannerParams, querystring: artBannerQuery } }, async (req, reply) =>
      sendSvg(req, reply, bannerSvg(req.params.id, req.query.title)),
    );
  };
