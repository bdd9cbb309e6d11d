-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

CREATE OR REPLACE FUNCTION member_tree_move() RETURNS trigger LANGUAGE plpgsql AS $$
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
