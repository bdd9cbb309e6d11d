import type { Db } from '../../db/database.js';

/** Queries of bank_accounts (the payee name they must match is the member module's). `db` may be a transaction. */

const columns = ['id', 'bank_name', 'account_name', 'account_number'] as const;

export async function listBankAccounts(db: Db, merchantId: string, memberId: string) {
  return db
    .selectFrom('bank_accounts')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}
export type BankAccountRow = Awaited<ReturnType<typeof listBankAccounts>>[number];

export async function findBankAccount(db: Db, merchantId: string, memberId: string, id: string) {
  return db
    .selectFrom('bank_accounts')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface NewBankAccount {
  bankName: string;
  accountName: string;
  accountNumber: string;
}
/** Binding the same number twice keeps the first binding. */
export async function insertBankAccount(db: Db, merchantId: string, memberId: string, a: NewBankAccount) {
  await db
    .insertInto('bank_accounts')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      bank_name: a.bankName,
      account_name: a.accountName,
      account_number: a.accountNumber,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'account_number']).doNothing())
    .execute();
}

export async function deleteBankAccount(db: Db, merchantId: string, memberId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('bank_accounts')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .executeTakeFirst();
  return r.numDeletedRows === 1n;
}

/** The members of the merchant who bound this account number (spaces and dashes ignored), at most 1,000. */
export async function membersByAccountNumber(db: Db, merchantId: string, accountNumber: string): Promise<string[]> {
  const rows = await db
    .selectFrom('bank_accounts')
    .select('member_id')
    .distinct()
    .where('merchant_id', '=', merchantId)
    .where('account_number', '=', accountNumber.replace(/[\s-]/g, ''))
    .limit(1000)
    .execute();
  return rows.map((r) => r.member_id);
}
