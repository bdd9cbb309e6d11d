import { BlockList, isIP } from 'node:net';
import type { Db } from '../../db/database.js';

/** True when the caller's IP or country is on the merchant's restricted list. */
export async function isRegionRestricted(db: Db, merchantId: string, ip: string, country: string): Promise<boolean> {
  const rules = await db
    .selectFrom('merchant_region_rules')
    .select(['kind', 'value'])
    .where('merchant_id', '=', merchantId)
    .execute();
  if (rules.length === 0) return false;
  const list = new BlockList();
  for (const r of rules) {
    if (r.kind === 'country') {
      if (country && r.value.toUpperCase() === country) return true;
      continue;
    }
    const [addr, bits] = r.value.split('/');
    const ruleFamily = isIP(addr ?? '') === 6 ? 'ipv6' : 'ipv4';
    if (!addr || !isIP(addr)) continue;
    if (bits) list.addSubnet(addr, Number(bits), ruleFamily);
    else list.addAddress(addr, ruleFamily);
  }
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const fam = isIP(plain);
  return fam ? list.check(plain, fam === 6 ? 'ipv6' : 'ipv4') : false;
}
