import { FLAGS, type Flag } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { merchantSettingsSchema, type MerchantSettings } from './merchant.settings.js';

/**
 * Creating a merchant: the row, every settings flag (off unless given), domains and register
 * fields. The one place merchants are created: the operator API, the demo seed and tests.
 * Pass a transaction to make the merchant part of a larger change (its audit row).
 */
export interface NewMerchant {
  code: string;
  name: string;
  currency?: string;
  currencySymbol?: string;
  languages?: string[];
  defaultLanguage?: string;
  domains?: string[];
  flags?: Partial<Record<Flag, boolean>>;
  settings?: Partial<MerchantSettings> | Record<string, unknown>;
  registerFields?: Record<string, { shown: boolean; required: boolean }>;
}

const SYMBOLS: Record<string, string> = { PHP: '₱', USD: '$', EUR: '€', THB: '฿', VND: '₫', INR: '₹', IDR: 'Rp', MYR: 'RM' };

/** Only known settings are kept, each validated; left-out settings take their defaults on read. */
function checkedSettings(raw: Record<string, unknown>): Record<string, unknown> {
  const parsed = merchantSettingsSchema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError(
      'validation_failed',
      parsed.error.issues.map((i) => ({ field: ['settings', ...i.path].join('.'), message: i.message })),
    );
  }
  return Object.fromEntries(Object.entries(raw).filter(([k]) => k in merchantSettingsSchema.shape));
}

/** Inserts the merchant; merchant_code_taken or domain_taken when either exists (nothing is kept). */
export async function insertMerchant(db: Db, m: NewMerchant): Promise<string> {
  const settings = checkedSettings((m.settings ?? {}) as Record<string, unknown>);
  const languages = m.languages ?? ['EN', 'TY'];
  const currency = m.currency ?? 'PHP';
  const row = await db
    .insertInto('merchants')
    .values({
      code: m.code,
      name: m.name,
      settings: JSON.stringify(settings),
      currency,
      currency_symbol: m.currencySymbol ?? SYMBOLS[currency] ?? currency,
      languages,
      default_language: m.defaultLanguage ?? languages[0]!,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new AppError('merchant_code_taken');
  const id = row.id;
  await db
    .insertInto('merchant_flags')
    .values(FLAGS.map((f) => ({ merchant_id: id, module_id: f, enabled: m.flags?.[f] ?? false })))
    .execute();
  const domains = [...new Set(m.domains ?? [])];
  for (const domain of domains) {
    const added = await db
      .insertInto('merchant_domains')
      .values({ domain, merchant_id: id, is_main: domain === domains[0] })
      .onConflict((oc) => oc.doNothing())
      .returning('domain')
      .executeTakeFirst();
    if (!added) throw new AppError('domain_taken', { domain });
  }
  const fields = Object.entries(m.registerFields ?? {});
  if (fields.length) {
    await db
      .insertInto('merchant_register_fields')
      .values(fields.map(([field, v]) => ({ merchant_id: id, field, ...v })))
      .execute();
  }
  return id;
}
