import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { buildMember } from '../factories.js';
import { tokenOf } from './lobby.js';
import { accountFor, balanceOf } from '../../src/modules/ledger/index.js';
import { fund } from './ledger.js';
import { seedSimulatorSecrets } from '../../src/modules/providers/index.js';

/** The vendor simulator's master secret in tests (the platform gets the same as SIMULATOR_SECRET). */
export const SIM_SECRET = 'test-simulator-master-secret-0001';

/** A vendor of the given wallet mode, offered to the merchants, with one game. */
export async function buildVendor(
  db: Db,
  code: string,
  walletMode: 'seamless' | 'transfer',
  merchantIds: string[],
  status: 'active' | 'maintenance' = 'active',
) {
  const { id } = await db
    .insertInto('vendors')
    .values({
      code,
      name: `${code} vendor`,
      game_type: 'RNG',
      wallet_mode: walletMode,
      status,
      logo_url: `/art/vendor/${code}.svg`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const game = await db
    .insertInto('games')
    .values({
      vendor_id: id,
      game_code: `${code}_1`,
      game_id: `${code}1`,
      game_type: 'RNG',
      icon_url: '/i.svg',
      large_icon_url: '/i.svg',
      names: JSON.stringify({ EN: `${code} game`, TY: `Laro ng ${code}` }),
      search_text: `${code} game`.toLowerCase(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const merchantId of merchantIds) {
    await db.insertInto('merchant_vendors').values({ merchant_id: merchantId, vendor_id: id }).execute();
    await db
      .insertInto('merchant_games')
      .values({ merchant_id: merchantId, game_id: game.id, game_type: 'RNG', vendor_id: id })
      .execute();
  }
  // The vendor's secrets in the shared store, as a server started with SIMULATOR_SECRET seeds
  // them: the platform signs its calls to the simulator with those.
  await seedSimulatorSecrets(db, SIM_SECRET);
  return { vendorId: id, gameId: game.id, gameCode: `${code}_1` };
}

/** A signed-in member whose main wallet holds `main` minor units (deposited from payment clearing). */
export async function fundedMember(db: Db, merchant: { id: string; code: string }, main: bigint) {
  const member = await buildMember(db, merchant.id);
  if (main > 0n) await fund(db, merchant.id, member.id, main);
  return { ...member, token: await tokenOf(db, merchant.code, member.id) };
}

/** The member's money as the ledger holds it: main, one vendor wallet, and what is pending towards/from that vendor. */
export async function moneyOf(db: Db, merchantId: string, memberId: string, vendor: string) {
  const main = await balanceOf(db, merchantId, (await accountFor(db, merchantId, 'member', memberId)).id);
  const wallet = await balanceOf(db, merchantId, (await accountFor(db, merchantId, 'member', memberId, vendor)).id);
  const r = await sql<{ s: string }>`
    SELECT COALESCE(sum(amount), 0)::text AS s FROM wallet_transfers
    WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND vendor_code = ${vendor} AND status = 'pending'`.execute(db);
  const pending = BigInt(r.rows[0]!.s);
  return { main, wallet, pending, total: main + wallet + pending };
}

export async function transferRows(db: Db, memberId: string) {
  return db
    .selectFrom('wallet_transfers')
    .select(['id', 'vendor_code', 'direction', 'amount', 'status', 'attempts'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}
