-- ledger_post and ledger_post_batch find and lock their accounts by `id = ANY (array)`. With a
-- parameter, PostgreSQL plans such a statement for each call (a custom plan) while its
-- estimate for the array's length makes the one reusable plan look dearer: measured, the
-- seamless wallet spent about 7% of the database's CPU planning the same primary-key
-- lookups again, and ran 18–20% more calls with the plan kept. The plan is the same for any
-- array (the primary key), so it is kept for the life of the connection.
ALTER FUNCTION ledger_post(bigint, text, text, text, bigint[], bigint[], jsonb, boolean)
  SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION ledger_post_batch(bigint, text[], text[], text[], int[], bigint[], bigint[], boolean)
  SET plan_cache_mode = force_generic_plan;
