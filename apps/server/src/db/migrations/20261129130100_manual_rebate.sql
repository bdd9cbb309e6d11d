-- Manual rebate (MANPLAYREB3): valid bets accrue per member and game type while the
-- flag is on; a claim pays the accrued rebate as a reward and takes exactly what it paid off the
-- accrual (plays settled meanwhile stay for the next claim).

CREATE TABLE rebate_accruals (
  merchant_id bigint NOT NULL,
  member_id   bigint NOT NULL,
  game_type   text NOT NULL,
  valid_bet   bigint NOT NULL DEFAULT 0 CHECK (valid_bet >= 0),
  -- Σ valid bet × rate in basis points: the rebate in 1/10,000 of a minor unit, so no play's
  -- fraction is lost (a claim pays the whole minor units and leaves the rest).
  rebate_bp   numeric(38, 0) NOT NULL DEFAULT 0 CHECK (rebate_bp >= 0),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id, game_type),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

CREATE TABLE rebate_claims (
  id          bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL,
  member_id   bigint NOT NULL,
  valid_bet   bigint NOT NULL CHECK (valid_bet >= 0),
  amount      bigint NOT NULL CHECK (amount > 0),
  -- [{gameType, validBet, amount}] as claimed.
  rows        jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX rebate_claims_member ON rebate_claims (merchant_id, member_id, id DESC);
