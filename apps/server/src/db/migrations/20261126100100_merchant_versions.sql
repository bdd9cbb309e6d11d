-- A merchant's own settings, flags, region rules and domains bump its catalog version too, so
-- the in-process merchant cache of every instance (modules/merchant/merchant-cache.ts) drops it
-- on the notification of that bump. Uses bump_changed_catalog_versions() of
-- 20261122121000_catalog_triggers.sql for the tables that carry merchant_id.
CREATE FUNCTION bump_merchant_row_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_versions (merchant_id, version)
  SELECT n.id, 2 FROM changed_new n WHERE EXISTS (SELECT 1 FROM merchants m WHERE m.id = n.id)
  ON CONFLICT (merchant_id) DO UPDATE SET version = catalog_versions.version + 1;
  RETURN NULL;
END $$;
CREATE TRIGGER merchants_bump_upd AFTER UPDATE ON merchants
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION bump_merchant_row_versions();

CREATE TRIGGER merchant_flags_bump_ins AFTER INSERT ON merchant_flags
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_catalog_versions();
CREATE TRIGGER merchant_flags_bump_upd AFTER UPDATE ON merchant_flags
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_catalog_versions();
CREATE TRIGGER merchant_flags_bump_del AFTER DELETE ON merchant_flags
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_catalog_versions();
CREATE TRIGGER merchant_region_rules_bump_ins AFTER INSERT ON merchant_region_rules
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_catalog_versions();
CREATE TRIGGER merchant_region_rules_bump_upd AFTER UPDATE ON merchant_region_rules
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_catalog_versions();
CREATE TRIGGER merchant_region_rules_bump_del AFTER DELETE ON merchant_region_rules
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_catalog_versions();
CREATE TRIGGER merchant_domains_bump_ins AFTER INSERT ON merchant_domains
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_catalog_versions();
CREATE TRIGGER merchant_domains_bump_upd AFTER UPDATE ON merchant_domains
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_catalog_versions();
CREATE TRIGGER merchant_domains_bump_del AFTER DELETE ON merchant_domains
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_catalog_versions();
