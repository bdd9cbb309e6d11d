-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- Rebuild of a merchant's period rows from agent_rollups, member_tree and members: what a change
-- of the merchant's time zone (period cuts) or active valid bet (who is active) needs, run by
-- saveAgentSettings in the settings change's transaction. Cost: one pass over the merchant's
-- rollups (seconds for millions of rows).
CREATE OR REPLACE FUNCTION agent_rebuild_periods(m bigint) RETURNS void LANGUAGE plpgsql AS $$
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
