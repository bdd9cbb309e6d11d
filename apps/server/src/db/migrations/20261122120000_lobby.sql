-- The lobby: a global game catalog (vendors, lanes, games with names per language), what each
-- merchant offers and in what order, members' favourites and recent games, site content
-- (announcements of types B/PL/PU/PR/H), the winner board and lottery draws.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- A vendor (the spec's vassalage), e.g. PG, JL, TCG_LOTTO_VN. Global: merchants pick from it.
CREATE TABLE vendors (
  id            bigserial PRIMARY KEY,
  code          text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9_]{2,32}$'),
  name          text NOT NULL,
  game_type     text NOT NULL CHECK (game_type IN ('RNG','LIVE','FISH','PVP','SPORTS','ESPORTS','LOTT','ELOTT','COCKFIGHT','BGS')),
  wallet_mode   text NOT NULL DEFAULT 'seamless' CHECK (wallet_mode IN ('seamless', 'transfer')),
  status        text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'maintenance', 'disabled')),
  -- In-house (our own platform's) vendor: listed under In-house / BGS.
  in_house      boolean NOT NULL DEFAULT false,
  logo_url      text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- Lanes group a vendor's games on its page (title, cards, gameClassify).
CREATE TABLE vendor_lanes (
  id            bigserial PRIMARY KEY,
  vendor_id     bigint NOT NULL REFERENCES vendors(id) ON DELETE CASCADE,
  title         jsonb NOT NULL,            -- {"EN": "...", "TY": "..."}
  game_classify text NOT NULL,
  sequence      int NOT NULL DEFAULT 0,
  UNIQUE (vendor_id, game_classify)
);

CREATE TABLE games (
  id            bigserial PRIMARY KEY,     -- the spec's nodeId
  vendor_id     bigint NOT NULL REFERENCES vendors(id) ON DELETE CASCADE,
  game_code     text NOT NULL,
  game_id       text NOT NULL,             -- the vendor's own id
  game_type     text NOT NULL,
  -- false: a vendor entry (a lobby / room list) rather than a single game.
  is_game       boolean NOT NULL DEFAULT true,
  is_hot        boolean NOT NULL DEFAULT false,
  is_new        boolean NOT NULL DEFAULT false,
  game_classify text,
  icon_url      text NOT NULL,
  large_icon_url text NOT NULL,
  names         jsonb NOT NULL,            -- {"EN": "...", "TY": "..."}
  -- Lower-cased names of every language, for search.
  search_text   text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (vendor_id, game_code)
);
CREATE INDEX games_search_trgm ON games USING gin (search_text gin_trgm_ops);
CREATE INDEX games_type ON games (game_type, vendor_id);

-- What a merchant offers. A vendor row enables it (and orders vendors); a game is offered
-- only with an enabled game row (which also orders it) under an enabled vendor row.
CREATE TABLE merchant_vendors (
  merchant_id   bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  vendor_id     bigint NOT NULL REFERENCES vendors(id) ON DELETE CASCADE,
  sequence      int NOT NULL DEFAULT 0,
  enabled       boolean NOT NULL DEFAULT true,
  PRIMARY KEY (merchant_id, vendor_id)
);

CREATE TABLE merchant_games (
  merchant_id   bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  game_id       bigint NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  game_type     text NOT NULL,
  vendor_id     bigint NOT NULL,
  sequence      int NOT NULL DEFAULT 0,
  enabled       boolean NOT NULL DEFAULT true,
  is_hot        boolean NOT NULL DEFAULT false,
  PRIMARY KEY (merchant_id, game_id)
);
-- The list query: a merchant's games of a type (and vendor) in order.
CREATE INDEX merchant_games_list ON merchant_games (merchant_id, game_type, sequence, game_id) WHERE enabled;
CREATE INDEX merchant_games_vendor ON merchant_games (merchant_id, vendor_id, sequence, game_id) WHERE enabled;
CREATE INDEX merchant_games_hot ON merchant_games (merchant_id, sequence, game_id) WHERE enabled AND is_hot;

-- Bumped on every catalog or content change of a merchant; caches and ETags key on it.
CREATE TABLE catalog_versions (
  merchant_id   bigint PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
  version       bigint NOT NULL DEFAULT 1
);

CREATE TABLE favourites (
  merchant_id   bigint NOT NULL,
  member_id     bigint NOT NULL,
  game_id       bigint NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id, game_id),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX favourites_recent ON favourites (merchant_id, member_id, created_at DESC);

CREATE TABLE recent_games (
  merchant_id   bigint NOT NULL,
  member_id     bigint NOT NULL,
  game_id       bigint NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  played_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id, game_id),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX recent_games_order ON recent_games (merchant_id, member_id, played_at DESC);

-- Announcements V2: B banner (group_name), PL player notice, PU popup (execution flag),
-- PR promotion (with images), H (home notice marquee). Rich text is sanitized when stored.
CREATE TABLE announcements (
  id            bigserial PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  type          text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  platform      text NOT NULL DEFAULT 'W',
  group_name    text CHECK (group_name IN ('w_login', 'w_register', 'w_forget', 'w_home', 'w_game', 'w_leftmenu')),
  title         jsonb NOT NULL DEFAULT '{}'::jsonb,
  content       jsonb NOT NULL DEFAULT '{}'::jsonb,
  image_url     text,
  linkage_type  text,
  link          text,
  execution     boolean NOT NULL DEFAULT false,
  sequence      int NOT NULL DEFAULT 0,
  starts_at     timestamptz,
  ends_at       timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (type <> 'B' OR group_name IS NOT NULL)
);
CREATE INDEX announcements_list ON announcements (merchant_id, type, sequence, id);

CREATE TABLE announcement_images (
  announcement_id bigint NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
  url           text NOT NULL,
  sequence      int NOT NULL DEFAULT 0,
  PRIMARY KEY (announcement_id, sequence)
);

-- The winner board. Sample rows are marked; real settled wins replace them once wins exist.
CREATE TABLE winner_board (
  id            bigserial PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  customer_name text NOT NULL,             -- stored already masked
  win_amount    bigint NOT NULL CHECK (win_amount > 0),   -- minor units
  game_id       bigint NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  is_sample     boolean NOT NULL DEFAULT true,
  won_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX winner_board_order ON winner_board (merchant_id, won_at DESC);

-- Lottery draws (number openings). Sample rows until the lottery engine exists.
CREATE TABLE lottery_draws (
  id            bigserial PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  game_code     text NOT NULL,
  prize_mode    text NOT NULL CHECK (prize_mode IN ('LOTT', 'ZY', 'ELOTT', 'SEA')),
  draw_no       text NOT NULL,
  numbers       text[] NOT NULL,
  drawn_at      timestamptz NOT NULL,
  is_sample     boolean NOT NULL DEFAULT true,
  UNIQUE (merchant_id, game_code, draw_no)
);
CREATE INDEX lottery_draws_latest ON lottery_draws (merchant_id, game_code, drawn_at DESC);
