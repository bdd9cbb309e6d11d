import {
  BANK_ACCOUNT_VALIDATORS,
  checkValue,
  cleanBankAccount,
  MAX_BANK_ACCOUNTS,
  type BankAccount,
  type BankAccountBody,
} from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { failOnIssues, FieldRules, lockMemberPayee, normalizePayeeName, requiredIssue, setPayeeName } from '../member/index.js';
import { deleteBankAccount, insertBankAccount, listBankAccounts, type BankAccountRow } from './bank-accounts.repository.js';
import { maskAccountNumber } from './payments.common.js';

const present = (a: BankAccountRow): BankAccount => ({
  id: a.id,
  bankName: a.bank_name,
  accountName: a.account_name,
  accountNumber: maskAccountNumber(a.account_number),
});

export async function bankAccountsOf(db: Db, merchantId: string, memberId: string): Promise<BankAccount[]> {
  return (await listBankAccounts(db, merchantId, memberId)).map(present);
}

/**
 * Binds a bank account (at most 3). The account name must be the member's payee name when
 * the member has one; a member without one gets this name as payee name, so every later
 * account (and the new-IP "bank account name" check) uses the same real name.
 */
export async function addBankAccount(
  db: Db,
  merchantId: string,
  memberId: string,
  body: BankAccountBody,
): Promise<BankAccount[]> {
  const { bankName, accountName, accountNumber } = cleanBankAccount(body);
  const rules = await FieldRules.of(db, merchantId);
  failOnIssues([
    bankName ? checkValue(BANK_ACCOUNT_VALIDATORS.bankName, bankName) : requiredIssue('bankName'),
    accountName ? rules.check('payeeName', accountName, 'accountName') : requiredIssue('accountName'),
    accountNumber ? checkValue(BANK_ACCOUNT_VALIDATORS.accountNumber, accountNumber) : requiredIssue('accountNumber'),
  ]);
  await db.transaction().execute(async (trx) => {
    const member = await lockMemberPayee(trx, merchantId, memberId);
    if (!member) throw new AppError('not_logged_in');
    if (member.payee_name?.trim() && normalizePayeeName(member.payee_name) !== normalizePayeeName(accountName))
      throw new AppError('bank_account_name_mismatch');
    const existing = await listBankAccounts(trx, merchantId, memberId);
    if (existing.some((a) => a.account_number === accountNumber)) return;
    if (existing.length >= MAX_BANK_ACCOUNTS) throw new AppError('bank_accounts_full');
    await insertBankAccount(trx, merchantId, memberId, { bankName, accountName, accountNumber });
    if (!member.payee_name?.trim()) await setPayeeName(trx, merchantId, memberId, accountName);
  });
  return bankAccountsOf(db, merchantId, memberId);
}

export async function removeBankAccount(db: Db, merchantId: string, memberId: string, id: string): Promise<BankAccount[]> {
  if (!(await deleteBankAccount(db, merchantId, memberId, id))) throw new AppError('not_found');
  return bankAccountsOf(db, merchantId, memberId);
}
