-- Agent team reports at any team size: what the overview of a 100,000-member team
-- reads is kept per ancestor as the events arrive, so a period is read from at most
-- 24 × 31 hour rows per game type and one period row, never from every member's rows.
--
-- agent_team_rollups: per ancestor (the member itself, depth 0, and every upline), UTC hour and
-- game type, the sums of agent_rollups of the ancestor's whole team. Kept by the trigger on
-- agent_rollups, so whatever writes a member rollup (the agent-rollups subscriber in its delivery
-- transaction, seeds) adds the same amounts to its depth + 1 ancestor rows in the same
-- transaction: an event counted once in agent_rollups is counted once here.
CREATE TABLE agent_team_rollups (
  merchant_id      bigint NOT NULL,
  ancestor_id      bigint NOT NULL,
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
  PRIMARY KEY (ancestor_id, hour, game_type),
  FOREIGN KEY (merchant_id, ancestor_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

-- agent_member_periods: a member's valid bet (game rows only) per report period of the merchant
-- time zone: kind day | week (Monday first) | halfMonth (1st, 16th) | month, period_start = the
-- period's first local day. Rollup hours are UTC hours; a period takes the hours whose start is
-- on its local days, which is exact for zones with a whole-hour offset and the same hour-granular
-- cut as the member-level reports otherwise.
CREATE TABLE agent_member_periods (
  merchant_id  bigint NOT NULL,
  member_id    bigint NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('day', 'week', 'halfMonth', 'month')),
  period_start date NOT NULL,
  valid_bet    bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, kind, period_start),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

-- agent_team_periods: per ancestor and period, how many members of its team (itself included)
-- reached the merchant's active valid bet, and how many members under it (itself excluded)
-- registered in the period.
CREATE TABLE agent_team_periods (
  merchant_id    bigint NOT NULL,
  ancestor_id    bigint NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('day', 'week', 'halfMonth', 'month')),
  period_start   date NOT NULL,
  active_members integer NOT NULL DEFAULT 0,
  new_members    integer NOT NULL DEFAULT 0,
  PRIMARY KEY (ancestor_id, kind, period_start),
  FOREIGN KEY (merchant_id, ancestor_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

-- agent_team_sizes: how many members are under each member (itself excluded, every depth): the
-- team size, kept on registration and move rather than counted over member_tree per request.
CREATE TABLE agent_team_sizes (
  merchant_id bigint NOT NULL,
  ancestor_id bigint PRIMARY KEY,
  members     integer NOT NULL DEFAULT 0,
  FOREIGN KEY (merchant_id, ancestor_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

-- The merchant's agent time zone and active valid bet (agent_settings, else its defaults).
CREATE FUNCTION agent_zone(m bigint) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT time_zone FROM agent_settings WHERE merchant_id = m), 'Asia/Manila')
$$;
CREATE FUNCTION agent_threshold(m bigint) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT active_valid_bet FROM agent_settings WHERE merchant_id = m), 10000)
$$;

-- The four report periods an instant falls in, in the zone.
CREATE FUNCTION agent_period_starts(at timestamptz, tz text) RETURNS TABLE (kind text, period_start date)
LANGUAGE sql STABLE AS $$
  SELECT k.kind,
         CASE k.kind
           WHEN 'day' THEN x.d
           WHEN 'week' THEN date_trunc('week', x.d)::date
           WHEN 'month' THEN date_trunc('month', x.d)::date
           ELSE date_trunc('month', x.d)::date + CASE WHEN extract(day FROM x.d) >= 16 THEN 15 ELSE 0 END
         END
    FROM (SELECT (at AT TIME ZONE tz)::date AS d) x,
         unnest(ARRAY['day', 'week', 'halfMonth', 'month']) AS k(kind)
$$;

