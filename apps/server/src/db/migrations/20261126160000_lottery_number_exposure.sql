-- The limit on one number across all players: the total all players may stake on one number of
-- one play in one draw (a number is one choice at one position of a content, see the contract's
-- plays/exposure.ts), per merchant and play like the other limits; NULL = no limit.
ALTER TABLE lottery_limits ADD COLUMN max_number_draw bigint CHECK (max_number_draw > 0);

-- The stakes on each number of each play in each draw, in minor units, kept only for plays whose
-- limit is set. A bet adds to its numbers' rows and is refused when one passes the limit, in one
-- upsert per draw (the rows' locks make parallel bets add up one after the other); a player's
-- cancel takes its stakes off again. A settled draw's rows are deleted.
CREATE TABLE lottery_exposure (
  round_id    bigint NOT NULL REFERENCES lottery_rounds(id) ON DELETE CASCADE,
  play_id     text NOT NULL,
  number_key  text NOT NULL,
  stake       bigint NOT NULL CHECK (stake >= 0),
  PRIMARY KEY (round_id, play_id, number_key)
);

-- Whether the order's stakes were added to lottery_exposure: a cancel takes off only what was
-- added, even when the limit was set or removed after the bet.
ALTER TABLE lottery_orders ADD COLUMN number_exposure boolean NOT NULL DEFAULT false;
