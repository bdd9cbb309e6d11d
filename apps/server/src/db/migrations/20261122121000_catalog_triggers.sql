-- Catalog versions kept by the database itself, so that every instance's in-process cache
-- and every ETag notice a change at once, whoever made it (admin SQL, another instance).
-- Statement-level triggers: a bulk insert of 100,000 games bumps each version once.

-- A change of the global catalog (games, vendors, lanes) concerns every merchant.
CREATE FUNCTION bump_all_catalog_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_versions (merchant_id, version)
  SELECT id, 2 FROM merchants
  ON CONFLICT (merchant_id) DO UPDATE SET version = catalog_versions.version + 1;
  RETURN NULL;
END $$;

-- A change of what a merchant offers concerns the merchants of the changed rows. The
-- EXISTS keeps a cascading merchant delete from inserting a version for a deleted merchant.
CREATE FUNCTION bump_changed_catalog_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO catalog_versions (merchant_id, version)
    SELECT DISTINCT n.merchant_id, 2 FROM changed_new n WHERE EXISTS (SELECT 1 FROM merchants m WHERE m.id = n.merchant_id)
    ON CONFLICT (merchant_id) DO UPDATE SET version = catalog_versions.version + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO catalog_versions (merchant_id, version)
    SELECT c.merchant_id, 2 FROM (SELECT merchant_id FROM changed_new UNION SELECT merchant_id FROM changed_old) c
    WHERE EXISTS (SELECT 1 FROM merchants m WHERE m.id = c.merchant_id)
    ON CONFLICT (merchant_id) DO UPDATE SET version = catalog_versions.version + 1;
  ELSE
    INSERT INTO catalog_versions (merchant_id, version)
    SELECT DISTINCT o.merchant_id, 2 FROM changed_old o WHERE EXISTS (SELECT 1 FROM merchants m WHERE m.id = o.merchant_id)
    ON CONFLICT (merchant_id) DO UPDATE SET version = catalog_versions.version + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER games_bump_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_catalog_versions();
CREATE TRIGGER vendors_bump_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendors
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_catalog_versions();
CREATE TRIGGER vendor_lanes_bump_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendor_lanes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_catalog_versions();

-- Transition tables allow one event per trigger, hence three triggers per table.
CREATE TRIGGER merchant_games_bump_ins AFTER INSERT ON merchant_games
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_catalog_versions();
CREATE TRIGGER merchant_games_bump_upd AFTER UPDATE ON merchant_games
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_catalog_versions();
CREATE TRIGGER merchant_games_bump_del AFTER DELETE ON merchant_games
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_catalog_versions();
CREATE TRIGGER merchant_vendors_bump_ins AFTER INSERT ON merchant_vendors
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_catalog_versions();
CREATE TRIGGER merchant_vendors_bump_upd AFTER UPDATE ON merchant_vendors
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_catalog_versions();
CREATE TRIGGER merchant_vendors_bump_del AFTER DELETE ON merchant_vendors
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_catalog_versions();

-- The list without a gameType (search across all categories, HOT, NEW) in the merchant's order.
CREATE INDEX merchant_games_all ON merchant_games (merchant_id, sequence, game_id) WHERE enabled;
-- HOT and NEW test a few percent of the games: small partial indexes instead of a scan of games.
CREATE INDEX games_hot ON games (id) WHERE is_hot;
CREATE INDEX games_new ON games (id) WHERE is_new;
