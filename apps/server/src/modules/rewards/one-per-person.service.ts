import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { definitionById } from './definitions.repository.js';
import type { RewardCaller } from './rewards.service.js';

/**
 * One bonus per person: before a reward of a one-per-person definition is claimed, nobody may
 * have claimed that definition from the same account, device (the browser's device id), IP or
 * bank account (the same account number bound to another member). Checked in that order; the
 * refusal names the first that matched (409 bonus_claimed_by_account / _device / _ip /
 * _bank_account). Claims of one definition are serialised by a transaction-level advisory lock,
 * so two accounts racing from one device cannot both pass. The bank-account check is a plain
 * read of bank_accounts (owned by payments, which imports this module: no import back).
 */
export async function checkOnePerPerson(trx: Db, caller: RewardCaller, definitionId: string): Promise<void> {
  const d = await definitionById(trx, caller.merchantId, definitionId);
  if (!d || !d.one_per_person) return;
  await sql`SELECT pg_advisory_xact_lock(hashtext('rewards:definition'), ${Number(definitionId) | 0})`.execute(trx);
  const r = await sql<{ account: boolean; device: boolean; ip: boolean; bank: boolean }>`
    WITH claims AS (
      SELECT member_id, claim_ip, claim_device FROM member_rewards
       WHERE definition_id = ${definitionId} AND merchant_id = ${caller.merchantId} AND status = 'claimed'
    )
    SELECT
      EXISTS (SELECT 1 FROM claims WHERE member_id = ${caller.memberId}) AS account,
      EXISTS (SELECT 1 FROM claims WHERE ${caller.deviceId}::text IS NOT NULL AND claim_device = ${caller.deviceId}) AS device,
      EXISTS (SELECT 1 FROM claims WHERE claim_ip = ${caller.ip}) AS ip,
      EXISTS (
        SELECT 1 FROM claims c
          JOIN bank_accounts theirs ON theirs.merchant_id = ${caller.merchantId} AND theirs.member_id = c.member_id
          JOIN bank_accounts mine ON mine.merchant_id = ${caller.merchantId} AND mine.member_id = ${caller.memberId}
         WHERE c.member_id <> ${caller.memberId}
           AND regexp_replace(theirs.account_number, '\\D', '', 'g') = regexp_replace(mine.account_number, '\\D', '', 'g')
      ) AS bank`.execute(trx);
  const hit = r.rows[0]!;
  if (hit.account) throw new AppError('bonus_claimed_by_account');
  if (hit.device) throw new AppError('bonus_claimed_by_device');
  if (hit.ip) throw new AppError('bonus_claimed_by_ip');
  if (hit.bank) throw new AppError('bonus_claimed_by_bank_account');
}
