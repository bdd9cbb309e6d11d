-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- The calls of several players in one transaction: what one instance's money lanes gathered
-- while every lane was busy (seamless-batch.ts). One commit for them all; a call sees the calls
-- before it. p_calls: [{op, vendor, body, requestHash, sessionHash}] (hex); answers what
-- seamless_money answers, for each call in the order given.
-- Two batches running at once must take the house accounts they share in one order, or each
-- could hold one the other waits for: the calls run in the order of the house account they move
-- (merchant, vendor, shard), then member, then arrival, so a player's calls keep their order. A
-- member's own wallet is in one batch at a time per instance.
CREATE OR REPLACE FUNCTION seamless_money_batch(p_calls jsonb, p_rules jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  c record;
  v_answers jsonb[] := array_fill(NULL::jsonb, ARRAY[jsonb_array_length(p_calls)]);
BEGIN
  FOR c IN SELECT x.value AS call, x.n
             FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS x(value, n)
             LEFT JOIN provider_players p ON p.player_id = x.value -> 'body' ->> 'playerId'
            ORDER BY p.merchant_id, x.value ->> 'vendor' COLLATE "C", p.member_id % (p_rules ->> 'houseShards')::int,
                     p.member_id, x.n LOOP
    v_answers[c.n] := seamless_money(c.call ->> 'op', c.call ->> 'vendor', c.call -> 'body',
      decode(c.call ->> 'requestHash', 'hex'), decode(c.call ->> 'sessionHash', 'hex'), p_rules);
  END LOOP;
  RETURN to_jsonb(v_answers);
END $$;
