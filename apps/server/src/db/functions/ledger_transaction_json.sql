-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- A transaction as jsonb (ids and amounts as text: exact in JSON), with its postings by account id.
CREATE OR REPLACE FUNCTION ledger_transaction_json(p_tx bigint, p_replayed boolean) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', t.id::text, 'type', t.type, 'reference', t.reference, 'idempotencyKey', t.idempotency_key,
    'currency', t.currency, 'metadata', t.metadata, 'createdAt', t.created_at, 'replayed', p_replayed,
    'postings', (SELECT jsonb_agg(jsonb_build_object('accountId', p.account_id::text, 'amount', p.amount::text,
                   'balanceAfter', p.balance_after::text, 'accountVersion', p.account_version::text) ORDER BY p.account_id)
                   FROM ledger_postings p WHERE p.transaction_id = t.id))
  FROM ledger_transactions t WHERE t.id = p_tx
$$;
