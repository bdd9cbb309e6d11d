-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- The limit in force now.
CREATE OR REPLACE FUNCTION rg_in_force(l rg_limits) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN l.pending_at IS NOT NULL AND l.pending_at <= now() THEN l.pending_amount ELSE l.amount END
$$;
