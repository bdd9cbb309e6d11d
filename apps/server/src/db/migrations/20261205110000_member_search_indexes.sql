-- The operator console finds members by one key over millions of rows (member-search.repository.ts):
-- each key walks its own index, and name prefixes walk theirs in byte order (COLLATE "C"), so a
-- prefix is one index range and the page comes out sorted. Newest first walks the (merchant_id, id)
-- unique key members has already.
CREATE INDEX members_username_c ON members (merchant_id, (lower(username) COLLATE "C"), id);
CREATE INDEX members_nickname_c ON members (merchant_id, (lower(nickname) COLLATE "C"), id);
CREATE INDEX members_mobile_only ON members (merchant_id, mobile_num) WHERE mobile_num IS NOT NULL;
CREATE INDEX member_known_ips_ip ON member_known_ips (merchant_id, ip);
-- A search by upline agent pages its direct members newest first: the upline index gains the id.
DROP INDEX members_upline;
CREATE INDEX members_upline ON members (merchant_id, upline_id, id) WHERE upline_id IS NOT NULL;
