-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- Postings of a transaction sum to zero and there are at least two, checked at commit so the
-- service can insert them one statement at a time.
CREATE OR REPLACE FUNCTION ledger_check_balanced_of(tx bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  n bigint;
BEGIN
  SELECT COALESCE(sum(amount), 0), count(*) INTO total, n FROM ledger_postings WHERE transaction_id = tx;
  IF total <> 0 OR n < 2 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced (sum %, % postings)', tx, total, n
      USING ERRCODE = 'check_violation';
  END IF;
END $$;
