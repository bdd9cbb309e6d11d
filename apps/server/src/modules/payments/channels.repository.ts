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

export type ChannelRow = NonNullable<Awaited<ReturnType<typeof findChannelByCode>>>;

export interface NewChannel {
  merchantId: string;
  code: string;
  names: Record<string, string>;
  gateway: 'demo';
  min: bigint;
  max: bigint;
  sequence: number;
  callbackSecret: string;
  /** Pays approved withdrawals. */
  payouts?: boolean;
}
/** Inserts unless the merchant has the code already (an existing channel and its secret stay). */
export async function insertChannel(db: Db, c: NewChannel): Promise<void> {
  await db
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
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
    .execute();
}
