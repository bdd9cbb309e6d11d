-- The catalog's TCG_LOTTO_VN and TCG_SEA vendors list the official lotteries' games
-- (seed/official.seed.ts) under their codes, so a tile opens its game on /vnLottery or /seaLottery.
-- Catalogs seeded before held named tiles under generated codes (TCG_LOTTO_VN-00002 …) that the
-- lottery pages did not know: the first of them become the official games in place (offers,
-- favourites and order kept) and the others leave the merchants' offers (their rows stay, for the
-- records that name them). A database not seeded yet has no vendors: no-op.
CREATE TEMP TABLE official_tiles ON COMMIT DROP AS
SELECT * FROM (VALUES
  ('TCG_LOTTO_VN', 1, 'VN_MB', 'Northern Lottery (XSMB)', 'Lotto ng Hilaga (XSMB)'),
  ('TCG_LOTTO_VN', 2, 'VN_MT', 'Central Lottery (XSMT)', 'Lotto ng Gitna (XSMT)'),
  ('TCG_LOTTO_VN', 3, 'VN_MN', 'Southern Lottery (XSMN)', 'Lotto ng Timog (XSMN)'),
  ('TCG_LOTTO_VN', 4, 'VN_FAST45', 'Fast North 45 s', 'Mabilis na Hilaga 45 s'),
  ('TCG_LOTTO_VN', 5, 'VN_FAST1', 'Fast North 1 min', 'Mabilis na Hilaga 1 minuto'),
  ('TCG_LOTTO_VN', 6, 'VN_FAST3', 'Fast North 3 min', 'Mabilis na Hilaga 3 minuto'),
  ('TCG_LOTTO_VN', 7, 'VN_FAST5', 'Fast North 5 min', 'Mabilis na Hilaga 5 minuto'),
  ('TCG_SEA', 1, 'TH_GOV', 'Thai Government Lottery', 'Lotto ng Gobyerno ng Thailand'),
  ('TCG_SEA', 2, 'LA_GOV', 'Lao Lottery', 'Lotto ng Laos'),
  ('TCG_SEA', 3, 'SEA_4D', '4D Malaysia & Singapore', '4D Malaysia at Singapore')
) AS t(vendor, n, code, en, ty);

CREATE TEMP TABLE old_tiles ON COMMIT DROP AS
SELECT o.id, v.code AS vendor, row_number() OVER (PARTITION BY o.vendor_id ORDER BY o.id) AS n
  FROM games o JOIN vendors v ON v.id = o.vendor_id
 WHERE v.code IN ('TCG_LOTTO_VN', 'TCG_SEA') AND o.is_game AND o.game_code ~ '^(TCG_LOTTO_VN|TCG_SEA)-[0-9]{5}$'
   -- A vendor whose tiles are the official games already (a fresh seed, a second run) is left alone.
   AND NOT EXISTS (SELECT 1 FROM games x JOIN official_tiles t ON t.code = x.game_code WHERE x.vendor_id = o.vendor_id);

UPDATE games g
   SET game_code = t.code, names = jsonb_build_object('EN', t.en, 'TY', t.ty), search_text = lower(t.en || ' ' || t.ty)
  FROM old_tiles old JOIN official_tiles t ON t.vendor = old.vendor AND t.n = old.n
 WHERE g.id = old.id;

DELETE FROM merchant_games mg
 USING old_tiles old
 WHERE mg.game_id = old.id AND NOT EXISTS (SELECT 1 FROM official_tiles t WHERE t.vendor = old.vendor AND t.n = old.n);
