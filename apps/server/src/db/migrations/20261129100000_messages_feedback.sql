-- Internal messages (messageV2). A message is written once; each member of its
-- audience gets a copy (member_messages) that they read and delete. A send to many members
-- fans out in one INSERT ... SELECT.
CREATE TABLE messages (
  id           bigserial PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  title        jsonb NOT NULL,  -- {"EN": "...", "TY": "..."}: plain text per language
  body         jsonb NOT NULL,
  audience     text NOT NULL CHECK (audience IN ('member', 'agent_team', 'all')),
  audience_ref bigint,           -- the member or the agent; NULL for all
  recipients   integer NOT NULL DEFAULT 0,
  source       text NOT NULL DEFAULT 'operator',  -- operator, or the module that sent it (feedback)
  sent_by      bigint,           -- the operator; NULL when a module sent it
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id)
);
CREATE INDEX messages_list ON messages (merchant_id, id DESC);

CREATE TABLE member_messages (
  merchant_id bigint NOT NULL,
  member_id   bigint NOT NULL,
  message_id  bigint NOT NULL,
  read_at     timestamptz,
  deleted_at  timestamptz,
  PRIMARY KEY (member_id, message_id),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, message_id) REFERENCES messages (merchant_id, id) ON DELETE CASCADE
);
-- The inbox (newest first) and the unread badge read only live copies.
CREATE INDEX member_messages_inbox ON member_messages (member_id, message_id DESC) WHERE deleted_at IS NULL;
CREATE INDEX member_messages_unread ON member_messages (member_id) WHERE read_at IS NULL AND deleted_at IS NULL;
CREATE INDEX member_messages_message ON member_messages (message_id);

-- Feedback and complaints (spec §2, §5, §7): from a member (member_id) or a visitor (sender is
-- their contact). The operator's reply goes to the member as a message (reply_message_id).
CREATE TABLE feedback (
  id               bigserial PRIMARY KEY,
  merchant_id      bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id        bigint,
  sender           text NOT NULL,
  type             smallint NOT NULL CHECK (type IN (0, 1, 2, 3, 4, 6)),
  content          text NOT NULL CHECK (char_length(content) BETWEEN 20 AND 200),
  ip               text NOT NULL DEFAULT '',
  reply            text,
  replied_by       bigint,
  replied_at       timestamptz,
  reply_message_id bigint,
  created_at       timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX feedback_list ON feedback (merchant_id, id DESC);

-- Affiliate applications also come from feedback of type 6 (agent application).
ALTER TABLE agent_applications ADD COLUMN source text NOT NULL DEFAULT 'member';
