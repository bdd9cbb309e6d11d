import type { Db } from '../db/database.js';
import { hashPassword } from '../lib/passwords.js';
import { createChannel, move } from '../modules/payments/index.js';
import { createOperatorKey, hasOperatorKey } from '../modules/operator/index.js';

/** Payments of the demo merchant. Idempotent: re-seeding moves no money and keeps every secret. */
export const DEMO_PAYMENTS = {
  paymentPassword: '123456',
  payeeName: 'Demo Player',
  bank: { bankName: 'Demo Bank', accountNumber: '001234567890' },
  welcomeDeposit: 100_000n,
  operatorKeyName: 'demo-operator',
} as const;

let freshKey: string | null = null;
/** The operator key created by this process's seed, for main.ts to print once; null when it existed. */
export const newOperatorKey = () => freshKey;

export async function seedPayments(db: Db, merchantId: string, playerId: string): Promise<void> {
  await createChannel(db, {
    merchantId,
    code: 'DEMO_BANK',
    names: { EN: 'Demo bank transfer', TY: 'Demo na bank transfer' },
    gateway: 'demo',
    min: 10_000n,
    max: 5_000_000n,
    sequence: 0,
    payouts: true,
  });
  await createChannel(db, {
    merchantId,
    code: 'DEMO_EWALLET',
    names: { EN: 'Demo e-wallet', TY: 'Demo na e-wallet' },
    gateway: 'demo',
    min: 5_000n,
    max: 2_000_000n,
    sequence: 1,
  });

  const player = await db
    .selectFrom('members')
    .select(['payment_password_hash', 'payee_name'])
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
  if (player.payment_password_hash === null || player.payee_name === null) {
    await db
      .updateTable('members')
      .set({
        payment_password_hash: player.payment_password_hash ?? (await hashPassword(DEMO_PAYMENTS.paymentPassword)),
        payee_name: player.payee_name ?? DEMO_PAYMENTS.payeeName,
      })
      .where('id', '=', playerId)
      .execute();
  }
  const bound = await db
    .selectFrom('bank_accounts')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', playerId)
    .executeTakeFirst();
  if (!bound) {
    await db
      .insertInto('bank_accounts')
      .values({
        merchant_id: merchantId,
        member_id: playerId,
        bank_name: DEMO_PAYMENTS.bank.bankName,
        account_name: player.payee_name ?? DEMO_PAYMENTS.payeeName,
        account_number: DEMO_PAYMENTS.bank.accountNumber,
      })
      .execute();
  }

  // A welcome deposit of 1,000.00 through the ledger, as a confirmed order on the first channel.
  const orderNo = `WELCOME-${playerId}`;
  await db.transaction().execute(async (trx) => {
    const channel = await trx
      .selectFrom('payment_channels')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('code', '=', 'DEMO_BANK')
      .executeTakeFirstOrThrow();
    const inserted = await trx
      .insertInto('deposits')
      .values({
        merchant_id: merchantId,
        member_id: playerId,
        channel_id: channel.id,
        order_no: orderNo,
        amount: DEMO_PAYMENTS.welcomeDeposit,
        status: 'confirmed',
        gateway_reference: 'welcome',
        settled_at: new Date(),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return;
    await move(trx, merchantId, {
      type: 'deposit',
      reference: `deposit:${orderNo}`,
      idempotencyKey: `deposit:${orderNo}`,
      from: 'payment_clearing',
      to: { member: playerId },
      amount: DEMO_PAYMENTS.welcomeDeposit,
      metadata: { welcome: true },
    });
  });

  if (!(await hasOperatorKey(db, merchantId, DEMO_PAYMENTS.operatorKeyName))) {
    freshKey = await createOperatorKey(db, merchantId, DEMO_PAYMENTS.operatorKeyName);
  }
}
