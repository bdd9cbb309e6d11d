-- VIP levels and red envelopes. Money moves only through the rewards module
-- (grantReward); these tables hold the ladder, each member's progress, and the envelopes.

-- The VIP ladder of a merchant: one row per level. Thresholds rise strictly with the level
-- (checked by the service when an operator saves the ladder).
CREATE TABLE vip_levels (
  merchant_id         bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  level               smallint NOT NULL CHECK (level BETWEEN 0 AND 99),
  names               jsonb NOT NULL,
  valid_bet_required  bigint NOT NULL CHECK (valid_bet_required >= 0),
  deposit_required    bigint NOT NULL CHECK (deposit_required >= 0),
  upgrade_bonus       bigint NOT NULL DEFAULT 0 CHECK (upgrade_bonus >= 0),
  weekly_bonus        bigint NOT NULL DEFAULT 0 CHECK (weekly_bonus >= 0),
  monthly_bonus       bigint NOT NULL DEFAULT 0 CHECK (monthly_bonus >= 0),
  -- Turnover required of a VIP bonus = its amount x this (0: cash).
  turnover_multiplier numeric(6, 2) NOT NULL DEFAULT 1 CHECK (turnover_multiplier >= 0),
  -- What the benefits table shows (withdrawal limits, rebate), validated by the contract's schema.
  benefits            jsonb NOT NULL,
  PRIMARY KEY (merchant_id, level)
);

-- A member's cumulative valid bet and deposits, and the highest level reached (never lowered).
CREATE TABLE vip_members (
  merchant_id bigint NOT NULL,
  member_id   bigint NOT NULL,
  valid_bet   bigint NOT NULL DEFAULT 0,
  deposits    bigint NOT NULL DEFAULT 0,
  level       smallint NOT NULL DEFAULT 0,
  upgraded_at timestamptz,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX vip_members_level ON vip_members (merchant_id, level);

-- Valid bet per member and period (UTC ISO week 'YYYY-Www', month 'YYYY-MM'): who was active,
-- and when the period's VIP bonus was granted.
CREATE TABLE vip_period_play (
  merchant_id bigint NOT NULL,
  member_id   bigint NOT NULL,
  period      text NOT NULL CHECK (period IN ('week', 'month')),
  period_key  text NOT NULL,
  valid_bet   bigint NOT NULL DEFAULT 0,
  reward_id   text,
  PRIMARY KEY (merchant_id, period, period_key, member_id),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

-- A timed red-envelope drop: its pool is split into `envelopes` random amounts when it is created.
CREATE TABLE envelope_drops (
  id                  bigserial PRIMARY KEY,
  merchant_id         bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  titles              jsonb NOT NULL,
  starts_at           timestamptz NOT NULL,
  ends_at             timestamptz NOT NULL,
  pool                bigint NOT NULL CHECK (pool > 0),
  envelopes           integer NOT NULL CHECK (envelopes BETWEEN 1 AND 10000),
  min_amount          bigint NOT NULL CHECK (min_amount > 0),
  max_amount          bigint NOT NULL,
  -- Eligibility beyond being a real (not trial) member: a VIP level, cumulative deposits.
  min_vip_level       smallint NOT NULL DEFAULT 0,
  min_deposits        bigint NOT NULL DEFAULT 0 CHECK (min_deposits >= 0),
  turnover_multiplier numeric(6, 2) NOT NULL DEFAULT 0 CHECK (turnover_multiplier >= 0),
  created_by          text NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  cancelled_at        timestamptz,
  CHECK (ends_at > starts_at),
  CHECK (max_amount >= min_amount),
  CHECK (pool BETWEEN min_amount * envelopes AND max_amount * envelopes),
  UNIQUE (merchant_id, id)
);
CREATE INDEX envelope_drops_window ON envelope_drops (merchant_id, ends_at) WHERE cancelled_at IS NULL;

-- The envelopes of a drop, amounts fixed at creation (they sum to the pool). A claim takes one
-- unclaimed row; a member holds at most one envelope of a drop.
CREATE TABLE envelope_slots (
  drop_id     bigint NOT NULL,
  slot        integer NOT NULL,
  merchant_id bigint NOT NULL,
  amount      bigint NOT NULL CHECK (amount > 0),
  claimed_by  bigint,
  claimed_at  timestamptz,
  reward_id   text,
  PRIMARY KEY (drop_id, slot),
  FOREIGN KEY (merchant_id, drop_id) REFERENCES envelope_drops (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, claimed_by) REFERENCES members (merchant_id, id) ON DELETE CASCADE,
  CHECK ((claimed_by IS NULL) = (claimed_at IS NULL))
);
CREATE UNIQUE INDEX envelope_slots_one_per_member ON envelope_slots (drop_id, claimed_by) WHERE claimed_by IS NOT NULL;
CREATE INDEX envelope_slots_open ON envelope_slots (drop_id, slot) WHERE claimed_by IS NULL;
