-- Hot system accounts (a vendor's house account takes every bet of every player) are split
-- into shards: the same (merchant, kind, wallet) with shard 0..63, each its own row with its
-- own balance and version, so concurrent players lock different rows. A report of the house
-- sums its shards. Member accounts are never sharded.
ALTER TABLE ledger_accounts ADD COLUMN shard smallint NOT NULL DEFAULT 0 CHECK (shard BETWEEN 0 AND 63);
ALTER TABLE ledger_accounts ADD CHECK (member_id IS NULL OR shard = 0);
DROP INDEX ledger_accounts_owner;
CREATE UNIQUE INDEX ledger_accounts_owner ON ledger_accounts (merchant_id, kind, COALESCE(member_id, 0), wallet, shard);
