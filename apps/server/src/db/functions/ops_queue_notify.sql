-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- A change of a withdrawal, deposit or adjustment tells the consoles of its merchant: the
-- ops-live module LISTENs on `ops_queue` on every instance, the payload names the merchant and
-- the queue (the trigger's argument). NOTIFY is delivered at commit; identical payloads of one
-- transaction arrive once.
CREATE OR REPLACE FUNCTION ops_queue_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ops_queue', NEW.merchant_id::text || ':' || TG_ARGV[0]);
  RETURN NULL;
END $$;
