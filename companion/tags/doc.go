// Package tags gives physical tags a meaning: the tag registry maps the raw
// id a reader reports (an EM4100 number, an NFC UID, a barcode's text) to a
// canonical component id of one component set (a Tagiron tile, a Code 777
// question card, ...), and the Bridge turns each read into a command for the
// table its reader feeds.
//
// # The registry
//
// A [Set] is one box of physical pieces ([Sets] lists them; ids as in
// the solver packages). An [Entry] maps one tag to one component of one set.
// One tag never maps to two components (the tag is the SQLite primary key);
// several tags may map to the same component only up to its number of
// physical copies (the two Tagiron g5, the four Code 777 red5). [Registry]
// keeps the entries in memory and writes through a [Store] (package
// companion/sqlite, the same file as the tables). [File] is the JSON
// import/export format.
//
// # From a read to a game
//
// [Bridge.Handle] takes one [Read]: if the registration [Wizard] is running
// on that reader the tag is registered; an unknown tag is refused and kept
// for the host console to register; otherwise the read becomes a "scan"
// command, with actor companion.Reader, for the table the reader is routed to
// ([Route], chosen on the host console and stored in SQLite). The command's
// arguments are [ScanArgs]. A refused read changes nothing, is shown on the
// host console with the game's message, and buzzes the reader (the
// Feedback function).
//
// # Adding scans to a game
//
// A game handles reads by deciding the command type "scan" in its
// State.Decide, like any other command:
//
//	case "scan":
//		return s.decideScan(c)
//
// decideScan reads [ScanArgs] with c.Args, looks at a.Set and a.Component
// (the canonical id, already checked against the set) and decides what the
// piece means at the table's current step: deal a tile to a rack, put a
// card into the face-up row, ... A read that makes no sense now is refused
// with companion.Refuse and a clear English message; it must not name a
// piece of a secret set ([Set.Secret]: tiles on racks, hidden cards), since
// the host console shows it to the table. a.Seat, when set, is the seat the
// host console says is being dealt. a.Tag is the physical tag: keep it in
// the event when one tag must not count twice (two g5 tiles are two tags).
// The Bridge already refuses a piece of another game's set, so a game sees
// only its own sets. See companion/tagiron/scan.go for a complete example.
// Optionally give the game's companion.Game a Describe function so the host
// console says what an accepted scan did ("tile dealt to player 2, 3 of 5").
//
// A scan that is one step of a bigger entry (a rack's first tile of three)
// is its own event, kept in the state and shown in no view; the scan that
// completes it carries the entry the ordinary command would have decided
// (call that command's decide function, so no rule is written twice), and
// the state's Apply folds it as that command's event. One undo then takes
// back one scan. Code 777, 13 Clues and Lexio do so in their scan.go.
//
// # Buttons
//
// [Bridge.Press] handles the button box (next, undo, confirm), routed like
// a reader by its device name. While the registration wizard runs, confirm
// and next skip the piece asked for and undo takes back the last step.
// Otherwise undo is the host's undo on the routed table, for every game;
// confirm and next become a [PressCommand] ([PressArgs]) for the table's
// game only if it lists them in its companion.Game.Buttons, and are refused
// with a clear message otherwise. Lexio lists both (confirm plays the
// tiles laid on the centre reader, next passes for the player on turn) and
// decides "press" next to "scan" in the same case line.
package tags
