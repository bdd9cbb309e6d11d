-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- The account of (merchant, kind, member, wallet, shard), created on first use in the merchant's
-- currency; NULL for an unknown merchant, a foreign-key error (23503) for a member of another one.
-- Accounts that hold someone's money (or money in flight: the pending kinds, lottery stakes
-- included) are never allowed to go negative.
CREATE OR REPLACE FUNCTION ledger_account(p_merchant bigint, p_kind text, p_member bigint, p_wallet text, p_shard smallint)
RETURNS ledger_accounts LANGUAGE plpgsql AS $$
DECLARE
  r ledger_accounts;
BEGIN
  SELECT * INTO r FROM ledger_accounts
   WHERE merchant_id = p_merchant AND kind = p_kind AND COALESCE(member_id, 0) = COALESCE(p_member, 0)
     AND wallet = p_wallet AND shard = p_shard;
  IF FOUND THEN RETURN r; END IF;
  INSERT INTO ledger_accounts (merchant_id, kind, member_id, wallet, currency, allow_negative, shard)
  SELECT m.id, p_kind, p_member, p_wallet, m.currency,
         p_kind NOT IN ('member', 'withdrawal_pending', 'transfer_pending', 'lottery_pending'), p_shard
    FROM merchants m WHERE m.id = p_merchant
  ON CONFLICT DO NOTHING;
  -- A concurrent creator may have won the insert: read the one that stayed.
  SELECT * INTO r FROM ledger_accounts
   WHERE merchant_id = p_merchant AND kind = p_kind AND COALESCE(member_id, 0) = COALESCE(p_member, 0)
     AND wallet = p_wallet AND shard = p_shard;
  RETURN r;
END $$;
