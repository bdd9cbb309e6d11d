-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- May the member stake p_stake now? NULL: the member has no play limits (nothing to count);
-- {} yes (the caller counts it with rg_play_record once the money moved); {code, remaining}
-- no. p_loss: the stake counts against the loss limits too (a bet; not a transfer). Looks the
-- member up by primary key alone (the cached plan's rule, see the seamless functions), then
-- locks the row so the member's stakes are checked one at a time. Days are the merchant's.
CREATE OR REPLACE FUNCTION rg_play_check(p_merchant bigint, p_member bigint, p_stake bigint, p_loss boolean) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  c rg_members;
  v_zone text;
  v_day date;
  v_week date;
  v_month date;
  u record;
  l record;
  v_used bigint;
BEGIN
  SELECT * INTO c FROM rg_members WHERE member_id = p_member;
  IF NOT FOUND OR NOT c.play_limits OR c.merchant_id <> p_merchant THEN RETURN NULL; END IF;
  PERFORM 1 FROM rg_members WHERE member_id = p_member FOR UPDATE;
  SELECT time_zone INTO v_zone FROM merchants WHERE id = p_merchant;
  v_day := (now() AT TIME ZONE v_zone)::date;
  v_week := v_day - (extract(isodow FROM v_day)::int - 1);
  v_month := date_trunc('month', v_day)::date;
  SELECT COALESCE(sum(d.stake) FILTER (WHERE d.day >= v_day), 0) AS sd,
         COALESCE(sum(d.stake) FILTER (WHERE d.day >= v_week), 0) AS sw,
         COALESCE(sum(d.stake) FILTER (WHERE d.day >= v_month), 0) AS sm,
         COALESCE(sum(d.loss) FILTER (WHERE d.day >= v_day), 0) AS ld,
         COALESCE(sum(d.loss) FILTER (WHERE d.day >= v_week), 0) AS lw,
         COALESCE(sum(d.loss) FILTER (WHERE d.day >= v_month), 0) AS lm
    INTO u FROM rg_play_days d WHERE d.member_id = p_member AND d.day >= least(v_week, v_month) AND d.day <= v_day;
  FOR l IN SELECT x.kind, x.period, rg_in_force(x) AS amount FROM rg_limits x
            WHERE x.member_id = p_member AND x.kind IN ('stake', 'loss') ORDER BY x.kind DESC, x.period LOOP
    CONTINUE WHEN l.amount IS NULL OR (l.kind = 'loss' AND NOT p_loss);
    v_used := CASE l.kind || ':' || l.period
      WHEN 'stake:day' THEN u.sd WHEN 'stake:week' THEN u.sw WHEN 'stake:month' THEN u.sm
      WHEN 'loss:day' THEN u.ld WHEN 'loss:week' THEN u.lw ELSE u.lm END;
    IF v_used + p_stake > l.amount THEN
      RETURN jsonb_build_object('code', 'rg_' || l.kind || '_limit_reached', 'remaining', greatest(l.amount - v_used, 0)::text);
    END IF;
  END LOOP;
  RETURN '{}'::jsonb;
END $$;
