-- Game providers: the seamless wallet API and game launch (modules/providers).
-- A provider signs every call with its vendor's secret; a launch creates a game session whose
-- one-time launch token the provider exchanges (authenticate) for a session token; bet, win
-- and rollback calls are recorded by the provider's transaction id, with the first answer,
-- so a retry gets that answer again and money moves once.

-- One secret per vendor (global: a vendor's player ids and transaction ids are global too).
CREATE TABLE vendor_secrets (
  vendor_code text PRIMARY KEY CHECK (vendor_code ~ '^[A-Z0-9_]{2,32}$'),
  secret      text NOT NULL CHECK (length(secret) >= 32),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- The opaque, stable id a member has at every provider (never the database id, never guessable).
CREATE TABLE provider_players (
  merchant_id bigint NOT NULL,
  member_id   bigint NOT NULL,
  player_id   text NOT NULL UNIQUE CHECK (player_id ~ '^[A-Za-z0-9_]{16,64}$'),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

-- A launched game. Tokens are stored as SHA-256 only. The launch token is good once and for
-- a couple of minutes; the session token (issued at authenticate) has an idle and an absolute
-- expiry (checked in the service, which slides last_seen_at).
CREATE TABLE game_sessions (
  id                bigserial PRIMARY KEY,
  merchant_id       bigint NOT NULL,
  member_id         bigint NOT NULL,
  player_id         text NOT NULL,
  vendor_code       text NOT NULL,
  game_code         text NOT NULL,
  game_id           bigint REFERENCES games(id) ON DELETE SET NULL,
  language          text NOT NULL,
  launch_token_hash bytea NOT NULL UNIQUE,
  launch_expires_at timestamptz NOT NULL,
  authenticated_at  timestamptz,
  session_token_hash bytea UNIQUE,
  last_seen_at      timestamptz,
  expires_at        timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  CHECK ((authenticated_at IS NULL) = (session_token_hash IS NULL)),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX game_sessions_expiry ON game_sessions (COALESCE(expires_at, launch_expires_at));

-- Every bet, win and rollback call by (vendor, txId), with the hash of its content (a reused
-- txId with other content is a duplicate_transaction) and the first answer, refusals included.
-- outcome: ok (moved money or settled), refused (the answer is a failure), tombstone (a
-- rollback of a bet not seen yet: that bet will be refused), noop (success, nothing moved).
CREATE TABLE provider_transactions (
  id                    bigserial PRIMARY KEY,
  merchant_id           bigint NOT NULL,
  member_id             bigint NOT NULL,
  vendor_code           text NOT NULL,
  tx_id                 text NOT NULL,
  op                    text NOT NULL CHECK (op IN ('bet', 'win', 'rollback')),
  round_id              text NOT NULL,
  ref_tx_id             text,
  amount                bigint NOT NULL CHECK (amount >= 0),
  request_hash          bytea NOT NULL,
  outcome               text NOT NULL CHECK (outcome IN ('ok', 'refused', 'tombstone', 'noop')),
  answer                jsonb NOT NULL,
  ledger_transaction_id bigint,
  created_at            timestamptz NOT NULL DEFAULT now(),
  UNIQUE (vendor_code, tx_id),
  CHECK ((op = 'rollback') = (ref_tx_id IS NOT NULL)),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX provider_transactions_round ON provider_transactions (vendor_code, round_id);
CREATE INDEX provider_transactions_ref ON provider_transactions (vendor_code, ref_tx_id) WHERE ref_tx_id IS NOT NULL;
