-- What each table's log must end at: its last event's seq and a running
-- digest of every row up to it (companion.ChainDigest), written in the same
-- transaction as the events, so a deleted tail, an added row or a changed
-- one is found at start-up even when the log replays. NULL in a table from
-- before this migration: its digest starts when its log is next written.
ALTER TABLE tables ADD COLUMN last_seq INTEGER;
ALTER TABLE tables ADD COLUMN log_digest TEXT;
