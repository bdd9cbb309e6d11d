-- Bets as the member's betting record shows them: one row per (vendor, round). Seamless
-- vendors fill it from bet/win/rollback calls (modules/providers), transfer vendors from
-- pulled bet records. Money itself moves only in the ledger; a bet row points at the
-- ledger by round (transactions carry `round:<vendor>:<roundId>` as reference).
CREATE TABLE bets (
  id           bigserial PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id    bigint NOT NULL,
  vendor_code  text NOT NULL,
  game_code    text NOT NULL,
  game_type    text NOT NULL,
  round_id     text NOT NULL CHECK (length(round_id) BETWEEN 1 AND 64),
  -- Minor units. valid_bet is the turnover that counts (equal to stake unless the vendor says
  -- otherwise, e.g. a hedged bet); profit = win - stake for a settled bet.
  stake        bigint NOT NULL DEFAULT 0 CHECK (stake >= 0),
  valid_bet    bigint NOT NULL DEFAULT 0 CHECK (valid_bet >= 0),
  win          bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'settled', 'cancelled')),
  source       text NOT NULL CHECK (source IN ('seamless', 'pulled')),
  placed_at    timestamptz NOT NULL DEFAULT now(),
  settled_at   timestamptz,
  UNIQUE (merchant_id, vendor_code, round_id),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
-- The records pages: a member's bets newest first, filtered by date, type, vendor, status.
CREATE INDEX bets_member_placed ON bets (merchant_id, member_id, placed_at DESC, id DESC);
