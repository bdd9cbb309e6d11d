-- The fast-draw lottery engine: games, draws with commit/reveal, orders and their
-- tickets (one per order and draw), odds and limits. Money moves only through the ledger: a bet
-- debits the member into the merchant's lottery_pending account; settlement moves each ticket's
-- stake from there to the house (lost, won) or back to the member (tie, cancel, void), and pays
-- wins and rebates from the house.

ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('member', 'house', 'merchant',
  'payment_clearing', 'commission_payable', 'salary_payable', 'withdrawal_pending', 'transfer_pending', 'promotion',
  'lottery_pending'));
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_type_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_type_check CHECK (type IN ('deposit', 'withdrawal',
  'bet', 'payout', 'refund', 'transfer', 'commission', 'salary', 'dividend', 'bonus', 'points', 'adjustment', 'rebate'));
-- Stakes in flight (lottery_pending) are never allowed to go negative, like the other pending kinds.
CREATE OR REPLACE FUNCTION ledger_account(p_merchant bigint, p_kind text, p_member bigint, p_wallet text, p_shard smallint)
RETURNS ledger_accounts LANGUAGE plpgsql AS $$
DECLARE
  r ledger_accounts;
BEGIN
  SELECT * INTO r FROM ledger_accounts
   WHERE merchant_id = p_merchant AND kind = p_kind AND COALESCE(member_id, 0) = COALESCE(p_member, 0)
     AND wallet = p_wallet AND shard = p_shard;
  IF FOUND THEN RETURN r; END IF;
  INSERT INTO ledger_accounts (merchant_id, kind, member_id, wallet, currency, allow_negative, shard)
  SELECT m.id, p_kind, p_member, p_wallet, m.currency,
         p_kind NOT IN ('member', 'withdrawal_pending', 'transfer_pending', 'lottery_pending'), p_shard
    FROM merchants m WHERE m.id = p_merchant
  ON CONFLICT DO NOTHING;
  -- A concurrent creator may have won the insert: read the one that stayed.
  SELECT * INTO r FROM ledger_accounts
   WHERE merchant_id = p_merchant AND kind = p_kind AND COALESCE(member_id, 0) = COALESCE(p_member, 0)
     AND wallet = p_wallet AND shard = p_shard;
  RETURN r;
END $$;

ALTER TABLE bets DROP CONSTRAINT bets_source_check;
ALTER TABLE bets ADD CONSTRAINT bets_source_check CHECK (source IN ('seamless', 'pulled', 'lottery'));

CREATE TABLE lottery_games (
  id                 bigserial PRIMARY KEY,
  merchant_id        bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  code               text NOT NULL CHECK (code ~ '^[A-Z0-9_]{2,32}$'),
  family             text NOT NULL CHECK (family IN ('SSC', '11X5', 'K3', 'PK10', 'PC28')),
  names              jsonb NOT NULL DEFAULT '{}',
  cadence_minutes    smallint NOT NULL CHECK (cadence_minutes IN (1, 3, 5)),
  first_draw_minute  smallint NOT NULL DEFAULT 1 CHECK (first_draw_minute BETWEEN 0 AND 1439),
  utc_offset_minutes smallint NOT NULL DEFAULT 480 CHECK (utc_offset_minutes BETWEEN -840 AND 840),
  close_seconds      smallint NOT NULL CHECK (close_seconds >= 0 AND close_seconds < cadence_minutes * 60),
  modes              text[] NOT NULL DEFAULT '{LOTT,ZY,ELOTT}',
  -- ELOTT dragon-tiger: a tie refunds the bet ('refund') or loses it ('lose'); published on the play menu.
  dragon_tiger_tie   text NOT NULL DEFAULT 'refund' CHECK (dragon_tiger_tie IN ('refund', 'lose')),
  sort               smallint NOT NULL DEFAULT 0,
  enabled            boolean NOT NULL DEFAULT true,
  created_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code)
);

