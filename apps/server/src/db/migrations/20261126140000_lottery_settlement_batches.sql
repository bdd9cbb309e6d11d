-- Settlement reads a draw's tickets in id order with a cursor, through an index that does not
-- name the status: a ticket's settlement then changes no indexed column, and the rows it updates
-- (tickets, betting records) have room left in their pages, so most updates stay heap-only
-- tuples and write no index entries. The same index finds a settled draw's lost tickets.
DROP INDEX lottery_tickets_round_pending;
CREATE INDEX lottery_tickets_round ON lottery_tickets (round_id, id);
ALTER TABLE bets SET (fillfactor = 50);
ALTER TABLE lottery_tickets SET (fillfactor = 50);
