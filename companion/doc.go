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
//
// # A game's package
//
// Every game package (companion/tagiron, code777, clues13, lexio, and the
// conformance suite's toy) is laid out alike, so that a reader who knows one
// finds each part under the same file name in every other. A game that lacks
// a part has no file for it (Tagiron has no options).
//
//	doc.go       the game in a paragraph
//	register.go  Name and the one companion.Register call, with the
//	             descriptor's own adapters (tag sets, simulate, exports)
//	options.go   Options: the table options, their defaults and limits
//	state.go     Rules and New (settings to state), State and its parts,
//	             the small accessors every other file uses
//	events.go    every event kind the game writes and its payload type;
//	             Undoable and Private (which kinds undo takes back, which
//	             only their actor may know of)
//	decide.go    Decide and its deciders: a command to events or a refusal
//	apply.go     Apply and its appliers: the fold, an error for anything
//	             damaged
//	entries.go   companion.Entries: Conflict, Corrects, Replaces, Complete,
//	             Ready
//	secret.go    companion.Secrets: which event kinds hold something hidden
//	             (the host's log download)
//	scan.go      the readers: a scan to a command, the deciders and
//	             appliers of the events only scans write, the console line
//	view.go      the view types, View and Phase
//	hints.go     HintJob and a seat's knowledge
//	explain.go   ExplainJob: "why?"
//	teach.go     the first-game tips (Teach)
//	bot.go       the practice bots (Bot)
//	sim.go       whole games played to the end: the recorded sessions and
//	             the command line's simulate
//	probe.go     the privacy harness's two worlds (Probe)
//	history.go   the game-night history's result and recount of an event
//	clone.go     Clone (and CarryNotes)
//	refusal.go   the rules' refusals in words, and their Korean
//	sheet.go     the embedded rules sheet
//	words.go     the pieces' names in both languages (Vocabulary) and the
//	             words messages use
//	i18n.go      the Korean of the table's messages
//
// A part of one game's own rules keeps a file named for it: Code 777's
// reshuffle.go (the two reshuffles, step by step), Lexio's results.go,
// export.go and chart.go (each deal's results, the ledger exports, the
// chips chart).
package companion
