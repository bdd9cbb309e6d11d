import { FLAGS, type Flag, type FlagSet } from '@playhouse/contract';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
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
  /** The merchant's IANA time zone: its one calendar (contract calendar.ts). */
  timeZone: string;
  flags: FlagSet;
  regionRules: RegionRule[];
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
  'time_zone',
] as const;

export interface RegionRule {
  kind: 'country' | 'ip';
  value: string;
}

type MerchantRow = {
  id: string;
  code: string;
  name: string;
  currency: string;
  currency_symbol: string;
  languages: string[];
  default_language: string;
  maintenance: boolean;
  settings: unknown;
  time_zone: string;
  flags: { module_id: string; enabled: boolean }[];
  region_rules: RegionRule[];
};

function toMerchant(row: MerchantRow): Merchant {
  const flags = Object.fromEntries(FLAGS.map((f) => [f, false])) as FlagSet;
  for (const r of row.flags) if ((FLAGS as readonly string[]).includes(r.module_id)) flags[r.module_id as Flag] = r.enabled;
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
    timeZone: row.time_zone,
    flags,
    regionRules: row.region_rules,
  };
}

/** The merchant with its flags and region rules in one round trip: every API request pays it. */
function merchantQuery(db: Db) {
  return db
    .selectFrom('merchants')
    .select(columns.map((c) => `merchants.${c}` as const))
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('merchant_flags')
          .select(['module_id', 'enabled'])
          .whereRef('merchant_flags.merchant_id', '=', 'merchants.id'),
      ).as('flags'),
      jsonArrayFrom(
        eb
          .selectFrom('merchant_region_rules')
          .select(['kind', 'value'])
          .whereRef('merchant_region_rules.merchant_id', '=', 'merchants.id'),
      ).as('region_rules'),
    ]);
}

export async function findMerchantByCode(db: Db, code: string): Promise<Merchant | null> {
  const row = await merchantQuery(db).where('merchants.code', '=', code.toLowerCase()).executeTakeFirst();
  return row ? toMerchant(row) : null;
}

export async function findMerchantById(db: Db, id: string): Promise<Merchant | null> {
  const row = await merchantQuery(db).where('merchants.id', '=', id).executeTakeFirst();
  return row ? toMerchant(row) : null;
}

export async function findMerchantByDomain(db: Db, domain: string): Promise<Merchant | null> {
  const row = await merchantQuery(db)
    .innerJoin('merchant_domains', 'merchant_domains.merchant_id', 'merchants.id')
    .where('merchant_domains.domain', '=', domain.toLowerCase())
    .executeTakeFirst();
  return row ? toMerchant(row) : null;
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

export async function updateSettings(db: Db, merchantId: string, patch: Partial<MerchantSettings>) {
  const row = await db.selectFrom('merchants').select('settings').where('id', '=', merchantId).executeTakeFirstOrThrow();
  const next = parseSettings({ ...(row.settings as object), ...patch });
  await db
    .updateTable('merchants')
    .set({ settings: JSON.stringify(next) })
    .where('id', '=', merchantId)
    .execute();
}

/** The merchant's time zone (jobs and flows that hold only its id; a request has `merchant.timeZone`). */
export async function timeZoneOf(db: Db, merchantId: string): Promise<string> {
  const row = await db.selectFrom('merchants').select('time_zone').where('id', '=', merchantId).executeTakeFirstOrThrow();
  return row.time_zone;
}

/**
 * Sets the merchant's time zone; the copies the SQL functions read follow it (foreign keys ON
 * UPDATE CASCADE). Called by the agent module's changeMerchantTimeZone, which also rebuilds the
 * agent periods cut in the zone: change a zone through it, not here.
 */
export async function updateTimeZone(db: Db, merchantId: string, timeZone: string): Promise<void> {
  await db.updateTable('merchants').set({ time_zone: timeZone }).where('id', '=', merchantId).execute();
}
