-- The member's transfer history (GET /wps/relay/transfers): newest first, paged. The index of
-- 20261122143000 (merchant, member, status) keeps serving the balance's pending sums; this one
-- gives a member's rows already in page order, with a date range as a bound on created_at.
CREATE INDEX wallet_transfers_member_time ON wallet_transfers (merchant_id, member_id, created_at DESC, id DESC);
