-- A games-list page is read from the list indexes alone and joined to games and vendors only
-- (catalog.repository.ts gamePageQuery): the merchant's hot flag travels in the index too, so the
-- page never probes merchant_games again (measured: the uncached page went from ~1.2 ms of
-- PostgreSQL CPU to about half, most of it planning the two extra joins).
DROP INDEX merchant_games_list;
CREATE INDEX merchant_games_list ON merchant_games (merchant_id, game_type, sequence, game_id) INCLUDE (vendor_id, is_hot) WHERE enabled;
DROP INDEX merchant_games_all;
CREATE INDEX merchant_games_all ON merchant_games (merchant_id, sequence, game_id) INCLUDE (vendor_id, is_hot) WHERE enabled;
DROP INDEX merchant_games_vendor;
CREATE INDEX merchant_games_vendor ON merchant_games (merchant_id, vendor_id, sequence, game_id) INCLUDE (is_hot) WHERE enabled;
