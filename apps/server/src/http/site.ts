import type { Db } from '../db/database.js';
import type { Merchant, RegionRule } from '../modules/merchant/index.js';
import type { HomeShellContent } from './home-shell.js';

/** A merchant code a request carries outside the Merchant header (a browser navigation, a websocket). */
export type MerchantHint = (url: string, query: unknown, cookieHeader: string | undefined) => string | undefined;

/**
 * What the request hooks (context.ts, site-gate.ts) need of the modules. The composition root
 * supplies it, so http/ imports no module code (types only).
 */
export interface SiteHooks {
  merchantByCode(db: Db, code: string): Promise<Merchant | null>;
  merchantByDomain(db: Db, host: string): Promise<Merchant | null>;
  merchantHints: readonly MerchantHint[];
  isRegionRestricted(rules: RegionRule[], ip: string, country: string): boolean;
  /** The host merchant's first home banner and marquee, for the server-filled home shell. */
  homeShell(db: Db, merchant: Merchant): Promise<HomeShellContent>;
}
