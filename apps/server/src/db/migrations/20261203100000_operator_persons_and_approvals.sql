-- Operators as persons: a verified e-mail no other operator shares, owner-level changes under a
-- second owner's approval, operator captchas (no merchant), and mails to platform operators in
-- the dev outbox. Owned by modules/operator (captchas: captcha; outbox_messages: lib).

ALTER TABLE operator_users
  ADD COLUMN email text CHECK (email IS NULL OR (length(email) BETWEEN 3 AND 254 AND email LIKE '%_@_%')),
  ADD COLUMN email_verified_at timestamptz,
  -- NULL: an owner-level account waiting for a second owner's approval; it cannot sign in.
  ADD COLUMN activated_at timestamptz;
UPDATE operator_users SET activated_at = created_at;
-- One person, one e-mail: no two operators of the platform share one, whatever the case.
CREATE UNIQUE INDEX operator_users_email ON operator_users (lower(email));

-- The code that proves an operator reads its e-mail (hash only; one live code per operator).
CREATE TABLE operator_email_codes (
  operator_id  bigint PRIMARY KEY REFERENCES operator_users(id) ON DELETE CASCADE,
  email        text NOT NULL,
  code_hash    bytea NOT NULL,
  attempts     int NOT NULL DEFAULT 0,
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- Changes that would give someone owner rights wait here for a second owner.
CREATE TABLE operator_approvals (
  id             bigserial PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('owner.create', 'owner.promote', 'owner.enable', 'owner.password')),
  -- The operator the change is about, and its merchant (NULL: platform level).
  operator_id    bigint NOT NULL REFERENCES operator_users(id),
  merchant_id    bigint REFERENCES merchants(id) ON DELETE CASCADE,
  -- owner.password: the new password's hash, applied on approval (never shown).
  password_hash  text,
  end_keys       boolean NOT NULL DEFAULT false,
  requested_by   bigint NOT NULL REFERENCES operator_users(id),
  requested_name text NOT NULL,
  status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  decided_by     bigint REFERENCES operator_users(id),
  decided_name   text,
  decided_at     timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  -- Four eyes in the data: whoever asked cannot be the one who approved.
  CHECK (status <> 'approved' OR decided_by <> requested_by)
);
CREATE UNIQUE INDEX operator_approvals_one_pending ON operator_approvals (operator_id, kind) WHERE status = 'pending';
CREATE INDEX operator_approvals_pending ON operator_approvals (merchant_id, id) WHERE status = 'pending';

-- Operators sign in without a merchant: their captchas and their mails belong to none.
ALTER TABLE captchas ALTER COLUMN merchant_id DROP NOT NULL;
ALTER TABLE outbox_messages ALTER COLUMN merchant_id DROP NOT NULL;

-- The audit trail gets a chain per merchant beside the global one (platform-level rows form
-- their own), so a merchant's auditor verifies its own entries: its count and head move only
-- when its merchant's operators act. A merchant link hashes the row's own hash, which covers
-- the row's content.
ALTER TABLE audit_log
  ADD COLUMN merchant_seq bigint,
  ADD COLUMN merchant_prev_hash bytea,
  ADD COLUMN merchant_hash bytea;

CREATE FUNCTION audit_merchant_hash(a audit_log) RETURNS bytea LANGUAGE sql IMMUTABLE AS $$
  SELECT sha256(a.merchant_prev_hash || convert_to(jsonb_build_array(a.merchant_seq, encode(a.hash, 'hex'))::text, 'UTF8'))
$$;

-- Rows written before: linked once here, in their order (the only UPDATE the trail ever takes).
ALTER TABLE audit_log DISABLE TRIGGER audit_log_immutable;
DO $$
DECLARE
  r audit_log;
  heads jsonb := '{}';
  k text;
  n bigint;
  prev bytea;
BEGIN
  FOR r IN SELECT * FROM audit_log ORDER BY seq LOOP
    k := coalesce(r.merchant_id::text, 'platform');
    n := coalesce((heads -> k ->> 'seq')::bigint, 0) + 1;
    prev := coalesce(decode(heads -> k ->> 'hash', 'hex'), '\x0000000000000000000000000000000000000000000000000000000000000000'::bytea);
    r.merchant_seq := n;
    r.merchant_prev_hash := prev;
    r.merchant_hash := audit_merchant_hash(r);
    UPDATE audit_log SET merchant_seq = n, merchant_prev_hash = prev, merchant_hash = r.merchant_hash WHERE id = r.id;
    heads := jsonb_set(heads, ARRAY[k], jsonb_build_object('seq', n, 'hash', encode(r.merchant_hash, 'hex')));
  END LOOP;
END $$;
ALTER TABLE audit_log ENABLE TRIGGER audit_log_immutable;

ALTER TABLE audit_log
  ALTER COLUMN merchant_seq SET NOT NULL,
  ALTER COLUMN merchant_prev_hash SET NOT NULL,
  ALTER COLUMN merchant_hash SET NOT NULL;
CREATE UNIQUE INDEX audit_log_merchant_chain ON audit_log (merchant_id, merchant_seq);
CREATE UNIQUE INDEX audit_log_platform_chain ON audit_log (merchant_seq) WHERE merchant_id IS NULL;
CREATE INDEX audit_log_platform_seq ON audit_log (seq) WHERE merchant_id IS NULL;

CREATE OR REPLACE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zero      CONSTANT bytea := '\x0000000000000000000000000000000000000000000000000000000000000000'::bytea;
  last_seq  bigint;
  last_hash bytea;
  m_seq     bigint;
  m_hash    bytea;
BEGIN
  -- Two-int form: a lock tag no bigint advisory lock of the platform can collide with.
  PERFORM pg_advisory_xact_lock(1096107092, 1);
  SELECT seq, hash INTO last_seq, last_hash FROM audit_log ORDER BY seq DESC LIMIT 1;
  IF NEW.merchant_id IS NULL THEN
    SELECT merchant_seq, merchant_hash INTO m_seq, m_hash FROM audit_log WHERE merchant_id IS NULL ORDER BY seq DESC LIMIT 1;
  ELSE
    SELECT merchant_seq, merchant_hash INTO m_seq, m_hash FROM audit_log WHERE merchant_id = NEW.merchant_id ORDER BY seq DESC LIMIT 1;
  END IF;
  NEW.seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := coalesce(last_hash, zero);
  NEW.created_at := clock_timestamp();
  NEW.hash := audit_row_hash(NEW);
  NEW.merchant_seq := coalesce(m_seq, 0) + 1;
  NEW.merchant_prev_hash := coalesce(m_hash, zero);
  NEW.merchant_hash := audit_merchant_hash(NEW);
  RETURN NEW;
END $$;
