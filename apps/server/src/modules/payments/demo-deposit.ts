import type { Db } from '../../db/database.js';
import type { Merchant } from '../merchant/index.js';
import { findChannelByCode } from './channels.repository.js';
import { demoCallback } from './demo-gateway.js';
import { createDeposit, handleCallback } from './deposits.service.js';

/**
 * Seeds: a deposit paid the way a player's is, on a demo-gateway channel: the order, then the
 * gateway's signed callback, so the member is credited and `deposit.confirmed` is emitted (the
 * agent reports count it). Never reachable from a route.
 */
export async function depositThroughDemoGateway(
  db: Db,
  merchant: Merchant,
  memberId: string,
  channelCode: string,
  amount: bigint,
): Promise<string> {
  const channel = await findChannelByCode(db, merchant.id, channelCode);
  if (!channel || channel.gateway !== 'demo') throw new Error(`no demo-gateway channel ${channelCode}`);
  const { orderNo } = await createDeposit(
    db,
    merchant,
    memberId,
    { channel: channelCode, amount: amount.toString() },
    { demoGateway: true },
  );
  const cb = demoCallback(channel.callback_secret, {
    orderNo,
    amount: amount.toString(),
    status: 'paid',
    reference: `DEMO-${orderNo}`,
  });
  await handleCallback(db, merchant.id, channelCode, cb.raw, cb.headers);
  return orderNo;
}
