-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- BEFORE INSERT on audit_log: under one transaction-level advisory lock it numbers the row (seq,
-- gap-free), links it to the previous row's hash and hashes its own canonical content; and the
-- same per merchant (platform-level rows form their own chain): merchant_seq, merchant_prev_hash,
-- merchant_hash. A writer cannot choose them, and the lock is held until the action's
-- transaction commits, so concurrent appends form one line.
CREATE OR REPLACE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zero      CONSTANT bytea := '\x0000000000000000000000000000000000000000000000000000000000000000'::bytea;
  last_seq  bigint;
  last_hash bytea;
  m_seq     bigint;
  m_hash    bytea;
BEGIN
  -- Two-int form: a lock tag no bigint advisory lock of the platform can collide with.
  PERFORM pg_advisory_xact_lock(1096107092, 1);
  SELECT seq, hash INTO last_seq, last_hash FROM audit_log ORDER BY seq DESC LIMIT 1;
  IF NEW.merchant_id IS NULL THEN
    SELECT merchant_seq, merchant_hash INTO m_seq, m_hash FROM audit_log WHERE merchant_id IS NULL ORDER BY seq DESC LIMIT 1;
  ELSE
    SELECT merchant_seq, merchant_hash INTO m_seq, m_hash FROM audit_log WHERE merchant_id = NEW.merchant_id ORDER BY seq DESC LIMIT 1;
  END IF;
  NEW.seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := coalesce(last_hash, zero);
  NEW.created_at := clock_timestamp();
  NEW.hash := audit_row_hash(NEW);
  NEW.merchant_seq := coalesce(m_seq, 0) + 1;
  NEW.merchant_prev_hash := coalesce(m_hash, zero);
  NEW.merchant_hash := audit_merchant_hash(NEW);
  RETURN NEW;
END $$;
