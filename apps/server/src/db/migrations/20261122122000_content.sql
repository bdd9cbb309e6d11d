-- Site content bumps the merchant's catalog version too, so caches and ETags keyed on it
-- notice a changed announcement or help topic whoever made it. Uses the statement-level
-- bump_changed_catalog_versions() of 20261122121000_catalog_triggers.sql.
CREATE TRIGGER announcements_bump_ins AFTER INSERT ON announcements
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_catalog_versions();
CREATE TRIGGER announcements_bump_upd AFTER UPDATE ON announcements
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_catalog_versions();
CREATE TRIGGER announcements_bump_del AFTER DELETE ON announcements
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_catalog_versions();
CREATE TRIGGER help_topics_bump_ins AFTER INSERT ON help_topics
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_catalog_versions();
CREATE TRIGGER help_topics_bump_upd AFTER UPDATE ON help_topics
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_catalog_versions();
CREATE TRIGGER help_topics_bump_del AFTER DELETE ON help_topics
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_catalog_versions();

-- Images carry no merchant: find it through their announcement (gone already when the
-- announcement itself was deleted, whose own trigger has bumped the version then).
CREATE FUNCTION bump_announcement_image_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO catalog_versions (merchant_id, version)
    SELECT DISTINCT a.merchant_id, 2 FROM changed_new n JOIN announcements a ON a.id = n.announcement_id
    ON CONFLICT (merchant_id) DO UPDATE SET version = catalog_versions.version + 1;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO catalog_versions (merchant_id, version)
    SELECT DISTINCT a.merchant_id, 2 FROM changed_old o JOIN announcements a ON a.id = o.announcement_id
    ON CONFLICT (merchant_id) DO UPDATE SET version = catalog_versions.version + 1;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER announcement_images_bump_ins AFTER INSERT ON announcement_images
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION bump_announcement_image_versions();
CREATE TRIGGER announcement_images_bump_upd AFTER UPDATE ON announcement_images
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION bump_announcement_image_versions();
CREATE TRIGGER announcement_images_bump_del AFTER DELETE ON announcement_images
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION bump_announcement_image_versions();

-- Once a merchant has real wins, the board reads only those.
CREATE INDEX winner_board_real ON winner_board (merchant_id, won_at DESC) WHERE NOT is_sample;
-- A draw's vendor (vassalage): the VN endpoint answers TCG_LOTTO_VN draws, the lotto endpoint
-- those of LOTT, ELOTT and TCG_SEA. Prize modes cannot tell them apart (LOTT covers VN too).
ALTER TABLE lottery_draws ADD COLUMN vendor text;
UPDATE lottery_draws d SET vendor = v.code FROM games g JOIN vendors v ON v.id = g.vendor_id WHERE g.game_code = d.game_code;
UPDATE lottery_draws SET vendor = 'LOTT' WHERE vendor IS NULL;
ALTER TABLE lottery_draws ALTER COLUMN vendor SET NOT NULL;
-- Number openings without a gameCode: the latest draws of a family of vendors.
CREATE INDEX lottery_draws_by_vendor ON lottery_draws (merchant_id, vendor, drawn_at DESC);
