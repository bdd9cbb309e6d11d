-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- The merchant's agent time zone and active valid bet (agent_settings, else its defaults).
CREATE OR REPLACE FUNCTION agent_zone(m bigint) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT time_zone FROM agent_settings WHERE merchant_id = m), 'Asia/Manila')
$$;
