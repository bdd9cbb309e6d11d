-- Payment channels configured from the console: a fee (basis points of the amount, kept by the
-- house from what is credited) and a second kind beside the demo gateway: a bank transfer, where
-- the player sends the money to the merchant's account with the order number as reference and an
-- operator confirms (or refuses) the order once the bank shows it.
ALTER TABLE payment_channels
  DROP CONSTRAINT payment_channels_gateway_check,
  ADD CONSTRAINT payment_channels_gateway_check CHECK (gateway IN ('demo', 'bank_transfer')),
  ADD COLUMN fee_bps int NOT NULL DEFAULT 0 CHECK (fee_bps BETWEEN 0 AND 1000),
  ADD COLUMN bank_name text CHECK (length(bank_name) BETWEEN 1 AND 64),
  ADD COLUMN account_name text CHECK (length(account_name) BETWEEN 1 AND 64),
  ADD COLUMN account_number text CHECK (account_number ~ '^[0-9]{6,24}$'),
  ADD CONSTRAINT payment_channels_bank_account CHECK (
    (gateway = 'bank_transfer') = (bank_name IS NOT NULL AND account_name IS NOT NULL AND account_number IS NOT NULL));

-- A deposit keeps the fee it was created with. One an operator confirms above the merchant's
-- threshold when made (four_eyes) is credited only on a second person's approval: the database
-- refuses it confirmed otherwise. A person is 'user:<id>' (operator/persons.ts).
ALTER TABLE deposits
  ADD COLUMN fee bigint NOT NULL DEFAULT 0 CHECK (fee >= 0),
  ADD COLUMN four_eyes boolean NOT NULL DEFAULT false,
  ADD COLUMN first_approved_person text,
  ADD COLUMN first_approved_name text,
  ADD COLUMN first_approved_at timestamptz,
  ADD COLUMN decided_person text,
  ADD COLUMN decided_name text,
  ADD COLUMN refuse_reason text CHECK (length(refuse_reason) <= 500),
  ADD CONSTRAINT deposits_fee_below_amount CHECK (fee < amount),
  ADD CONSTRAINT deposits_first_approval CHECK ((first_approved_person IS NULL) = (first_approved_at IS NULL)),
  ADD CONSTRAINT deposits_four_eyes CHECK (
    status <> 'confirmed' OR NOT four_eyes
    OR (first_approved_person IS NOT NULL AND decided_person IS NOT NULL AND decided_person <> first_approved_person));

-- The console's deposit list pages by id, newest first.
CREATE INDEX deposits_merchant_id ON deposits (merchant_id, id DESC);
