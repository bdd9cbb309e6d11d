import type { Db } from '../db/database.js';
import { findMerchantById } from '../modules/merchant/index.js';
import { depositFee } from '@playhouse/contract';
import { createChannel, move } from '../modules/payments/index.js';
import { createMember } from './merchant.factory.js';

/**
 * The console's money queues with content. Withdrawals: players of the demo merchant asked for
 * payouts, each held from their balance through the ledger as a real request is: three wait in
 * the queue (one above the merchant's four-eyes threshold), one is on hold, and two players share
 * a bank account (the review shows it). Deposits: a bank-transfer channel with a 1 % fee, and two
 * transfers waiting for an operator to find them at the bank (one above the threshold). Once per
 * database.
 */
export const DEMO_PAYEES = [
  { username: 'demopayee1', nickname: 'Payee One', account: '700100200301', amounts: [30_000n] },
  { username: 'demopayee2', nickname: 'Payee Two', account: '700100200302', amounts: [1_500_000n] },
  { username: 'demopayee3', nickname: 'Payee Three', account: '700100200301', amounts: [45_000n, 12_500n] },
] as const;
const PASSWORD = 'demo1234';
const HOLD = { by: 'demo-owner', reason: 'Account shared with another player: checking' };
export const DEMO_TRANSFER_CHANNEL = {
  code: 'DEMO_TRANSFER',
  names: { EN: 'Bank transfer to Demo Bank', TY: 'Bank transfer sa Demo Bank' },
  feeBps: 100,
  account: { bankName: 'Demo Bank', accountName: 'Playhouse Demo Inc', accountNumber: '009988776655' },
} as const;
const TRANSFERS = [
  { payee: 'demopayee1', order: 'DSEEDTRANSFER1', amount: 250_000n },
  { payee: 'demopayee2', order: 'DSEEDTRANSFER2', amount: 2_000_000n },
] as const;

export async function seedMoneyQueues(db: Db, merchantId: string): Promise<void> {
  await createChannel(db, {
    merchantId,
    code: DEMO_TRANSFER_CHANNEL.code,
    names: DEMO_TRANSFER_CHANNEL.names,
    gateway: 'bank_transfer',
    min: 50_000n,
    max: 10_000_000n,
    sequence: 2,
    feeBps: DEMO_TRANSFER_CHANNEL.feeBps,
    account: DEMO_TRANSFER_CHANNEL.account,
  });
  const merchant = await findMerchantById(db, merchantId);
  const done = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', DEMO_PAYEES[0].username)
    .executeTakeFirst();
  if (!merchant || done) return;
  const threshold = BigInt(merchant.settings.paymentApprovalAbove);
  const payees = new Map<string, string>();
  for (const p of DEMO_PAYEES) {
    const memberId = await createMember(db, merchantId, { username: p.username, password: PASSWORD, nickname: p.nickname });
    payees.set(p.username, memberId);
    const total = p.amounts.reduce((a, b) => a + b, 0n);
    await db.transaction().execute(async (trx) => {
      await move(trx, merchantId, {
        type: 'deposit',
        reference: `deposit:SEED-${memberId}`,
        idempotencyKey: `deposit:SEED-${memberId}`,
        from: 'payment_clearing',
        to: { member: memberId },
        amount: total * 2n,
        metadata: { seed: true },
      });
      await trx
        .insertInto('bank_accounts')
        .values({
          merchant_id: merchantId,
          member_id: memberId,
          bank_name: 'Demo Bank',
          account_name: p.nickname,
          account_number: p.account,
        })
        .execute();
      for (const [i, amount] of p.amounts.entries()) {
        const held = p.username === 'demopayee3' && i === 1;
        const w = await trx
          .insertInto('withdrawals')
          .values({
            merchant_id: merchantId,
            member_id: memberId,
            amount,
            bank_name: 'Demo Bank',
            account_name: p.nickname,
            account_number: p.account,
            request_id: `seed-${p.username}-${i}`,
            four_eyes: amount > threshold,
            ...(held ? { held_name: HOLD.by, held_at: new Date(), hold_reason: HOLD.reason } : {}),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await move(trx, merchantId, {
          type: 'withdrawal',
          reference: `withdrawal:${w.id}`,
          idempotencyKey: `withdrawal:${w.id}:request`,
          from: { member: memberId },
          to: 'withdrawal_pending',
          amount,
        });
      }
    });
  }
  const channel = await db
    .selectFrom('payment_channels')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', DEMO_TRANSFER_CHANNEL.code)
    .executeTakeFirstOrThrow();
  for (const d of TRANSFERS) {
    await db
      .insertInto('deposits')
      .values({
        merchant_id: merchantId,
        member_id: payees.get(d.payee)!,
        channel_id: channel.id,
        order_no: d.order,
        amount: d.amount,
        fee: depositFee(d.amount, DEMO_TRANSFER_CHANNEL.feeBps),
        four_eyes: d.amount > threshold,
      })
      .execute();
  }
}
