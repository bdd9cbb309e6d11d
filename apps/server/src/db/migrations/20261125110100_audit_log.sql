-- The audit trail: one global, append-only hash chain of operator actions and
-- manual money decisions. Owned by modules/operator (audit.repository.ts).
--
-- The database builds the chain itself (BEFORE INSERT trigger): under one transaction-level
-- advisory lock it numbers the row (seq, gap-free), links it to the previous row's hash and
-- hashes its own canonical content. A writer cannot choose seq, prev_hash or hash, and the lock
-- is held until the action's transaction commits, so concurrent appends form one line.
-- UPDATE, DELETE and TRUNCATE are refused by trigger.

CREATE TABLE audit_log (
  id           bigserial PRIMARY KEY,
  seq          bigint NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL,
  actor_kind   text NOT NULL CHECK (actor_kind IN ('user', 'key', 'system')),
  -- No foreign keys: the trail outlives the operators, keys and merchants it names.
  operator_id  bigint,
  key_id       bigint,
  actor_name   text NOT NULL,
  role         text,
  merchant_id  bigint,
  ip           text,
  action       text NOT NULL,
  target_type  text,
  target_id    text,
  before       jsonb,
  after        jsonb,
  prev_hash    bytea NOT NULL,
  hash         bytea NOT NULL
);
CREATE INDEX audit_log_merchant_seq ON audit_log (merchant_id, seq);
CREATE INDEX audit_log_created ON audit_log (created_at);
CREATE INDEX audit_log_action ON audit_log (action, seq);

-- The canonical content of a row: a JSON array in a fixed order (jsonb's text form is
-- deterministic), the time in UTC with microseconds, whatever the session's time zone.
CREATE FUNCTION audit_row_hash(a audit_log) RETURNS bytea LANGUAGE sql STABLE AS $$
  SELECT sha256(a.prev_hash || convert_to(jsonb_build_array(
    a.seq, to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    a.actor_kind, a.operator_id, a.key_id, a.actor_name, a.role, a.merchant_id, a.ip,
    a.action, a.target_type, a.target_id, a.before, a.after)::text, 'UTF8'))
$$;

CREATE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_seq  bigint;
  last_hash bytea;
BEGIN
  -- Two-int form: a lock tag no bigint advisory lock of the platform can collide with.
  PERFORM pg_advisory_xact_lock(1096107092, 1);
  SELECT seq, hash INTO last_seq, last_hash FROM audit_log ORDER BY seq DESC LIMIT 1;
  NEW.seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := coalesce(last_hash, '\x0000000000000000000000000000000000000000000000000000000000000000'::bytea);
  NEW.created_at := clock_timestamp();
  NEW.hash := audit_row_hash(NEW);
  RETURN NEW;
END $$;
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_chain();

CREATE FUNCTION audit_log_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER audit_log_immutable BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse();
