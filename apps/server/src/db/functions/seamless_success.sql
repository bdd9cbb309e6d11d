-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- A success as the API answers it: the balance after the call and the platform's transaction.
-- STABLE, as the jsonb_build_object it calls is: declared IMMUTABLE, PostgreSQL could not
-- inline it and ran it as a query of its own (20261202100100_seamless_fewer_statements.sql).
CREATE OR REPLACE FUNCTION seamless_success(p_balance bigint, p_currency text, p_platform_tx bigint) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('status', 200, 'body', jsonb_build_object('success', true,
    'value', jsonb_build_object('balance', p_balance::text, 'currency', p_currency, 'platformTxId', p_platform_tx::text)))
$$;
