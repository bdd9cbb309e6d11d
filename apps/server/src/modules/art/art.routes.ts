import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, artBannerParams, artBannerQuery, artGameParams, artGameQuery, artVendorParams } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { etagOf, notModified } from '../../http/cache.js';
import { bannerSvg, gameSvg, vendorSvg } from './art.service.js';

/** Sends generated SVG: cached for a year (the bytes never change for a URL), with an ETag. */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  if (notModified(request, reply, etagOf('a', svg), 'public, max-age=31536000, immutable')) return reply.code(304).send();
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
    app.get(API.art.vendor, { schema: { tags, params: artVendorParams } }, async (req, reply) =>
      sendSvg(req, reply, vendorSvg(req.params.code)),
    );
    app.get(API.art.banner, { schema: { tags, params: artBannerParams, querystring: artBannerQuery } }, async (req, reply) =>
      sendSvg(req, reply, bannerSvg(req.params.id, req.query.title, req.query.size)),
    );
  };
