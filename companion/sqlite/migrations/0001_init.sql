CREATE TABLE tables (
	id         TEXT PRIMARY KEY,
	settings   TEXT NOT NULL,            -- JSON companion.Settings
	created_at TEXT NOT NULL
);
CREATE TABLE seats (
	table_id TEXT NOT NULL REFERENCES tables(id),
	seat     INTEGER NOT NULL,
	token    TEXT NOT NULL UNIQUE,
	PRIMARY KEY (table_id, seat)
);
CREATE TABLE events (
	table_id TEXT NOT NULL REFERENCES tables(id),
	seq      INTEGER NOT NULL,
	kind     TEXT NOT NULL,
	actor    INTEGER NOT NULL,
	data     TEXT,
	at       TEXT NOT NULL,
	PRIMARY KEY (table_id, seq)
) WITHOUT ROWID;
CREATE TABLE meta (
	key   TEXT PRIMARY KEY,
	value TEXT NOT NULL
);
