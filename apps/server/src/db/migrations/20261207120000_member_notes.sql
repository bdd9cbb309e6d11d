-- The console's member view: notes operators write on a member (append-only: author and time
-- kept, never edited or removed) and the tags they file members under.
CREATE TABLE member_notes (
  id          bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL,
  member_id   bigint NOT NULL,
  body        text NOT NULL CHECK (length(body) BETWEEN 1 AND 1000),
  author_kind text NOT NULL CHECK (author_kind IN ('user', 'key')),
  author_id   bigint NOT NULL,
  author_name text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX member_notes_member ON member_notes (merchant_id, member_id, id DESC);

-- (src/db/functions/member_notes_append_only.sql holds the live definition.)
CREATE FUNCTION member_notes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'member_notes is append-only' USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER member_notes_append_only BEFORE UPDATE OR DELETE ON member_notes
  FOR EACH ROW EXECUTE FUNCTION member_notes_append_only();

CREATE TABLE member_tags (
  merchant_id bigint NOT NULL,
  member_id   bigint NOT NULL,
  tag         text NOT NULL CHECK (tag ~ '^[a-z0-9][a-z0-9-]{0,23}$'),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id, tag),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX member_tags_tag ON member_tags (merchant_id, tag);
