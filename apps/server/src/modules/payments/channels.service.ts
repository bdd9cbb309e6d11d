import type { OpsChannel, OpsChannelBody, OpsNewChannelBody, PaymentChannel } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { randomToken } from '../../lib/secrets.js';
import { localized } from '../catalog/index.js';
import { appendAudit, type MerchantOperator } from '../operator/index.js';
import {
  insertChannel,
  listAllChannels,
  listEnabledChannels,
  lockChannel,
  updateChannel,
  type ChannelRow,
  type NewChannel,
} from './channels.repository.js';

/** A channel's display name in the request's language (EN when it has none in that language), else its code. */
export const channelName = (c: Pick<ChannelRow, 'names' | 'code'>, lang: string) => localized(c.names, lang) || c.code;

/** GET channels: the merchant's enabled deposit channels with their limits and fee, in order. */
export async function channelsOf(db: Db, merchantId: string, lang: string): Promise<PaymentChannel[]> {
  const rows = await listEnabledChannels(db, merchantId);
  return rows.map((c) => ({
    code: c.code,
    name: channelName(c, lang),
    kind: c.gateway,
    min: c.min_amount,
    max: c.max_amount,
    feeBps: c.fee_bps,
  }));
}

/**
 * Creates a deposit channel (seed, tests, the console) with a fresh callback secret: 256 random
 * bits, generated here and kept only in the database, never in the repository. False when the
 * merchant has the code already (that channel and its secret stay).
 */
export async function createChannel(db: Db, c: Omit<NewChannel, 'callbackSecret'>): Promise<boolean> {
  return insertChannel(db, { ...c, callbackSecret: randomToken(32) });
}

// ---- the console ----
const opsChannelOf = (c: ChannelRow): OpsChannel => ({
  code: c.code,
  kind: c.gateway,
  names: { EN: c.names.EN ?? '', TY: c.names.TY ?? '' },
  enabled: c.enabled,
  sequence: c.sequence,
  min: c.min_amount,
  max: c.max_amount,
  feeBps: c.fee_bps,
  payouts: c.payouts,
  bankName: c.bank_name,
  accountName: c.account_name,
  accountNumber: c.account_number,
});

/** What the audit trail keeps of a channel: everything the console edits (never its callback secret). */
const audited = (c: OpsChannel) => ({ ...c, names: { ...c.names } });

export async function opsChannels(db: Db, op: MerchantOperator): Promise<OpsChannel[]> {
  return (await listAllChannels(db, op.merchantId)).map(opsChannelOf);
}

const accountOf = (b: OpsChannelBody) =>
  b.bankName !== null && b.accountName !== null && b.accountNumber !== null
    ? { bankName: b.bankName, accountName: b.accountName, accountNumber: b.accountNumber }
    : null;

export async function createOpsChannel(db: Db, op: MerchantOperator, b: OpsNewChannelBody): Promise<OpsChannel> {
  await db.transaction().execute(async (trx) => {
    const made = await createChannel(trx, {
      merchantId: op.merchantId,
      code: b.code,
      names: b.names,
      gateway: b.kind,
      min: BigInt(b.min),
      max: BigInt(b.max),
      sequence: b.sequence,
      enabled: b.enabled,
      feeBps: b.feeBps,
      account: accountOf(b),
    });
    if (!made) throw new AppError('channel_code_taken');
    const row = (await lockChannel(trx, op.merchantId, b.code))!;
    await appendAudit(trx, op, {
      action: 'channel.create',
      targetType: 'channel',
      targetId: row.id,
      after: audited(opsChannelOf(row)),
    });
  });
  return (await opsChannels(db, op)).find((c) => c.code === b.code)!;
}

/** Changes what the console edits of a channel; a bank transfer keeps a receiving account, no other kind has one. */
export async function updateOpsChannel(db: Db, op: MerchantOperator, code: string, b: OpsChannelBody): Promise<OpsChannel> {
  await db.transaction().execute(async (trx) => {
    const row = await lockChannel(trx, op.merchantId, code);
    if (!row) throw new AppError('not_found');
    const account = accountOf(b);
    if ((row.gateway === 'bank_transfer') !== (account !== null))
      throw new AppError('validation_failed', [{ field: 'accountNumber', key: 'validation_failed' }]);
    await updateChannel(trx, row.id, {
      names: JSON.stringify({ ...row.names, ...b.names }),
      enabled: b.enabled,
      sequence: b.sequence,
      min_amount: b.min,
      max_amount: b.max,
      fee_bps: b.feeBps,
      bank_name: account?.bankName ?? null,
      account_name: account?.accountName ?? null,
      account_number: account?.accountNumber ?? null,
    });
    const after = (await lockChannel(trx, op.merchantId, code))!;
    await appendAudit(trx, op, {
      action: 'channel.update',
      targetType: 'channel',
      targetId: row.id,
      before: audited(opsChannelOf(row)),
      after: audited(opsChannelOf(after)),
    });
  });
  return (await opsChannels(db, op)).find((c) => c.code === code)!;
}
