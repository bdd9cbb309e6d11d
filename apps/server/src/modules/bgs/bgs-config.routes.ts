import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, bgsGameCodeParams, bgsGameConfig, bgsGameConfigBody } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { authenticateOperator } from '../payments/index.js';
import { gameConfig, resetGameConfig, setGameConfig } from './bgs-config.service.js';

/** The operator API of the in-house games' maths (x-operator-key: the key alone picks the merchant). */
export const bgsConfigRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['operator'];
    const url = API.operator.bgsGameConfig;
    const response = answers(bgsGameConfig);

    app.get(url, { schema: { tags, params: bgsGameCodeParams, response } }, async (req) => {
      const op = await authenticateOperator(db, req);
      return ok(await gameConfig(db, op.merchantId, req.params.gameCode));
    });

    app.put(url, { schema: { tags, params: bgsGameCodeParams, body: bgsGameConfigBody, response } }, async (req) => {
      const op = await authenticateOperator(db, req);
      return ok(await setGameConfig(db, op.merchantId, req.params.gameCode, req.body));
    });

    app.delete(url, { schema: { tags, params: bgsGameCodeParams, response } }, async (req) => {
      const op = await authenticateOperator(db, req);
      return ok(await resetGameConfig(db, op.merchantId, req.params.gameCode));
    });
  };
