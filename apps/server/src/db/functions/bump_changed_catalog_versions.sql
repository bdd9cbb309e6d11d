-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- A change of what a merchant offers concerns the merchants of the changed rows. The
-- EXISTS keeps a cascading merchant delete from inserting a version for a deleted merchant.
CREATE OR REPLACE FUNCTION bump_changed_catalog_versions() RETURNS trigger LANGUAGE plpgsql AS $$
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
