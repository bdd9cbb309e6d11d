import type { Db } from '../../db/database.js';

/** Queries of payment_channels. */

const columns = ['id', 'merchant_id', 'code', 'names', 'gateway', 'min_amount', 'max_amount', 'enabled', 'sequence', 'callback_secret'] as const;

export async function listEnabledChannels(db: Db, merchantId: string) {
  return db.selectFrom('payment_channels').select(columns)
    .where('merchant_id', '=', merchantId).where('enabled', '=', true)
    .orderBy('sequence').orderBy('id').execute();
}

export async function findChannelByCode(db: Db, merchantId: string, code: string) {
  return db.selectFrom('payment_channels').select(columns)
    .where('merchant_id', '=', merchantId).where('code', '=', code).executeTakeFirst();
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
}
/** Inserts unless the merchant has the code already (an existing channel and its secret stay). */
export async function insertChannel(db: Db, c: NewChannel): Promise<void> {
  await db.insertInto('payment_channels').values({
    merchant_id: c.merchantId, code: c.code, names: JSON.stringify(c.names), gateway: c.gateway,
    min_amount: c.min, max_amount: c.max, sequence: c.sequence, callback_secret: c.callbackSecret,
  }).onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing()).execute();
}
