-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- The canonical content of a row: a JSON array in a fixed order (jsonb's text form is
-- deterministic), the time in UTC with microseconds, whatever the session's time zone.
CREATE OR REPLACE FUNCTION audit_row_hash(a audit_log) RETURNS bytea LANGUAGE sql STABLE AS $$
  SELECT sha256(a.prev_hash || convert_to(jsonb_build_array(
    a.seq, to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    a.actor_kind, a.operator_id, a.key_id, a.actor_name, a.role, a.merchant_id, a.ip,
    a.action, a.target_type, a.target_id, a.before, a.after)::text, 'UTF8'))
$$;
