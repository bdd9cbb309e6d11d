import type { Db } from '../../db/database.js';
import { findMerchantByDomain, mainDomainOf } from '../merchant/index.js';

export interface RequestOrigin {
  protocol: string;
  /** Host header with port. */
  host: string;
  /** Host without port. */
  hostname: string;
}

/**
 * The origin put in reset links. PUBLIC_URL when configured. Otherwise the request's own
 * origin only when its host is one of the merchant's domains, else the merchant's main
 * domain: a forged Host header must not turn a reset mail into a link to someone else's
 * site. Merchants without domains (local development) fall back to the request origin.
 */
export async function resetLinkBase(
  db: Db,
  merchantId: string,
  publicUrl: string | undefined,
  o: RequestOrigin,
): Promise<string> {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const own = o.hostname ? await findMerchantByDomain(db, o.hostname) : null;
  if (own?.id === merchantId) return `${o.protocol}://${o.host}`;
  const main = await mainDomainOf(db, merchantId);
  return `${o.protocol}://${main ?? o.host}`;
}
