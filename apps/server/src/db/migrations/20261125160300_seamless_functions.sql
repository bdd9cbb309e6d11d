-- The seamless wallet's money calls as SQL functions (owned by modules/providers): a bet, win or
-- rollback is one statement, one round trip (the statement is its own transaction). They post
-- through ledger_post, find games through catalog_game and write events through outbox_emit,
-- the functions of the modules that own those tables. The rules are the ones seamless.wallet.ts
-- documents; what the contract owns (answer messages and statuses, session timings, the house
-- shards) comes in p_rules, built once by the server.

-- The live game session of a session token and vendor (idle and absolute expiry), its last use
-- moved to now at most every p_touch_seconds (so a busy session is not one hot row). signed_out:
-- the member session that launched it was revoked, or purged (gone a day after it ended).
-- Reads sessions (the session module's) by a plain join: this is the hot path.
CREATE FUNCTION game_session_live(p_vendor text, p_hash bytea, p_idle_minutes int, p_touch_seconds int,
  OUT id bigint, OUT merchant_id bigint, OUT member_id bigint, OUT player_id text, OUT vendor_code text,
  OUT game_code text, OUT language text, OUT signed_out boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_stale boolean;
BEGIN
  SELECT g.id, g.merchant_id, g.member_id, g.player_id, g.vendor_code, g.game_code, g.language,
         g.member_session_id IS NOT NULL AND (ms.id IS NULL OR ms.revoked_at IS NOT NULL),
         g.last_seen_at < now() - make_interval(secs => p_touch_seconds)
    INTO id, merchant_id, member_id, player_id, vendor_code, game_code, language, signed_out, v_stale
    FROM game_sessions g LEFT JOIN sessions ms ON ms.id = g.member_session_id
   WHERE g.session_token_hash = p_hash AND g.vendor_code = p_vendor
     AND g.expires_at > now() AND g.last_seen_at > now() - make_interval(mins => p_idle_minutes);
  IF FOUND AND v_stale THEN
    UPDATE game_sessions g SET last_seen_at = now() WHERE g.id = game_session_live.id;
  END IF;
END $$;

-- A refusal as the API answers it: the contract's status and English message for the code.
CREATE FUNCTION seamless_failure(p_rules jsonb, p_code text, p_value jsonb DEFAULT NULL) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'status', (p_rules -> 'failures' -> p_code ->> 'status')::int,
    'body', jsonb_strip_nulls(jsonb_build_object('success', false, 'code', p_code,
              'message', p_rules -> 'failures' -> p_code ->> 'message', 'value', p_value)))
$$;

CREATE FUNCTION seamless_success(p_balance bigint, p_currency text, p_platform_tx bigint) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('status', 200, 'body', jsonb_build_object('success', true,
    'value', jsonb_build_object('balance', p_balance::text, 'currency', p_currency, 'platformTxId', p_platform_tx::text)))
$$;

-- A round's figures as round.settled reports them.
CREATE FUNCTION seamless_round_settled(p_fact jsonb, b bets) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT p_fact || jsonb_build_object('betId', b.id::text, 'gameType', b.game_type, 'status', b.status,
    'stake', b.stake::text, 'validBet', b.valid_bet::text, 'win', b.win::text)
$$;

-- Moves p_amount between the member's wallet and the vendor's house account (the member's
-- shard of it): a bet debits the wallet, a payout or refund credits it. Posted without NOTIFY
-- (seamless_money's caller sends it after the commit); answers what ledger_post answers.
CREATE FUNCTION seamless_move(p_type text, p_merchant bigint, p_member bigint, p_wallet bigint, p_vendor text,
                              p_round text, p_tx text, p_amount bigint, p_shards int)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_house bigint := (ledger_account(p_merchant, 'house', NULL, p_vendor, (p_member % p_shards)::smallint)).id;
  v_sign bigint := CASE WHEN p_type = 'bet' THEN -1 ELSE 1 END;
BEGIN
  RETURN ledger_post(p_merchant, p_type, 'round:' || p_vendor || ':' || p_round, 'seamless:' || p_vendor || ':' || p_tx,
    ARRAY[p_wallet, v_house], ARRAY[v_sign * p_amount, -v_sign * p_amount],
    jsonb_build_object('vendor', p_vendor, 'roundId', p_round, 'txId', p_tx), false);
END $$;

-- bet, win or rollback (p_op) of p_vendor; p_req is the validated request body, p_request_hash
-- what makes two calls with one txId the same call, p_session_hash the session token's hash.
-- Answers {answer, balanceOf, events}: answer is {status, body} as stored with the call (every
-- retry gets the same), or a refusal that is not stored (unknown player, a txId reused with
-- other content); balanceOf is '<merchant>:<member>' when the wallet moved, events whether
-- events were written: the caller sends those NOTIFYs after the commit (none in here: see
-- lib/notify-after-commit.ts).
CREATE FUNCTION seamless_money(p_op text, p_vendor text, p_req jsonb, p_request_hash bytea, p_session_hash bytea, p_rules jsonb)
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
  SELECT m.status INTO v_status FROM members m WHERE m.id = v_member AND m.merchant_id + 0 = v_merchant;
  IF NOT FOUND THEN RETURN jsonb_build_object('answer', seamless_failure(p_rules, 'invalid_session')); END IF;

  v_wallet := ledger_account(v_merchant, 'member', v_member, 'MAIN', 0::smallint);
  v_balance := v_wallet.balance;

  <<decide>>
  BEGIN
    IF p_op = 'bet' THEN
      -- A live session whose launching member session was not revoked, of this player, active.
      SELECT * INTO v_session FROM game_session_live(p_vendor, p_session_hash,
        (p_rules ->> 'idleMinutes')::int, (p_rules ->> 'touchSeconds')::int);
      IF v_session.id IS NULL OR v_session.signed_out OR v_session.player_id <> p_req ->> 'playerId' OR v_status <> 'active' THEN
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
        v_posted := seamless_move('bet', v_merchant, v_member, v_wallet.id, p_vendor, v_round, v_tx, v_amount,
          (p_rules ->> 'houseShards')::int);
        IF v_posted ->> 'error' = 'insufficient_funds' THEN
          v_answer := seamless_failure(p_rules, 'insufficient_funds', jsonb_build_object('balance', v_posted ->> 'balance'));
          EXIT decide;
        END IF;
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

-- Several calls of one player in one transaction, in order: what one instance has queued for a
-- hot player while its previous statement ran (seamless-batch.ts). One commit for them all; a
-- call sees the calls before it. p_calls: [{op, vendor, body, requestHash, sessionHash}] (hex);
-- answers what seamless_money answers, for each call in order.
CREATE FUNCTION seamless_money_batch(p_calls jsonb, p_rules jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  c jsonb;
  v_answers jsonb := '[]';
BEGIN
  FOR c IN SELECT value FROM jsonb_array_elements(p_calls) LOOP
    v_answers := v_answers || jsonb_build_array(seamless_money(c ->> 'op', c ->> 'vendor', c -> 'body',
      decode(c ->> 'requestHash', 'hex'), decode(c ->> 'sessionHash', 'hex'), p_rules));
  END LOOP;
  RETURN v_answers;
END $$;
