// Package service holds every table of this server (companion/table): it
// opens them from the store and replays their logs, creates tables (keyed,
// so a resend makes one), finds them by id and by seat token, moves seats,
// archives set-aside tables, starts rematches, keeps the host key, and
// serves the game-night history (companion/history) with its backfill.
// Its one scheduler steps every practice table's bots (bots.go). Check is
// the doctor's replay of a store that changes nothing.
package service
