package companion

// Entries is implemented by a game whose seats (or the host) enter pieces
// that others may not see: racks, cards, hands, a market. It is the one
// design for checking them (see README, "Secrets no one can probe"):
//
//   - Decide checks an entry against what the entering person knows only
//     (the game's piece set, their own pieces, what they placed or see), so
//     its reply never depends on another seat's hidden entry.
//   - Entries that do not add up between seats (a piece entered twice, more
//     copies than the game has, a pile over-drawn) are saved anyway. Once
//     every entry is in (Complete), the table is then in conflict
//     (Conflicted): a public state every screen shows in the same sentence,
//     naming no piece and no seat, and the table takes no command but
//     corrections (Corrects) until the entries add up.
//   - A change to a saved entry is a line in the public log of every screen
//     (who, what, the how-many-th), and once every entry is in (Ready) it
//     needs the host's OK first.
type Entries interface {
	// Conflict reports whether the saved entries do not add up. The table
	// asks only once they are Complete (see Conflicted): a game's Decide
	// and views never ask it themselves.
	Conflict() bool
	// Complete says whether every entry the table waits for now is in (the
	// racks before the start, the hands of the next deal, a refill in play).
	// Which entries are in is public; what they hold is not.
	Complete() bool
	// Corrects says whether a command of this type may be taken while the
	// entries conflict (entering or correcting pieces, a seat's own notes).
	Corrects(command string) bool
	// Replaces says whether the command would change an entry already
	// saved, and names what it changes ("rack", "cards", "hand").
	Replaces(c Command) (what Word, ok bool)
	// Ready says whether every entry is in and may still change (before
	// the start, between deals), so that a change now needs the host's OK.
	Ready() bool
}

// Conflicted says whether the table is in conflict: the saved entries do
// not add up, judged only once every entry is in.
//
// Why not sooner: a referee at a real table collects every player's slip
// before comparing any two. Compared while one is still missing, the
// answer is a bit about the pieces of the seats that did enter, and a seat
// that may freely enter its own pieces again (no OK is needed before
// everyone is in) could try one tile after another and read another rack
// exactly. Judged only at the end, the first bit comes when the whole
// table is in, and every bit after it costs a change the host allows and
// every screen logs.
func Conflicted(st State) bool {
	en, ok := st.(Entries)
	return ok && en.Complete() && en.Conflict()
}

// EntryChange is the public note of a change to a saved entry: who changed
// what, and how many times they changed it so far.
type EntryChange struct {
	Actor Actor `json:"actor"`
	What  Label `json:"what"`
	N     int   `json:"n"`
}

// Label is a Word as the pages read it: {"en": …, "ko": …}.
type Label struct {
	EN string `json:"en"`
	KO string `json:"ko"`
}

// conflictKey is the entry rule's sentence while the entries do not add
// up, the same on every screen.
const conflictKey = "the entries don't add up: everyone, check your pieces against the table"

// EntriesConflict is the refusal of anything but a correction while the
// entries do not add up: it names no piece and no seat.
func EntriesConflict() *Error { return Refuse(conflictKey) }
