-- Payments: deposit channels and orders, bank accounts, withdrawals with receipt confirmation
-- and proof images, and operator API keys. Money itself moves only in the ledger
-- (modules/ledger); these rows carry the workflow and point at it by reference
-- (`deposit:<orderNo>`, `withdrawal:<id>`). The payment password lives in
-- members.payment_password_hash (argon2id, like the login password).

-- Deposit channels per merchant. `callback_secret` signs the gateway's callbacks; it is
-- generated when the channel is created and never leaves the database.
CREATE TABLE payment_channels (
  id              bigserial PRIMARY KEY,
  merchant_id     bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  code            text NOT NULL CHECK (code ~ '^[A-Z0-9_]{2,32}$'),
  -- Display names by language: {"EN": "...", "TY": "..."}.
  names           jsonb NOT NULL,
  gateway         text NOT NULL CHECK (gateway IN ('demo')),
  min_amount      bigint NOT NULL CHECK (min_amount > 0),
  max_amount      bigint NOT NULL CHECK (max_amount >= min_amount),
  enabled         boolean NOT NULL DEFAULT true,
  sequence        int NOT NULL DEFAULT 0,
  callback_secret text NOT NULL CHECK (length(callback_secret) >= 32),
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code),
  UNIQUE (merchant_id, id)
);

CREATE TABLE deposits (
  id                bigserial PRIMARY KEY,
  merchant_id       bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id         bigint NOT NULL,
  channel_id        bigint NOT NULL,
  -- Random and unguessable: it is the key of the gateway's payment page.
  order_no          text NOT NULL CHECK (order_no ~ '^[A-Z0-9-]{8,40}$'),
  amount            bigint NOT NULL CHECK (amount > 0),
  status            text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'failed')),
  gateway_reference text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  settled_at        timestamptz,
  CHECK ((status = 'pending') = (settled_at IS NULL)),
  UNIQUE (merchant_id, order_no),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, channel_id) REFERENCES payment_channels (merchant_id, id)
);
-- The gateway page finds an order by its number alone.
CREATE UNIQUE INDEX deposits_order_no ON deposits (order_no);
CREATE INDEX deposits_member ON deposits (merchant_id, member_id, created_at DESC, id DESC);

-- At most 3 per member (checked by the service under a member row lock).
CREATE TABLE bank_accounts (
  id             bigserial PRIMARY KEY,
  merchant_id    bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id      bigint NOT NULL,
  bank_name      text NOT NULL CHECK (length(bank_name) BETWEEN 2 AND 64),
  account_name   text NOT NULL CHECK (length(account_name) BETWEEN 2 AND 64),
  account_number text NOT NULL CHECK (account_number ~ '^[0-9]{6,30}$'),
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, member_id, account_number),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

-- A withdrawal keeps a copy of the bank account it pays to: the operator pays what the member
-- asked for even if the account is unbound later.
CREATE TABLE withdrawals (
  id               bigserial PRIMARY KEY,
  merchant_id      bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id        bigint NOT NULL,
  amount           bigint NOT NULL CHECK (amount > 0),
  bank_name        text NOT NULL,
  account_name     text NOT NULL,
  account_number   text NOT NULL,
  status           text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'approved', 'rejected')),
  -- Set when approved: awaiting the payee's answer, then one of the final states.
  receipt_state    text CHECK (receipt_state IN ('awaiting', 'received', 'not_received', 'auto_received', 'forced', 'refunded')),
  receipt_deadline timestamptz,
  receipt_at       timestamptz,
  decided_by       text,
  decided_at       timestamptz,
  reject_reason    text CHECK (length(reject_reason) <= 500),
  dispute_reason   text CHECK (length(dispute_reason) <= 500),
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'approved') = (receipt_state IS NOT NULL)),
  CHECK ((status = 'approved') = (receipt_deadline IS NOT NULL)),
  CHECK ((status = 'requested') = (decided_at IS NULL)),
  UNIQUE (merchant_id, id),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX withdrawals_member ON withdrawals (merchant_id, member_id, created_at DESC, id DESC);
CREATE INDEX withdrawals_merchant ON withdrawals (merchant_id, status, created_at DESC, id DESC);
-- The auto-confirm job scans only what is waiting.
CREATE INDEX withdrawals_awaiting ON withdrawals (receipt_deadline) WHERE receipt_state = 'awaiting';

-- "Not received" proof images (png or jpg, at most 5 MB each, at most 3 per withdrawal).
CREATE TABLE withdrawal_proofs (
  id            bigserial PRIMARY KEY,
  merchant_id   bigint NOT NULL,
  withdrawal_id bigint NOT NULL,
  mime          text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  size          int NOT NULL CHECK (size > 0 AND size <= 5242880),
  data          bytea NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (octet_length(data) = size),
  FOREIGN KEY (merchant_id, withdrawal_id) REFERENCES withdrawals (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX withdrawal_proofs_withdrawal ON withdrawal_proofs (withdrawal_id);

-- Operator API keys, scoped to one merchant; only the SHA-256 of a key is stored.
CREATE TABLE operator_keys (
  id          bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
  key_hash    bytea NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  revoked_at  timestamptz,
  UNIQUE (merchant_id, name)
);
