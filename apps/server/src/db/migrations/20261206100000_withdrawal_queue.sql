-- The console's withdrawal queue. An operator claims a request while reviewing it (others see
-- who); a request may be put on hold (it cannot be paid out until released). A request above the
-- merchant's threshold when asked for (four_eyes) is paid out only on a second approval by
-- another person: the database refuses it approved otherwise. A person is 'user:<id>', as for
-- manual adjustments (operator/persons.ts).
ALTER TABLE withdrawals
  ADD COLUMN four_eyes boolean NOT NULL DEFAULT false,
  ADD COLUMN first_approved_person text,
  ADD COLUMN first_approved_name text,
  ADD COLUMN first_approved_at timestamptz,
  ADD COLUMN decided_person text,
  ADD COLUMN claimed_person text,
  ADD COLUMN claimed_name text,
  ADD COLUMN claimed_at timestamptz,
  ADD COLUMN held_name text,
  ADD COLUMN held_at timestamptz,
  ADD COLUMN hold_reason text CHECK (length(hold_reason) <= 500),
  ADD CONSTRAINT withdrawals_claim CHECK ((claimed_person IS NULL) = (claimed_at IS NULL)),
  ADD CONSTRAINT withdrawals_hold CHECK ((held_at IS NULL) = (held_name IS NULL)),
  ADD CONSTRAINT withdrawals_first_approval CHECK ((first_approved_person IS NULL) = (first_approved_at IS NULL)),
  ADD CONSTRAINT withdrawals_four_eyes CHECK (
    status <> 'approved' OR NOT four_eyes
    OR (first_approved_person IS NOT NULL AND decided_person IS NOT NULL AND decided_person <> first_approved_person));

-- The queue's counts read only what waits.
CREATE INDEX withdrawals_queue ON withdrawals (merchant_id, id) WHERE status = 'requested' OR receipt_state = 'not_received';
-- Past withdrawals to the same bank account, beside the one under review.
CREATE INDEX withdrawals_account ON withdrawals (merchant_id, account_number, id DESC);
-- The console's list pages by id, newest first.
CREATE INDEX withdrawals_merchant_id ON withdrawals (merchant_id, id DESC);

-- Every change of a withdrawal, deposit or adjustment tells the consoles of its merchant
-- (src/db/functions/ops_queue_notify.sql holds the live definition).
CREATE FUNCTION ops_queue_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ops_queue', NEW.merchant_id::text || ':' || TG_ARGV[0]);
  RETURN NULL;
END $$;
CREATE TRIGGER withdrawals_ops_queue AFTER INSERT OR UPDATE ON withdrawals
  FOR EACH ROW EXECUTE FUNCTION ops_queue_notify('withdrawals');
CREATE TRIGGER deposits_ops_queue AFTER INSERT OR UPDATE ON deposits
  FOR EACH ROW EXECUTE FUNCTION ops_queue_notify('deposits');
CREATE TRIGGER member_adjustments_ops_queue AFTER INSERT OR UPDATE ON member_adjustments
  FOR EACH ROW EXECUTE FUNCTION ops_queue_notify('adjustments');

-- The console's count of deposits waiting (bank transfers an operator confirms).
CREATE INDEX deposits_pending ON deposits (merchant_id, id) WHERE status = 'pending';
