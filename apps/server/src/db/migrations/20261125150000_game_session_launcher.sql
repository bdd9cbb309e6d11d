-- The member session that launched a game session: a bet is refused once that session is
-- revoked (logout, password change or reset), so a game left open cannot keep spending.
-- No foreign key: member sessions are purged a day after they end, and a missing row counts
-- as ended. NULL for game sessions opened before this column existed.
ALTER TABLE game_sessions ADD COLUMN member_session_id bigint;
