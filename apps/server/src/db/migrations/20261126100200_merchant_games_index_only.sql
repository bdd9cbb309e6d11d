-- A page of the games list walks merchant_games in the merchant's order and stops at the page;
-- with vendor_id carried in the index the walk never visits the table (an index-only scan, once
-- vacuum has marked the pages all-visible), which is most of a deep page's cost (measured:
-- page 2,500 of RNG, offset 49,980: 798 buffers and 9.5 ms before, an Index Only Scan of 305
-- buffers and 7.0 ms after, on the 100,000-game bench after VACUUM).
DROP INDEX merchant_games_list;
CREATE INDEX merchant_games_list ON merchant_games (merchant_id, game_type, sequence, game_id) INCLUDE (vendor_id) WHERE enabled;
DROP INDEX merchant_games_all;
CREATE INDEX merchant_games_all ON merchant_games (merchant_id, sequence, game_id) INCLUDE (vendor_id) WHERE enabled;