-- A member rollup row changed by NEW − OLD: add it to every ancestor's team row (ancestors in id
-- order, so two deliveries lock shared rows in the same order); for a game row, add its valid bet
-- to the member's four periods and, when that makes the member cross the active valid bet (or
-- gives it its first game row of the period at or above it), +1 (or −1 going back under) on the
-- periods of every ancestor.
CREATE FUNCTION agent_rollups_propagate() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o agent_rollups;
  dv bigint;
  thr bigint;
  p record;
  nv bigint;
  fresh boolean;
  step integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN o := OLD; END IF;
  INSERT INTO agent_team_rollups AS a (merchant_id, ancestor_id, hour, game_type, bets, stake, valid_bet, payout,
                                       rebate, bonus, deposits, withdrawals, deposit_count, withdrawal_count)
  SELECT NEW.merchant_id, t.ancestor_id, NEW.hour, NEW.game_type,
         NEW.bets - coalesce(o.bets, 0), NEW.stake - coalesce(o.stake, 0), NEW.valid_bet - coalesce(o.valid_bet, 0),
         NEW.payout - coalesce(o.payout, 0), NEW.rebate - coalesce(o.rebate, 0), NEW.bonus - coalesce(o.bonus, 0),
         NEW.deposits - coalesce(o.deposits, 0), NEW.withdrawals - coalesce(o.withdrawals, 0),
         NEW.deposit_count - coalesce(o.deposit_count, 0), NEW.withdrawal_count - coalesce(o.withdrawal_count, 0)
    FROM member_tree t WHERE t.member_id = NEW.member_id
   ORDER BY t.ancestor_id
  ON CONFLICT (ancestor_id, hour, game_type) DO UPDATE SET
    bets = a.bets + excluded.bets, stake = a.stake + excluded.stake, valid_bet = a.valid_bet + excluded.valid_bet,
    payout = a.payout + excluded.payout, rebate = a.rebate + excluded.rebate, bonus = a.bonus + excluded.bonus,
    deposits = a.deposits + excluded.deposits, withdrawals = a.withdrawals + excluded.withdrawals,
    deposit_count = a.deposit_count + excluded.deposit_count,
    withdrawal_count = a.withdrawal_count + excluded.withdrawal_count;

  IF NEW.game_type = '' THEN RETURN NULL; END IF;
  dv := NEW.valid_bet - coalesce(o.valid_bet, 0);
  IF dv = 0 AND TG_OP = 'UPDATE' THEN RETURN NULL; END IF;
  FOR p IN SELECT * FROM agent_period_starts(NEW.hour, agent_zone(NEW.merchant_id)) LOOP
    INSERT INTO agent_member_periods AS mp (merchant_id, member_id, kind, period_start, valid_bet)
    VALUES (NEW.merchant_id, NEW.member_id, p.kind, p.period_start, dv)
    ON CONFLICT (member_id, kind, period_start) DO UPDATE SET valid_bet = mp.valid_bet + excluded.valid_bet
    RETURNING mp.valid_bet, (mp.xmax = 0) INTO nv, fresh;
    -- Read after the write above, which waits for a settings rebuild in progress (its lock).
    thr := agent_threshold(NEW.merchant_id);
    step := (CASE WHEN nv >= thr THEN 1 ELSE 0 END)
          - (CASE WHEN NOT fresh AND nv - dv >= thr THEN 1 ELSE 0 END);
    IF step <> 0 THEN
      INSERT INTO agent_team_periods AS tp (merchant_id, ancestor_id, kind, period_start, active_members)
      SELECT NEW.merchant_id, t.ancestor_id, p.kind, p.period_start, step
        FROM member_tree t WHERE t.member_id = NEW.member_id
       ORDER BY t.ancestor_id
      ON CONFLICT (ancestor_id, kind, period_start) DO UPDATE SET active_members = tp.active_members + excluded.active_members;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER agent_rollups_team AFTER INSERT OR UPDATE ON agent_rollups
  FOR EACH ROW EXECUTE FUNCTION agent_rollups_propagate();

