-- Number openings answer real draws only: the sample rows seeded before the engine go.
DELETE FROM lottery_draws WHERE is_sample;