-- One row per draw, created (with its commitment) before its sales open. The seed stays secret
-- until the draw; the result is only ever the derivation of (seed, beacon): a trigger refuses any
-- change of commit, seed, beacon or result once written, whoever asks.
CREATE TABLE lottery_rounds (
  id                bigserial PRIMARY KEY,
  merchant_id       bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  game_id           bigint NOT NULL REFERENCES lottery_games(id) ON DELETE CASCADE,
  draw_no           text NOT NULL,
  open_at           timestamptz NOT NULL,
  close_at          timestamptz NOT NULL,
  draw_at           timestamptz NOT NULL,
  seed              bytea NOT NULL CHECK (length(seed) = 32),
  commit            text NOT NULL CHECK (commit ~ '^[0-9a-f]{64}$'),
  beacon_source     text NOT NULL,
  beacon_round      bigint NOT NULL,
  beacon_randomness text CHECK (beacon_randomness ~ '^([0-9a-f]{2})+$'),
  result            smallint[],
  status            text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'drawn', 'void')),
  void_reason       text,
  drawn_at          timestamptz,
  settled_at        timestamptz,
  UNIQUE (game_id, draw_no),
  CHECK ((status = 'drawn') = (result IS NOT NULL)),
  CHECK (status <> 'void' OR void_reason IS NOT NULL)
);
CREATE INDEX lottery_rounds_due ON lottery_rounds (draw_at) WHERE status = 'open';
CREATE INDEX lottery_rounds_unsettled ON lottery_rounds (draw_at) WHERE status <> 'open' AND settled_at IS NULL;
CREATE INDEX lottery_rounds_history ON lottery_rounds (game_id, draw_at DESC) WHERE status <> 'open';
CREATE INDEX lottery_rounds_latest ON lottery_rounds (merchant_id, drawn_at DESC) WHERE status = 'drawn';

CREATE FUNCTION lottery_rounds_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.seed IS DISTINCT FROM OLD.seed OR NEW.commit IS DISTINCT FROM OLD.commit
     OR NEW.beacon_round IS DISTINCT FROM OLD.beacon_round OR NEW.beacon_source IS DISTINCT FROM OLD.beacon_source
     OR NEW.draw_no IS DISTINCT FROM OLD.draw_no OR NEW.draw_at IS DISTINCT FROM OLD.draw_at
     OR NEW.close_at IS DISTINCT FROM OLD.close_at
     OR (OLD.beacon_randomness IS NOT NULL AND NEW.beacon_randomness IS DISTINCT FROM OLD.beacon_randomness)
     OR (OLD.result IS NOT NULL AND NEW.result IS DISTINCT FROM OLD.result)
     OR (OLD.status <> 'open' AND NEW.status IS DISTINCT FROM OLD.status) THEN
    RAISE EXCEPTION 'lottery draw % is immutable once committed or drawn', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER lottery_rounds_immutable BEFORE UPDATE ON lottery_rounds
  FOR EACH ROW EXECUTE FUNCTION lottery_rounds_immutable();
CREATE FUNCTION lottery_rounds_no_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'open' OR EXISTS (SELECT 1 FROM lottery_tickets t WHERE t.round_id = OLD.id) THEN
    RAISE EXCEPTION 'lottery draw % has bets or a result and cannot be deleted', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN OLD;
END $$;

-- A member's prize group (LOTT), set by their agent (agent back office); members without a row
-- bet at the merchant's default. The merchant's cap is in lottery_settings.
CREATE TABLE lottery_member_groups (
  member_id   bigint PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  merchant_id bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  prize_group smallint NOT NULL CHECK (prize_group BETWEEN 1700 AND 1980)
);

CREATE TABLE lottery_settings (
  merchant_id    bigint PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
  default_group  smallint NOT NULL DEFAULT 1800 CHECK (default_group BETWEEN 1700 AND 1980),
  max_group      smallint NOT NULL DEFAULT 1960 CHECK (max_group BETWEEN 1700 AND 1980),
  CHECK (default_group <= max_group)
);

