-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- A round's figures as round.settled reports them.
-- STABLE, as the jsonb_build_object it calls is: declared IMMUTABLE, PostgreSQL could not
-- inline it and ran it as a query of its own (20261202100100_seamless_fewer_statements.sql).
CREATE OR REPLACE FUNCTION seamless_round_settled(p_fact jsonb, b bets) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT p_fact || jsonb_build_object('betId', b.id::text, 'gameType', b.game_type, 'status', b.status,
    'stake', b.stake::text, 'validBet', b.valid_bet::text, 'win', b.win::text)
$$;
