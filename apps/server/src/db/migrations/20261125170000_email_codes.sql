-- Codes sent by e-mail (the new-IP challenge's e-mail method): hashed, single use, 5 attempts,
-- bound to their subject (a login challenge's id), so a code proves the inbox for that one step.
CREATE TABLE email_codes (
  id            bigserial PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  purpose       text NOT NULL CHECK (purpose IN ('challenge')),
  subject       text NOT NULL,
  code_hash     bytea NOT NULL,
  attempts      int NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  consumed_at   timestamptz
);
CREATE INDEX email_codes_lookup ON email_codes (merchant_id, purpose, subject, created_at DESC);
