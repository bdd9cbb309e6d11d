import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../deps.js';
import { systemRoutes } from './system/system.routes.js';

/** Every module's routes; a new module adds one line here. */
export function moduleRoutes(deps: Deps): FastifyPluginAsync[] {
  return [systemRoutes(deps)] as FastifyPluginAsync[];
}
