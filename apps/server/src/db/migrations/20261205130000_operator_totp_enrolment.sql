-- An operator sets up its own authenticator at its first sign-in: whoever created the account
-- never sees its second factor. totp_enrolled_at is NULL until then (the TOTP secret made at
-- creation is never shown and never accepted); operators that exist already, and seeded ones,
-- are enrolled. An enrolment in progress: the secret offered after a right password, and the
-- ticket that confirms it with a code, for 10 minutes and 5 tries.
ALTER TABLE operator_users ADD COLUMN totp_enrolled_at timestamptz;
UPDATE operator_users SET totp_enrolled_at = created_at;

CREATE TABLE operator_totp_enrolments (
  operator_id bigint PRIMARY KEY REFERENCES operator_users (id) ON DELETE CASCADE,
  secret      text NOT NULL,
  ticket_hash bytea NOT NULL UNIQUE,
  attempts    integer NOT NULL DEFAULT 0,
  expires_at  timestamptz NOT NULL
);
