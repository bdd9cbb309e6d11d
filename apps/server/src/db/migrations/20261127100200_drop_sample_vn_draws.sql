-- VN number openings are the official lotteries' results now (official_draws); the stored VN
-- draws table of the first lobby is no longer read or written.
DROP TABLE lottery_draws;
