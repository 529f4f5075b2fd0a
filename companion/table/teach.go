package table

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"maps"
	"slices"

	"github.com/tablemate/tablemate/companion"
)

// First-game mode: a phone teaches each rule the moment it first matters,
// with the player's own situation as the example. The host turns it on for
// a whole table (Settings.FirstGame); each seat turns it on or off for
// itself ("처음이에요"), and what became of each tip is the seat's own
// private events: its phone showed it (tip.seen), the player put it away or
// its moment passed while it was shown (tip.done). So "once per seat and
// game" holds across a reload, a restart and a new phone.
const (
	KindTeach   = "seat.teach" // a seat turned first-game tips on or off (Data: teachData); private
	KindTipSeen = "tip.seen"   // a seat's phone showed a tip (Data: tipData); private
	KindTipDone = "tip.done"   // a seat dismissed a tip, or its moment passed once seen (Data: tipData); private
)

type teachData struct {
	On bool `json:"on"`
}

type tipData struct {
	Tip string `json:"tip"`
	// Passed: written by the table, not the player: the tip was shown and
	// then stopped applying, so it never returns.
	Passed bool `json:"passed,omitempty"`
}

// Tips is what a seat's page shows of first-game mode.
type Tips struct {
	// On says whether first-game tips are on for this seat: the seat's own
	// switch if it used it, else the table's setting.
	On    bool `json:"on"`
	Table bool `json:"table"` // the host's setting for the whole table
	// Tips holds at most one tip, the current one: a newcomer reads one
	// thing at a time, and the next shows once it is put away or its
	// moment passes.
	Tips []companion.Tip `json:"tips"`
	Seq  int64           `json:"seq"`
}

// seatTeach is one seat's first-game settings, folded from its private events.
type seatTeach struct {
	set  bool // the seat used its switch
	on   bool
	seen map[string]bool
	done map[string]bool
}

// pending says whether a tip was shown and is not done yet.
func (st *seatTeach) pending() bool {
	for id := range st.seen {
		if !st.done[id] {
			return true
		}
	}
	return false
}

func teachKind(kind string) bool {
	return kind == KindTeach || kind == KindTipSeen || kind == KindTipDone
}

// teachCommand says whether a command is a seat's own first-game setting.
func teachCommand(typ string) bool { return typ == "teach" || typ == "tip.seen" || typ == "tip.done" }

// decideTeach checks a seat's "teach" ({"on": bool}), "tip.seen" or
// "tip.done" ({"tip": id}) command. A tip seen or done already changes
// nothing (no event).
func (t *Table) decideTeach(c companion.Command) ([]companion.Change, error) {
	ch, err := decideTeach(c, t.Info.Settings.Players)
	if err != nil || ch.Kind == KindTeach {
		return []companion.Change{ch}, err
	}
	id := ch.Data.(tipData).Tip
	if st := t.teach[c.Actor]; st != nil && (st.done[id] || ch.Kind == KindTipSeen && st.seen[id]) {
		return nil, nil
	}
	return []companion.Change{ch}, nil
}

func decideTeach(c companion.Command, players int) (companion.Change, error) {
	if c.Actor < 0 || int(c.Actor) >= players {
		return companion.Change{}, companion.Detailed(companion.Forbidden, "only a player can do this", "only a seat may change its first-game tips")
	}
	if c.Type == "teach" {
		var a teachData
		if err := c.Args(&a); err != nil {
			return companion.Change{}, err
		}
		return companion.Change{Kind: KindTeach, Data: a}, nil
	}
	var a tipData
	if err := c.Args(&a); err != nil {
		return companion.Change{}, err
	}
	if a.Tip == "" || len(a.Tip) > 64 {
		return companion.Change{}, companion.Bad("a tip id is 1 to 64 characters")
	}
	kind := KindTipDone
	if c.Type == "tip.seen" {
		kind = KindTipSeen
	}
	return companion.Change{Kind: kind, Data: tipData{Tip: a.Tip}}, nil // Passed is the table's word only
}

// checkTeachData says what is wrong with a stored first-game event: a
// seat's own, with its data as the table writes it.
func checkTeachData(e companion.Event, players int) error {
	if e.Actor < 0 || int(e.Actor) >= players {
		return fmt.Errorf("a first-game %s by actor %d, which is not a seat of this table", e.Kind, e.Actor)
	}
	if e.Kind == KindTeach {
		var d teachData
		if json.Unmarshal(e.Data, &d) != nil {
			return fmt.Errorf("a first-game switch whose data is not {\"on\": true or false}")
		}
		return nil
	}
	var d tipData
	if json.Unmarshal(e.Data, &d) != nil || d.Tip == "" || len(d.Tip) > 64 {
		return fmt.Errorf("a %s whose data names no tip", e.Kind)
	}
	return nil
}

