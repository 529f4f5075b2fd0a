-- The client's key of the request that created a table ("key#digest" of its
-- settings), so a resend after a lost reply finds the table it made, across
-- restarts too; and when the host archived a table that could not be
-- repaired (its rows stay, it leaves the live list).
ALTER TABLE tables ADD COLUMN create_key TEXT;
CREATE UNIQUE INDEX tables_create_key ON tables(create_key) WHERE create_key IS NOT NULL;
ALTER TABLE tables ADD COLUMN archived_at TEXT;
