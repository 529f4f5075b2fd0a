package table

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/tablemate/tablemate/companion"
)

// Table-level kinds of the entry rule.
const (
	// KindChange announces a change to a saved entry (Data: EntryChange).
	KindChange = "entry.change"
	// KindAllow is the host's OK for one change by a seat (Data: allowData).
	KindAllow = "entry.allow"
)

type allowData struct {
	Seat int `json:"seat"`
}

// waitHostKey is the entry rule's sentence once every entry is in, the same
// on every screen.
const waitHostKey = "everyone is ready: the host must allow a change first"

// entryRule is the table's part of the entry rule, a fold over its log.
type entryRule struct {
	changes map[string]int           // by actor and what: how many changes so far
	log     []companion.EntryChange  // every change, in order: a line on every screen
	last    *companion.EntryChange   // the latest change, shown on every screen
	lastSeq int64                    // its event
	allowed map[companion.Actor]bool // the host's OK, waiting for the seat's change
}

func (r *entryRule) reset() {
	*r = entryRule{changes: map[string]int{}, allowed: map[companion.Actor]bool{}}
}

func (r *entryRule) count(e companion.Event) {
	switch e.Kind {
	case KindChange:
		var d companion.EntryChange
		if e.Decode(&d) == nil {
			r.changes[fmt.Sprint(d.Actor, d.What.EN)] = d.N
			r.log = append(r.log, d)
			r.last, r.lastSeq = &d, e.Seq
			delete(r.allowed, d.Actor)
		}
	case KindAllow:
		var d allowData
		if e.Decode(&d) == nil {
			r.allowed[companion.Actor(d.Seat)] = true
		}
	}
}

// checkEntryData says what is wrong with a stored entry-rule event.
func checkEntryData(e companion.Event, players int) error {
	switch e.Kind {
	case KindChange:
		var d companion.EntryChange
		if err := json.Unmarshal(e.Data, &d); err != nil {
			return fmt.Errorf("an entry change that does not decode: %v", err)
		}
		if d.N < 1 || d.Actor < companion.Host || int(d.Actor) >= players {
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
func (t *Table) replaces(c companion.Command) (companion.Word, bool) {
	if en, ok := t.state.(companion.Entries); ok {
		return en.Replaces(c)
	}
	return companion.Word{}, false
}

// entryGate applies the entry rule to a command the game accepted (so bad
// input keeps its own 400 and public refusals their words): while the
// entries conflict only corrections pass. It returns the announcement to
// write with the command's events if it changes a saved entry, or an error
// when that change waits for the host's OK.
func (t *Table) entryGate(c companion.Command, what companion.Word, replaces bool) (*companion.Change, error) {
	en, ok := t.state.(companion.Entries)
	if !ok {
		return nil, nil
	}
	if companion.Conflicted(t.state) && !en.Corrects(c.Type) {
		return nil, companion.EntriesConflict()
	}
	if !replaces {
		return nil, nil
	}
	if en.Ready() && c.Actor != companion.Host && c.Actor != companion.Reader && !t.entries.allowed[c.Actor] {
		return nil, companion.Refuse(waitHostKey)
	}
	n := t.entries.changes[fmt.Sprint(c.Actor, what.EN)] + 1
	return &companion.Change{Kind: KindChange, Data: companion.EntryChange{Actor: c.Actor, What: companion.Label(what), N: n}}, nil
}

// decideAllow is the host's OK for one change by a seat, once every entry is in.
func (t *Table) decideAllow(c companion.Command) ([]companion.Change, error) {
	if c.Actor != companion.Host {
		return nil, companion.Errorf(companion.Forbidden, "only the host can allow a change")
	}
	var a struct {
		Seat *int `json:"seat"`
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	if a.Seat == nil || *a.Seat < 0 || *a.Seat >= t.Info.Settings.Players {
		return nil, companion.Bad("name the player whose change you allow")
	}
	en, ok := t.state.(companion.Entries)
	if !ok || !en.Ready() {
		return nil, companion.Refuse("nothing needs the host's OK now")
	}
	return []companion.Change{{Kind: KindAllow, Data: allowData{Seat: *a.Seat}}}, nil
}

// entriesView fills the envelope's public part of the entry rule.
func (t *Table) entriesView(v *companion.View) {
	en, ok := t.state.(companion.Entries)
	if !ok || t.ended {
		return
	}
	v.Conflict, v.Ready = companion.Conflicted(t.state), en.Ready()
	v.EntryLog = t.entries.log
	// The latest change shows while entries are being made (and right after
	// the change that completed them, until the next public event: a seat's
	// private note or tip after it must not hide it from the others); the
	// host's OKs while they count.
	if t.state.Phase() == companion.PhaseSetup || t.entries.lastSeq == t.lastPublic {
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
