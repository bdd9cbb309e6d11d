-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- The live game session of a session token and vendor (idle and absolute expiry), its last use
-- moved to now at most every p_touch_seconds (so a busy session is not one hot row). Reads
-- sessions (the session module's) by a plain join: this is the hot path.
-- signed_out: a game session ends with the member session that launched it: revoked (sign-out,
-- password change or reset, self-exclusion), purged, or past its absolute expiry. Not its idle
-- timeout: a member playing in a game's page does not touch the site's session, and the game
-- session has its own idle timeout.
CREATE OR REPLACE FUNCTION game_session_live(p_vendor text, p_hash bytea, p_idle_minutes int, p_touch_seconds int,
  OUT id bigint, OUT merchant_id bigint, OUT member_id bigint, OUT player_id text, OUT vendor_code text,
  OUT game_code text, OUT language text, OUT signed_out boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_stale boolean;
BEGIN
  SELECT g.id, g.merchant_id, g.member_id, g.player_id, g.vendor_code, g.game_code, g.language,
         g.member_session_id IS NOT NULL AND (ms.id IS NULL OR ms.revoked_at IS NOT NULL OR ms.expires_at <= now()),
         g.last_seen_at < now() - make_interval(secs => p_touch_seconds)
    INTO id, merchant_id, member_id, player_id, vendor_code, game_code, language, signed_out, v_stale
    FROM game_sessions g LEFT JOIN sessions ms ON ms.id = g.member_session_id
   WHERE g.session_token_hash = p_hash AND g.vendor_code = p_vendor
     AND g.expires_at > now() AND g.last_seen_at > now() - make_interval(mins => p_idle_minutes);
  IF FOUND AND v_stale THEN
    UPDATE game_sessions g SET last_seen_at = now() WHERE g.id = game_session_live.id;
  END IF;
END $$;
