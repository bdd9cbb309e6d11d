-- One calendar (ARCHITECTURE.md): the merchant's time zone is one setting, merchants.time_zone,
-- that every feature cuts its days, weeks (from Monday), half-months and months in. It replaces
-- the agent settings' zone (agent reports, missions, contract settlement), the responsible-gaming
-- settings' zone (merchants.settings.responsibleGaming.timeZone, and the copy each rg_members row
-- took of it), UTC (VIP, the daily rebate bonus) and the browser's zone (records).

ALTER TABLE merchants ADD COLUMN time_zone text NOT NULL DEFAULT 'Asia/Manila';

-- Filled with the zone the merchant's money was cut in, so what was settled keeps its meaning:
--   1. its agent_settings zone, where it has a row (contract settlement, missions, leaderboards);
--   2. else its responsible-gaming zone, where one was set and no money was cut in the agent
--      default (no contract, mission or leaderboard): the only zone it chose;
--   3. else Asia/Manila, the default both settings had.
-- A zone PostgreSQL does not know is passed over. Where the agent and responsible-gaming zones
-- disagree, the agent's wins (it governs money); a notice names those merchants.
WITH sources AS (
  SELECT m.id,
         (SELECT a.time_zone FROM agent_settings a WHERE a.merchant_id = m.id) AS agent_zone,
         nullif(m.settings #>> '{responsibleGaming,timeZone}', '') AS rg_zone,
         EXISTS (SELECT 1 FROM agent_contracts c WHERE c.merchant_id = m.id)
           OR EXISTS (SELECT 1 FROM missions x WHERE x.merchant_id = m.id)
           OR EXISTS (SELECT 1 FROM leaderboard_configs l WHERE l.merchant_id = m.id) AS money_in_default
    FROM merchants m
), known AS (
  SELECT s.id,
         CASE WHEN s.agent_zone IN (SELECT name FROM pg_timezone_names) THEN s.agent_zone END AS agent_zone,
         CASE WHEN s.rg_zone IN (SELECT name FROM pg_timezone_names) THEN s.rg_zone END AS rg_zone,
         s.money_in_default
    FROM sources s
)
UPDATE merchants m
   SET time_zone = coalesce(k.agent_zone, CASE WHEN NOT k.money_in_default THEN k.rg_zone END, 'Asia/Manila')
  FROM known k
 WHERE k.id = m.id;

DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT m.code, m.time_zone, m.settings #>> '{responsibleGaming,timeZone}' AS rg_zone
             FROM merchants m
            WHERE coalesce(m.settings #>> '{responsibleGaming,timeZone}', m.time_zone) <> m.time_zone LOOP
    RAISE NOTICE 'merchant %: time zone % (its responsible-gaming zone % is no longer used)', r.code, r.time_zone, r.rg_zone;
  END LOOP;
END $$;

UPDATE merchants SET settings = settings #- '{responsibleGaming,timeZone}' WHERE settings #> '{responsibleGaming,timeZone}' IS NOT NULL;

-- The SQL functions still read two copies of the zone (agent_zone reads agent_settings.time_zone;
-- rg_play_check and rg_play_record read rg_members.time_zone). Each copy now references the
-- setting, and follows it when it changes (ON UPDATE CASCADE), so a copy can never disagree.
-- Deprecated: once those functions read merchants.time_zone, a migration drops both columns.
ALTER TABLE merchants ADD CONSTRAINT merchants_id_time_zone UNIQUE (id, time_zone);

-- Every merchant gets its agent_settings row (agent_zone falls back to Asia/Manila without one);
-- a merchant whose zone is not the one its agent periods were cut in has them rebuilt.
CREATE TEMP TABLE zone_moved ON COMMIT DROP AS
  SELECT m.id FROM merchants m
   WHERE m.time_zone <> coalesce((SELECT a.time_zone FROM agent_settings a WHERE a.merchant_id = m.id), 'Asia/Manila');
INSERT INTO agent_settings (merchant_id, time_zone)
SELECT m.id, m.time_zone FROM merchants m
    ON CONFLICT (merchant_id) DO UPDATE SET time_zone = excluded.time_zone;
ALTER TABLE agent_settings
  ALTER COLUMN time_zone DROP DEFAULT,
  ADD CONSTRAINT agent_settings_time_zone FOREIGN KEY (merchant_id, time_zone) REFERENCES merchants (id, time_zone) ON UPDATE CASCADE;
SELECT agent_rebuild_periods(z.id) FROM zone_moved z ORDER BY z.id;

UPDATE rg_members r SET time_zone = m.time_zone FROM merchants m WHERE m.id = r.merchant_id AND r.time_zone <> m.time_zone;
ALTER TABLE rg_members
  ADD CONSTRAINT rg_members_time_zone FOREIGN KEY (merchant_id, time_zone) REFERENCES merchants (id, time_zone)
    ON UPDATE CASCADE ON DELETE CASCADE;
