import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  gameMenusAnswer,
  gameMenusQuery,
  gamePage,
  gameSchema,
  gamesQuery,
  okOf,
  vendorLanesAnswer,
  vendorLanesQuery,
} from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { privateAnswer } from '../../http/cache.js';
import { answers } from '../../http/reply.js';
import { answerLanguage, catalogAnswer, optionalMember } from './catalog.http.js';
import { catalogService } from './catalog.service.js';
import { acquireCatalogVersions } from './catalog-versions.js';

/** The lobby catalog (spec §7 Games): menus, VN lottery menu, games list, hot games, vendor lanes. */
export const catalogRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const { versions, release } = acquireCatalogVersions(db, { warn: (msg, err) => deps.log.warn({ err }, msg) });
    app.addHook('onClose', release);
    const svc = catalogService(db, versions);
    const tags = ['games'];
    const games = z.array(gameSchema);
    // The kept answers are checked against the contract as they are made, outside production
    // (http/prepared-answer.ts says why).
    const checked = <S>(schema: S) => (deps.config.NODE_ENV === 'production' ? undefined : schema);
    const sent = {
      menus: checked(okOf(gameMenusAnswer)),
      games: checked(okOf(games)),
      page: checked(okOf(gamePage)),
      lanes: checked(okOf(vendorLanesAnswer)),
    };

    app.get(
      API.games.menus,
      { schema: { tags, querystring: gameMenusQuery, response: answers(gameMenusAnswer) } },
      async (req, reply) => catalogAnswer(req, reply, svc, sent.menus, (s) => svc.menus(s, req.query.prizeMode)),
    );

    app.get(API.games.vnMenu, { schema: { tags, response: answers(games) } }, async (req, reply) =>
      catalogAnswer(req, reply, svc, sent.games, (s) => svc.vnMenu(s)),
    );

    app.get(API.games.vnMenuRecent, { schema: { tags, response: answers(games) } }, async (req, reply) => {
      const memberId = await optionalMember(db, req);
      return privateAnswer(req, reply, await svc.vnRecent(req.merchant.id, req.lang, memberId));
    });

    app.get(API.games.list, { schema: { tags, querystring: gamesQuery, response: answers(gamePage) } }, async (req, reply) => {
      const q = req.query;
      const lang = answerLanguage(req, q.language);
      if (q.selectType === 'FAV' || q.selectType === 'RECENT') {
        const memberId = await optionalMember(db, req);
        const version = await svc.version(req.merchant.id);
        return privateAnswer(req, reply, await svc.list({ merchantId: req.merchant.id, lang, version }, q, memberId));
      }
      return catalogAnswer(req, reply, svc, sent.page, (s) => svc.list(s, q, null), lang);
    });

    app.get(API.games.hot, { schema: { tags, response: answers(games) } }, async (req, reply) =>
      catalogAnswer(req, reply, svc, sent.games, (s) => svc.hot(s)),
    );

    app.get(
      API.games.vendors,
      { schema: { tags, querystring: vendorLanesQuery, response: answers(vendorLanesAnswer) } },
      async (req, reply) => catalogAnswer(req, reply, svc, sent.lanes, (s) => svc.vendorLanes(s, req.query)),
    );
  };
