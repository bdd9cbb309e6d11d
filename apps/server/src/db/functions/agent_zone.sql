-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- The merchant's time zone (the one calendar: merchants.time_zone), that agent periods are cut in.
CREATE OR REPLACE FUNCTION agent_zone(m bigint) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT time_zone FROM merchants WHERE id = m), 'Asia/Manila')
$$;
