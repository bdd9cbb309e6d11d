-- Rewards, bonuses and wagering. Every reward any feature pays is one member_rewards
-- row, keyed by (merchant, source, source_ref) so granting twice pays once; its money moves only
-- through the ledger (promotion -> member MAIN, key reward:<id>:pay). A claimed reward with a
-- turnover requirement locks its amount for withdrawals until valid bets (weighted by game type)
-- reach the requirement. bonus_definitions are the merchant's own bonuses (deposit match, fixed
-- cash, rebate, signup) that create claimable rewards.

CREATE TABLE bonus_definitions (
  id                  bigserial PRIMARY KEY,
  merchant_id         bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  kind                text NOT NULL CHECK (kind IN ('deposit_match', 'fixed', 'rebate', 'signup')),
  -- {EN, TY}: what the reward centre shows.
  title               jsonb NOT NULL,
  -- deposit_match / rebate: percent in basis points (10000 = 100 %).
  percent_bp          integer NOT NULL DEFAULT 0 CHECK (percent_bp >= 0 AND percent_bp <= 100000),
  -- fixed / signup: the amount; deposit_match / rebate: the cap (0 = no cap). Minor units.
  amount              bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  max_amount          bigint NOT NULL DEFAULT 0 CHECK (max_amount >= 0),
  -- deposit_match: the smallest deposit that earns it.
  min_deposit         bigint NOT NULL DEFAULT 0 CHECK (min_deposit >= 0),
  -- Turnover required = amount x this (0: cash, no wagering). Two decimals.
  turnover_multiplier numeric(6, 2) NOT NULL DEFAULT 0 CHECK (turnover_multiplier >= 0),
  -- How long a created reward stays claimable.
  validity_hours      integer NOT NULL DEFAULT 168 CHECK (validity_hours BETWEEN 1 AND 8760),
  -- The active window (NULL: open-ended) and the on/off switch.
  starts_at           timestamptz,
  ends_at             timestamptz,
  enabled             boolean NOT NULL DEFAULT true,
  -- One per person: one claim per account, device, IP and bank account.
  one_per_person      boolean NOT NULL DEFAULT true,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX bonus_definitions_kind ON bonus_definitions (merchant_id, kind) WHERE enabled;

CREATE TABLE member_rewards (
  id                 bigserial PRIMARY KEY,
  merchant_id        bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id          bigint NOT NULL,
  source             text NOT NULL CHECK (source ~ '^[a-z_]{2,32}$'),
  source_ref         text NOT NULL CHECK (length(source_ref) BETWEEN 1 AND 128),
  definition_id      bigint,
  amount             bigint NOT NULL CHECK (amount > 0),
  -- {EN, TY}
  title              jsonb NOT NULL,
  status             text NOT NULL CHECK (status IN ('claimable', 'claimed', 'expired')),
  expires_at         timestamptz,
  claimed_at         timestamptz,
  turnover_required  bigint NOT NULL DEFAULT 0 CHECK (turnover_required >= 0),
  turnover_done      bigint NOT NULL DEFAULT 0 CHECK (turnover_done >= 0 AND turnover_done <= turnover_required),
  -- Wagering: met when turnover_done reached turnover_required; voided by an operator (or a rule).
  wagering_met_at    timestamptz,
  wagering_voided_at timestamptz,
  -- Who claimed from where (the one-per-person checks read them).
  claim_ip           text,
  claim_device       text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, source, source_ref),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, definition_id) REFERENCES bonus_definitions (merchant_id, id),
  CHECK ((status = 'claimed') = (claimed_at IS NOT NULL)),
  CHECK (status <> 'claimable' OR expires_at IS NOT NULL)
);
-- The reward centre: a member's rewards by status, newest first.
CREATE INDEX member_rewards_member ON member_rewards (merchant_id, member_id, status, created_at DESC, id DESC);
-- Bonuses being wagered (the wagering subscriber and the withdrawal lock), oldest first.
CREATE INDEX member_rewards_wagering ON member_rewards (member_id, claimed_at, id)
  WHERE status = 'claimed' AND turnover_required > 0 AND wagering_met_at IS NULL AND wagering_voided_at IS NULL;
-- The expiry job.
CREATE INDEX member_rewards_claimable ON member_rewards (expires_at) WHERE status = 'claimable';
-- One per person: earlier claims of a definition by device and IP.
CREATE INDEX member_rewards_definition ON member_rewards (definition_id, member_id) WHERE definition_id IS NOT NULL;
