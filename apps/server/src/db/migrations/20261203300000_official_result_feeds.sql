-- A result source is a platform decision: feeds come from the deployment's list
-- (LOTTERY_RESULT_FEEDS), picked by id, never a URL a merchant's operator typed. A source named a
-- URL until now; such a source stops being asked (manual entry until two people pick platform
-- feeds).
ALTER TABLE official_result_sources DROP COLUMN url; -- its CHECK goes with it
UPDATE official_result_sources SET kind = 'manual' WHERE kind = 'feed';
ALTER TABLE official_result_sources
  ADD COLUMN feeds text[] NOT NULL DEFAULT '{}',
  ADD CONSTRAINT official_result_sources_feeds CHECK ((kind = 'feed') = (cardinality(feeds) > 0));

-- A source changes under four eyes: one person proposes, a different person approves, and only
-- then official_result_sources changes. At most one proposal per game waits; a newer one
-- supersedes it.
CREATE TABLE official_result_source_changes (
  id                bigserial PRIMARY KEY,
  merchant_id       bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  game_id           bigint NOT NULL REFERENCES official_games(id) ON DELETE CASCADE,
  kind              text NOT NULL CHECK (kind IN ('simulator', 'feed', 'manual')),
  feeds             text[] NOT NULL DEFAULT '{}',
  delay_seconds     integer NOT NULL CHECK (delay_seconds BETWEEN 0 AND 86400),
  status            text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'applied', 'superseded')),
  proposed_by       text NOT NULL,
  proposed_name     text NOT NULL,
  proposed_at       timestamptz NOT NULL DEFAULT now(),
  approved_by       text,
  approved_name     text,
  approved_at       timestamptz,
  CHECK ((kind = 'feed') = (cardinality(feeds) > 0)),
  CHECK ((status = 'applied') = (approved_by IS NOT NULL)),
  CHECK (approved_by IS NULL OR approved_by <> proposed_by)
);
CREATE UNIQUE INDEX official_result_source_changes_pending ON official_result_source_changes (game_id) WHERE status = 'pending';

-- What each feed answered for a draw, and when it was last asked: the cross-check (two feeds
-- alike publish) reads the answers, and every instance claims the next ask here, so several
-- instances ask a feed once a minute between them.
CREATE TABLE official_feed_answers (
  draw_id           bigint NOT NULL REFERENCES official_draws(id) ON DELETE CASCADE,
  feed_id           text NOT NULL,
  asked_at          timestamptz NOT NULL,
  result            jsonb,
  answered_at       timestamptz,
  PRIMARY KEY (draw_id, feed_id)
);
