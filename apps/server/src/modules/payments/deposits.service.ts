import { randomInt } from 'node:crypto';
import { depositFee, type DepositAnswer, type DepositPage, type DepositStatus } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { emit } from '../events/index.js';
import type { Merchant } from '../merchant/index.js';
import { findChannelByCode } from './channels.repository.js';
import { channelName } from './channels.service.js';
import { findDemoOrder, insertDeposit, lockDeposit, memberDeposits, settleDeposit } from './deposits.repository.js';
import type { PageOrder } from './demo-gateway.page.js';
import { gatewayOf, type RawHeaders } from './gateway.js';
import { postDeposit } from './ledger-moves.js';
import { iso, pageFrom, type PageRequest } from '../../core/page.js';
import { amountWithin } from './payments.common.js';
import { assertDepositAllowed } from '../responsible-gaming/index.js';

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** D + date + 12 random characters (60 bits): the key of the gateway's page, so unguessable. */
export function newOrderNo(now = new Date()): string {
  const date = now.toISOString().slice(0, 10).replace(/-/g, '');
  let tail = '';
  for (let i = 0; i < 12; i++) tail += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)];
  return `D${date}${tail}`;
}

/**
 * POST deposit: an order on an enabled channel, inside its limits, with the channel's fee of the
 * moment. A gateway's order answers its page (payUrl); a bank transfer answers where to send the
 * money, the order number as reference, and waits for an operator (four eyes above the
 * merchant's threshold).
 */
export async function createDeposit(
  db: Db,
  merchant: Merchant,
  memberId: string,
  body: { channel: string; amount: string },
  opts: { demoGateway: boolean },
): Promise<DepositAnswer> {
  const channel = await findChannelByCode(db, merchant.id, body.channel);
  if (!channel || !channel.enabled) throw new AppError('not_found');
  // Outside demo mode the demo gateway's page is not served: its channels take no deposits.
  if (channel.gateway === 'demo' && !opts.demoGateway) throw new AppError('operation_not_enabled');
  const amount = amountWithin(body.amount, BigInt(channel.min_amount), BigInt(channel.max_amount));
  const orderNo = newOrderNo();
  const bankTransfer = channel.gateway === 'bank_transfer';
  // Responsible gaming: refused while self-excluded or above what the deposit limits leave.
  await db.transaction().execute(async (trx) => {
    await assertDepositAllowed(trx, merchant.id, memberId, amount);
    await insertDeposit(trx, {
      merchantId: merchant.id,
      memberId,
      channelId: channel.id,
      orderNo,
      amount,
      fee: depositFee(amount, channel.fee_bps),
      fourEyes: bankTransfer && amount > BigInt(merchant.settings.paymentApprovalAbove),
    });
  });
  if (bankTransfer) return { orderNo, payUrl: null, transfer: transferOf(channel, orderNo, amount.toString()) };
  const { payUrl } = await gatewayOf(channel.gateway).createPayment({
    orderNo,
    amount,
    channelCode: channel.code,
    merchantCode: merchant.code,
  });
  return { orderNo, payUrl, transfer: null };
}

/** Where a bank transfer's money goes: the channel's receiving account, the order number as reference. */
function transferOf(
  c: { bank_name: string | null; account_name: string | null; account_number: string | null },
  orderNo: string,
  amount: string,
) {
  return { bankName: c.bank_name!, accountName: c.account_name!, accountNumber: c.account_number!, reference: orderNo, amount };
}

/**
 * The gateway's callback. Verified with the channel's secret (invalid_signature otherwise,
 * nothing written), then idempotent: the order row is locked, so concurrent or repeated
 * callbacks credit once and all answer the same. A paid order credits the member's MAIN
 * wallet from payment_clearing (type deposit, key deposit:<orderNo>). The amount must be
 * the order's; a paid notice for a failed order (or the reverse) is refused with invalid_state.
 */
export async function handleCallback(
  db: Db,
  merchantId: string,
  channelCode: string,
  rawBody: string,
  headers: RawHeaders,
): Promise<{ orderNo: string; status: DepositStatus }> {
  const channel = await findChannelByCode(db, merchantId, channelCode);
  // A bank transfer has no gateway to call back: an operator confirms it.
  if (!channel || channel.gateway === 'bank_transfer') throw new AppError('not_found');
  const notice = await gatewayOf(channel.gateway).verifyCallback(rawBody, headers, channel.callback_secret);
  return db.transaction().execute(async (trx) => {
    const order = await lockDeposit(trx, merchantId, channel.id, notice.orderNo);
    if (!order) throw new AppError('not_found');
    if (BigInt(order.amount) !== notice.amount)
      throw new AppError('validation_failed', [{ field: 'amount', key: 'validation_failed' }]);
    const wanted: DepositStatus = notice.paid ? 'confirmed' : 'failed';
    if (order.status === wanted) return { orderNo: order.order_no, status: wanted };
    if (order.status !== 'pending') throw new AppError('invalid_state');
    if (notice.paid) {
      await postDeposit(trx, merchantId, order, { channel: channel.code, gatewayReference: notice.reference });
    }
    await settleDeposit(trx, order.id, wanted, notice.reference);
    if (notice.paid) {
      await emit(trx, {
        type: 'deposit.confirmed',
        payload: {
          merchantId,
          memberId: order.member_id,
          depositId: order.id,
          orderNo: order.order_no,
          channel: channel.code,
          amount: notice.amount.toString(),
        },
      });
    }
    return { orderNo: order.order_no, status: wanted };
  });
}

/** GET deposits: the member's own orders, newest first. */
export async function depositsOf(
  db: Db,
  merchantId: string,
  memberId: string,
  lang: string,
  page: PageRequest,
): Promise<DepositPage> {
  const { rows, total } = await memberDeposits(db, merchantId, memberId, page);
  const content = rows.map((r) => ({
    orderNo: r.order_no,
    channel: r.code,
    channelName: channelName(r, lang),
    amount: r.amount,
    fee: r.fee,
    status: r.status,
    createdAt: iso(r.created_at)!,
    settledAt: iso(r.settled_at),
    transfer: r.gateway === 'bank_transfer' && r.status === 'pending' ? transferOf(r, r.order_no, r.amount) : null,
  }));
  return pageFrom(content, total, page);
}

/**
 * An order of a demo-gateway channel (found by its number alone: it is the page's key): what
 * its page shows, and what the gateway's callback for it needs. null when there is none.
 */
export async function demoOrder(db: Db, orderNo: string, lang: string) {
  const o = await findDemoOrder(db, orderNo);
  if (!o) return null;
  const page: PageOrder = {
    orderNo: o.order_no,
    merchantName: o.merchant_name,
    channelName: channelName({ code: o.channel_code, names: o.names }, lang),
    amount: o.amount,
    currencySymbol: o.currency_symbol,
    status: o.status,
  };
  return { page, channelCode: o.channel_code, merchantCode: o.merchant_code, callbackSecret: o.callback_secret };
}