// countTeach folds a seat's first-game event.
func (t *Table) countTeach(e companion.Event) {
	if e.Actor < 0 || int(e.Actor) >= t.Info.Settings.Players {
		return
	}
	if t.teach == nil {
		t.teach = map[companion.Actor]*seatTeach{}
	}
	st := t.teach[e.Actor]
	if st == nil {
		st = &seatTeach{seen: map[string]bool{}, done: map[string]bool{}}
		t.teach[e.Actor] = st
	}
	switch e.Kind {
	case KindTeach:
		var d teachData
		if json.Unmarshal(e.Data, &d) == nil {
			st.set, st.on = true, d.On
		}
	case KindTipSeen:
		var d tipData
		if json.Unmarshal(e.Data, &d) == nil {
			st.seen[d.Tip] = true
		}
	case KindTipDone:
		var d tipData
		if json.Unmarshal(e.Data, &d) == nil {
			st.done[d.Tip] = true
		}
	}
}

// tipsNow is every tip that applies to the seat now (Game.Teach on the
// seat's own view), or nil when the seat's tips are off.
func (t *Table) tipsNow(a companion.Actor) (on bool, tips []companion.Tip) {
	set := t.Info.Settings
	on = set.FirstGame
	st := t.teach[a]
	if st != nil && st.set {
		on = st.on
	}
	if !on || a < 0 || int(a) >= set.Players || t.state == nil || t.fault != nil {
		return on, nil
	}
	g, err := companion.GameFor(set.Game)
	if err != nil || g.Teach == nil {
		return on, nil
	}
	return on, g.Teach(t.viewLocked(a), companion.TipContext{Hints: set.Hints, Practice: set.Practice != nil})
}

// passTips is the server's half of "once per seat and game": a tip the
// seat's phone has shown that no longer applies has had its moment, and a
// tip.done event (Passed) in the seat's name says so, so it never returns
// however the table moves on. It is written when the seat itself asks for
// its tips (its page does after every change it sees), never inside
// another actor's command: what a command costs must not depend on other
// seats' tips. A store error leaves the tip shown; the next ask tries again.
func (t *Table) passTips(ctx context.Context, a companion.Actor, tips []companion.Tip) {
	st := t.teach[a]
	if st == nil || !st.pending() {
		return
	}
	now := map[string]bool{}
	for _, tip := range tips {
		now[tip.ID] = true
	}
	var changes []companion.Change
	for _, id := range slices.Sorted(maps.Keys(st.seen)) {
		if !st.done[id] && !now[id] {
			changes = append(changes, companion.Change{Kind: KindTipDone, Data: tipData{Tip: id, Passed: true}})
		}
	}
	if _, err := t.commit(ctx, a, "", changes); err != nil {
		slog.Warn("recording a passed first-game tip", "table", t.Info.ID, "seat", int(a)+1, "err", err)
	}
}

// Tips returns a seat's current first-game tip, computed from the seat's
// own view only: the first that applies now and that the seat has not put
// away. With first-game mode off for the seat the list is empty. A tip the
// seat has put away, or whose moment passed after its phone showed it, is
// never offered again; one shown and still applying is marked Seen. Asking
// writes off (passTips) the tips it was shown whose moment has passed.
func (t *Table) Tips(a companion.Actor) Tips {
	t.mu.Lock()
	defer t.mu.Unlock()
	on, tips := t.tipsNow(a)
	if on && t.state != nil && t.fault == nil {
		// Not the request's context: a page that goes away mid-write must
		// not leave the seat's tip shown for a moment that has passed.
		t.passTips(context.Background(), a, tips)
	}
	out := Tips{Table: t.Info.Settings.FirstGame, On: on, Tips: []companion.Tip{}, Seq: t.seqFor(a)}
	st := t.teach[a]
	for _, tip := range tips {
		if st != nil && st.done[tip.ID] {
			continue
		}
		tip.Seen = st != nil && st.seen[tip.ID]
		out.Tips = append(out.Tips, tip)
		break
	}
	return out
}
