-- Points mall: a point account per member, its append-only log, the merchant's mall
-- items and the members' redeems. Points are not money: they never touch the ledger; cash comes
-- only from a conversion or an approved cash/bonus redeem, paid as a reward (module rewards).
-- Points never expire (spec §9): nothing here has an expiry.

CREATE TABLE point_accounts (
  merchant_id  bigint NOT NULL,
  member_id    bigint NOT NULL,
  balance      bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  earned_total bigint NOT NULL DEFAULT 0 CHECK (earned_total >= 0),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

-- One row per change of a member's points, with the balance after it. source_ref makes each
-- change once-only: event:<id> (earned on a settled play), convert:<requestId>,
-- redeem:<requestId>, refund:<redeemId>.
CREATE TABLE point_records (
  id            bigserial PRIMARY KEY,
  merchant_id   bigint NOT NULL,
  member_id     bigint NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('earn', 'convert', 'redeem', 'refund')),
  points        bigint NOT NULL CHECK (points <> 0),
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  -- earn: points per 1.00 of valid bet; convert: points per unit of currency; redeem / refund: points per item.
  ratio         text NOT NULL,
  source_ref    text NOT NULL,
  game_type     text,
  valid_bet     bigint,
  amount        bigint,
  redeem_id     bigint,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, member_id, source_ref),
  CHECK ((kind IN ('earn', 'refund')) = (points > 0)),
  FOREIGN KEY (merchant_id, member_id) REFERENCES point_accounts (merchant_id, member_id) ON DELETE CASCADE
);
CREATE INDEX point_records_member ON point_records (merchant_id, member_id, id DESC);

-- The log is append-only: an update is refused, a delete only when its member goes (cascade).
CREATE FUNCTION points_records_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'point_records is append-only' USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER point_records_append_only BEFORE UPDATE OR DELETE ON point_records
  FOR EACH ROW EXECUTE FUNCTION points_records_append_only();

CREATE TABLE point_items (
  id               bigserial PRIMARY KEY,
  merchant_id      bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  type             text NOT NULL CHECK (type IN ('cash', 'bonus', 'goods')),
  -- Name per language: {"EN": "...", "TY": "..."}.
  names            jsonb NOT NULL,
  image_url        text NOT NULL DEFAULT '',
  points           bigint NOT NULL CHECK (points > 0),
  amount           bigint CHECK (amount > 0),
  stock            integer NOT NULL CHECK (stock >= 0),
  per_member_limit integer CHECK (per_member_limit > 0),
  active           boolean NOT NULL DEFAULT true,
  sort_order       integer NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'goods') = (amount IS NULL)),
  UNIQUE (merchant_id, id)
);
CREATE INDEX point_items_shelf ON point_items (merchant_id, sort_order, id) WHERE active;

-- A redeem: its points were taken at once; cash and bonus are paid when approved, the points
-- (and the stock) come back when rejected. Type, names, points and amount are copied from the
-- item at the time, so a later edit of the item does not rewrite history.
CREATE TABLE point_redeems (
  id           bigserial PRIMARY KEY,
  merchant_id  bigint NOT NULL,
  member_id    bigint NOT NULL,
  item_id      bigint NOT NULL,
  reference_no text GENERATED ALWAYS AS ('RD' || lpad(id::text, 10, '0')) STORED,
  request_id   text NOT NULL,
  type         text NOT NULL CHECK (type IN ('cash', 'bonus', 'goods')),
  names        jsonb NOT NULL,
  quantity     integer NOT NULL CHECK (quantity > 0),
  points       bigint NOT NULL CHECK (points > 0),
  amount       bigint CHECK (amount > 0),
  status       text NOT NULL DEFAULT 'inProcess' CHECK (status IN ('inProcess', 'rejected', 'approved')),
  decided_at   timestamptz,
  decided_by   text,
  reason       text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, member_id, request_id),
  CHECK ((status = 'inProcess') = (decided_at IS NULL)),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, item_id) REFERENCES point_items (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX point_redeems_member ON point_redeems (merchant_id, member_id, id DESC);
CREATE INDEX point_redeems_item_member ON point_redeems (item_id, member_id) WHERE status <> 'rejected';
CREATE INDEX point_redeems_review ON point_redeems (merchant_id, status, id DESC);
