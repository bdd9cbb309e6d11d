import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.js';
import { opsLiveSocket } from './ops-live.socket.js';

/** The console's live feed: the websocket of the money queues' counts. */
export const opsLiveRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    await opsLiveSocket(app, deps);
  };
