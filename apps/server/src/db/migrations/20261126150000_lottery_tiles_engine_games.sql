-- The catalog's LOTT and ELOTT vendors list the lottery engine's demo games (seed/lottery.seed.ts)
-- under the engine's codes, so that a tile opens its game. Databases seeded before held four named
-- games per vendor under generated codes (LOTT-00002 …) that the lottery page did not know: they
-- become the first four engine games in place (offers, favourites and order kept), and the fifth
-- joins each merchant's offer right after them. A database not seeded yet has no vendors: no-op.
CREATE TEMP TABLE engine_tiles ON COMMIT DROP AS
SELECT v.vendor, e.n, e.code, e.en || v.suffix AS en, e.ty || v.suffix AS ty
  FROM (VALUES ('LOTT', ''), ('ELOTT', ' (e-Lotto)')) AS v(vendor, suffix),
       (VALUES (1, 'SSC1', 'Lucky SSC 1 min', 'Lucky SSC 1 minuto'),
               (2, 'X5_1', '11 Pick 5 1 min', '11 Pumili ng 5 1 minuto'),
               (3, 'K3_1', 'Fast 3 Dice 1 min', 'Mabilis na 3 Dice 1 minuto'),
               (4, 'PK10_1', 'Racing 10 1 min', 'Karera 10 1 minuto'),
               (5, 'PC28_1', 'Lucky 28 1 min', 'Masuwerteng 28 1 minuto')) AS e(n, code, en, ty);

UPDATE games g
   SET game_code = t.code, names = jsonb_build_object('EN', t.en, 'TY', t.ty), search_text = lower(t.en || ' ' || t.ty)
  FROM (SELECT o.id, v.code AS vendor, row_number() OVER (PARTITION BY o.vendor_id ORDER BY o.id) AS n
          FROM games o JOIN vendors v ON v.id = o.vendor_id
         WHERE v.code IN ('LOTT', 'ELOTT') AND o.is_game AND o.game_code ~ '^E?LOTT-[0-9]{5}$') old
  JOIN engine_tiles t ON t.vendor = old.vendor AND t.n = old.n
 WHERE g.id = old.id;

-- The fifth is new: the id is drawn first so that the art URLs (which carry it) are written with
-- the row, as the seed does; every merchant offering the vendor's games gets it after the last of them.
WITH added AS (
  INSERT INTO games (id, vendor_id, game_code, game_id, game_type, is_game, game_classify,
                     icon_url, large_icon_url, names, search_text)
  SELECT s.id, s.vendor_id, s.code, (100000 + 7 * (s.n + 1))::text, s.game_type, true, 'draws',
         '/art/game/' || s.id || '.svg', '/art/game/' || s.id || '.svg?size=large',
         jsonb_build_object('EN', s.en, 'TY', s.ty), lower(s.en || ' ' || s.ty)
    FROM (SELECT nextval(pg_get_serial_sequence('games', 'id')) AS id, v.id AS vendor_id, v.game_type, t.*
            FROM engine_tiles t JOIN vendors v ON v.code = t.vendor
           WHERE NOT EXISTS (SELECT 1 FROM games g WHERE g.vendor_id = v.id AND g.game_code = t.code)) s
  RETURNING id, vendor_id, game_type
)
INSERT INTO merchant_games (merchant_id, game_id, game_type, vendor_id, sequence)
SELECT o.merchant_id, a.id, a.game_type, a.vendor_id, o.last
  FROM added a
  JOIN (SELECT merchant_id, vendor_id, max(sequence) AS last FROM merchant_games GROUP BY merchant_id, vendor_id) o
    ON o.vendor_id = a.vendor_id;