-- ELOTT odds per merchant × game × play, in thousandths (1980 = 1.98); the play's default otherwise.
CREATE TABLE lottery_odds (
  merchant_id bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  game_id     bigint NOT NULL REFERENCES lottery_games(id) ON DELETE CASCADE,
  play_id     text NOT NULL,
  odds        integer NOT NULL CHECK (odds BETWEEN 1001 AND 10000000),
  PRIMARY KEY (game_id, play_id)
);

-- Limits per merchant and play ('*' = every play without its own row). Amounts in minor units;
-- NULL = no limit of that kind.
CREATE TABLE lottery_limits (
  merchant_id         bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  play_id             text NOT NULL,
  min_stake           bigint CHECK (min_stake > 0),
  max_stake           bigint CHECK (max_stake > 0),
  max_member_draw     bigint CHECK (max_member_draw > 0),
  max_cover_percent   smallint CHECK (max_cover_percent BETWEEN 1 AND 100),
  max_multiple        integer CHECK (max_multiple > 0),
  max_chase_draws     smallint CHECK (max_chase_draws > 0),
  solo_bets           integer CHECK (solo_bets > 0),
  solo_max_prize      bigint CHECK (solo_max_prize > 0),
  max_prize_member_draw bigint CHECK (max_prize_member_draw > 0),
  PRIMARY KEY (merchant_id, play_id)
);

-- An order: one play on one game over one or more draws (a chase), paid in full when placed.
CREATE TABLE lottery_orders (
  id            bigserial PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id     bigint NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_id       bigint NOT NULL REFERENCES lottery_games(id),
  play_id       text NOT NULL,
  prize_mode    text NOT NULL CHECK (prize_mode IN ('LOTT', 'ZY', 'ELOTT')),
  content       text NOT NULL,
  bets          integer NOT NULL CHECK (bets > 0),
  unit          text NOT NULL CHECK (unit IN ('yuan', 'jiao', 'fen', 'li')),
  prize_group   smallint CHECK (prize_group BETWEEN 1700 AND 1980),
  own_group     smallint CHECK (own_group BETWEEN 1700 AND 1980),
  -- ELOTT: the odds in thousandths at the time of the bet.
  odds          integer,
  win_stop      boolean NOT NULL DEFAULT false,
  total_stake   bigint NOT NULL CHECK (total_stake > 0),
  placed_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lottery_orders_member ON lottery_orders (member_id, placed_at DESC);

-- A ticket: the order on one draw. Its ledger movements are keyed by ticket id and outcome.
CREATE TABLE lottery_tickets (
  id            bigserial PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id     bigint NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  order_id      bigint NOT NULL REFERENCES lottery_orders(id) ON DELETE CASCADE,
  round_id      bigint NOT NULL REFERENCES lottery_rounds(id),
  seq           smallint NOT NULL,
  multiple      integer NOT NULL CHECK (multiple > 0),
  stake         bigint NOT NULL CHECK (stake > 0),
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN
                  ('pending', 'won', 'lost', 'tie', 'cancelled', 'chase_cancelled', 'void')),
  win           bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  rebate        bigint NOT NULL DEFAULT 0 CHECK (rebate >= 0),
  refund        bigint NOT NULL DEFAULT 0 CHECK (refund >= 0),
  settled_at    timestamptz,
  UNIQUE (order_id, round_id),
  UNIQUE (order_id, seq)
);
CREATE INDEX lottery_tickets_round_pending ON lottery_tickets (round_id, id) WHERE status = 'pending';
CREATE INDEX lottery_tickets_member ON lottery_tickets (member_id, round_id);

CREATE TRIGGER lottery_rounds_no_delete BEFORE DELETE ON lottery_rounds
  FOR EACH ROW EXECUTE FUNCTION lottery_rounds_no_delete();

-- The local demo beacon's values (unverifiable, labelled so): one random value per round, kept
-- so every instance and every later proof sees the same one.
CREATE TABLE lottery_local_beacon (
  round      bigint PRIMARY KEY,
  randomness text NOT NULL CHECK (randomness ~ '^[0-9a-f]{64}$')
);
