-- The game-night history: one row per finished table (companion.Record).
-- Rows are written when a game ends and deleted only by the host; the
-- tables and their logs are not touched.
CREATE TABLE history (
	table_id    TEXT PRIMARY KEY,
	game        TEXT NOT NULL,
	finished_at TEXT NOT NULL,
	record      TEXT NOT NULL            -- JSON companion.Record
) WITHOUT ROWID;
CREATE INDEX history_finished ON history(finished_at);
