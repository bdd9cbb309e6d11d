-- The catalog lists only the in-house games the engines really play (BGS-SLOT, BGS-DICE).
-- Databases seeded before held ~30 generated BGS games that all opened the same slot under a
-- raw code: remove them (offers, favourites and recents cascade; sessions keep their code).
DELETE FROM games g
 USING vendors v
 WHERE v.id = g.vendor_id AND v.code = 'BGS' AND g.game_code NOT IN ('BGS-SLOT', 'BGS-DICE');
-- Their lanes held only generated games.
DELETE FROM vendor_lanes l
 USING vendors v
 WHERE v.id = l.vendor_id AND v.code = 'BGS' AND l.game_classify <> 'popular';
