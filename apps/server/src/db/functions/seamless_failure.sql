-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- A refusal as the API answers it: the contract's status and English message for the code.
-- STABLE, as the jsonb_build_object it calls is: declared IMMUTABLE, PostgreSQL could not
-- inline it and ran it as a query of its own (20261202100100_seamless_fewer_statements.sql).
CREATE OR REPLACE FUNCTION seamless_failure(p_rules jsonb, p_code text, p_value jsonb DEFAULT NULL) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'status', (p_rules -> 'failures' -> p_code ->> 'status')::int,
    'body', jsonb_strip_nulls(jsonb_build_object('success', false, 'code', p_code,
              'message', p_rules -> 'failures' -> p_code ->> 'message', 'value', p_value)))
$$;
