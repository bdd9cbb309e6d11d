import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { deriveVendorSecret } from '@playhouse/contract/server';
import type { Db } from '../../db/database.js';
import { vendorCodesExcept } from '../catalog/index.js';

/** The in-house provider: its games call the seamless API in-process, with a secret nobody else knows. */
export const IN_HOUSE_VENDOR = 'BGS';
const VENDOR_CODE = /^[A-Z0-9_]{2,32}$/;

/**
 * The secret a vendor signs seamless calls with, or null when the vendor has none (its calls
 * are refused). BGS's secret is random and created on first use.
 */
export async function secretOf(db: Db, vendor: string): Promise<string | null> {
  if (!VENDOR_CODE.test(vendor)) return null;
  const find = () => db.selectFrom('vendor_secrets').select('secret').where('vendor_code', '=', vendor).executeTakeFirst();
  const row = await find();
  if (row || vendor !== IN_HOUSE_VENDOR) return row?.secret ?? null;
  // A concurrent first use may win the insert: everyone reads the one that stayed.
  await db
    .insertInto('vendor_secrets')
    .values({ vendor_code: vendor, secret: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('vendor_code').doNothing())
    .execute();
  return (await find())?.secret ?? null;
}

/**
 * Demo and tests (SIMULATOR_SECRET set): every catalog vendor except BGS gets the secret the
 * vendor simulator derives from the same master. Called at boot and by tests after they add vendors.
 */
export async function seedSimulatorSecrets(db: Db, master: string): Promise<number> {
  const codes = await vendorCodesExcept(db, IN_HOUSE_VENDOR);
  if (!codes.length) return 0;
  const rows = await Promise.all(
    codes.map(async (code) => ({ vendor_code: code, secret: await deriveVendorSecret(master, code) })),
  );
  await db
    .insertInto('vendor_secrets')
    .values(rows)
    .onConflict((oc) => oc.column('vendor_code').doUpdateSet({ secret: sql`excluded.secret`, updated_at: sql`now()` }))
    .execute();
  return rows.length;
}
