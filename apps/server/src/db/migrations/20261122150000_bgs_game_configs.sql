-- The maths and bet limits of an in-house (BGS) game, set per merchant by the operator API
-- (modules/bgs/bgs-config.*). A game without a current row plays the built-in defaults.
-- Rows are never changed: setting a config retires the current row and adds one; returning
-- to the defaults retires it. Each round names the row it was played with (null: the
-- defaults), so any past round can be replayed with the maths it really used.
CREATE TABLE bgs_game_configs (
  id          bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  game_code   text NOT NULL,
  game        text NOT NULL CHECK (game IN ('slot', 'dice')),
  -- The contract's bgsSlotMath / bgsDiceMath, validated by the server before it is written;
  -- object keys whose order matters (reel strips) are stored as [key, value] lists, since
  -- jsonb does not keep key order.
  math        jsonb NOT NULL CHECK (jsonb_typeof(math) = 'object'),
  -- bgsBetLimits: { minBet, maxBet, betSteps } in minor units as strings.
  limits      jsonb NOT NULL CHECK (jsonb_typeof(limits) = 'object'),
  created_at  timestamptz NOT NULL DEFAULT now(),
  retired_at  timestamptz,
  UNIQUE (merchant_id, id)
);
-- The config in force: at most one per merchant and game, found by one index probe per round.
CREATE UNIQUE INDEX bgs_game_configs_current ON bgs_game_configs (merchant_id, game_code) WHERE retired_at IS NULL;

ALTER TABLE bgs_rounds ADD COLUMN config_id bigint;
ALTER TABLE bgs_rounds ADD FOREIGN KEY (merchant_id, config_id) REFERENCES bgs_game_configs (merchant_id, id);
