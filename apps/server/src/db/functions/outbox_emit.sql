-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- The outbox's write as a SQL function (owned by modules/events): emitAll calls it, and the
-- seamless wallet's functions call it inside their one statement.
-- Events of one fact (one member, or none), ids in the order given, in the caller's transaction.
-- The member lock (a transaction-scoped advisory lock of class 1162761812) is taken before any
-- id is made, so a member's events get ids in commit order. NOTIFY domain_events wakes the relay
-- at commit only, unless p_notify is false: the caller then sends it after the commit
-- (lib/notify-after-commit.ts says why).
CREATE OR REPLACE FUNCTION outbox_emit(p_member bigint, p_merchants bigint[], p_types text[], p_payloads jsonb[],
                            p_notify boolean DEFAULT true)
RETURNS SETOF bigint LANGUAGE plpgsql AS $$
BEGIN
  IF p_member IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(1162761812, hashtext(p_member::text));
  END IF;
  RETURN QUERY
    WITH e AS (
      INSERT INTO domain_events (type, merchant_id, member_id, payload)
      SELECT v.type, v.merchant_id, p_member, v.payload
        FROM unnest(p_types, p_merchants, p_payloads) WITH ORDINALITY AS v(type, merchant_id, payload, n)
       ORDER BY v.n
      RETURNING id
    )
    SELECT id FROM e ORDER BY id;
  IF p_notify THEN
    PERFORM pg_notify('domain_events', '');
  END IF;
END $$;
