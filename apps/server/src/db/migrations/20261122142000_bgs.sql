-- The in-house provider BGS (modules/bgs): provably fair seeds per member, the seeds already
-- revealed, and every round played. Money is not here: each round's bet and win go through
-- the seamless wallet API like any vendor's (ledger + bets); a round row keeps what the
-- engine decided, so an interrupted round can be settled again and a player can verify it.

-- The member's current seeds. The server seed stays secret until rotated; its SHA-256 is shown.
-- nonce = the number of rounds played with this server seed (the next round's nonce).
CREATE TABLE bgs_fairness (
  merchant_id      bigint NOT NULL,
  member_id        bigint NOT NULL,
  server_seed      text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed      text NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
  nonce            bigint NOT NULL DEFAULT 0 CHECK (nonce >= 0),
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

-- Server seeds rotated out, now revealed: nonces 0 .. rounds-1 were played with each.
CREATE TABLE bgs_revealed_seeds (
  id               bigserial PRIMARY KEY,
  merchant_id      bigint NOT NULL,
  member_id        bigint NOT NULL,
  server_seed      text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL UNIQUE,
  client_seed      text NOT NULL,
  rounds           bigint NOT NULL CHECK (rounds >= 0),
  created_at       timestamptz NOT NULL,
  revealed_at      timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX bgs_revealed_seeds_member ON bgs_revealed_seeds (merchant_id, member_id, id DESC);

-- One round: its seeds (the server seed by hash), the outcome and the amounts (minor units).
-- open: the bet may or may not have been taken yet; settled: bet and win are through;
-- refused: the wallet refused the bet (or it never arrived and was rolled back).
CREATE TABLE bgs_rounds (
  id               bigserial PRIMARY KEY,
  merchant_id      bigint NOT NULL,
  member_id        bigint NOT NULL,
  player_id        text NOT NULL,
  game_code        text NOT NULL,
  game             text NOT NULL CHECK (game IN ('slot', 'dice')),
  server_seed_hash text NOT NULL,
  client_seed      text NOT NULL,
  nonce            bigint NOT NULL CHECK (nonce >= 0),
  stake            bigint NOT NULL CHECK (stake > 0),
  win              bigint NOT NULL CHECK (win >= 0),
  outcome          jsonb NOT NULL,
  status           text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'refused')),
  created_at       timestamptz NOT NULL DEFAULT now(),
  settled_at       timestamptz,
  -- A nonce is used once per server seed: no outcome is ever dealt twice.
  UNIQUE (server_seed_hash, nonce),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX bgs_rounds_member ON bgs_rounds (merchant_id, member_id, id DESC);
CREATE INDEX bgs_rounds_open ON bgs_rounds (created_at) WHERE status = 'open';
