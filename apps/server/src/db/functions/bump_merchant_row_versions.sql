-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- A merchant's own row (merchants has no merchant_id) bumps its catalog version, so the
-- in-process merchant cache of every instance (modules/merchant/merchant-cache.ts) drops it on
-- the notification of that bump. Its flags, region rules and domains use
-- bump_changed_catalog_versions().
CREATE OR REPLACE FUNCTION bump_merchant_row_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_versions (merchant_id, version)
  SELECT n.id, 2 FROM changed_new n WHERE EXISTS (SELECT 1 FROM merchants m WHERE m.id = n.id)
  ON CONFLICT (merchant_id) DO UPDATE SET version = catalog_versions.version + 1;
  RETURN NULL;
END $$;