-- A new member: +1 on the team size of every upline, +1 new member on the periods (of its
-- registration instant) of every upline. The
-- uplines are the upline's own chain (not the member's tree rows), so the order of this trigger
-- and the tree trigger does not matter.
CREATE FUNCTION agent_member_registered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NULL THEN RETURN NULL; END IF;
  INSERT INTO agent_team_sizes AS z (merchant_id, ancestor_id, members)
  SELECT NEW.merchant_id, t.ancestor_id, 1 FROM member_tree t WHERE t.member_id = NEW.upline_id ORDER BY t.ancestor_id
  ON CONFLICT (ancestor_id) DO UPDATE SET members = z.members + excluded.members;
  INSERT INTO agent_team_periods AS tp (merchant_id, ancestor_id, kind, period_start, new_members)
  SELECT NEW.merchant_id, t.ancestor_id, p.kind, p.period_start, 1
    FROM member_tree t, agent_period_starts(NEW.created_at, agent_zone(NEW.merchant_id)) p
   WHERE t.member_id = NEW.upline_id
   ORDER BY t.ancestor_id, p.kind
  ON CONFLICT (ancestor_id, kind, period_start) DO UPDATE SET new_members = tp.new_members + excluded.new_members;
  RETURN NULL;
END $$;
CREATE TRIGGER members_agent_registered AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION agent_member_registered();

-- An operator move (members.upline_id changed): the moved member's whole team leaves the old
-- upline's chain and joins the new one's, in the move's transaction. What it carries is already
-- kept on the moved member's own rows: its team rollups (every hour and game type of the
-- subtree), its team size plus itself, its team periods' active members, and its team periods' new members plus itself in
-- the periods it registered in. Cost: the moved member's own rows × (old + new chain length), at
-- most 24 × 31 × game types per month of history, whatever the subtree's size. Both chains are
-- read from the uplines' own tree rows, which the move does not touch.
CREATE FUNCTION agent_member_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  up bigint;
  sgn integer;
BEGIN
  FOR up, sgn IN SELECT x.u, x.s FROM (VALUES (OLD.upline_id, -1), (NEW.upline_id, 1)) x(u, s) WHERE x.u IS NOT NULL LOOP
    INSERT INTO agent_team_sizes AS z (merchant_id, ancestor_id, members)
    SELECT NEW.merchant_id, t.ancestor_id,
           sgn * (1 + coalesce((SELECT members FROM agent_team_sizes WHERE ancestor_id = NEW.id), 0))
      FROM member_tree t WHERE t.member_id = up ORDER BY t.ancestor_id
    ON CONFLICT (ancestor_id) DO UPDATE SET members = z.members + excluded.members;
    INSERT INTO agent_team_rollups AS a (merchant_id, ancestor_id, hour, game_type, bets, stake, valid_bet, payout,
                                         rebate, bonus, deposits, withdrawals, deposit_count, withdrawal_count)
    SELECT NEW.merchant_id, t.ancestor_id, r.hour, r.game_type, sgn * r.bets, sgn * r.stake, sgn * r.valid_bet,
           sgn * r.payout, sgn * r.rebate, sgn * r.bonus, sgn * r.deposits, sgn * r.withdrawals,
           sgn * r.deposit_count, sgn * r.withdrawal_count
      FROM member_tree t, agent_team_rollups r
     WHERE t.member_id = up AND r.ancestor_id = NEW.id
     ORDER BY t.ancestor_id, r.hour, r.game_type
    ON CONFLICT (ancestor_id, hour, game_type) DO UPDATE SET
      bets = a.bets + excluded.bets, stake = a.stake + excluded.stake, valid_bet = a.valid_bet + excluded.valid_bet,
      payout = a.payout + excluded.payout, rebate = a.rebate + excluded.rebate, bonus = a.bonus + excluded.bonus,
      deposits = a.deposits + excluded.deposits, withdrawals = a.withdrawals + excluded.withdrawals,
      deposit_count = a.deposit_count + excluded.deposit_count,
      withdrawal_count = a.withdrawal_count + excluded.withdrawal_count;

    INSERT INTO agent_team_periods AS tp (merchant_id, ancestor_id, kind, period_start, active_members, new_members)
    SELECT NEW.merchant_id, t.ancestor_id, c.kind, c.period_start, sgn * sum(c.active), sgn * sum(c.new)
      FROM member_tree t,
           (SELECT r.kind, r.period_start, r.active_members AS active, r.new_members AS new
              FROM agent_team_periods r WHERE r.ancestor_id = NEW.id
            UNION ALL
            SELECT s.kind, s.period_start, 0, 1 FROM agent_period_starts(NEW.created_at, agent_zone(NEW.merchant_id)) s) c
     WHERE t.member_id = up
     GROUP BY t.ancestor_id, c.kind, c.period_start
     ORDER BY t.ancestor_id, c.kind, c.period_start
    ON CONFLICT (ancestor_id, kind, period_start) DO UPDATE SET
      active_members = tp.active_members + excluded.active_members, new_members = tp.new_members + excluded.new_members;
  END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER members_agent_moved AFTER UPDATE OF upline_id ON members
  FOR EACH ROW WHEN (NEW.upline_id IS DISTINCT FROM OLD.upline_id) EXECUTE FUNCTION agent_member_moved();

