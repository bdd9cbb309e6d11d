import type { MerchantSettings } from '../../src/modules/merchant/index.js';
import type { Db } from '../../src/db/database.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { buildMember, buildMerchant } from '../factories.js';
import type { TestPlatform } from '../harness.js';
import { tokenOf } from './lobby.js';
import { balanceOf } from '../../src/modules/ledger/index.js';
import { callbackPath, createChannel, demoCallback, memberMainId } from '../../src/modules/payments/index.js';
import { createOperatorKey } from '../../src/modules/operator/index.js';
import { fund } from './ledger.js';

/** Shared by the payments test files. */

export const PAY_PASSWORD = '135790';
let payHash: Promise<string> | null = null;
let serial = 0;

/** A merchant with two demo channels (BANK 100.00-50,000.00, WALLET 50.00-20,000.00) and an operator key. */
export async function paymentMerchant(db: Db, code: string, settings?: Partial<MerchantSettings>) {
  const m = await buildMerchant(db, { code, ...(settings ? { settings } : {}) });
  await createChannel(db, {
    merchantId: m.id,
    code: 'BANK',
    names: { EN: 'Bank transfer', TY: 'Bank transfer (TY)' },
    gateway: 'demo',
    min: 10_000n,
    max: 5_000_000n,
    sequence: 0,
    payouts: true,
  });
  await createChannel(db, {
    merchantId: m.id,
    code: 'WALLET',
    names: { EN: 'E-wallet', TY: 'E-wallet (TY)' },
    gateway: 'demo',
    min: 5_000n,
    max: 2_000_000n,
    sequence: 1,
  });
  const operatorKey = await createOperatorKey(db, m.id, `ops-${code}`);
  return { ...m, operatorKey };
}
export type PayMerchant = Awaited<ReturnType<typeof paymentMerchant>>;

export interface PlayerOptions {
  balance?: bigint;
  paymentPassword?: boolean;
  bank?: boolean;
  payeeName?: string;
  uplineId?: string;
  type?: number;
}
/** A signed-in member, optionally with money, a payment password (PAY_PASSWORD) and a bank account. */
export async function payPlayer(db: Db, merchant: PayMerchant, o: PlayerOptions = {}) {
  const m = await buildMember(db, merchant.id, {
    username: `pay${process.pid % 1000}n${++serial}`,
    payeeName: o.payeeName,
    uplineId: o.uplineId,
    type: o.type,
  });
  if (o.paymentPassword) {
    payHash ??= hashPassword(PAY_PASSWORD);
    await db
      .updateTable('members')
      .set({ payment_password_hash: await payHash })
      .where('id', '=', m.id)
      .execute();
  }
  let bankAccountId: string | null = null;
  if (o.bank) {
    const row = await db
      .insertInto('bank_accounts')
      .values({
        merchant_id: merchant.id,
        member_id: m.id,
        bank_name: 'Test Bank',
        account_name: o.payeeName ?? 'Test Payee',
        account_number: `9000${serial}123456`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    bankAccountId = row.id;
  }
  if (o.balance) await fund(db, merchant.id, m.id, o.balance);
  return { ...m, merchant, bankAccountId, token: await tokenOf(db, merchant.code, m.id) };
}
export type PayPlayer = Awaited<ReturnType<typeof payPlayer>>;

export async function mainBalance(db: Db, merchantId: string, memberId: string): Promise<bigint> {
  return balanceOf(db, merchantId, await memberMainId(db, merchantId, memberId));
}

/** A member's call: the member's merchant and token. */
export const as = (t: TestPlatform, p: PayPlayer, url: string, body?: unknown, method?: 'GET' | 'POST' | 'PUT' | 'DELETE') =>
  t.call({ url, body, method, token: p.token, merchant: p.merchant.code });

/** Operator calls with a key (the merchant's, another's, or none). */
const opHeaders = (key: string | undefined): Record<string, string> => (key ? { 'x-operator-key': key } : {});
export const opGet = (t: TestPlatform, key: string | undefined, url: string) =>
  t.call({ url, merchant: null, headers: opHeaders(key) });
export const opPost = (t: TestPlatform, key: string | undefined, url: string, body: unknown = {}) =>
  t.call({ method: 'POST', url, body, merchant: null, headers: opHeaders(key) });

export const withId = (path: string, id: string) => path.replace(':id', id);

export async function channelSecret(db: Db, merchantId: string, code: string): Promise<string> {
  const r = await db
    .selectFrom('payment_channels')
    .select('callback_secret')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return r.callback_secret;
}

/** The gateway's callback for an order, signed with `secret` (the channel's unless a test forges one). */
export function sendCallback(
  t: TestPlatform,
  merchant: PayMerchant,
  channel: string,
  secret: string,
  body: { orderNo: string; amount: string; status: 'paid' | 'failed'; reference?: string },
  opts: { now?: number; tamper?: (raw: string) => string } = {},
) {
  const cb = demoCallback(secret, { reference: 'GW-1', ...body }, opts.now);
  return t.call({
    method: 'POST',
    url: callbackPath(merchant.code, channel),
    merchant: null,
    headers: { 'content-type': 'application/json', ...cb.headers },
    body: opts.tamper ? opts.tamper(cb.raw) : cb.raw,
  });
}

// ---- images ----
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const png = (size = 64) => Buffer.concat([Buffer.from(PNG_HEAD), Buffer.alloc(Math.max(0, size - PNG_HEAD.length), 7)]);
export const jpg = (size = 64) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 3)]);
export const gif = (size = 64) => Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(size - 6, 1)]);
export const proof = (data: Buffer, mime = 'image/png') => ({ mime, dataBase64: data.toString('base64') });
