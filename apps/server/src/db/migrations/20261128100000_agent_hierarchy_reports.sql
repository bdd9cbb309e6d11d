-- Agent back office: the hierarchy as a closure table, hourly rollups for team
-- reports, and the merchant's agent settings.

-- member_tree: one row per (ancestor, member) pair at any depth; depth 0 is the member itself.
-- members.upline_id stays the source of truth: the triggers below keep this table in step with
-- it, so "all members under X" is member_tree WHERE ancestor_id = X (an index range).
CREATE TABLE member_tree (
  merchant_id bigint NOT NULL,
  ancestor_id bigint NOT NULL,
  member_id   bigint NOT NULL,
  depth       integer NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, member_id),
  FOREIGN KEY (merchant_id, ancestor_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX member_tree_member ON member_tree (member_id, depth);
CREATE INDEX member_tree_level ON member_tree (ancestor_id, depth, member_id);

CREATE FUNCTION member_tree_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_tree (merchant_id, ancestor_id, member_id, depth) VALUES (NEW.merchant_id, NEW.id, NEW.id, 0);
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (merchant_id, ancestor_id, member_id, depth)
    SELECT NEW.merchant_id, t.ancestor_id, NEW.id, t.depth + 1 FROM member_tree t WHERE t.member_id = NEW.upline_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER members_tree_insert AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION member_tree_insert();

-- A move is refused (SQLSTATE PH409, message agent_move_loop) when the new upline is the member
-- itself or one of its downlines; otherwise the moved subtree leaves its old ancestors and joins
-- the new upline's.
CREATE FUNCTION member_tree_refuse_loop() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND member_id = NEW.upline_id
  ) THEN
    RAISE EXCEPTION 'agent_move_loop' USING ERRCODE = 'PH409';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER members_tree_refuse_loop BEFORE UPDATE OF upline_id ON members
  FOR EACH ROW WHEN (NEW.upline_id IS DISTINCT FROM OLD.upline_id) EXECUTE FUNCTION member_tree_refuse_loop();

CREATE FUNCTION member_tree_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM member_tree t
   USING member_tree sub, member_tree up
   WHERE sub.ancestor_id = NEW.id
     AND t.member_id = sub.member_id
     AND up.member_id = NEW.id AND up.depth > 0
     AND t.ancestor_id = up.ancestor_id;
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (merchant_id, ancestor_id, member_id, depth)
    SELECT NEW.merchant_id, up.ancestor_id, sub.member_id, up.depth + sub.depth + 1
      FROM member_tree up, member_tree sub
     WHERE up.member_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER members_tree_move AFTER UPDATE OF upline_id ON members
  FOR EACH ROW WHEN (NEW.upline_id IS DISTINCT FROM OLD.upline_id) EXECUTE FUNCTION member_tree_move();

-- Backfill: every existing member with its whole upline chain (a chain longer than 1000 would
-- be a loop in old data; it is cut there rather than spinning).
INSERT INTO member_tree (merchant_id, ancestor_id, member_id, depth)
WITH RECURSIVE chain (merchant_id, ancestor_id, member_id, depth, next_up) AS (
  SELECT m.merchant_id, m.id, m.id, 0, m.upline_id FROM members m
  UNION ALL
  SELECT c.merchant_id, c.next_up, c.member_id, c.depth + 1, u.upline_id
    FROM chain c JOIN members u ON u.id = c.next_up
   WHERE c.depth < 1000
)
SELECT merchant_id, ancestor_id, member_id, depth FROM chain
ON CONFLICT DO NOTHING;

-- agent_rollups: per member, hour (UTC) and game type, what the team reports sum. game_type ''
-- holds the movements that are not play (deposits, withdrawals, bonuses). Money in minor units.
CREATE TABLE agent_rollups (
  merchant_id      bigint NOT NULL,
  member_id        bigint NOT NULL,
  hour             timestamptz NOT NULL,
  game_type        text NOT NULL,
  bets             integer NOT NULL DEFAULT 0,
  stake            bigint NOT NULL DEFAULT 0,
  valid_bet        bigint NOT NULL DEFAULT 0,
  payout           bigint NOT NULL DEFAULT 0,
  rebate           bigint NOT NULL DEFAULT 0,
  bonus            bigint NOT NULL DEFAULT 0,
  deposits         bigint NOT NULL DEFAULT 0,
  withdrawals      bigint NOT NULL DEFAULT 0,
  deposit_count    integer NOT NULL DEFAULT 0,
  withdrawal_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, hour, game_type),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

-- agent_settings: one row per merchant (absent = the defaults).
CREATE TABLE agent_settings (
  merchant_id      bigint PRIMARY KEY REFERENCES merchants(id),
  time_zone        text NOT NULL DEFAULT 'Asia/Manila',
  active_valid_bet bigint NOT NULL DEFAULT 10000 CHECK (active_valid_bet >= 0)
);
