import { FLAGS, type Flag, type FlagSet } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { parseSettings, type MerchantSettings } from './merchant.settings.js';

export interface Merchant {
  id: string;
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  languages: string[];
  defaultLanguage: string;
  maintenance: boolean;
  settings: MerchantSettings;
  flags: FlagSet;
}

const columns = [
  'id',
  'code',
  'name',
  'currency',
  'currency_symbol',
  'languages',
  'default_language',
  'maintenance',
  'settings',
] as const;

async function withFlags(db: Db, row: {
  id: string; code: string; name: string; currency: string; currency_symbol: string;
  languages: string[]; default_language: string; maintenance: boolean; settings: unknown;
}): Promise<Merchant> {
  const flagRows = await db.selectFrom('merchant_flags').select(['module_id', 'enabled']).where('merchant_id', '=', row.id).execute();
  const flags = Object.fromEntries(FLAGS.map((f) => [f, false])) as FlagSet;
  for (const r of flagRows) if ((FLAGS as readonly string[]).includes(r.module_id)) flags[r.module_id as Flag] = r.enabled;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    currency: row.currency,
    currencySymbol: row.currency_symbol,
    languages: row.languages,
    defaultLanguage: row.default_language,
    maintenance: row.maintenance,
    settings: parseSettings(row.settings),
    flags,
  };
}

export async function findMerchantByCode(db: Db, code: string): Promise<Merchant | null> {
  const row = await db.selectFrom('merchants').select(columns).where('code', '=', code.toLowerCase()).executeTakeFirst();
  return row ? withFlags(db, row) : null;
}

export async function findMerchantByDomain(db: Db, domain: string): Promise<Merchant | null> {
  const row = await db
    .selectFrom('merchant_domains')
    .innerJoin('merchants', 'merchants.id', 'merchant_domains.merchant_id')
    .select(columns.map((c) => `merchants.${c}` as const))
    .where('merchant_domains.domain', '=', domain.toLowerCase())
    .executeTakeFirst();
  return row ? withFlags(db, row) : null;
}

export async function mainDomainOf(db: Db, merchantId: string): Promise<string | null> {
  const row = await db
    .selectFrom('merchant_domains')
    .select('domain')
    .where('merchant_id', '=', merchantId)
    .orderBy('is_main', 'desc')
    .orderBy('domain')
    .executeTakeFirst();
  return row?.domain ?? null;
}

export async function setFlag(db: Db, merchantId: string, flag: Flag, enabled: boolean) {
  await db
    .insertInto('merchant_flags')
    .values({ merchant_id: merchantId, module_id: flag, enabled })
    .onConflict((oc) => oc.columns(['merchant_id', 'module_id']).doUpdateSet({ enabled }))
    .execute();
}

export async function updateSettings(db: Db, merchantId: string, patch: Partial<MerchantSettings>) {
  const row = await db.selectFrom('merchants').select('settings').where('id', '=', merchantId).executeTakeFirstOrThrow();
  const next = parseSettings({ ...(row.settings as object), ...patch });
  await db.updateTable('merchants').set({ settings: JSON.stringify(next) }).where('id', '=', merchantId).execute();
}
