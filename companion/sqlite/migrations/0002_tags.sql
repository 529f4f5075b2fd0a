-- The tag registry: one physical tag, one component (companion/tags).
CREATE TABLE tags (
	tag       TEXT PRIMARY KEY,
	set_id    TEXT NOT NULL,             -- e.g. tagiron-tiles
	component TEXT NOT NULL              -- canonical id, e.g. g5
) WITHOUT ROWID;
CREATE INDEX tags_component ON tags(set_id, component);
-- Which table each reader feeds, chosen on the host console.
CREATE TABLE reader_routes (
	reader   TEXT PRIMARY KEY,
	table_id TEXT NOT NULL,
	seat     INTEGER                     -- the seat being dealt, or NULL
) WITHOUT ROWID;
