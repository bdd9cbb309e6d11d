-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- Counts a stake (and loss: negative for a win or refund) on the merchant's local day, when the
-- member has play limits; otherwise nothing (one primary-key probe).
CREATE OR REPLACE FUNCTION rg_play_record(p_merchant bigint, p_member bigint, p_stake bigint, p_loss bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  c rg_members;
BEGIN
  SELECT * INTO c FROM rg_members WHERE member_id = p_member;
  IF NOT FOUND OR NOT c.play_limits OR c.merchant_id <> p_merchant THEN RETURN; END IF;
  INSERT INTO rg_play_days AS d (member_id, day, merchant_id, stake, loss)
  VALUES (p_member, (now() AT TIME ZONE (SELECT time_zone FROM merchants WHERE id = p_merchant))::date, p_merchant, p_stake, p_loss)
  ON CONFLICT (member_id, day) DO UPDATE SET stake = d.stake + excluded.stake, loss = d.loss + excluded.loss;
END $$;
