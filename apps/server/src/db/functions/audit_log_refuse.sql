-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

CREATE OR REPLACE FUNCTION audit_log_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
