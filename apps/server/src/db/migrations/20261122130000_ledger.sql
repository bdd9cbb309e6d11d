-- The double-entry ledger (after pgledger): accounts carry balance and version; every money
-- movement is one transaction whose postings sum to zero; each posting records the balance
-- after it and the account version, so any past balance is a lookup. The database itself
-- enforces the rules: balanced transactions, no negative member balance, one currency per
-- transaction, one merchant per transaction, append-only postings. Writes go through
-- modules/ledger/ledger.service.ts (post), which locks accounts in ascending id order.

CREATE TABLE ledger_accounts (
  id             bigserial PRIMARY KEY,
  merchant_id    bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  kind           text NOT NULL CHECK (kind IN ('member', 'house', 'merchant', 'payment_clearing',
                   'commission_payable', 'salary_payable', 'withdrawal_pending', 'transfer_pending', 'promotion')),
  -- Set exactly for member accounts.
  member_id      bigint,
  -- 'MAIN' or a transfer-mode vendor's code.
  wallet         text NOT NULL DEFAULT 'MAIN' CHECK (wallet ~ '^[A-Z0-9_]{2,32}$'),
  currency       text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  balance        bigint NOT NULL DEFAULT 0,
  -- Number of postings on the account; the last posting carries it.
  version        bigint NOT NULL DEFAULT 0,
  allow_negative boolean NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'member') = (member_id IS NOT NULL)),
  -- A member's money can never be overdrawn, whatever writes the row.
  CHECK (kind <> 'member' OR NOT allow_negative),
  CHECK (allow_negative OR balance >= 0),
  UNIQUE (merchant_id, id, currency),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id)
);
-- One account per (merchant, kind, member, wallet); system accounts have no member.
CREATE UNIQUE INDEX ledger_accounts_owner ON ledger_accounts (merchant_id, kind, COALESCE(member_id, 0), wallet);
CREATE INDEX ledger_accounts_member ON ledger_accounts (merchant_id, member_id) WHERE member_id IS NOT NULL;

CREATE TABLE ledger_transactions (
  id              bigserial PRIMARY KEY,
  merchant_id     bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  type            text NOT NULL CHECK (type IN ('deposit', 'withdrawal', 'bet', 'payout', 'refund', 'transfer',
                    'commission', 'salary', 'dividend', 'bonus', 'points', 'adjustment')),
  reference       text NOT NULL CHECK (length(reference) BETWEEN 1 AND 128),
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 128),
  currency        text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  metadata        jsonb NOT NULL DEFAULT '{}',
  created_at      timestamptz NOT NULL DEFAULT now(),
  -- A retried call finds the first transaction by this key (ON CONFLICT in the service).
  UNIQUE (merchant_id, idempotency_key),
  UNIQUE (merchant_id, id, currency)
);
CREATE INDEX ledger_transactions_reference ON ledger_transactions (merchant_id, reference);

CREATE TABLE ledger_postings (
  id              bigserial PRIMARY KEY,
  merchant_id     bigint NOT NULL,
  transaction_id  bigint NOT NULL,
  account_id      bigint NOT NULL,
  currency        text NOT NULL,
  amount          bigint NOT NULL CHECK (amount <> 0),
  balance_after   bigint NOT NULL,
  account_version bigint NOT NULL CHECK (account_version > 0),
  -- Same merchant and same currency on both sides: the transaction's and the account's.
  FOREIGN KEY (merchant_id, transaction_id, currency) REFERENCES ledger_transactions (merchant_id, id, currency) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, account_id, currency) REFERENCES ledger_accounts (merchant_id, id, currency) ON DELETE CASCADE,
  -- One posting per account version: also makes an account appear once per transaction.
  UNIQUE (account_id, account_version),
  UNIQUE (transaction_id, account_id)
);

-- Postings of a transaction sum to zero and there are at least two, checked at commit so the
-- service can insert them one statement at a time.
CREATE FUNCTION ledger_check_balanced_of(tx bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  n bigint;
BEGIN
  SELECT COALESCE(sum(amount), 0), count(*) INTO total, n FROM ledger_postings WHERE transaction_id = tx;
  IF total <> 0 OR n < 2 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced (sum %, % postings)', tx, total, n
      USING ERRCODE = 'check_violation';
  END IF;
END $$;
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_check_balanced_of(NEW.id);
  RETURN NULL;
END $$;
CREATE FUNCTION ledger_posting_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_check_balanced_of(NEW.transaction_id);
  RETURN NULL;
END $$;

-- A new transaction must be balanced at commit (catches one with no postings at all) ...
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced
  AFTER INSERT ON ledger_transactions DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
-- ... and so must any transaction a posting is added to later.
CREATE CONSTRAINT TRIGGER ledger_postings_balanced
  AFTER INSERT ON ledger_postings DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_posting_balanced();

-- History is append-only: a correction is a new (adjustment) transaction.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
