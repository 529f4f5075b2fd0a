// Package companion keeps track of the real games at the table: tables, seats,
// the append-only event log, each game's state machine and the per-seat views.
//
// The event log is the truth. A command from a phone, the host or a reader is
// decided against the current state (Decide), the resulting events are written
// durably through a Store, and only then folded into the state (Apply) and
// published to live subscribers. Restarting replays every table's log.
//
// What leaves the server for a seat is computed by the game's View for that
// seat alone: that is the privacy boundary.
package companion
