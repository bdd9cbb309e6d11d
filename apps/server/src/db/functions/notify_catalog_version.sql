-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- Every server instance keeps the catalog versions in memory and LISTENs for their changes
-- (modules/catalog/catalog-versions.ts), so a cached lobby answer costs no database read. The
-- notification goes out at the commit of whatever bumped the version (catalog, offer or content
-- triggers, any connection). Catalog changes are rare: the commit-time notify lock is no cost.
CREATE OR REPLACE FUNCTION notify_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('catalog_version', '*');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('catalog_version', OLD.merchant_id::text);
  ELSE
    PERFORM pg_notify('catalog_version', NEW.merchant_id || ':' || NEW.version);
  END IF;
  RETURN NULL;
END $$;
