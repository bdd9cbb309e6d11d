import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, favouriteBody, favouriteIdsAnswer, favouriteListQuery, gamePage, recentQuery } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { authenticate } from '../session/index.js';
import { PRIVATE_NO_STORE } from '../../http/cache.js';
import { answers, ok } from '../../http/reply.js';
import { parseInput } from '../content/index.js';
import { addFavourite, favouriteIds, favouritePage, removeFavourite } from './favourites.service.js';
import { recentPage } from './recent.service.js';

const anyFields = favouriteBody.partial();

/** The member's own lists (favourites, recent games): never stored by shared caches. */
export const favouritesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['games'];
    const owner = async (req: Parameters<typeof authenticate>[1]) => {
      const s = await authenticate(db, req);
      return { merchantId: req.merchant.id, memberId: s.memberId };
    };

    app.get(API.games.favouriteIds, { schema: { tags, response: answers(favouriteIdsAnswer) } }, async (req, reply) => {
      const o = await owner(req);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ok(await favouriteIds(db, o));
    });

    app.get(
      API.games.favourites,
      { schema: { tags, querystring: favouriteListQuery, response: answers(gamePage) } },
      async (req, reply) => {
        const o = await owner(req);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return ok(await favouritePage(db, o, req.lang, req.query));
      },
    );

    app.post(
      API.games.favourites,
      { schema: { tags, body: favouriteBody, response: answers(favouriteIdsAnswer) } },
      async (req) => ok(await addFavourite(db, await owner(req), req.body)),
    );

    // The fields may come in the body or in the query (clients differ); the body wins.
    app.delete(
      API.games.favourites,
      { schema: { tags, querystring: anyFields, body: anyFields.nullish(), response: answers(favouriteIdsAnswer) } },
      async (req) => {
        const input = parseInput(favouriteBody, { ...req.query, ...(req.body ?? {}) });
        return ok(await removeFavourite(db, await owner(req), input));
      },
    );

    app.get(API.games.recent, { schema: { tags, querystring: recentQuery, response: answers(gamePage) } }, async (req, reply) => {
      const o = await owner(req);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ok(await recentPage(db, o, req.lang, req.query));
    });
  };
