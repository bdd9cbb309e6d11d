-- A large team's report reads a period's rollups of the whole merchant by hour and joins them to
-- the team (hash join), rather than probing each member's rows (a nested loop per member).
CREATE INDEX agent_rollups_hour ON agent_rollups (merchant_id, hour);
