import type { PaymentChannel } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { randomToken } from '../../lib/secrets.js';
import { localized } from '../catalog/index.js';
import { insertChannel, listEnabledChannels, type ChannelRow, type NewChannel } from './channels.repository.js';

/** A channel's display name in the request's language (EN when it has none in that language), else its code. */
export const channelName = (c: Pick<ChannelRow, 'names' | 'code'>, lang: string) => localized(c.names, lang) || c.code;

/** GET channels: the merchant's enabled deposit channels with their limits, in order. */
export async function channelsOf(db: Db, merchantId: string, lang: string): Promise<PaymentChannel[]> {
  const rows = await listEnabledChannels(db, merchantId);
  return rows.map((c) => ({ code: c.code, name: channelName(c, lang), min: c.min_amount, max: c.max_amount }));
}

/**
 * Creates a deposit channel (seed, tests, later the console) with a fresh callback secret:
 * 256 random bits, generated here and kept only in the database, never in the repository.
 */
export async function createChannel(db: Db, c: Omit<NewChannel, 'callbackSecret'>): Promise<void> {
  await insertChannel(db, { ...c, callbackSecret: randomToken(32) });
}
