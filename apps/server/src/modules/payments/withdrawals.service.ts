import type { WithdrawalPage, WithdrawalRecord, WithdrawBody } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import type { Merchant } from '../merchant/index.js';
import { findBankAccount, listBankAccounts, type BankAccountRow } from './bank-accounts.repository.js';
import { memberMainId, move } from './ledger-moves.js';
import { accountFor, lockAccounts } from '../ledger/index.js';
import { assertWithdrawable } from '../rewards/index.js';
import { pageFrom, type PageRequest } from '../../core/page.js';
import { amountWithin } from './payments.common.js';
import { checkPaymentPassword, requirePaymentPasswordHash } from './payment-password.service.js';
import { findByRequest, findWithdrawal, insertWithdrawal, pageOfWithdrawals } from './withdrawals.repository.js';
import { memberWithdrawal } from './withdrawals.presenter.js';

/**
 * POST withdraw. Needs a set payment password, a bound bank account and the right payment
 * password (in that order of answers); the amount within the merchant's limits. The row and
 * the hold (member MAIN -> withdrawal_pending, key withdrawal:<id>:request) commit together,
 * so a refused debit (insufficient_funds) leaves no row either.
 * Retry-safe: the row carries the client's request id (unique per member), so a resend after a
 * lost answer returns the first withdrawal and holds nothing more, also when both arrive at
 * once; the same id with another amount or bank account is duplicate_transaction.
 * Bonuses being wagered (modules/rewards) lock part of the main balance: an amount above the
 * balance less that lock is bonus_wagering_incomplete, checked under the lock of the member's
 * main account (with withdrawal_pending, in id order as ledger_post takes them), nothing written.
 */
export async function requestWithdrawal(
  db: Db,
  merchant: Merchant,
  memberId: string,
  body: WithdrawBody,
): Promise<WithdrawalRecord> {
  const hash = await requirePaymentPasswordHash(db, merchant.id, memberId);
  const earlier = await findByRequest(db, merchant.id, memberId, body.requestId);
  if (earlier) {
    // A resend still needs the right payment password (the client resends it anyway): no
    // withdrawal answer without it, and the wrong-attempt limit counts here too. The limits
    // are not checked again: the merchant may have changed them since the money was held.
    await checkPaymentPassword(db, merchant.id, memberId, hash, body.paymentPassword);
    const account = await findBankAccount(db, merchant.id, memberId, body.bankAccountId);
    if (!account) throw new AppError('not_found');
    return answer(db, merchant.id, sameRequest(earlier, account, BigInt(body.amount)));
  }
  const accounts = await listBankAccounts(db, merchant.id, memberId);
  if (!accounts.length) throw new AppError('bank_account_required');
  const account = accounts.find((a) => a.id === body.bankAccountId);
  if (!account) throw new AppError('not_found');
  const { withdrawalMinAmount: min, withdrawalMaxAmount: max } = merchant.settings;
  const amount = amountWithin(body.amount, BigInt(min), BigInt(max));
  await checkPaymentPassword(db, merchant.id, memberId, hash, body.paymentPassword);

  const id = await db.transaction().execute(async (trx) => {
    const main = await memberMainId(trx, merchant.id, memberId);
    const pending = (await accountFor(trx, merchant.id, 'withdrawal_pending')).id;
    const balances = await lockAccounts(trx, merchant.id, [main, pending]);
    await assertWithdrawable(trx, merchant.id, memberId, amount, balances.get(main) ?? 0n);
    const wid = await insertWithdrawal(trx, {
      merchantId: merchant.id,
      memberId,
      amount,
      bankName: account.bank_name,
      accountName: account.account_name,
      accountNumber: account.account_number,
      requestId: body.requestId,
      fourEyes: amount > BigInt(merchant.settings.paymentApprovalAbove),
    });
    if (wid === null) return null;
    await move(trx, merchant.id, {
      type: 'withdrawal',
      reference: `withdrawal:${wid}`,
      idempotencyKey: `withdrawal:${wid}:request`,
      from: { member: memberId },
      to: 'withdrawal_pending',
      amount,
    });
    return wid;
  });
  if (id !== null) return answer(db, merchant.id, id);
  // A concurrent call with the same request id committed its withdrawal first.
  const winner = await findByRequest(db, merchant.id, memberId, body.requestId);
  if (!winner) throw new Error('withdrawals: request id conflict without a row');
  return answer(db, merchant.id, sameRequest(winner, account, amount));
}

type Requested = NonNullable<Awaited<ReturnType<typeof findByRequest>>>;
/** A resent request id must carry the same withdrawal: amount and bank account (its details, as copied to the row). */
function sameRequest(row: Requested, account: BankAccountRow, amount: bigint): string {
  const same =
    BigInt(row.amount) === amount &&
    row.bank_name === account.bank_name &&
    row.account_name === account.account_name &&
    row.account_number === account.account_number;
  if (!same) throw new AppError('duplicate_transaction');
  return row.id;
}

async function answer(db: Db, merchantId: string, id: string): Promise<WithdrawalRecord> {
  return memberWithdrawal((await findWithdrawal(db, merchantId, id))!);
}

/** GET withdrawals: the member's own, newest first, with receipt state and deadline. */
export async function withdrawalsOf(db: Db, merchantId: string, memberId: string, page: PageRequest): Promise<WithdrawalPage> {
  const { rows, total } = await pageOfWithdrawals(db, merchantId, { memberId }, page);
  return pageFrom(rows.map(memberWithdrawal), total, page);
}
