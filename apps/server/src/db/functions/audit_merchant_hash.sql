-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- A merchant chain's link: it hashes the row's own hash, which covers the row's content.
CREATE OR REPLACE FUNCTION audit_merchant_hash(a audit_log) RETURNS bytea LANGUAGE sql IMMUTABLE AS $$
  SELECT sha256(a.merchant_prev_hash || convert_to(jsonb_build_array(a.merchant_seq, encode(a.hash, 'hex'))::text, 'UTF8'))
$$;
