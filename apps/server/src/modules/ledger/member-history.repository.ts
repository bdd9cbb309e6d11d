import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * A member wallet's history for the console: its postings newest first (each with the balance
 * right after it, as the ledger wrote it), and its balance explained as the sum of them all by
 * transaction type.
 */

const walletAccount = (db: Db, merchantId: string, memberId: string, wallet: string) =>
  db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('kind', '=', 'member')
    .where('wallet', '=', wallet)
    .executeTakeFirst();

/** A page of the wallet's postings (keyset on the account's time index), or null without such a wallet. */
export async function walletPostings(
  db: Db,
  merchantId: string,
  memberId: string,
  wallet: string,
  page: { before?: string | undefined; limit: number },
) {
  const account = await walletAccount(db, merchantId, memberId, wallet);
  if (!account) return null;
  const rows = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
    .select(['p.id', 'p.created_at', 't.type', 't.reference', 'p.amount', 'p.balance_after'])
    .where('p.account_id', '=', account.id)
    .$if(page.before !== undefined, (q) =>
      q.where(
        sql<boolean>`(p.created_at, p.id) < (SELECT c.created_at, c.id FROM ledger_postings c WHERE c.id = ${page.before}::bigint AND c.account_id = ${account.id})`,
      ),
    )
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(page.limit + 1)
    .execute();
  return { balance: account.balance, rows };
}

/** The wallet's postings summed by transaction type, with their count; null without such a wallet. */
export async function walletByType(db: Db, merchantId: string, memberId: string, wallet: string) {
  const account = await walletAccount(db, merchantId, memberId, wallet);
  if (!account) return null;
  const rows = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
    .select(['t.type', (eb) => eb.fn.countAll<string>().as('n'), sql<string>`sum(p.amount)`.as('total')])
    .where('p.account_id', '=', account.id)
    .groupBy('t.type')
    .orderBy('t.type')
    .execute();
  return { balance: account.balance, rows };
}
