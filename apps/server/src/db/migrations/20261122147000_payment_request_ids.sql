-- Retry-safe withdrawals: the client's request id (contract withdrawBody.requestId). A member
-- who resends after a lost answer sends the same id and gets the first withdrawal back, never
-- a second hold. Rows from before this migration have none (NULLs never collide).
-- transferUpline needs no column: its ledger idempotency key carries the id.
ALTER TABLE withdrawals ADD COLUMN request_id text CHECK (length(request_id) BETWEEN 8 AND 64);
CREATE UNIQUE INDEX withdrawals_request ON withdrawals (merchant_id, member_id, request_id);
