import { API } from '@playhouse/contract';
import type { TestPlatform } from '../harness.js';
import { buildMember, buildMerchant } from '../factories.js';
import { seedCatalog } from '../../src/seed/catalog/seed-catalog.js';
import { findMerchantByCode } from '../../src/modules/merchant/index.js';
import { createSession } from '../../src/modules/session/index.js';

/** Shared by the catalog test files. */

/** Merchant acme offers the seeded catalog; beta offers nothing until a test gives it some. */
export async function seededLobby(t: TestPlatform, games = 300) {
  const acme = await buildMerchant(t.db, { code: 'acme' });
  const beta = await buildMerchant(t.db, { code: 'beta' });
  await seedCatalog(t.db, { games, merchantIds: [acme.id] });
  return { acme, beta };
}

type Query = Record<string, string | number | undefined>;
export const withQuery = (path: string, q: Query = {}) => {
  const s = new URLSearchParams(
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return s ? `${path}?${s}` : path;
};

export const listGames = (
  t: TestPlatform,
  q: Query = {},
  opts: { merchant?: string; token?: string; lang?: string; headers?: Record<string, string> } = {},
) => t.call({ url: withQuery(API.games.list, q), ...opts });

/** A signed-in member of the merchant and its bearer token. */
export async function memberToken(t: TestPlatform, merchantCode: string) {
  const merchant = (await findMerchantByCode(t.db, merchantCode))!;
  const member = await buildMember(t.db, merchant.id);
  const token = await createSession(t.db, merchant, member.id, 'password', '127.0.0.1', 'vitest');
  return { memberId: member.id, token };
}

export async function vendorId(t: TestPlatform, code: string): Promise<string> {
  return (await t.db.selectFrom('vendors').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

/** Inserts one game of a vendor, offered to the merchants given, and returns its nodeId. */
export async function addGame(
  t: TestPlatform,
  vendor: string,
  names: Record<string, string>,
  merchantIds: string[],
  gameType = 'RNG',
  sequence = 0,
) {
  const vid = await vendorId(t, vendor);
  const code = `T-${Object.values(names)
    .join('-')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 20)}-${Math.random().toString(36).slice(2, 8)}`;
  const { id } = await t.db
    .insertInto('games')
    .values({
      vendor_id: vid,
      game_code: code,
      game_id: code,
      game_type: gameType,
      icon_url: '/art/game/0.svg',
      large_icon_url: '/art/game/0.svg?size=large',
      names: JSON.stringify(names),
      search_text: Object.values(names).join(' ').toLowerCase(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const m of merchantIds) {
    await t.db
      .insertInto('merchant_games')
      .values({ merchant_id: m, game_id: id, game_type: gameType, vendor_id: vid, sequence })
      .execute();
  }
  return id;
}
