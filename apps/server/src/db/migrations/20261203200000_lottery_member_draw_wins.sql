-- What each member has won on a fast draw so far, kept while the draw settles for merchants that
-- set a max prize per member and draw (lottery_limits.max_prize_member_draw). A settlement batch
-- locks its winners' rows (in member order), pays within the cap and adds what it paid in the same
-- transaction as the money, so settlers working a draw side by side take turns per member and the
-- cap holds whatever number of them run. A member's first row starts from their won tickets. A
-- settled draw's rows are deleted.
CREATE TABLE lottery_member_draw_wins (
  round_id   bigint NOT NULL REFERENCES lottery_rounds(id) ON DELETE CASCADE,
  member_id  bigint NOT NULL,
  won        bigint NOT NULL CHECK (won >= 0),
  PRIMARY KEY (round_id, member_id)
);
