-- Official-result lotteries: VN (MB, MN / MT stations, fast MB-shaped draws), Thai,
-- Lao and 4D. A game's draws are one row per draw day (or fast draw) and source (MB, a station,
-- TH, LA, a 4D operator); results arrive versioned (four-eyes manual entry, a source's feed, the
-- demo simulator, or the fast-draw engine's verifiable draw for fast games); bets are one row per
-- source of a ticket, settled on the draw's current result version and re-settled when it
-- changes. Money moves only through the ledger (stake to lottery_pending, kept stakes and wins
-- with the vendor's house account: TCG_LOTTO_VN or TCG_SEA).

CREATE TABLE official_games (
  id                bigserial PRIMARY KEY,
  merchant_id       bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  code              text NOT NULL CHECK (code ~ '^[A-Z0-9_]{2,32}$'),
  lottery           text NOT NULL CHECK (lottery IN ('VN', 'TH', 'LA', '4D')),
  -- VN games: the region; fast VN games are MB-shaped.
  region            text CHECK (region IN ('MB', 'MT', 'MN')),
  -- Fast games only: seconds between verifiable draws (45, 60, 180, 300).
  cadence_seconds   integer CHECK (cadence_seconds IN (45, 60, 180, 300)),
  close_seconds     integer NOT NULL CHECK (close_seconds >= 0),
  names             jsonb NOT NULL DEFAULT '{}',
  sort              smallint NOT NULL DEFAULT 0,
  enabled           boolean NOT NULL DEFAULT true,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code),
  CHECK ((lottery = 'VN') = (region IS NOT NULL)),
  CHECK (cadence_seconds IS NULL OR (lottery = 'VN' AND region = 'MB' AND close_seconds < cadence_seconds))
);

-- Where a game's official results come from: the demo simulator, a JSON feed the operator points
-- at, or nothing but manual entry. Fast games draw their own and have no row.
CREATE TABLE official_result_sources (
  game_id           bigint PRIMARY KEY REFERENCES official_games(id) ON DELETE CASCADE,
  kind              text NOT NULL CHECK (kind IN ('simulator', 'feed', 'manual')),
  url               text,
  -- How long after the draw time the result is fetched first (a feed publishes late).
  delay_seconds     integer NOT NULL DEFAULT 120 CHECK (delay_seconds >= 0),
  enabled           boolean NOT NULL DEFAULT true,
  CHECK ((kind = 'feed') = (url IS NOT NULL))
);

CREATE TABLE official_draws (
  id                bigserial PRIMARY KEY,
  merchant_id       bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  game_id           bigint NOT NULL REFERENCES official_games(id) ON DELETE CASCADE,
  draw_no           text NOT NULL CHECK (draw_no ~ '^\d{8}(-\d{4})?$'),
  source            text NOT NULL CHECK (source ~ '^[A-Z]{2,8}$'),
  close_at          timestamptz NOT NULL,
  draw_at           timestamptz NOT NULL,
  -- open: no result yet (closed / awaiting follow from the clock); resulted: a result version is
  -- current (settling until settled_version reaches it); void: refunded, by the published rule.
  status            text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resulted', 'void')),
  result            jsonb,
  result_version    integer NOT NULL DEFAULT 0,
  settled_version   integer NOT NULL DEFAULT 0,
  void_reason       text,
  -- Fast draws: the fast-draw engine's commitment (seed secret until drawn, beacon round after close).
  seed              bytea,
  commit            text,
  beacon_source     text,
  beacon_round      bigint,
  beacon_randomness text,
  resulted_at       timestamptz,
  settled_at        timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (game_id, draw_no, source),
  CHECK (close_at <= draw_at),
  CHECK (settled_version <= result_version),
  CHECK ((status = 'resulted') = (result IS NOT NULL AND result_version > 0))
);
CREATE INDEX official_draws_due ON official_draws (draw_at) WHERE status = 'open';
CREATE INDEX official_draws_unsettled ON official_draws (id) WHERE settled_version < result_version OR (status = 'void' AND settled_at IS NULL);
CREATE INDEX official_draws_game ON official_draws (game_id, draw_at DESC);

-- Every result ever entered or fetched for a draw. An approved one gets the draw's next version;
-- the four-eyes rule is in the data too: who approves is not who entered. Operators act as users
-- or API keys, so an actor is written "user:<id>" / "key:<id>" with its name at the time.
CREATE TABLE official_results (
  id                bigserial PRIMARY KEY,
  merchant_id       bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  draw_id           bigint NOT NULL REFERENCES official_draws(id) ON DELETE CASCADE,
  result            jsonb NOT NULL,
  origin            text NOT NULL CHECK (origin IN ('manual', 'feed', 'simulator', 'verifiable')),
  status            text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'superseded')),
  version           integer,
  reason            text,
  entered_by        text,
  entered_name      text,
  approved_by       text,
  approved_name     text,
  entered_at        timestamptz NOT NULL DEFAULT now(),
  approved_at       timestamptz,
  UNIQUE (draw_id, version),
  CHECK (origin <> 'manual' OR entered_by IS NOT NULL),
  CHECK (entered_by IS NULL OR approved_by IS NULL OR entered_by <> approved_by),
  CHECK ((status = 'approved') = (version IS NOT NULL) OR status = 'superseded')
);
CREATE INDEX official_results_pending ON official_results (merchant_id, entered_at) WHERE status = 'pending';

