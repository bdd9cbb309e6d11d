-- Manual adjustments of a member's balance (the operator console): a credit or debit of its MAIN
-- wallet against the house's adjustment account, with a category and a comment. One above the
-- merchant's threshold when asked for (needs_approval) posts only once another person approves:
-- the database refuses it posted without a decider, or decided by the person who asked. A person
-- is an operator user ('user:<id>'); a key stands for the user who made it (operator/persons.ts),
-- and an operator's e-mail belongs to no other operator, so a second account is no second person.
CREATE TABLE member_adjustments (
  id               bigserial PRIMARY KEY,
  merchant_id      bigint NOT NULL REFERENCES merchants (id),
  member_id        bigint NOT NULL,
  wallet           text NOT NULL DEFAULT 'MAIN',
  amount           bigint NOT NULL CHECK (amount <> 0),
  category         text NOT NULL CHECK (category IN ('correction', 'goodwill', 'chargeback', 'compensation', 'other')),
  comment          text NOT NULL CHECK (length(comment) BETWEEN 1 AND 500),
  status           text NOT NULL CHECK (status IN ('pending', 'posted', 'rejected')),
  needs_approval   boolean NOT NULL,
  requested_person text NOT NULL,
  requested_name   text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  decided_person   text,
  decided_name     text,
  decided_at       timestamptz,
  reject_reason    text,
  transaction_id   bigint,
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id),
  CONSTRAINT member_adjustments_decided CHECK ((status = 'pending') = (decided_at IS NULL)),
  CONSTRAINT member_adjustments_posted CHECK ((status = 'posted') = (transaction_id IS NOT NULL)),
  CONSTRAINT member_adjustments_four_eyes CHECK (
    status <> 'posted' OR NOT needs_approval OR (decided_person IS NOT NULL AND decided_person <> requested_person))
);
CREATE INDEX member_adjustments_queue ON member_adjustments (merchant_id, id) WHERE status = 'pending';
CREATE INDEX member_adjustments_merchant ON member_adjustments (merchant_id, id);
CREATE INDEX member_adjustments_member ON member_adjustments (merchant_id, member_id, id);
