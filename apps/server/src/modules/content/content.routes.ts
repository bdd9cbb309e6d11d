import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, announcementsAnswer, announcementsQuery, helpV2Answer, helpV2Query } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { publicAnswer } from '../../http/cache.js';
import { answers } from '../../http/reply.js';
import { announcementsFor } from './announcements.service.js';
import { helpTopicsFor } from './help.service.js';

/** Public site content: announcements V2 and help centre V2, cached with ETags. */
export const contentRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['content'];

    app.get(
      API.content.announcements,
      { schema: { tags, querystring: announcementsQuery, response: answers(announcementsAnswer) } },
      async (req, reply) => {
        const a = await announcementsFor(db, req.merchant, req.lang, req.query.types);
        return publicAnswer(req, reply, a.etag, () => a.value);
      },
    );

    app.get(
      API.content.helpCenterV2,
      { schema: { tags, querystring: helpV2Query, response: answers(helpV2Answer) } },
      async (req, reply) => {
        const a = await helpTopicsFor(db, req.merchant, req.lang);
        return publicAnswer(req, reply, a.etag, () => a.value);
      },
    );
  };