-- A ticket: one content on one or more sources of one draw day.
CREATE TABLE official_orders (
  id                bigserial PRIMARY KEY,
  merchant_id       bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id         bigint NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_id           bigint NOT NULL REFERENCES official_games(id),
  draw_no           text NOT NULL,
  product_id        text NOT NULL,
  content           text NOT NULL,
  points            integer NOT NULL CHECK (points > 0),
  sources           text[] NOT NULL,
  total_stake       bigint NOT NULL CHECK (total_stake > 0),
  placed_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX official_orders_member ON official_orders (member_id, id DESC);

-- One bet per source of a ticket: its price and payout are fixed when placed (the merchant's
-- pricing may change before the draw).
CREATE TABLE official_bets (
  id                bigserial PRIMARY KEY,
  order_id          bigint NOT NULL REFERENCES official_orders(id) ON DELETE CASCADE,
  merchant_id       bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id         bigint NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  draw_id           bigint NOT NULL REFERENCES official_draws(id),
  product_id        text NOT NULL,
  content           text NOT NULL,
  points            integer NOT NULL CHECK (points > 0),
  bets              integer NOT NULL CHECK (bets > 0),
  price             bigint NOT NULL CHECK (price > 0),
  payout            jsonb NOT NULL,
  stake             bigint NOT NULL CHECK (stake > 0),
  -- Added to official_exposure when placed (the product had a limit per number).
  number_exposure   boolean NOT NULL DEFAULT false,
  status            text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'won', 'lost', 'void')),
  win               bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  refund            bigint NOT NULL DEFAULT 0 CHECK (refund >= 0),
  settled_version   integer NOT NULL DEFAULT 0,
  -- A correction's take-back the member's balance could not cover (the house bears it).
  unrecovered       bigint NOT NULL DEFAULT 0 CHECK (unrecovered >= 0),
  placed_at         timestamptz NOT NULL DEFAULT now(),
  settled_at        timestamptz
);
CREATE INDEX official_bets_draw ON official_bets (draw_id, id);
CREATE INDEX official_bets_member ON official_bets (member_id, id DESC);
CREATE INDEX official_bets_order ON official_bets (order_id);

-- All players' stake per number of a product on a draw (the limit per number), kept by upsert.
CREATE TABLE official_exposure (
  draw_id           bigint NOT NULL REFERENCES official_draws(id) ON DELETE CASCADE,
  product_id        text NOT NULL,
  number            text NOT NULL,
  stake             bigint NOT NULL CHECK (stake >= 0),
  PRIMARY KEY (draw_id, product_id, number)
);

-- Numbers an operator suspended (closed) or pays half on, per draw and product.
CREATE TABLE official_restrictions (
  draw_id           bigint NOT NULL REFERENCES official_draws(id) ON DELETE CASCADE,
  product_id        text NOT NULL,
  closed            text[] NOT NULL DEFAULT '{}',
  half_pay          text[] NOT NULL DEFAULT '{}',
  updated_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (draw_id, product_id)
);

-- A merchant's price, payout and limit per number of a product in one pricing context ("MB",
-- "STATION", a 4D operator, "" for Thai and Lao); without a row the contract's defaults apply.
CREATE TABLE official_pricing (
  merchant_id       bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  product_id        text NOT NULL,
  context           text NOT NULL,
  price             bigint NOT NULL CHECK (price > 0),
  payout            jsonb NOT NULL,
  max_number_draw   bigint CHECK (max_number_draw > 0),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, product_id, context)
);

-- The merchant's VN station calendar (contract vnCalendar: weekday stations, holiday exceptions).
CREATE TABLE official_vn_calendars (
  merchant_id       bigint PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
  calendar          jsonb NOT NULL,
  updated_at        timestamptz NOT NULL DEFAULT now()
);
