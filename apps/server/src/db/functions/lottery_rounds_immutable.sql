-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

CREATE OR REPLACE FUNCTION lottery_rounds_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.seed IS DISTINCT FROM OLD.seed OR NEW.commit IS DISTINCT FROM OLD.commit
     OR NEW.beacon_round IS DISTINCT FROM OLD.beacon_round OR NEW.beacon_source IS DISTINCT FROM OLD.beacon_source
     OR NEW.draw_no IS DISTINCT FROM OLD.draw_no OR NEW.draw_at IS DISTINCT FROM OLD.draw_at
     OR NEW.close_at IS DISTINCT FROM OLD.close_at
     OR (OLD.beacon_randomness IS NOT NULL AND NEW.beacon_randomness IS DISTINCT FROM OLD.beacon_randomness)
     OR (OLD.result IS NOT NULL AND NEW.result IS DISTINCT FROM OLD.result)
     OR (OLD.status <> 'open' AND NEW.status IS DISTINCT FROM OLD.status) THEN
    RAISE EXCEPTION 'lottery draw % is immutable once committed or drawn', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
