import type { Updateable } from 'kysely';
import type { ChannelGateway, PaymentChannelTable } from '../../db/schema.payments.js';
import type { Db } from '../../db/database.js';

/** Queries of payment_channels. */

const columns = [
  'id',
  'merchant_id',
  'code',
  'names',
  'gateway',
  'min_amount',
  'max_amount',
  'enabled',
  'sequence',
  'callback_secret',
  'payouts',
  'fee_bps',
  'bank_name',
  'account_name',
  'account_number',
] as const;

export async function listEnabledChannels(db: Db, merchantId: string) {
  return db
    .selectFrom('payment_channels')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
}

export async function findChannelByCode(db: Db, merchantId: string, code: string) {
  return db
    .selectFrom('payment_channels')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirst();
}

/** The enabled channel that pays the merchant's withdrawals (the first by sequence), if any. */
export async function findPayoutChannel(db: Db, merchantId: string) {
  return db
    .selectFrom('payment_channels')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .where('payouts', '=', true)
    .orderBy('sequence')
    .orderBy('id')
    .executeTakeFirst();
}

/** Every channel of the merchant, enabled or not, in order (the console's list). */
export async function listAllChannels(db: Db, merchantId: string) {
  return db
    .selectFrom('payment_channels')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
}

/** The channel, locked for its change; undefined when the merchant has no such code. */
export async function lockChannel(db: Db, merchantId: string, code: string) {
  return db
    .selectFrom('payment_channels')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .forUpdate()
    .executeTakeFirst();
}

export type ChannelChange = Pick<
  Updateable<PaymentChannelTable>,
  'names' | 'enabled' | 'sequence' | 'min_amount' | 'max_amount' | 'fee_bps' | 'bank_name' | 'account_name' | 'account_number'
>;
export async function updateChannel(db: Db, id: string, change: ChannelChange): Promise<void> {
  await db.updateTable('payment_channels').set(change).where('id', '=', id).execute();
}

export type ChannelRow = NonNullable<Awaited<ReturnType<typeof findChannelByCode>>>;

export interface NewChannel {
  merchantId: string;
  code: string;
  names: Record<string, string>;
  gateway: ChannelGateway;
  min: bigint;
  max: bigint;
  sequence: number;
  callbackSecret: string;
  /** Pays approved withdrawals. */
  payouts?: boolean;
  enabled?: boolean;
  feeBps?: number;
  /** The merchant's receiving account (bank_transfer). */
  account?: { bankName: string; accountName: string; accountNumber: string } | null;
}
/** Inserts unless the merchant has the code already (an existing channel and its secret stay); true when inserted. */
export async function insertChannel(db: Db, c: NewChannel): Promise<boolean> {
  const r = await db
    .insertInto('payment_channels')
    .values({
      merchant_id: c.merchantId,
      code: c.code,
      names: JSON.stringify(c.names),
      gateway: c.gateway,
      min_amount: c.min,
      max_amount: c.max,
      sequence: c.sequence,
      callback_secret: c.callbackSecret,
      payouts: c.payouts ?? false,
      enabled: c.enabled ?? true,
      fee_bps: c.feeBps ?? 0,
      bank_name: c.account?.bankName ?? null,
      account_name: c.account?.accountName ?? null,
      account_number: c.account?.accountNumber ?? null,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return r !== undefined;
}
