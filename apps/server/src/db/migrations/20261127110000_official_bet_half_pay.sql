-- A bet keeps the half-pay numbers it was placed under (of the numbers it bets on), as it keeps
-- its price and payout: an operator's later change to the draw's list applies to later bets only.
ALTER TABLE official_bets ADD COLUMN half_pay text[] NOT NULL DEFAULT '{}';
