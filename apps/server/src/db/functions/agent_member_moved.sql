-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- An operator move (members.upline_id changed): the moved member's whole team leaves the old
-- upline's chain and joins the new one's, in the move's transaction. What it carries is already
-- kept on the moved member's own rows: its team rollups (every hour and game type of the
-- subtree), its team size plus itself, its team periods' active members, and its team periods' new members plus itself in
-- the periods it registered in. Cost: the moved member's own rows × (old + new chain length), at
-- most 24 × 31 × game types per month of history, whatever the subtree's size. Both chains are
-- read from the uplines' own tree rows, which the move does not touch.
CREATE OR REPLACE FUNCTION agent_member_moved() RETURNS trigger LANGUAGE plpgsql AS $$
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
