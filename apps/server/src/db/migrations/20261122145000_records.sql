-- Member records (transactionHistory): a member's postings by time. A posting carries no time
-- of its own (its transaction does), so reading a date range meant joining every posting of the
-- account to its transaction. Each posting now records its transaction's time: DEFAULT now() is
-- the transaction start, the same value ledger_transactions.created_at gets, since the ledger
-- inserts both in one database transaction.
ALTER TABLE ledger_postings ADD COLUMN created_at timestamptz;

-- Rows posted before this migration take their transaction's time (postings are append-only,
-- so the guard is lifted for this one backfill only).
ALTER TABLE ledger_postings DISABLE TRIGGER ledger_postings_append_only;
UPDATE ledger_postings p SET created_at = t.created_at FROM ledger_transactions t WHERE t.id = p.transaction_id;
ALTER TABLE ledger_postings ENABLE TRIGGER ledger_postings_append_only;

ALTER TABLE ledger_postings ALTER COLUMN created_at SET DEFAULT now(), ALTER COLUMN created_at SET NOT NULL;

-- A member's account record: the postings of one account in a date range, newest first.
CREATE INDEX ledger_postings_account_time ON ledger_postings (account_id, created_at DESC, id DESC);
