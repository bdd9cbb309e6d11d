-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- The merchant's active valid bet (agent_settings, else its default).
CREATE OR REPLACE FUNCTION agent_threshold(m bigint) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT active_valid_bet FROM agent_settings WHERE merchant_id = m), 10000)
$$;
