-- Responsible gaming (module responsible-gaming): member-set limits, the reality
-- check, self-exclusion, and their enforcement in the seamless money path.

-- The exclusion's end, where every session check already reads: members (owned by the member
-- module, written through its index). NULL = none; 9999-12-31 = for good. The session check,
-- sign-in and seamless bets refuse while it is in the future.
ALTER TABLE members ADD COLUMN excluded_until timestamptz;
-- Whether the member ever set a stake or loss limit (the same decision as rg_members.play_limits,
-- copied where seamless_money already reads the member): members without limits cost the
-- seamless bet nothing more.
ALTER TABLE members ADD COLUMN play_limited boolean NOT NULL DEFAULT false;

-- A member who has used the settings: the time zone their periods are counted in (the
-- merchant's when the row was made), the reality check, and whether any stake or loss limit was
-- ever set (only then does a bet count anything: the seamless path's one probe).
CREATE TABLE rg_members (
  member_id             bigint PRIMARY KEY,
  merchant_id           bigint NOT NULL,
  time_zone             text NOT NULL,
  play_limits           boolean NOT NULL DEFAULT false,
  reality_check_minutes int NOT NULL DEFAULT 0 CHECK (reality_check_minutes IN (0, 15, 30, 60, 120)),
  created_at            timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

-- One limit per kind and period. amount is the one in force until pending_at; from pending_at on
-- pending_amount is (NULL = no limit). A lowering writes amount at once and drops any pending
-- change; a raise or removal sets pending_amount and pending_at = now + cooling-off.
CREATE TABLE rg_limits (
  merchant_id    bigint NOT NULL,
  member_id      bigint NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('deposit', 'loss', 'stake')),
  period         text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount         bigint CHECK (amount > 0),
  pending_amount bigint CHECK (pending_amount > 0),
  pending_at     timestamptz,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, kind, period),
  CHECK (pending_amount IS NULL OR pending_at IS NOT NULL),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

-- Running totals per local day of members with play limits: stakes (bets, lottery tickets,
-- transfers into game wallets) and net loss (stakes of bets minus wins and refunds).
CREATE TABLE rg_play_days (
  member_id   bigint NOT NULL,
  day         date NOT NULL,
  merchant_id bigint NOT NULL,
  stake       bigint NOT NULL DEFAULT 0,
  loss        bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

-- Every self-exclusion, and who lifted it early (an operator), for the record.
CREATE TABLE rg_exclusions (
  id          bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL,
  member_id   bigint NOT NULL,
  period      text NOT NULL CHECK (period IN ('1d', '7d', '30d', '6m', 'forever')),
  started_at  timestamptz NOT NULL DEFAULT now(),
  until       timestamptz NOT NULL,
  lifted_at   timestamptz,
  lifted_by   text,        -- the operator: user:<id> or key:<id>
  lift_reason text,
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX rg_exclusions_member ON rg_exclusions (merchant_id, member_id, started_at DESC);

-- The limit in force now.
CREATE FUNCTION rg_in_force(l rg_limits) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN l.pending_at IS NOT NULL AND l.pending_at <= now() THEN l.pending_amount ELSE l.amount END
$$;

-- May the member stake p_stake now? NULL: the member has no play limits (nothing to count);
-- {} yes (the caller counts it with rg_play_record once the money moved); {code, remaining}
-- no. p_loss: the stake counts against the loss limits too (a bet; not a transfer). Looks the
-- member up by primary key alone (the cached plan's rule, see the seamless functions), then
-- locks the row so the member's stakes are checked one at a time.
CREATE FUNCTION rg_play_check(p_merchant bigint, p_member bigint, p_stake bigint, p_loss boolean) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  c rg_members;
  v_day date;
  v_week date;
  v_month date;
  u record;
  l record;
  v_used bigint;
BEGIN
  SELECT * INTO c FROM rg_members WHERE member_id = p_member;
  IF NOT FOUND OR NOT c.play_limits OR c.merchant_id <> p_merchant THEN RETURN NULL; END IF;
  PERFORM 1 FROM rg_members WHERE member_id = p_member FOR UPDATE;
  v_day := (now() AT TIME ZONE c.time_zone)::date;
  v_week := v_day - (extract(isodow FROM v_day)::int - 1);
  v_month := date_trunc('month', v_day)::date;
  SELECT COALESCE(sum(d.stake) FILTER (WHERE d.day >= v_day), 0) AS sd,
         COALESCE(sum(d.stake) FILTER (WHERE d.day >= v_week), 0) AS sw,
         COALESCE(sum(d.stake) FILTER (WHERE d.day >= v_month), 0) AS sm,
         COALESCE(sum(d.loss) FILTER (WHERE d.day >= v_day), 0) AS ld,
         COALESCE(sum(d.loss) FILTER (WHERE d.day >= v_week), 0) AS lw,
         COALESCE(sum(d.loss) FILTER (WHERE d.day >= v_month), 0) AS lm
    INTO u FROM rg_play_days d WHERE d.member_id = p_member AND d.day >= least(v_week, v_month) AND d.day <= v_day;
  FOR l IN SELECT x.kind, x.period, rg_in_force(x) AS amount FROM rg_limits x
            WHERE x.member_id = p_member AND x.kind IN ('stake', 'loss') ORDER BY x.kind DESC, x.period LOOP
    CONTINUE WHEN l.amount IS NULL OR (l.kind = 'loss' AND NOT p_loss);
    v_used := CASE l.kind || ':' || l.period
      WHEN 'stake:day' THEN u.sd WHEN 'stake:week' THEN u.sw WHEN 'stake:month' THEN u.sm
      WHEN 'loss:day' THEN u.ld WHEN 'loss:week' THEN u.lw ELSE u.lm END;
    IF v_used + p_stake > l.amount THEN
      RETURN jsonb_build_object('code', 'rg_' || l.kind || '_limit_reached', 'remaining', greatest(l.amount - v_used, 0)::text);
    END IF;
  END LOOP;
  RETURN '{}'::jsonb;
END $$;

-- Counts a stake (and loss: negative for a win or refund) on the member's local day, when the
-- member has play limits; otherwise nothing (one primary-key probe).
CREATE FUNCTION rg_play_record(p_merchant bigint, p_member bigint, p_stake bigint, p_loss bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  c rg_members;
BEGIN
  SELECT * INTO c FROM rg_members WHERE member_id = p_member;
  IF NOT FOUND OR NOT c.play_limits OR c.merchant_id <> p_merchant THEN RETURN; END IF;
  INSERT INTO rg_play_days AS d (member_id, day, merchant_id, stake, loss)
  VALUES (p_member, (now() AT TIME ZONE c.time_zone)::date, p_merchant, p_stake, p_loss)
  ON CONFLICT (member_id, day) DO UPDATE SET stake = d.stake + excluded.stake, loss = d.loss + excluded.loss;
END $$;

-- seamless_money (providers' function, first in the seamless functions migration) with the
-- responsible-gaming checks: an excluded member's bet is refused (invalid_session: every session
-- of theirs was revoked anyway); for members.play_limited only, a bet past a stake or loss limit
-- answers the limit's refusal (its status and message come in p_rules like every refusal), and
-- wins and refunds count against their loss. Otherwise unchanged.
CREATE OR REPLACE FUNCTION seamless_money(p_op text, p_vendor text, p_req jsonb, p_request_hash bytea, p_session_hash bytea, p_rules jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_tx text := p_req ->> 'txId';
  v_round text := p_req ->> 'roundId';
  v_ref text := p_req ->> 'refTxId';
  v_amount bigint := COALESCE((p_req ->> 'amount')::bigint, 0);
  v_prior provider_transactions;
  v_orig provider_transactions;
  v_merchant bigint;
  v_member bigint;
  v_status text;
  v_session record;
  v_bet bets;
  v_settled bets;
  v_wallet ledger_accounts;
  v_game_type text;
  v_posted jsonb;
  v_balance bigint;
  v_ledger_tx bigint;
  v_outcome text := 'ok';
  v_answer jsonb;
  v_fact jsonb;
  v_bets int;
  v_refunds int;
  v_key text;
  v_excluded timestamptz;
  v_limited boolean;
  v_rg jsonb;
BEGIN
  -- Retries and concurrent copies of a call queue on its transaction ids (sorted), then its round.
  FOR v_key IN SELECT k FROM unnest(ARRAY[v_tx, v_ref]) AS k WHERE k IS NOT NULL GROUP BY k ORDER BY k COLLATE "C" LOOP
    PERFORM pg_advisory_xact_lock(hashtextextended('seamless:tx:' || p_vendor || ':' || v_key, 0));
  END LOOP;
  PERFORM pg_advisory_xact_lock(hashtextextended('seamless:round:' || p_vendor || ':' || v_round, 0));

  SELECT * INTO v_prior FROM provider_transactions WHERE vendor_code = p_vendor AND tx_id = v_tx;
  IF FOUND THEN
    RETURN jsonb_build_object('answer', CASE WHEN v_prior.request_hash = p_request_hash THEN v_prior.answer
                ELSE seamless_failure(p_rules, 'duplicate_transaction') END);
  END IF;
  SELECT p.merchant_id, p.member_id INTO v_merchant, v_member FROM provider_players p WHERE p.player_id = p_req ->> 'playerId';
  -- The member by primary key alone, its merchant compared after: a plan on another index
  -- beginning with merchant_id may read every member of the merchant.
  SELECT m.status, m.excluded_until, m.play_limited INTO v_status, v_excluded, v_limited FROM members m WHERE m.id = v_member AND m.merchant_id + 0 = v_merchant;
  IF NOT FOUND THEN RETURN jsonb_build_object('answer', seamless_failure(p_rules, 'invalid_session')); END IF;

  v_wallet := ledger_account(v_merchant, 'member', v_member, 'MAIN', 0::smallint);
  v_balance := v_wallet.balance;

  <<decide>>
  BEGIN
    IF p_op = 'bet' THEN
      -- A live session whose launching member session was not revoked, of this player, active.
      SELECT * INTO v_session FROM game_session_live(p_vendor, p_session_hash,
        (p_rules ->> 'idleMinutes')::int, (p_rules ->> 'touchSeconds')::int);
      IF v_session.id IS NULL OR v_session.signed_out OR v_session.player_id <> p_req ->> 'playerId' OR v_status <> 'active'
         OR v_excluded > now() THEN
        v_answer := seamless_failure(p_rules, 'invalid_session'); EXIT decide;
      END IF;
      -- Rolled back before it arrived: refused for good.
      IF EXISTS (SELECT 1 FROM provider_transactions WHERE vendor_code = p_vendor AND ref_tx_id = v_tx AND op = 'rollback') THEN
        v_answer := seamless_failure(p_rules, 'bet_already_settled'); EXIT decide;
      END IF;
      SELECT * INTO v_bet FROM bets WHERE merchant_id = v_merchant AND vendor_code = p_vendor AND round_id = v_round;
      IF FOUND AND v_bet.member_id <> v_member THEN v_answer := seamless_failure(p_rules, 'invalid_state'); EXIT decide; END IF;
      IF FOUND AND v_bet.status <> 'pending' THEN v_answer := seamless_failure(p_rules, 'bet_already_settled'); EXIT decide; END IF;
      SELECT game_type INTO v_game_type FROM catalog_game(p_vendor, p_req ->> 'gameCode');
      IF v_amount > 0 THEN
        -- The member's stake and loss limits (responsible gaming), for members who set one:
        -- nothing more for the others (play_limited came with the member's row).
        IF v_limited THEN v_rg := rg_play_check(v_merchant, v_member, v_amount, true); END IF;
        IF v_rg ? 'code' THEN
          v_answer := seamless_failure(p_rules, v_rg ->> 'code', jsonb_build_object('remaining', v_rg ->> 'remaining'));
          EXIT decide;
        END IF;
        v_posted := seamless_move('bet', v_merchant, v_member, v_wallet.id, p_vendor, v_round, v_tx, v_amount,
          (p_rules ->> 'houseShards')::int);
        IF v_posted ->> 'error' = 'insufficient_funds' THEN
          v_answer := seamless_failure(p_rules, 'insufficient_funds', jsonb_build_object('balance', v_posted ->> 'balance'));
          EXIT decide;
        END IF;
        IF v_rg IS NOT NULL THEN PERFORM rg_play_record(v_merchant, v_member, v_amount, v_amount); END IF;
      END IF;
      INSERT INTO bets (merchant_id, member_id, vendor_code, game_code, game_type, round_id, stake, valid_bet, source)
      VALUES (v_merchant, v_member, p_vendor, p_req ->> 'gameCode', v_game_type, v_round, v_amount, v_amount, 'seamless')
      ON CONFLICT (merchant_id, vendor_code, round_id)
      DO UPDATE SET stake = bets.stake + excluded.stake, valid_bet = bets.valid_bet + excluded.valid_bet;
      v_fact := jsonb_build_object('merchantId', v_merchant::text, 'memberId', v_member::text, 'vendor', p_vendor,
        'roundId', v_round, 'gameCode', p_req ->> 'gameCode', 'source', 'seamless');
      PERFORM outbox_emit(v_member, ARRAY[v_merchant], ARRAY['bet.placed'],
        ARRAY[v_fact || jsonb_build_object('txId', v_tx, 'gameType', v_game_type, 'amount', v_amount::text)], false);

    ELSIF p_op = 'win' THEN
      -- Settles the round (amount 0 = lost). Accepted on an expired session.
      SELECT * INTO v_bet FROM bets WHERE merchant_id = v_merchant AND vendor_code = p_vendor AND round_id = v_round;
      IF NOT FOUND OR v_bet.member_id <> v_member THEN v_answer := seamless_failure(p_rules, 'bet_not_found'); EXIT decide; END IF;
      IF v_bet.status <> 'pending' THEN v_answer := seamless_failure(p_rules, 'bet_already_settled'); EXIT decide; END IF;
      IF v_amount > 0 THEN
        v_posted := seamless_move('payout', v_merchant, v_member, v_wallet.id, p_vendor, v_round, v_tx, v_amount,
          (p_rules ->> 'houseShards')::int);
        IF v_limited THEN PERFORM rg_play_record(v_merchant, v_member, 0, -v_amount); END IF;
      END IF;
      UPDATE bets SET win = win + v_amount, status = 'settled', settled_at = now() WHERE id = v_bet.id RETURNING * INTO v_settled;
      v_fact := jsonb_build_object('merchantId', v_merchant::text, 'memberId', v_member::text, 'vendor', p_vendor,
        'roundId', v_round, 'gameCode', v_bet.game_code, 'source', 'seamless');
      PERFORM outbox_emit(v_member, ARRAY[v_merchant, v_merchant], ARRAY['bet.settled', 'round.settled'], ARRAY[
        v_fact || jsonb_build_object('txId', v_tx, 'result', CASE WHEN v_amount > 0 THEN 'won' ELSE 'lost' END, 'amount', v_amount::text),
        seamless_round_settled(v_fact, v_settled)], false);

    ELSIF p_op = 'rollback' THEN
      -- Refund of bet refTxId. Unknown: a tombstone (that bet is refused if it comes later).
      SELECT * INTO v_orig FROM provider_transactions WHERE vendor_code = p_vendor AND tx_id = v_ref;
      IF NOT FOUND THEN v_outcome := 'tombstone'; v_amount := 0; EXIT decide; END IF;
      IF v_orig.op <> 'bet' OR v_orig.merchant_id <> v_merchant OR v_orig.member_id <> v_member OR v_orig.round_id <> v_round THEN
        v_answer := seamless_failure(p_rules, 'bet_not_found'); EXIT decide;
      END IF;
      -- A bet that was refused, or already refunded: nothing moves.
      IF v_orig.outcome <> 'ok' OR EXISTS (SELECT 1 FROM provider_transactions WHERE vendor_code = p_vendor AND ref_tx_id = v_ref
                                             AND op = 'rollback' AND outcome = 'ok') THEN
        v_outcome := 'noop'; v_amount := 0; EXIT decide;
      END IF;
      SELECT * INTO v_bet FROM bets WHERE merchant_id = v_merchant AND vendor_code = p_vendor AND round_id = v_round;
      IF NOT FOUND THEN v_answer := seamless_failure(p_rules, 'bet_not_found'); EXIT decide; END IF;
      IF v_bet.status = 'settled' THEN v_answer := seamless_failure(p_rules, 'bet_already_settled'); EXIT decide; END IF;
      v_amount := v_orig.amount;
      IF v_amount > 0 THEN
        v_posted := seamless_move('refund', v_merchant, v_member, v_wallet.id, p_vendor, v_round, v_tx, v_amount,
          (p_rules ->> 'houseShards')::int);
        IF v_limited THEN PERFORM rg_play_record(v_merchant, v_member, -v_amount, -v_amount); END IF;
      END IF;
      SELECT count(*) FILTER (WHERE op = 'bet' AND outcome = 'ok'), count(*) FILTER (WHERE op = 'rollback' AND outcome = 'ok')
        INTO v_bets, v_refunds
        FROM provider_transactions WHERE merchant_id = v_merchant AND vendor_code = p_vendor AND round_id = v_round;
      v_fact := jsonb_build_object('merchantId', v_merchant::text, 'memberId', v_member::text, 'vendor', p_vendor,
        'roundId', v_round, 'gameCode', v_bet.game_code, 'source', 'seamless');
      IF v_bets - v_refunds <= 1 THEN
        -- Its round's last bet: the round is cancelled, keeping the stake that was cancelled for the record.
        UPDATE bets SET status = 'cancelled', settled_at = now() WHERE id = v_bet.id RETURNING * INTO v_settled;
        PERFORM outbox_emit(v_member, ARRAY[v_merchant, v_merchant], ARRAY['bet.settled', 'round.settled'], ARRAY[
          v_fact || jsonb_build_object('txId', v_ref, 'result', 'refunded', 'amount', v_amount::text),
          seamless_round_settled(v_fact, v_settled)], false);
      ELSE
        UPDATE bets SET stake = stake - v_amount, valid_bet = greatest(valid_bet - v_amount, 0) WHERE id = v_bet.id;
        PERFORM outbox_emit(v_member, ARRAY[v_merchant], ARRAY['bet.settled'],
          ARRAY[v_fact || jsonb_build_object('txId', v_ref, 'result', 'refunded', 'amount', v_amount::text)], false);
      END IF;
    ELSE
      RAISE EXCEPTION 'seamless_money: unknown op %', p_op;
    END IF;
  END decide;

  IF v_answer IS NULL THEN
    IF v_posted IS NOT NULL THEN
      IF v_posted ? 'error' THEN RAISE EXCEPTION 'seamless_money: ledger refused %', v_posted; END IF;
      v_ledger_tx := (v_posted ->> 'id')::bigint;
      SELECT (p ->> 'balanceAfter')::bigint INTO v_balance FROM jsonb_array_elements(v_posted -> 'postings') p
       WHERE p ->> 'accountId' = v_wallet.id::text;
    END IF;
    v_answer := seamless_success(v_balance, v_wallet.currency, v_ledger_tx);
  ELSE
    v_outcome := 'refused';
    v_amount := 0;
  END IF;

  INSERT INTO provider_transactions (merchant_id, member_id, vendor_code, tx_id, op, round_id, ref_tx_id, amount,
                                     request_hash, outcome, answer, ledger_transaction_id)
  VALUES (v_merchant, v_member, p_vendor, v_tx, p_op, v_round, v_ref, v_amount, p_request_hash, v_outcome, v_answer, v_ledger_tx)
  RETURNING answer INTO v_answer;
  RETURN jsonb_build_object('answer', v_answer,
    'balanceOf', CASE WHEN v_ledger_tx IS NOT NULL THEN v_merchant::text || ':' || v_member::text END,
    'events', v_outcome = 'ok');
END $$;

