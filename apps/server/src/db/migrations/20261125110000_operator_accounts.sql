-- Operator accounts: operator users separate from members, their sessions, and
-- machine keys now scoped to one merchant AND one role, with expiry. Owned by modules/operator.

CREATE TABLE operator_users (
  id              bigserial PRIMARY KEY,
  username        text NOT NULL CHECK (username ~ '^[a-zA-Z0-9_.-]{3,32}$'),
  password_hash   text NOT NULL,
  -- Two-factor is required: every operator has a TOTP secret from creation.
  totp_secret     text NOT NULL,
  -- The last TOTP step accepted, so a code is used once (no replay inside its window).
  totp_last_step  bigint,
  role            text NOT NULL CHECK (role IN ('owner', 'finance', 'content', 'support', 'risk', 'auditor')),
  -- NULL: platform level (may create and manage merchants); else the one merchant it acts on.
  merchant_id     bigint REFERENCES merchants(id) ON DELETE CASCADE,
  disabled_at     timestamptz,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX operator_users_username ON operator_users (lower(username));
CREATE INDEX operator_users_merchant ON operator_users (merchant_id);

CREATE TABLE operator_sessions (
  id            bigserial PRIMARY KEY,
  operator_id   bigint NOT NULL REFERENCES operator_users(id) ON DELETE CASCADE,
  token_hash    bytea NOT NULL UNIQUE,
  ip            text NOT NULL,
  user_agent    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id) WHERE revoked_at IS NULL;

-- Keys made before roles existed could do everything the operator API offered: they become
-- owner keys, so the integrations (and the demo key) keep working. New keys always expire.
ALTER TABLE operator_keys
  ADD COLUMN role text NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'finance', 'content', 'support', 'risk', 'auditor')),
  ADD COLUMN expires_at timestamptz,
  ADD COLUMN created_by bigint REFERENCES operator_users(id) ON DELETE SET NULL;
ALTER TABLE operator_keys ALTER COLUMN role DROP DEFAULT;