-- Rebuild of a merchant's period rows from agent_rollups, member_tree and members: what a change
-- of the merchant's time zone (period cuts) or active valid bet (who is active) needs, run by
-- saveAgentSettings in the settings change's transaction. Cost: one pass over the merchant's
-- rollups (seconds for millions of rows).
CREATE FUNCTION agent_rebuild_periods(m bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tz text := agent_zone(m);
  thr bigint := agent_threshold(m);
BEGIN
  -- Deliveries writing period rows wait until the rebuild commits, then add to the rebuilt rows.
  LOCK TABLE agent_member_periods, agent_team_periods IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM agent_team_periods WHERE merchant_id = m;
  DELETE FROM agent_member_periods WHERE merchant_id = m;
  INSERT INTO agent_member_periods (merchant_id, member_id, kind, period_start, valid_bet)
  SELECT m, r.member_id, p.kind, p.period_start, sum(r.valid_bet)
    FROM agent_rollups r CROSS JOIN LATERAL agent_period_starts(r.hour, tz) p
   WHERE r.merchant_id = m AND r.game_type <> ''
   GROUP BY r.member_id, p.kind, p.period_start;
  INSERT INTO agent_team_periods (merchant_id, ancestor_id, kind, period_start, active_members, new_members)
  SELECT m, x.ancestor_id, x.kind, x.period_start, sum(x.active), sum(x.new)
    FROM (SELECT t.ancestor_id, p.kind, p.period_start, 1 AS active, 0 AS new
            FROM agent_member_periods p JOIN member_tree t ON t.member_id = p.member_id
           WHERE p.merchant_id = m AND p.valid_bet >= thr
          UNION ALL
          SELECT t.ancestor_id, s.kind, s.period_start, 0, 1
            FROM members mm JOIN member_tree t ON t.member_id = mm.id AND t.depth >= 1
                 CROSS JOIN LATERAL agent_period_starts(mm.created_at, tz) s
           WHERE mm.merchant_id = m) x
   GROUP BY x.ancestor_id, x.kind, x.period_start;
END $$;

-- Rebuild of a merchant's team rollups and team sizes from agent_rollups and member_tree (repair,
-- bulk loads).
CREATE FUNCTION agent_rebuild_team_rollups(m bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM agent_team_sizes WHERE merchant_id = m;
  INSERT INTO agent_team_sizes (merchant_id, ancestor_id, members)
  SELECT m, ancestor_id, count(*) FROM member_tree WHERE merchant_id = m AND depth >= 1 GROUP BY ancestor_id;
  DELETE FROM agent_team_rollups WHERE merchant_id = m;
  INSERT INTO agent_team_rollups (merchant_id, ancestor_id, hour, game_type, bets, stake, valid_bet, payout,
                                  rebate, bonus, deposits, withdrawals, deposit_count, withdrawal_count)
  SELECT m, t.ancestor_id, r.hour, r.game_type, sum(r.bets), sum(r.stake), sum(r.valid_bet), sum(r.payout),
         sum(r.rebate), sum(r.bonus), sum(r.deposits), sum(r.withdrawals), sum(r.deposit_count), sum(r.withdrawal_count)
    FROM agent_rollups r JOIN member_tree t ON t.member_id = r.member_id
   WHERE r.merchant_id = m
   GROUP BY t.ancestor_id, r.hour, r.game_type;
END $$;

-- Existing data (rollups written before this migration).
SELECT agent_rebuild_team_rollups(id), agent_rebuild_periods(id) FROM merchants;
