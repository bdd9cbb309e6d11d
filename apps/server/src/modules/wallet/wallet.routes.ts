import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, walletBalanceSchema } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { authenticate } from '../session/index.js';
import { PRIVATE_NO_STORE } from '../../http/cache.js';
import { answers, ok } from '../../http/reply.js';
import { walletBalance } from './wallet.service.js';
import { walletSocket } from './wallet.socket.js';

/** The member's balances (GET /wps/v2/wallets/balance) and the socket listener that pushes them. */
export const walletRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.get(API.wallet.balance, { schema: { tags: ['wallet'], response: answers(walletBalanceSchema) } }, async (req, reply) => {
      const s = await authenticate(db, req, { realAccount: true });
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ok(await walletBalance(db, req.merchant, s.memberId));
    });

    await walletSocket(app, deps);
  };
