-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- outbox_emit_many: the events of many members in one statement (bulk work such as a lottery
-- draw's settlement). Like outbox_emit it takes each member's lock (in ascending member order, so
-- two bulk emitters cannot deadlock), which keeps each member's events in commit order; events of
-- one member keep their given order.
CREATE OR REPLACE FUNCTION outbox_emit_many(p_members bigint[], p_merchants bigint[], p_types text[], p_payloads jsonb[],
                                 p_notify boolean DEFAULT true)
RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  v_n int;
BEGIN
  PERFORM pg_advisory_xact_lock(1162761812, hashtext(m::text))
     FROM (SELECT DISTINCT m FROM unnest(p_members) AS m WHERE m IS NOT NULL ORDER BY m) x;
  INSERT INTO domain_events (type, merchant_id, member_id, payload)
  SELECT v.type, v.merchant_id, v.member_id, v.payload
    FROM unnest(p_types, p_merchants, p_members, p_payloads) WITH ORDINALITY AS v(type, merchant_id, member_id, payload, n)
   ORDER BY v.n;
  GET DIAGNOSTICS v_n = ROW_COUNT;
  IF p_notify AND v_n > 0 THEN
    PERFORM pg_notify('domain_events', '');
  END IF;
  RETURN v_n;
END $$;
