-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- ledger_post_batch: many transactions of one merchant in one call, for bulk work such as a
-- lottery draw's settlement (thousands of tickets, one transaction each). The same rules as
-- ledger_post: accounts locked FOR UPDATE in ascending id order, one merchant and currency,
-- every posting carries the balance after it and the account version (a running sum per account
-- in the order given), no account that may not go negative ever does (at any posting), a replayed
-- idempotency key posts nothing. The balanced-transaction constraint triggers still check every
-- transaction at commit.
-- Transactions are numbered 1..n by their position in p_types/p_refs/p_keys; p_tx names each
-- posting's transaction. Answers how many transactions were posted (replays are not counted).
-- plan_cache_mode = force_generic_plan: as ledger_post's (20261202100000_ledger_generic_plans.sql).
CREATE OR REPLACE FUNCTION ledger_post_batch(p_merchant bigint, p_types text[], p_refs text[], p_keys text[],
                                  p_tx int[], p_accounts bigint[], p_amounts bigint[], p_notify boolean DEFAULT true)
RETURNS int LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_currency text;
  v_bad bigint;
  v_posted int;
BEGIN
  PERFORM 1 FROM ledger_accounts WHERE id = ANY (p_accounts) ORDER BY id FOR UPDATE;
  SELECT min(currency), count(DISTINCT currency) FILTER (WHERE true) INTO v_currency, v_bad FROM ledger_accounts WHERE id = ANY (p_accounts);
  IF v_bad <> 1 OR EXISTS (SELECT 1 FROM ledger_accounts WHERE id = ANY (p_accounts) AND merchant_id <> p_merchant)
     OR (SELECT count(*) FROM ledger_accounts WHERE id = ANY (p_accounts)) <> (SELECT count(DISTINCT a) FROM unnest(p_accounts) a) THEN
    RAISE EXCEPTION 'ledger_post_batch: accounts of another merchant or currency, or unknown' USING ERRCODE = 'check_violation';
  END IF;

  CREATE TEMP TABLE IF NOT EXISTS ledger_batch_tx (n int PRIMARY KEY, id bigint) ON COMMIT DROP;
  TRUNCATE ledger_batch_tx;
  WITH ins AS (
    INSERT INTO ledger_transactions (merchant_id, type, reference, idempotency_key, currency)
    SELECT p_merchant, u.type, u.ref, u.key, v_currency FROM unnest(p_types, p_refs, p_keys) AS u(type, ref, key)
    ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
    RETURNING id, idempotency_key
  )
  INSERT INTO ledger_batch_tx (n, id)
  SELECT k.n, ins.id FROM ins JOIN unnest(p_keys) WITH ORDINALITY AS k(key, n) ON k.key = ins.idempotency_key;
  GET DIAGNOSTICS v_posted = ROW_COUNT;

  CREATE TEMP TABLE IF NOT EXISTS ledger_batch_postings (tx bigint, account bigint, amount bigint, balance bigint, version bigint, ord bigint) ON COMMIT DROP;
  TRUNCATE ledger_batch_postings;
  INSERT INTO ledger_batch_postings
  SELECT t.id, p.account, p.amount,
         a.balance + sum(p.amount) OVER w, a.version + row_number() OVER w, p.ord
    FROM unnest(p_tx, p_accounts, p_amounts) WITH ORDINALITY AS p(txn, account, amount, ord)
    JOIN ledger_batch_tx t ON t.n = p.txn
    JOIN ledger_accounts a ON a.id = p.account
  WINDOW w AS (PARTITION BY p.account ORDER BY p.ord);

  SELECT b.account INTO v_bad FROM ledger_batch_postings b JOIN ledger_accounts a ON a.id = b.account
   WHERE b.balance < 0 AND NOT a.allow_negative LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger_post_batch: account % would go negative', v_bad USING ERRCODE = 'check_violation';
  END IF;

  INSERT INTO ledger_postings (merchant_id, transaction_id, account_id, currency, amount, balance_after, account_version)
  SELECT p_merchant, tx, account, v_currency, amount, balance, version FROM ledger_batch_postings;
  UPDATE ledger_accounts a SET balance = f.balance, version = f.version
    FROM (SELECT DISTINCT ON (account) account, balance, version FROM ledger_batch_postings ORDER BY account, ord DESC) f
   WHERE a.id = f.account;
  IF p_notify THEN
    PERFORM pg_notify('ledger_member', p_merchant::text || ':' || m::text)
       FROM (SELECT DISTINCT a.member_id AS m FROM ledger_batch_postings b JOIN ledger_accounts a ON a.id = b.account
              WHERE a.kind = 'member') x;
  END IF;
  RETURN v_posted;
END $$;
