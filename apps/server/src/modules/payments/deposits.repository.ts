import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DepositStatus } from '../../db/schema.payments.js';
import { offsetOf, type PageRequest } from '../../core/page.js';

/** Queries of deposits. `db` may be a transaction. */

export interface NewDeposit {
  merchantId: string;
  memberId: string;
  channelId: string;
  orderNo: string;
  amount: bigint;
  fee: bigint;
  /** A bank transfer above the merchant's threshold: credited on a second person's approval. */
  fourEyes: boolean;
}
export async function insertDeposit(db: Db, d: NewDeposit): Promise<void> {
  await db
    .insertInto('deposits')
    .values({
      merchant_id: d.merchantId,
      member_id: d.memberId,
      channel_id: d.channelId,
      order_no: d.orderNo,
      amount: d.amount,
      fee: d.fee,
      four_eyes: d.fourEyes,
    })
    .execute();
}

/** The order, locked until the end of the transaction: concurrent callbacks for it queue here. */
export async function lockDeposit(db: Db, merchantId: string, channelId: string, orderNo: string) {
  return db
    .selectFrom('deposits')
    .select(['id', 'member_id', 'order_no', 'amount', 'fee', 'status'])
    .where('merchant_id', '=', merchantId)
    .where('channel_id', '=', channelId)
    .where('order_no', '=', orderNo)
    .forUpdate()
    .executeTakeFirst();
}

/** A deposit by its id with its channel's kind, locked for an operator's decision. */
export async function lockDepositById(db: Db, merchantId: string, id: string) {
  return db
    .selectFrom('deposits')
    .innerJoin('payment_channels as c', 'c.id', 'deposits.channel_id')
    .select([
      'deposits.id',
      'deposits.member_id',
      'deposits.order_no',
      'deposits.amount',
      'deposits.fee',
      'deposits.status',
      'deposits.four_eyes',
      'deposits.first_approved_person',
      'c.code',
      'c.gateway',
    ])
    .where('deposits.merchant_id', '=', merchantId)
    .where('deposits.id', '=', id)
    .forUpdate('deposits')
    .executeTakeFirst();
}

export async function settleDeposit(
  db: Db,
  id: string,
  status: Exclude<DepositStatus, 'pending'>,
  reference: string,
): Promise<void> {
  await db
    .updateTable('deposits')
    .set({ status, gateway_reference: reference, settled_at: sql<Date>`now()` as unknown as Date })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export async function memberDeposits(db: Db, merchantId: string, memberId: string, page: PageRequest) {
  const base = db
    .selectFrom('deposits')
    .where('deposits.merchant_id', '=', merchantId)
    .where('deposits.member_id', '=', memberId);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('payment_channels as c', 'c.id', 'deposits.channel_id')
      .select([
        'deposits.order_no',
        'deposits.amount',
        'deposits.status',
        'deposits.created_at',
        'deposits.settled_at',
        'deposits.fee',
        'c.code',
        'c.names',
        'c.gateway',
        'c.bank_name',
        'c.account_name',
        'c.account_number',
      ])
      .orderBy('deposits.created_at', 'desc')
      .orderBy('deposits.id', 'desc')
      .limit(page.pageSize)
      .offset(offsetOf(page))
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** An order of a demo-gateway channel, for the gateway's page (found by its number alone). */
export async function findDemoOrder(db: Db, orderNo: string) {
  return db
    .selectFrom('deposits')
    .innerJoin('payment_channels as c', (j) =>
      j.onRef('c.id', '=', 'deposits.channel_id').onRef('c.merchant_id', '=', 'deposits.merchant_id'),
    )
    .innerJoin('merchants as m', 'm.id', 'deposits.merchant_id')
    .select([
      'deposits.order_no',
      'deposits.amount',
      'deposits.status',
      'c.code as channel_code',
      'c.names',
      'c.callback_secret',
      'm.code as merchant_code',
      'm.name as merchant_name',
      'm.currency_symbol',
    ])
    .where('deposits.order_no', '=', orderNo)
    .where('c.gateway', '=', 'demo')
    .executeTakeFirst();
}

/** Bank transfers of the merchant waiting for an operator (the console's deposit queue count). */
export async function pendingDepositCount(db: Db, merchantId: string): Promise<number> {
  const r = await db
    .selectFrom('deposits')
    .innerJoin('payment_channels as c', 'c.id', 'deposits.channel_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('deposits.merchant_id', '=', merchantId)
    .where('deposits.status', '=', 'pending')
    .where('c.gateway', '=', 'bank_transfer')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
