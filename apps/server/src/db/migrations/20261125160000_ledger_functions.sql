-- The ledger's moves as SQL functions (owned by modules/ledger; every caller goes through them):
-- ledger.service.ts calls them for every post, and the seamless wallet's functions call them
-- inside their one statement, so a bet is one round trip and the posting rules exist once.

-- The account of (merchant, kind, member, wallet, shard), created on first use in the merchant's
-- currency; NULL for an unknown merchant, a foreign-key error (23503) for a member of another one.
-- Accounts that hold someone's money (or money in flight) are never allowed to go negative.
CREATE FUNCTION ledger_account(p_merchant bigint, p_kind text, p_member bigint, p_wallet text, p_shard smallint)
RETURNS ledger_accounts LANGUAGE plpgsql AS $$
DECLARE
  r ledger_accounts;
BEGIN
  SELECT * INTO r FROM ledger_accounts
   WHERE merchant_id = p_merchant AND kind = p_kind AND COALESCE(member_id, 0) = COALESCE(p_member, 0)
     AND wallet = p_wallet AND shard = p_shard;
  IF FOUND THEN RETURN r; END IF;
  INSERT INTO ledger_accounts (merchant_id, kind, member_id, wallet, currency, allow_negative, shard)
  SELECT m.id, p_kind, p_member, p_wallet, m.currency,
         p_kind NOT IN ('member', 'withdrawal_pending', 'transfer_pending'), p_shard
    FROM merchants m WHERE m.id = p_merchant
  ON CONFLICT DO NOTHING;
  -- A concurrent creator may have won the insert: read the one that stayed.
  SELECT * INTO r FROM ledger_accounts
   WHERE merchant_id = p_merchant AND kind = p_kind AND COALESCE(member_id, 0) = COALESCE(p_member, 0)
     AND wallet = p_wallet AND shard = p_shard;
  RETURN r;
END $$;

-- A transaction as jsonb (ids and amounts as text: exact in JSON), with its postings by account id.
CREATE FUNCTION ledger_transaction_json(p_tx bigint, p_replayed boolean) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', t.id::text, 'type', t.type, 'reference', t.reference, 'idempotencyKey', t.idempotency_key,
    'currency', t.currency, 'metadata', t.metadata, 'createdAt', t.created_at, 'replayed', p_replayed,
    'postings', (SELECT jsonb_agg(jsonb_build_object('accountId', p.account_id::text, 'amount', p.amount::text,
                   'balanceAfter', p.balance_after::text, 'accountVersion', p.account_version::text) ORDER BY p.account_id)
                   FROM ledger_postings p WHERE p.transaction_id = t.id))
  FROM ledger_transactions t WHERE t.id = p_tx
$$;

-- Moves money: postings (account ids and amounts, summing to zero, checked by ledger.service.ts
-- and again by the deferred trigger) applied atomically. The accounts are locked in ascending id
-- order (no deadlocks); nothing is written before every check passed. Answers the transaction,
-- the first one when the idempotency key was used before (replayed), or {"error": code} for
-- not_found, validation_failed (mixed currencies) and insufficient_funds (with the balance).
-- NOTIFY ledger_member '<merchant>:<member>' (delivered at commit only) unless p_notify is false:
-- the caller then sends it after the commit (lib/notify-after-commit.ts says why).
CREATE FUNCTION ledger_post(p_merchant bigint, p_type text, p_reference text, p_key text,
                            p_accounts bigint[], p_amounts bigint[], p_metadata jsonb, p_notify boolean DEFAULT true)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  a record;
  v_currency text;
  v_count int := 0;
  v_amount bigint;
  v_tx bigint;
  v_ids bigint[] := '{}';
  v_amounts bigint[] := '{}';
  v_balances bigint[] := '{}';
  v_versions bigint[] := '{}';
  v_members bigint[] := '{}';
  i int;
BEGIN
  -- By primary key alone: a plan on (merchant_id, id) may read every account of the merchant.
  FOR a IN SELECT id, merchant_id, kind, member_id, currency, balance, version, allow_negative FROM ledger_accounts
            WHERE id = ANY (p_accounts) ORDER BY id FOR UPDATE LOOP
    IF a.merchant_id <> p_merchant THEN RETURN jsonb_build_object('error', 'not_found'); END IF;
    v_count := v_count + 1;
    IF v_currency IS NULL THEN v_currency := a.currency;
    ELSIF v_currency <> a.currency THEN RETURN jsonb_build_object('error', 'validation_failed');
    END IF;
    v_amount := p_amounts[array_position(p_accounts, a.id)];
    IF a.balance + v_amount < 0 AND NOT a.allow_negative THEN
      -- A replay of a call that went through earlier still gets its first answer.
      SELECT id INTO v_tx FROM ledger_transactions WHERE merchant_id = p_merchant AND idempotency_key = p_key;
      IF FOUND THEN RETURN ledger_transaction_json(v_tx, true); END IF;
      RETURN jsonb_build_object('error', 'insufficient_funds', 'accountId', a.id::text, 'balance', a.balance::text);
    END IF;
    v_ids := v_ids || a.id;
    v_amounts := v_amounts || v_amount;
    v_balances := v_balances || (a.balance + v_amount);
    v_versions := v_versions || (a.version + 1);
    IF a.kind = 'member' THEN v_members := v_members || a.member_id; END IF;
  END LOOP;
  IF v_count <> cardinality(p_accounts) THEN RETURN jsonb_build_object('error', 'not_found'); END IF;

  -- A replay shows here: the key exists (or a concurrent first call holds it: the insert waits for its commit).
  INSERT INTO ledger_transactions (merchant_id, type, reference, idempotency_key, currency, metadata)
  VALUES (p_merchant, p_type, p_reference, p_key, v_currency, COALESCE(p_metadata, '{}'))
  ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
  RETURNING id INTO v_tx;
  IF v_tx IS NULL THEN
    SELECT id INTO v_tx FROM ledger_transactions WHERE merchant_id = p_merchant AND idempotency_key = p_key;
    RETURN ledger_transaction_json(v_tx, true);
  END IF;

  -- One row at a time by primary key (a join with unnest may be planned as a scan of every account).
  FOR i IN 1 .. cardinality(v_ids) LOOP
    UPDATE ledger_accounts SET balance = v_balances[i], version = v_versions[i] WHERE id = v_ids[i];
  END LOOP;
  INSERT INTO ledger_postings (merchant_id, transaction_id, account_id, currency, amount, balance_after, account_version)
  SELECT p_merchant, v_tx, v.id, v_currency, v.amount, v.balance, v.version
    FROM unnest(v_ids, v_amounts, v_balances, v_versions) AS v(id, amount, balance, version);
  IF p_notify THEN
    PERFORM pg_notify('ledger_member', p_merchant::text || ':' || m::text) FROM (SELECT DISTINCT unnest(v_members) AS m) x;
  END IF;

  RETURN jsonb_build_object(
    'id', v_tx::text, 'type', p_type, 'reference', p_reference, 'idempotencyKey', p_key, 'currency', v_currency,
    'metadata', COALESCE(p_metadata, '{}'), 'createdAt', now(), 'replayed', false,
    'postings', (SELECT jsonb_agg(jsonb_build_object('accountId', v.id::text, 'amount', v.amount::text,
                   'balanceAfter', v.balance::text, 'accountVersion', v.version::text) ORDER BY v.id)
                   FROM unnest(v_ids, v_amounts, v_balances, v_versions) AS v(id, amount, balance, version)));
END $$;
