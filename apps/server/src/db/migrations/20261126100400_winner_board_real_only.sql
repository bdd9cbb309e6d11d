-- The winner board shows settled wins only: the demo seed plays real winning rounds instead of
-- writing sample rows, so the sample rows and their flag go.
DELETE FROM winner_board WHERE is_sample;
DROP INDEX IF EXISTS winner_board_real;
ALTER TABLE winner_board DROP COLUMN is_sample;
