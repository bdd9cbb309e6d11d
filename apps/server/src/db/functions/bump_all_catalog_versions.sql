-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- A change of the global catalog (games, vendors, lanes) concerns every merchant.
CREATE OR REPLACE FUNCTION bump_all_catalog_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_versions (merchant_id, version)
  SELECT id, 2 FROM merchants
  ON CONFLICT (merchant_id) DO UPDATE SET version = catalog_versions.version + 1;
  RETURN NULL;
END $$;
