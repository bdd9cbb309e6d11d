-- The payee's receipt answer says how much arrived (spec §3: "withdrawal confirmation: received
-- amount, remaining amount, proof images"): all of it when received (or counted as received),
-- a part below the amount when "not received". A refund after a dispute returns only the
-- remaining amount (amount - received_amount).
ALTER TABLE withdrawals ADD COLUMN received_amount bigint
  CHECK (received_amount >= 0 AND received_amount <= amount);
