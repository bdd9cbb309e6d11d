-- Every server instance keeps the catalog versions in memory and LISTENs for their changes
-- (modules/catalog/catalog-versions.ts), so a cached lobby answer costs no database read. The
-- notification goes out at the commit of whatever bumped the version (catalog, offer or content
-- triggers, any connection). Catalog changes are rare: the commit-time notify lock is no cost.
CREATE FUNCTION notify_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE TRIGGER catalog_versions_notify AFTER INSERT OR UPDATE OR DELETE ON catalog_versions
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_version();
CREATE TRIGGER catalog_versions_notify_truncate AFTER TRUNCATE ON catalog_versions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_version();
