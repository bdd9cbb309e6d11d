-- One calendar: agent_zone, rg_play_check and rg_play_record read merchants.time_zone itself
-- (db/functions), so the copies kept for them go, with the foreign keys that made them follow it.
-- Their bodies are replaced right after this file runs, before the migrator lets go of its lock;
-- a build older than this one, still serving, would fail on these columns: deploy stop-start.
ALTER TABLE agent_settings DROP COLUMN time_zone;
ALTER TABLE rg_members DROP COLUMN time_zone;
ALTER TABLE merchants DROP CONSTRAINT merchants_id_time_zone;
