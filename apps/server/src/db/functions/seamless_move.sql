-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- Moves p_amount between the member's wallet and the vendor's house account (the member's
-- shard of it): a bet debits the wallet, a payout or refund credits it. Posted without NOTIFY
-- (seamless_money's caller sends it after the commit); answers what ledger_post answers.
CREATE OR REPLACE FUNCTION seamless_move(p_type text, p_merchant bigint, p_member bigint, p_wallet bigint, p_vendor text,
                              p_round text, p_tx text, p_amount bigint, p_shards int)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_house bigint := (ledger_account(p_merchant, 'house', NULL, p_vendor, (p_member % p_shards)::smallint)).id;
  v_sign bigint := CASE WHEN p_type = 'bet' THEN -1 ELSE 1 END;
BEGIN
  RETURN ledger_post(p_merchant, p_type, 'round:' || p_vendor || ':' || p_round, 'seamless:' || p_vendor || ':' || p_tx,
    ARRAY[p_wallet, v_house], ARRAY[v_sign * p_amount, -v_sign * p_amount],
    jsonb_build_object('vendor', p_vendor, 'roundId', p_round, 'txId', p_tx), false);
END $$;
