-- Missions and the leaderboard. Periods are cut in the merchant's time zone (the agent
-- settings' zone); a period key is the local date the period starts on, as yyyy-MM-dd text.

-- Mission definitions per merchant: daily or weekly, what they count, the target and the reward.
CREATE TABLE missions (
  id                  bigserial PRIMARY KEY,
  merchant_id         bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  period              text NOT NULL CHECK (period IN ('daily', 'weekly')),
  kind                text NOT NULL CHECK (kind IN ('bet', 'play', 'deposit', 'login')),
  game_type           text,
  measure             text CHECK (measure IN ('validBet', 'rounds')),
  target              bigint NOT NULL CHECK (target > 0),
  reward              bigint NOT NULL CHECK (reward > 0),
  turnover_multiplier numeric(8, 2) NOT NULL DEFAULT 1 CHECK (turnover_multiplier >= 0),
  title               jsonb NOT NULL,
  active              boolean NOT NULL DEFAULT true,
  sort_order          integer NOT NULL DEFAULT 0,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  CHECK ((kind = 'play') = (game_type IS NOT NULL AND measure IS NOT NULL))
);
CREATE INDEX missions_active ON missions (merchant_id, kind) WHERE active;

-- A member's progress on a mission in one period: fed by the missions subscriber (exactly once per
-- event), claimed once. `days`: the local days signed in (login missions).
CREATE TABLE mission_progress (
  merchant_id  bigint NOT NULL,
  member_id    bigint NOT NULL,
  mission_id   bigint NOT NULL,
  period_key   text NOT NULL,
  progress     bigint NOT NULL DEFAULT 0,
  days         text[] NOT NULL DEFAULT '{}',
  completed_at timestamptz,
  claimed_at   timestamptz,
  reward_id    text,
  PRIMARY KEY (merchant_id, member_id, mission_id, period_key),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, mission_id) REFERENCES missions (merchant_id, id) ON DELETE CASCADE
);
-- The badge: completed and unclaimed rows of a member.
CREATE INDEX mission_progress_claimable ON mission_progress (merchant_id, member_id, period_key)
  WHERE completed_at IS NOT NULL AND claimed_at IS NULL;

-- Leaderboards per merchant and period kind, with prize tiers (rank -> amount).
CREATE TABLE leaderboard_configs (
  merchant_id         bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  board               text NOT NULL CHECK (board IN ('daily', 'weekly', 'monthly')),
  enabled             boolean NOT NULL DEFAULT true,
  top_n               integer NOT NULL CHECK (top_n BETWEEN 1 AND 100),
  turnover_multiplier numeric(8, 2) NOT NULL DEFAULT 1 CHECK (turnover_multiplier >= 0),
  prizes              jsonb NOT NULL DEFAULT '[]',
  updated_at          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, board)
);

-- A member's valid bet on a board in a period (boards the merchant runs only).
CREATE TABLE leaderboard_entries (
  merchant_id bigint NOT NULL,
  board       text NOT NULL,
  period_key  text NOT NULL,
  member_id   bigint NOT NULL,
  valid_bet   bigint NOT NULL DEFAULT 0,
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, board, period_key, member_id),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX leaderboard_entries_rank ON leaderboard_entries (merchant_id, board, period_key, valid_bet DESC, updated_at, member_id);

-- A closed period settled by the prize job: one row per board and period, so a second run pays nothing.
CREATE TABLE leaderboard_settlements (
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  board       text NOT NULL,
  period_key  text NOT NULL,
  settled_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, board, period_key)
);

-- The winners of a settled period (the top N, with the prize each was paid).
CREATE TABLE leaderboard_winners (
  merchant_id bigint NOT NULL,
  board       text NOT NULL,
  period_key  text NOT NULL,
  rank        integer NOT NULL,
  member_id   bigint NOT NULL,
  name        text NOT NULL, -- masked as the winners board masks names
  valid_bet   bigint NOT NULL,
  prize       bigint NOT NULL,
  reward_id   text,
  PRIMARY KEY (merchant_id, board, period_key, rank),
  FOREIGN KEY (merchant_id, board, period_key) REFERENCES leaderboard_settlements (merchant_id, board, period_key) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
