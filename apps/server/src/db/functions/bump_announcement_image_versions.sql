-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- Images carry no merchant: find it through their announcement (gone already when the
-- announcement itself was deleted, whose own trigger has bumped the version then).
CREATE OR REPLACE FUNCTION bump_announcement_image_versions() RETURNS trigger LANGUAGE plpgsql AS $$
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
