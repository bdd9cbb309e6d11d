-- Agent contracts: offers between an upline and its direct downline (upline NULL: the
-- platform offered it through an operator), their bills per period, and the lottery rebate
-- differences paid to uplines. Money moves only through the ledger (types salary, dividend,
-- commission); these tables record what was owed and paid, keyed so a rerun pays nothing twice.

CREATE TABLE agent_contracts (
  id             bigserial PRIMARY KEY,
  merchant_id    bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  kind           text NOT NULL CHECK (kind IN ('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary')),
  game_type      text NOT NULL CHECK (game_type ~ '^[A-Z]{2,12}$'),
  upline_id      bigint REFERENCES members(id) ON DELETE CASCADE,
  downline_id    bigint NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- P offered, A in force, R rejected, V termination asked, T terminated, E changed offer over one in force.
  status         text NOT NULL CHECK (status IN ('P', 'A', 'R', 'V', 'T', 'E')),
  -- The tiers, validated by the contract's zod schema (packages/contract/src/agent/terms.ts).
  terms          jsonb NOT NULL,
  period         text CHECK (period IN ('D', 'W', 'H', 'M')),
  offered_at     timestamptz NOT NULL DEFAULT now(),
  decided_at     timestamptz,
  termination_by text CHECK (termination_by IN ('upline', 'downline', 'operator', 'cascade')),
  ended_at       timestamptz,
  CHECK ((kind = 'dividend') = (period IS NOT NULL)),
  CHECK (upline_id IS NULL OR upline_id <> downline_id)
);
-- At most one contract in force (A, or V: still in force until confirmed) per downline, kind and game type.
CREATE UNIQUE INDEX agent_contracts_in_force ON agent_contracts (downline_id, kind, game_type) WHERE status IN ('A', 'V');
-- At most one open offer (P or E) per downline, kind and game type.
CREATE UNIQUE INDEX agent_contracts_open_offer ON agent_contracts (downline_id, kind, game_type) WHERE status IN ('P', 'E');
CREATE INDEX agent_contracts_upline ON agent_contracts (upline_id, kind, game_type);
CREATE INDEX agent_contracts_merchant ON agent_contracts (merchant_id, kind, status);

-- One bill per (kind, game type, period, agent): what its contract entitled it to and what it was paid.
CREATE TABLE agent_bills (
  id             bigserial PRIMARY KEY,
  merchant_id    bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  kind           text NOT NULL CHECK (kind IN ('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary')),
  game_type      text NOT NULL,
  period_start   timestamptz NOT NULL,
  period_end     timestamptz NOT NULL,
  agent_id       bigint NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  contract_id    bigint NOT NULL REFERENCES agent_contracts(id) ON DELETE CASCADE,
  -- NULL: the platform pays (the agent's contract has no upline).
  payer_id       bigint REFERENCES members(id) ON DELETE CASCADE,
  figures        jsonb NOT NULL,
  entitlement    bigint NOT NULL CHECK (entitlement >= 0),
  downline_total bigint NOT NULL DEFAULT 0 CHECK (downline_total >= 0),
  amount         bigint NOT NULL CHECK (amount >= 0),
  paid           bigint NOT NULL DEFAULT 0 CHECK (paid >= 0 AND paid <= amount),
  status         text NOT NULL CHECK (status IN ('issued', 'partial', 'insufficient', 'notReached')),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, kind, game_type, period_start, agent_id)
);
CREATE INDEX agent_bills_agent ON agent_bills (agent_id, kind, period_start DESC);
-- Bills still owed something (settled by the next run of the same kind).
CREATE INDEX agent_bills_owed ON agent_bills (merchant_id, kind, payer_id) WHERE status IN ('partial', 'insufficient');

-- Lottery rebate differences: one row per settled ticket and upline that earned one (the ledger
-- key agent:rebate:<ticket>:<upline> makes the payment itself once-only too).
CREATE TABLE agent_rebate_differences (
  ticket_id   bigint NOT NULL,
  agent_id    bigint NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  merchant_id bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id   bigint NOT NULL,
  stake       bigint NOT NULL,
  amount      bigint NOT NULL CHECK (amount >= 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (ticket_id, agent_id)
);
CREATE INDEX agent_rebate_differences_agent ON agent_rebate_differences (agent_id, created_at);
-- Tickets already looked at (also those that earned nothing), so the scan skips them.
CREATE TABLE agent_rebate_tickets (
  ticket_id    bigint PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  processed_at timestamptz NOT NULL DEFAULT now()
);
