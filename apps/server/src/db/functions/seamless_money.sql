-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- A bet, win or rollback (p_op) of p_vendor; p_req is the validated request body, p_request_hash
-- what makes two calls with one txId the same call, p_session_hash the session token's hash.
-- Answers {answer, balanceOf, events}: answer is {status, body} as stored with the call (every
-- retry gets the same), or a refusal that is not stored (unknown player, a txId reused with
-- other content); balanceOf is '<merchant>:<member>' when the wallet moved, events whether
-- events were written: the caller sends those NOTIFYs after the commit (none in here: see
-- lib/notify-after-commit.ts).
-- Responsible gaming: an excluded member's bet is refused (invalid_session: every session of
-- theirs was revoked anyway); for members.play_limited only, a bet past a stake or loss limit
-- answers the limit's refusal (its status and message come in p_rules like every refusal), and
-- wins and refunds count against their loss.
-- Few statements (each starts an executor): the three advisory locks in one, the player and
-- their member in one, the wallet's balance after the move read from ledger_post's answer.
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
  v_excluded timestamptz;
  v_limited boolean;
  v_rg jsonb;
BEGIN
  -- Retries and concurrent copies of a call queue on its transaction ids (in "C" order), then its
  -- round, in one statement (its expressions run in order). Without a refTxId both tx locks are
  -- the txId's: a second take of an advisory lock one holds only counts it again.
  PERFORM pg_advisory_xact_lock(hashtextextended('seamless:tx:' || p_vendor || ':' || least(v_tx COLLATE "C", v_ref), 0)),
          pg_advisory_xact_lock(hashtextextended('seamless:tx:' || p_vendor || ':' || greatest(v_tx COLLATE "C", v_ref), 0)),
          pg_advisory_xact_lock(hashtextextended('seamless:round:' || p_vendor || ':' || v_round, 0));

  SELECT * INTO v_prior FROM provider_transactions WHERE vendor_code = p_vendor AND tx_id = v_tx;
  IF FOUND THEN
    RETURN jsonb_build_object('answer', CASE WHEN v_prior.request_hash = p_request_hash THEN v_prior.answer
                ELSE seamless_failure(p_rules, 'duplicate_transaction') END);
  END IF;
  -- The player and their member in one statement. The member by primary key alone, its merchant
  -- compared after: a plan on another index beginning with merchant_id may read every member of
  -- the merchant.
  SELECT p.merchant_id, p.member_id, m.status, m.excluded_until, m.play_limited
    INTO v_merchant, v_member, v_status, v_excluded, v_limited
    FROM provider_players p JOIN members m ON m.id = p.member_id AND m.merchant_id + 0 = p.merchant_id
   WHERE p.player_id = p_req ->> 'playerId';
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
      v_balance := (jsonb_path_query_first(v_posted, '$.postings[*] ? (@.accountId == $id).balanceAfter',
                      jsonb_build_object('id', v_wallet.id::text)) #>> '{}')::bigint;
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
