// Package companion is the game contract: what a game is (Game, Rules,
// State, the optional behaviours a state may have: Entries, Hinter,
// Explainer, NoteKeeper, Secrets, Seated), what it decides and folds
// (Command, Change, Event, Actor), what leaves the server (View, the one
// error type Error with Refuse/Bad/Detailed, Phrase and Word in Korean and
// English), what it offers learners (Tip, Teacher, Sheet), its bots and
// probes, and the registry every game joins with Register. Games
// (companion/tagiron, code777, clues13, lexio) import this package alone.
//
// The house around it, each concern in one package, dependencies pointing
// one way (companion ← history, teach ← table ← service ← web, cmd):
//   - companion/table: one game at the table. The event log is the truth: a
//     command is decided against the current state, its changes written
//     durably in one transaction, then folded in (Apply) and published.
//     Views are the privacy boundary: what leaves for a seat is computed by
//     the game's View for that seat alone.
//   - companion/service: every table of the server, the practice bots'
//     scheduler, rematches, the host key, the history's service side.
//   - companion/history: the game-night history's records and their
//     exports; a record is written with the events that finish its game.
//   - companion/teach: first-game mode's bookkeeping (the current tip).
//   - companion/sqlite: the durable store (table.Store).
package companion
