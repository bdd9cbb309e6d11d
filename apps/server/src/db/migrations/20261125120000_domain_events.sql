-- Domain events (modules/events): a transactional outbox. A service inserts the event in the
-- same transaction as the fact, so both commit or neither does. Events are immutable.
CREATE TABLE domain_events (
  id            bigserial PRIMARY KEY,
  type          text NOT NULL CHECK (type ~ '^[a-z_]+(\.[a-z_]+)+$'),
  merchant_id   bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  -- The member the fact concerns, if any: subscribers that ask for it get a member's events in order.
  member_id     bigint,
  payload       jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- Set when the relay has given the event to every subscriber (one event_deliveries row each).
  fanned_out_at timestamptz
);
-- The relay reads only events not yet fanned out: a small partial index however long the history.
CREATE INDEX domain_events_unfanned ON domain_events (id) WHERE fanned_out_at IS NULL;

-- One row per (subscriber, event): the delivery state. status 'done' is written in the same
-- transaction as the handler's own writes, so a handler that writes to the database has an
-- exactly-once effect; a crash before commit leaves the row pending for the next worker.
CREATE TABLE event_deliveries (
  subscriber      text NOT NULL CHECK (length(subscriber) BETWEEN 1 AND 64),
  event_id        bigint NOT NULL REFERENCES domain_events(id) ON DELETE CASCADE,
  -- The member id for subscribers that want a member's events in order, else null (no ordering).
  order_key       bigint,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'parked')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  handled_at      timestamptz,
  PRIMARY KEY (subscriber, event_id)
);
-- Workers claim due deliveries of one subscriber in event order.
CREATE INDEX event_deliveries_due ON event_deliveries (subscriber, event_id) WHERE status = 'pending';
-- The ordering check: an earlier unfinished delivery of the same member for the same subscriber.
-- (also what the metrics read: unfinished rows only, however long the history)
CREATE INDEX event_deliveries_open ON event_deliveries (subscriber, order_key, event_id) WHERE status <> 'done';
-- Pruning handled history.
CREATE INDEX event_deliveries_handled ON event_deliveries (handled_at) WHERE status = 'done';
CREATE INDEX event_deliveries_parked ON event_deliveries (created_at) WHERE status = 'parked';
