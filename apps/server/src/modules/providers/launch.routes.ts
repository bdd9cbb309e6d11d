import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, launchGameAnswer, launchGameRequest } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { authenticate } from '../session/index.js';
import { answers, ok } from '../../http/reply.js';
import { launchGame } from './launch.service.js';

export const launchRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      API.games.launch,
      { schema: { tags: ['games'], body: launchGameRequest, response: answers(launchGameAnswer) } },
      async (req, reply) => {
        const session = await authenticate(deps.db, req, { realAccount: true });
        reply.header('cache-control', 'no-store');
        const lobbyUrl = `${req.protocol}://${req.host}`;
        return ok(
          await launchGame(
            deps,
            { merchant: req.merchant, memberId: session.memberId, sessionId: session.sessionId, lang: req.lang, lobbyUrl },
            req.body.nodeId,
          ),
        );
      },
    );
  };
