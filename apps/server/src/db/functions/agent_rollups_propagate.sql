-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- A member rollup row changed by NEW − OLD: add it to every ancestor's team row (ancestors in id
-- order, so two deliveries lock shared rows in the same order); for a game row, add its valid bet
-- to the member's four periods and, when that makes the member cross the active valid bet (or
-- gives it its first game row of the period at or above it), +1 (or −1 going back under) on the
-- periods of every ancestor.
CREATE OR REPLACE FUNCTION agent_rollups_propagate() RETURNS trigger LANGUAGE plpgsql AS $$
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
