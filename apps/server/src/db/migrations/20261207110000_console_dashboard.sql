-- The console's dashboard and its lists: today's figures of a merchant read by index ranges, and
-- the merchant-wide bet list (newest recorded first, by cursor). Two indexes on bets only (a
-- seamless bet writes each): the list's, which also bounds the bets-per-minute count, and the
-- settled bets of a day with what gross gaming revenue sums (an index-only scan).
CREATE INDEX sessions_merchant_seen ON sessions (merchant_id, last_seen_at) WHERE revoked_at IS NULL;
CREATE INDEX bets_merchant_id ON bets (merchant_id, id DESC);
CREATE INDEX bets_merchant_settled ON bets (merchant_id, settled_at) INCLUDE (stake, win) WHERE status = 'settled';
CREATE INDEX deposits_merchant_created ON deposits (merchant_id, created_at);
CREATE INDEX withdrawals_merchant_created ON withdrawals (merchant_id, created_at);
