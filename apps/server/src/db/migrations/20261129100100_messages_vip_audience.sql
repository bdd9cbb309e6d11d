-- Operators may send a message to the members at VIP levels min..max (the VIP module answers
-- who they are); audience_ref stays NULL and the levels are kept with the message.
ALTER TABLE messages DROP CONSTRAINT messages_audience_check;
ALTER TABLE messages ADD CONSTRAINT messages_audience_check CHECK (audience IN ('member', 'agent_team', 'vip_level', 'all'));
ALTER TABLE messages ADD COLUMN vip_min smallint, ADD COLUMN vip_max smallint;
