-- Social sign-in (OpenID Connect) in flight: one row per authorization request made by
-- GET /wps/session/social/:provider/start, burned by the callback. Only the SHA-256 of
-- the state is kept; the PKCE verifier and nonce are useless without the code.
CREATE TABLE social_login_states (
  state_hash    bytea PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  provider      text NOT NULL,
  code_verifier text NOT NULL,
  nonce         text NOT NULL,
  -- The exact redirect_uri sent to the provider; the token request must repeat it.
  redirect_uri  text NOT NULL,
  return_to     text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz
);
CREATE INDEX social_login_states_expires ON social_login_states (expires_at);
