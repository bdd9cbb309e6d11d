import { BlockList, isIP } from 'node:net';
import type { RegionRule } from '../merchant/index.js';

/** True when the caller's IP (exact or in a CIDR) or country is on the merchant's restricted list. */
export function isRegionRestricted(rules: RegionRule[], ip: string, country: string): boolean {
  if (rules.length === 0) return false;
  const list = new BlockList();
  for (const r of rules) {
    if (r.kind === 'country') {
      if (country && r.value.toUpperCase() === country) return true;
      continue;
    }
    const [addr, bits] = r.value.split('/');
    const family = isIP(addr ?? '');
    if (!addr || !family) continue;
    if (bits) list.addSubnet(addr, Number(bits), family === 6 ? 'ipv6' : 'ipv4');
    else list.addAddress(addr, family === 6 ? 'ipv6' : 'ipv4');
  }
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const fam = isIP(plain);
  return fam ? list.check(plain, fam === 6 ? 'ipv6' : 'ipv4') : false;
}
