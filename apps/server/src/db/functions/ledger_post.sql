-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- Moves money: postings (account ids and amounts, summing to zero, checked by ledger.service.ts
-- and again by the deferred trigger) applied atomically. The accounts are locked in ascending id
-- order (no deadlocks); nothing is written before every check passed. Answers the transaction,
-- the first one when the idempotency key was used before (replayed), or {"error": code} for
-- not_found, validation_failed (mixed currencies) and insufficient_funds (with the balance).
-- NOTIFY ledger_member '<merchant>:<member>' (delivered at commit only) unless p_notify is false:
-- the caller then sends it after the commit (lib/notify-after-commit.ts says why).
-- The balances move in one UPDATE, and the answer's postings are built as the accounts are
-- locked: each statement starts an executor, which a seamless call pays on its hot path.
-- plan_cache_mode = force_generic_plan: the accounts are found by `id = ANY (array)`, whose one
-- plan (the primary key) suits any array; without it each call plans again (measured: about 7%
-- of the database's CPU, 18-20% fewer seamless calls; 20261202100000_ledger_generic_plans.sql).
CREATE OR REPLACE FUNCTION ledger_post(p_merchant bigint, p_type text, p_reference text, p_key text,
                                       p_accounts bigint[], p_amounts bigint[], p_metadata jsonb, p_notify boolean DEFAULT true)
RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
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
  v_postings jsonb := '[]';
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
    v_postings := v_postings || jsonb_build_object('accountId', a.id::text, 'amount', v_amount::text,
      'balanceAfter', (a.balance + v_amount)::text, 'accountVersion', (a.version + 1)::text);
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
    'metadata', COALESCE(p_metadata, '{}'), 'createdAt', now(), 'replayed', false, 'postings', v_postings);
END $$;
