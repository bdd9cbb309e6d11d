-- The live definition of this function (ARCHITECTURE.md, SQL functions): edit it here, never
-- in a migration. The migrator applies this file after the migrations whenever its content
-- changed (src/db/migrate.ts); bodies in older migrations are history. Triggers stay there.

-- The four report periods an instant falls in, in the zone.
CREATE OR REPLACE FUNCTION agent_period_starts(at timestamptz, tz text) RETURNS TABLE (kind text, period_start date)
LANGUAGE sql STABLE AS $$
  SELECT k.kind,
         CASE k.kind
           WHEN 'day' THEN x.d
           WHEN 'week' THEN date_trunc('week', x.d)::date
           WHEN 'month' THEN date_trunc('month', x.d)::date
           ELSE date_trunc('month', x.d)::date + CASE WHEN extract(day FROM x.d) >= 16 THEN 15 ELSE 0 END
         END
    FROM (SELECT (at AT TIME ZONE tz)::date AS d) x,
         unnest(ARRAY['day', 'week', 'halfMonth', 'month']) AS k(kind)
$$;
