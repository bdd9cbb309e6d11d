-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- A move is refused (SQLSTATE PH409, message agent_move_loop) when the new upline is the member
-- itself or one of its downlines; otherwise the moved subtree leaves its old ancestors and joins
-- the new upline's.
CREATE OR REPLACE FUNCTION member_tree_refuse_loop() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND member_id = NEW.upline_id
  ) THEN
    RAISE EXCEPTION 'agent_move_loop' USING ERRCODE = 'PH409';
  END IF;
  RETURN NEW;
END $$;
