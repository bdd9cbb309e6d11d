-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

CREATE OR REPLACE FUNCTION member_tree_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_tree (merchant_id, ancestor_id, member_id, depth) VALUES (NEW.merchant_id, NEW.id, NEW.id, 0);
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (merchant_id, ancestor_id, member_id, depth)
    SELECT NEW.merchant_id, t.ancestor_id, NEW.id, t.depth + 1 FROM member_tree t WHERE t.member_id = NEW.upline_id;
  END IF;
  RETURN NULL;
END $$;
