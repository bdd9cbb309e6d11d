import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/errors.js';
import type { SiteHooks } from './site.js';

/**
 * Outside the system calls (which the browser needs to draw the maintenance and blocked
 * screens), a merchant in maintenance answers 503 and a restricted caller 403.
 */
export function installSiteGate(app: FastifyInstance, site: SiteHooks) {
  app.addHook('onRequest', async (request) => {
    const m = request.merchant;
    if (!m || request.url.startsWith('/wps/system/') || request.url.startsWith('/dev/')) return;
    if (m.maintenance) throw new AppError('system_maintenance');
    if (site.isRegionRestricted(m.regionRules, request.ip, request.country))
      throw new AppError('access_restricted', { ip: request.ip });
  });
}
