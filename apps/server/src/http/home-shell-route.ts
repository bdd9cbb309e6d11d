import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { fillHomeShell, hasShellMarkers } from './home-shell.js';
import type { SiteHooks } from './site.js';

/**
 * The home page's HTML for a request's host: the merchant as the API resolves a request
 * without a Merchant header (the host through merchant_domains, else DEFAULT_MERCHANT), its
 * first banner filled into the built shell. Null (send the file as built) when the build has
 * no shell markers, the host names no merchant, or the merchant is in maintenance (the app
 * draws that screen).
 */
export function homeShellFor(db: Db, config: Config, site: SiteHooks, html: string) {
  const filled = hasShellMarkers(html);
  const fill = async (hostname: string | undefined): Promise<string | null> => {
    if (!filled) return null;
    const host = (hostname ?? '').split(':')[0] ?? '';
    let merchant = host ? await site.merchantByDomain(db, host) : null;
    if (!merchant && config.DEFAULT_MERCHANT) merchant = await site.merchantByCode(db, config.DEFAULT_MERCHANT);
    if (!merchant || merchant.maintenance) return null;
    return fillHomeShell(html, await site.homeShell(db, merchant));
  };
  // The shell is an optimisation: if it cannot be filled, the page still loads as built.
  return async (hostname: string | undefined) => {
    try {
      return await fill(hostname);
    } catch {
      return null;
    }
  };
}
