// The soak's players: members of the demo merchant with money, an authenticated game session
// at the seamless vendor (as the vendor gets one), a signed-in session for their sockets, lottery
// tickets and withdrawals, and a payment password and bank account to withdraw with.
import { deriveVendorSecret } from '@playhouse/contract/server';
import type { Db } from '../../apps/server/src/db/database.js';
import { accountFor, post } from '../../apps/server/src/modules/ledger/index.js';
import { findMerchantByCode } from '../../apps/server/src/modules/merchant/index.js';
import { createSession } from '../../apps/server/src/modules/session/index.js';
import { hashPassword } from '../../apps/server/src/lib/passwords.js';
import { createMember } from '../../apps/server/src/seed/merchant.factory.js';
import { authenticatedSession, VENDOR } from '../seamless-fixture.js';

export const MERCHANT = 'demo';
export const START_MONEY = 1_000_000n;
export const PAY_PASSWORD = '246801';

export interface SoakPlayer {
  memberId: string;
  playerId: string;
  sessionToken: string;
  /** The member's own session (the socket listener's token). */
  token: string;
  bankAccountId: string;
}

export async function soakPlayers(db: Db, web: string, master: string, run: string, n: number) {
  const merchant = await findMerchantByCode(db, MERCHANT);
  if (!merchant) throw new Error(`no merchant ${MERCHANT} (the cluster seeds the demo)`);
  const secret = await deriveVendorSecret(master, MERCHANT, VENDOR);
  const clearing = await accountFor(db, merchant.id, 'payment_clearing');
  const players: SoakPlayer[] = [];
  const payHash = await hashPassword(PAY_PASSWORD);
  for (let i = 0; i < n; i++) {
    const memberId = await createMember(db, merchant.id, { username: `sk${run}${i}`, password: 'soak12345' });
    const wallet = await accountFor(db, merchant.id, 'member', memberId);
    await post(db, {
      merchantId: merchant.id,
      type: 'deposit',
      reference: `deposit:soak-${run}-${i}`,
      idempotencyKey: `soak-${run}-deposit-${i}`,
      postings: [
        { accountId: clearing.id, amount: -START_MONEY },
        { accountId: wallet.id, amount: START_MONEY },
      ],
    });
    const { playerId, sessionToken } = await authenticatedSession(db, web, secret, merchant.id, memberId);
    const token = await createSession(db, merchant, memberId, 'username', '10.77.0.1', 'soak');
    await db.updateTable('members').set({ payment_password_hash: payHash }).where('id', '=', memberId).execute();
    const bank = await db
      .insertInto('bank_accounts')
      .values({
        merchant_id: merchant.id,
        member_id: memberId,
        bank_name: 'Soak Bank',
        account_name: `Soak Player ${i}`,
        account_number: `77${(parseInt(run, 16) % 10_000).toString().padStart(4, '0')}${i.toString().padStart(3, '0')}4321`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    players.push({ memberId, playerId, sessionToken, token, bankAccountId: bank.id });
  }
  return { merchantId: merchant.id, secret, players };
}
