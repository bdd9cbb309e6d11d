-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- Rebuild of a merchant's team rollups and team sizes from agent_rollups and member_tree (repair,
-- bulk loads).
CREATE OR REPLACE FUNCTION agent_rebuild_team_rollups(m bigint) RETURNS void LANGUAGE plpgsql AS $$
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
