-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- A new member: +1 on the team size of every upline, +1 new member on the periods (of its
-- registration instant) of every upline. The
-- uplines are the upline's own chain (not the member's tree rows), so the order of this trigger
-- and the tree trigger does not matter.
CREATE OR REPLACE FUNCTION agent_member_registered() RETURNS trigger LANGUAGE plpgsql AS $$
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
