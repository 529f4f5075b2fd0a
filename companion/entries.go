package companion

import (
	"encoding/json"
	"fmt"
	"slices"
)

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

// Table-level kinds of the entry rule.
const (
	// KindChange announces a change to a saved entry (Data: EntryChange).
	KindChange = "entry.change"
	// KindAllow is the host's OK for one change by a seat (Data: allowData).
	KindAllow = "entry.allow"
)

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

type allowData struct {
	Seat int `json:"seat"`
}

// The entry rule's sentences, the same on every screen.
const (
	conflictKey = "the entries don't add up: everyone, check your pieces against the table"
	waitHostKey = "everyone is ready: the host must allow a change first"
)

// EntriesConflict is the refusal of anything but a correction while the
// entries do not add up: it names no piece and no seat.
func EntriesConflict() *Error { return Refuse(conflictKey) }

// entryRule is the table's part of the entry rule, a fold over its log.
type entryRule struct {
	changes map[string]int // by actor and what: how many changes so far
	log     []EntryChange  // every change, in order: a line on every screen
	last    *EntryChange   // the latest change, shown on every screen
	lastSeq int64          // its event
	allowed map[Actor]bool // the host's OK, waiting for the seat's change
}

func (r *entryRule) reset() { *r = entryRule{changes: map[string]int{}, allowed: map[Actor]bool{}} }

func (r *entryRule) count(e Event) {
	switch e.Kind {
	case KindChange:
		var d EntryChange
		if e.Decode(&d) == nil {
			r.changes[fmt.Sprint(d.Actor, d.What.EN)] = d.N
			r.log = append(r.log, d)
			r.last, r.lastSeq = &d, e.Seq
			delete(r.allowed, d.Actor)
		}
	case KindAllow:
		var d allowData
		if e.Decode(&d) == nil {
			r.allowed[Actor(d.Seat)] = true
		}
	}
}

// checkEntryData says what is wrong with a stored entry-rule event.
func checkEntryData(e Event, players int) error {
	switch e.Kind {
	case KindChange:
		var d EntryChange
		if err := json.Unmarshal(e.Data, &d); err != nil {
			return fmt.Errorf("an entry change that does not decode: %v", err)
		}
		if d.N < 1 || d.Actor < Host || int(d.Actor) >= players {
			return fmt.Errorf("an entry change by %d, number %d, which this table cannot have", d.Actor, d.N)
		}
	case KindAllow:
		var d allowData
		if err := json.Unmarshal(e.Data, &d); err != nil {
			return fmt.Errorf("a host's OK that does not decode: %v", err)
		}
		if d.Seat < 0 || d.Seat >= players {
			return fmt.Errorf("a host's OK for seat %d, which this table does not have", d.Seat)
		}
	}
	return nil
}

// replaces asks the game, before it decides a command, whether the command
// changes a saved entry.
func (t *Table) replaces(c Command) (Word, bool) {
	if en, ok := t.state.(Entries); ok {
		return en.Replaces(c)
	}
	return Word{}, false
}

// entryGate applies the entry rule to a command the game accepted (so bad
// input keeps its own 400 and public refusals their words): while the
// entries conflict only corrections pass. It returns the announcement to
// write with the command's events if it changes a saved entry, or an error
// when that change waits for the host's OK.
func (t *Table) entryGate(c Command, what Word, replaces bool) (*Change, error) {
	en, ok := t.state.(Entries)
	if !ok {
		return nil, nil
	}
	if Conflicted(t.state) && !en.Corrects(c.Type) {
		return nil, EntriesConflict()
	}
	if !replaces {
		return nil, nil
	}
	if en.Ready() && c.Actor != Host && c.Actor != Reader && !t.entries.allowed[c.Actor] {
		return nil, Refuse(waitHostKey)
	}
	n := t.entries.changes[fmt.Sprint(c.Actor, what.EN)] + 1
	return &Change{Kind: KindChange, Data: EntryChange{Actor: c.Actor, What: Label(what), N: n}}, nil
}

// decideAllow is the host's OK for one change by a seat, once every entry is in.
func (t *Table) decideAllow(c Command) ([]Change, error) {
	if c.Actor != Host {
		return nil, Errorf(Forbidden, "only the host can allow a change")
	}
	var a struct {
		Seat *int `json:"seat"`
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	if a.Seat == nil || *a.Seat < 0 || *a.Seat >= t.Info.Settings.Players {
		return nil, Bad("name the player whose change you allow")
	}
	en, ok := t.state.(Entries)
	if !ok || !en.Ready() {
		return nil, Refuse("nothing needs the host's OK now")
	}
	return []Change{{Kind: KindAllow, Data: allowData{Seat: *a.Seat}}}, nil
}

// entriesView fills the envelope's public part of the entry rule.
func (t *Table) entriesView(v *View) {
	en, ok := t.state.(Entries)
	if !ok || t.ended {
		return
	}
	v.Conflict, v.Ready = Conflicted(t.state), en.Ready()
	v.EntryLog = t.entries.log
	// The latest change shows while entries are being made (and right after
	// the change that completed them, until the next public event: a seat's
	// private note or tip after it must not hide it from the others); the
	// host's OKs while they count.
	if t.state.Phase() == PhaseSetup || t.entries.lastSeq == t.lastPublic {
		v.Changed = t.entries.last
	}
	if !v.Ready {
		return
	}
	for a := range t.entries.allowed {
		v.Allowed = append(v.Allowed, int(a))
	}
	slices.Sort(v.Allowed) // a map's order, made the same for every screen
}
