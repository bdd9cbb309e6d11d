import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, bgsGameCodeParams, bgsGameConfig, bgsGameConfigBody } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { merchantOperatorOf, operatorGuard } from '../operator/index.js';
import { gameConfig, resetGameConfig, setGameConfig } from './bgs-config.service.js';

/** The operator API of the in-house games' maths (risk reads and writes, auditor reads; modules/operator guards). */
export const bgsConfigRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['operator'];
    const url = API.operator.bgsGameConfig;
    const response = answers(bgsGameConfig);

    const read = operatorGuard(deps, 'bgs.config.read');
    const write = operatorGuard(deps, 'bgs.config.write');

    app.get(url, { onRequest: read, schema: { tags, params: bgsGameCodeParams, response } }, async (req) => {
      return ok(await gameConfig(db, merchantOperatorOf(req).merchantId, req.params.gameCode));
    });

    app.put(
      url,
      { onRequest: write, schema: { tags, params: bgsGameCodeParams, body: bgsGameConfigBody, response } },
      async (req) => {
        return ok(await setGameConfig(db, merchantOperatorOf(req), req.params.gameCode, req.body));
      },
    );

    app.delete(url, { onRequest: write, schema: { tags, params: bgsGameCodeParams, response } }, async (req) => {
      return ok(await resetGameConfig(db, merchantOperatorOf(req), req.params.gameCode));
    });
  };
