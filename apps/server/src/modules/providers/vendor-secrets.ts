import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { deriveVendorSecret } from '@playhouse/contract/server';
import type { Db } from '../../db/database.js';
import { cachePerDb, TtlCache } from '../../lib/ttl-cache.js';
import { vendorCodesExcept } from '../catalog/index.js';

/** The in-house provider: its games call the seamless API in-process, with a secret nobody else knows. */
export const IN_HOUSE_VENDOR = 'BGS';
const VENDOR_CODE = /^[A-Z0-9_]{2,32}$/;

/**
 * Secrets are read on every seamless call, so each instance keeps them for SECRET_CACHE_MS: a
 * secret changed here is seen at once by this instance, by the others within that time.
 */
export const SECRET_CACHE_MS = 30_000;
const secrets = cachePerDb<Db, string>(() => new TtlCache(SECRET_CACHE_MS));

/**
 * The secret `vendor` signs seamless calls with for `merchantId`'s players, or null when it has
 * none (its calls are refused). BGS's secret is platform-wide (it never leaves the process),
 * random and created on first use; every other vendor has one secret per merchant.
 */
export async function secretOf(db: Db, vendor: string, merchantId?: string | null): Promise<string | null> {
  if (!VENDOR_CODE.test(vendor)) return null;
  if (vendor !== IN_HOUSE_VENDOR && !merchantId) return null;
  return (
    (await secrets(db).get(vendor === IN_HOUSE_VENDOR ? vendor : `${merchantId}:${vendor}`, () =>
      readSecret(db, vendor, merchantId),
    )) ?? null
  );
}

async function readSecret(db: Db, vendor: string, merchantId?: string | null): Promise<string | null> {
  if (vendor !== IN_HOUSE_VENDOR) {
    if (!merchantId) return null;
    const row = await db
      .selectFrom('merchant_vendor_secrets')
      .select('secret')
      .where('merchant_id', '=', merchantId)
      .where('vendor_code', '=', vendor)
      .executeTakeFirst();
    return row?.secret ?? null;
  }
  const find = () => db.selectFrom('vendor_secrets').select('secret').where('vendor_code', '=', vendor).executeTakeFirst();
  const row = await find();
  if (row) return row.secret;
  // A concurrent first use may win the insert: everyone reads the one that stayed.
  await db
    .insertInto('vendor_secrets')
    .values({ vendor_code: vendor, secret: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('vendor_code').doNothing())
    .execute();
  return (await find())?.secret ?? null;
}

/** Sets `vendor`'s signing secret for one merchant (issued to the vendor out of band). */
export async function setVendorSecret(db: Db, merchantId: string, vendor: string, secret: string): Promise<void> {
  await db
    .insertInto('merchant_vendor_secrets')
    .values({ merchant_id: merchantId, vendor_code: vendor, secret })
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code']).doUpdateSet({ secret, updated_at: sql`now()` }))
    .execute();
  secrets(db).clear();
}

/**
 * The secret `vendor` has for the merchant of this code, from the one shared store (what the
 * platform signs its own calls to the vendor with): every server signs alike, whatever its
 * environment holds.
 */
export async function secretByMerchantCode(db: Db, merchantCode: string, vendor: string): Promise<string | null> {
  if (!VENDOR_CODE.test(vendor) || vendor === IN_HOUSE_VENDOR) return null;
  return (
    (await secrets(db).get(`code:${merchantCode}:${vendor}`, async () => {
      const row = await db
        .selectFrom('merchant_vendor_secrets as s')
        .innerJoin('merchants as m', 'm.id', 's.merchant_id')
        .select('s.secret')
        .where('m.code', '=', merchantCode)
        .where('s.vendor_code', '=', vendor)
        .executeTakeFirst();
      return row?.secret ?? null;
    })) ?? null
  );
}

/**
 * Demo and tests (SIMULATOR_SECRET set): every merchant's catalog vendors except BGS that have
 * no secret yet get the one the vendor simulator derives from the same master for that merchant.
 * A stored secret is never replaced here (the store is the one truth every server reads; a
 * server started with another master does not overwrite it): answers how many were added and
 * how many stored ones differ from this master's. Called at boot and by tests after they add
 * merchants or vendors.
 */
export async function seedSimulatorSecrets(db: Db, master: string): Promise<{ added: number; differing: number }> {
  const codes = await vendorCodesExcept(db, IN_HOUSE_VENDOR);
  // A plain read of the merchants on this seed-only path (no service lists every merchant).
  const merchants = await db.selectFrom('merchants').select(['id', 'code']).execute();
  if (!codes.length || !merchants.length) return { added: 0, differing: 0 };
  const rows = await Promise.all(
    merchants.flatMap((m) =>
      codes.map(async (code) => ({
        merchant_id: m.id,
        vendor_code: code,
        secret: await deriveVendorSecret(master, m.code, code),
      })),
    ),
  );
  const added = await db
    .insertInto('merchant_vendor_secrets')
    .values(rows)
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code']).doNothing())
    .returning('vendor_code')
    .execute();
  const stored = await db
    .selectFrom('merchant_vendor_secrets')
    .select(['merchant_id', 'vendor_code', 'secret'])
    .where('vendor_code', 'in', codes)
    .execute();
  const derived = new Map(rows.map((r) => [`${r.merchant_id}:${r.vendor_code}`, r.secret]));
  const differing = stored.filter((r) => derived.get(`${r.merchant_id}:${r.vendor_code}`) !== r.secret).length;
  secrets(db).clear();
  return { added: added.length, differing };
}
