-- Affiliate applications: a member asks to become an agent from the member site;
-- the operator lists them (GET /ops/agent/applications).
CREATE TABLE agent_applications (
  id          bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL,
  member_id   bigint NOT NULL,
  contact     text NOT NULL,
  message     text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX agent_applications_list ON agent_applications (merchant_id, created_at DESC, id DESC);

-- The agent centre's level-by-level browsing: a member's direct downlines.
CREATE INDEX members_upline ON members (merchant_id, upline_id) WHERE upline_id IS NOT NULL;

-- Statistics for the tree backfilled by 20261128100000: the tree triggers' lookups plan on them
-- (on an unanalysed member_tree a bulk insert of members scans the table per row).
ANALYZE member_tree;
