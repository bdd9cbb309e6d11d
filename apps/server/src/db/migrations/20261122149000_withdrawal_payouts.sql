-- Withdrawals are paid out through a payment channel's gateway ("deposit and withdraw go through a
-- payment channel interface"). A channel marked `payouts` pays approved withdrawals;
-- the withdrawal keeps which channel paid it and the gateway's reference.
ALTER TABLE payment_channels ADD COLUMN payouts boolean NOT NULL DEFAULT false;

ALTER TABLE withdrawals
  ADD COLUMN payout_channel_id bigint,
  ADD COLUMN payout_reference text,
  ADD CONSTRAINT withdrawals_payout_channel_fk FOREIGN KEY (merchant_id, payout_channel_id)
    REFERENCES payment_channels (merchant_id, id),
  ADD CONSTRAINT withdrawals_paid_through_channel CHECK ((payout_channel_id IS NULL) = (payout_reference IS NULL));

-- Installations from before this migration keep approving: each merchant's first enabled
-- channel pays out until the operator marks another.
UPDATE payment_channels c SET payouts = true
WHERE c.id = (SELECT id FROM payment_channels f WHERE f.merchant_id = c.merchant_id AND f.enabled ORDER BY sequence, id LIMIT 1);
