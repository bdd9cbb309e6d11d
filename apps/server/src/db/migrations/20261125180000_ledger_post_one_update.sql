-- ledger_post moves the balances of all its accounts in one UPDATE (it was one per account): each
-- statement re-reads the table's CHECK constraints and starts an executor, which a seamless call
-- pays on its hot path. The accounts are still locked first, FOR UPDATE in ascending id order.
CREATE OR REPLACE FUNCTION ledger_post(p_merchant bigint, p_type text, p_reference text, p_key text,
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

  -- One statement by primary key (= ANY: an index lookup per id; a join with unnest may be
  -- planned as a scan of every account). The rows are locked already, so order does not matter.
  UPDATE ledger_accounts SET balance = v_balances[array_position(v_ids, id)], version = v_versions[array_position(v_ids, id)]
   WHERE id = ANY (v_ids);
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
