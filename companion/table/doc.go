// Package table is one game at the table: its append-only event log, the
// fold of that log into the game's state (with snapshots, so an undo refolds
// little), the per-audience views, and the command pipeline.
//
// A command from a phone, the host or a reader goes through one ordered list
// of deciders (deciders.go): the table's own (set-aside, end, undo and redo,
// names, first-game tips, claims and seat moves, the entry rule's allow),
// then the game's Decide. Its changes are written durably through a Store in
// one transaction — the events, and the history record they keep or take
// back (companion/history) — and only then folded in (Apply) and published
// to live subscribers. A log that does not replay sets the table aside
// (Fault) and never stops the others.
//
// The table also serves what is computed from one seat's knowledge only:
// hints and explanations (hints.go, explain.go, in the background and
// cached), first-game tips (teach.go), the undo note, the host's log.
package table
