-- The client's key of the command that wrote an event (on the command's last
-- event), so a resend after a lost reply is recognised, across restarts too.
ALTER TABLE events ADD COLUMN action_key TEXT;
CREATE UNIQUE INDEX events_action_key ON events(table_id, action_key) WHERE action_key IS NOT NULL;
