-- The console's grid: an operator's saved views of a list, and the background tasks run over
-- everything a list's filter matches (a CSV export, or one action on every row).

-- A saved view: the list's whole state in the URL (filters, hidden columns) under a name.
CREATE TABLE operator_views (
  id          bigserial PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operator_users (id) ON DELETE CASCADE,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  list        text NOT NULL,
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  search      jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (operator_id, merchant_id, list, name)
);

-- A task: pg-boss runs it (on one instance); the row is its state, progress and result. A
-- running task whose worker stopped beating is taken up again (beat_at).
CREATE TABLE operator_tasks (
  id          bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  operator_id bigint NOT NULL REFERENCES operator_users (id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('export', 'bulk')),
  list        text NOT NULL,
  -- What was asked: the list's filter, and for a bulk task its action and reason.
  request     jsonb NOT NULL,
  status      text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  done_rows   integer NOT NULL DEFAULT 0,
  failed_rows integer NOT NULL DEFAULT 0,
  error       text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  beat_at     timestamptz,
  finished_at timestamptz,
  -- The file and the per-row outcomes are kept a day.
  expires_at  timestamptz NOT NULL DEFAULT now() + interval '1 day'
);
CREATE INDEX operator_tasks_operator ON operator_tasks (operator_id, id DESC);
CREATE INDEX operator_tasks_waiting ON operator_tasks (created_at) WHERE status IN ('queued', 'running');

-- An export's file, a page of rows a chunk, so neither the worker nor the download holds it whole.
CREATE TABLE operator_task_chunks (
  task_id bigint NOT NULL REFERENCES operator_tasks (id) ON DELETE CASCADE,
  seq     integer NOT NULL,
  body    text NOT NULL,
  PRIMARY KEY (task_id, seq)
);

-- A bulk task's outcome per row: a task taken up again skips the rows already done.
CREATE TABLE operator_task_rows (
  task_id bigint NOT NULL REFERENCES operator_tasks (id) ON DELETE CASCADE,
  row_id  text NOT NULL,
  error   text,
  PRIMARY KEY (task_id, row_id)
);
