-- Transfers between a member's main wallet and a transfer-mode vendor's wallet
-- (modules/transfers). Two-phase: the row and the ledger hold (source wallet ->
-- transfer_pending) commit together as 'pending'; the vendor's answer (or, when it timed out,
-- the reconciliation job asking the vendor) then confirms it (transfer_pending -> destination)
-- or reverses it (back to the source). A pending row is money on its way, shown as such.
CREATE TABLE wallet_transfers (
  id          bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id   bigint NOT NULL,
  vendor_code text NOT NULL CHECK (vendor_code ~ '^[A-Z0-9_]{2,32}$' AND vendor_code <> 'MAIN'),
  -- in: main -> vendor wallet; out: vendor wallet -> main.
  direction   text NOT NULL CHECK (direction IN ('in', 'out')),
  amount      bigint NOT NULL CHECK (amount > 0),
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'reversed')),
  -- The client's retry key: the same request id gives the same transfer.
  request_id  text CHECK (length(request_id) BETWEEN 8 AND 64),
  -- Calls made to the vendor about it (the transfer itself, then status queries).
  attempts    int NOT NULL DEFAULT 0,
  last_error  text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  settled_at  timestamptz,
  CHECK ((status = 'pending') = (settled_at IS NULL)),
  UNIQUE (merchant_id, member_id, request_id),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
-- The balance's pending sums and the member's transfer list.
CREATE INDEX wallet_transfers_member ON wallet_transfers (merchant_id, member_id, status);
-- The reconciliation job: pending transfers, oldest first.
CREATE INDEX wallet_transfers_pending ON wallet_transfers (created_at) WHERE status = 'pending';

-- Where the last pull of a transfer vendor's bet records stopped, per merchant and vendor
-- (the vendor's opaque cursor; null = from the start).
CREATE TABLE transfer_pull_cursors (
  merchant_id bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  vendor_code text NOT NULL,
  cursor      text,
  pulled_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, vendor_code)
);
