package companion

import (
	"context"
	"encoding/json"
	"sync"
	"time"
)

// Table is one game at the table. Its mutex plays the part of the single
// owner: commands are decided, committed and applied one at a time, and a
// command is acknowledged only after its events are durable.
type Table struct {
	Info  TableInfo
	rules Rules
	store Store
	clock func() time.Time

	mu     sync.Mutex
	state  State
	events []Event
	ended  bool
	subs   map[*Subscription]struct{}
	// private counts events only their actor may know of, per actor and in all.
	private      map[Actor]int64
	privateTotal int64
	hints        hintCache
}

func newTable(info TableInfo, rules Rules, store Store, clock func() time.Time, events []Event) (*Table, error) {
	t := &Table{Info: info, rules: rules, store: store, clock: clock, subs: map[*Subscription]struct{}{}}
	t.events = events
	st, err := t.refold()
	if err != nil {
		return nil, err
	}
	t.state = st
	t.private = map[Actor]int64{}
	for _, e := range events {
		t.count(e)
	}
	return t, nil
}

func (t *Table) count(e Event) {
	if e.Kind == KindEnd {
		t.ended = true
	}
	if t.state.Private(e.Kind) {
		t.private[e.Actor]++
		t.privateTotal++
	}
}

// ID is the table's public id.
func (t *Table) ID() string { return t.Info.ID }

// Do decides a command, commits its events and applies them. It returns the
// sequence number of the last event written.
func (t *Table) Do(ctx context.Context, c Command) (int64, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.ended {
		return 0, Refuse("this table has ended")
	}
	if c.Actor == Display {
		return 0, Errorf(Forbidden, "the display cannot act", "the display cannot act")
	}
	var changes []Change
	switch c.Type {
	case "undo", "redo":
		if c.Actor != Host && c.Actor != Reader {
			return 0, Errorf(Forbidden, "only the host can undo", "only the host can undo")
		}
		find := undoTarget
		if c.Type == "redo" {
			find = redoTarget
		}
		target, ok := find(t.state, t.events)
		if !ok {
			return 0, Refuse("nothing to %s", c.Type)
		}
		changes = []Change{{Kind: KindUndo, Data: undoData{Target: target}}}
	case "end":
		if c.Actor != Host {
			return 0, Errorf(Forbidden, "only the host can end a table", "only the host can end a table")
		}
		changes = []Change{{Kind: KindEnd}}
	default:
		var err error
		changes, err = t.state.Decide(c)
		if err != nil {
			return 0, err
		}
	}
	if len(changes) == 0 {
		return t.seqFor(c.Actor), nil
	}
	evs := make([]Event, len(changes))
	now := t.clock()
	for i, ch := range changes {
		data, err := json.Marshal(ch.Data)
		if err != nil {
			return 0, &Error{Code: Internal, Key: "internal error", Msg: "encoding event", Err: err}
		}
		if ch.Data == nil {
			data = nil
		}
		evs[i] = Event{Table: t.Info.ID, Seq: t.seq() + int64(i) + 1, Kind: ch.Kind, Actor: c.Actor, Data: data, At: now}
	}
	// Durable first: if the store fails, the state stays what is on disk.
	if err := t.store.Append(ctx, evs); err != nil {
		return 0, &Error{Code: Internal, Key: "the database could not save this; nothing changed", Msg: "the database could not save this; nothing changed", Err: err}
	}
	t.events = append(t.events, evs...)
	refold := false
	for _, e := range evs {
		t.count(e)
		switch e.Kind {
		case KindUndo:
			refold = true
		case KindEnd:
		default:
			if !refold {
				t.state = t.state.Apply(e)
			}
		}
	}
	if refold {
		st, err := t.refold()
		if err != nil { // the settings were valid at creation: cannot happen
			return 0, AsError(err)
		}
		t.state = st
	}
	t.notify()
	return t.seqFor(c.Actor), nil
}

// seqFor numbers the events the actor may know of.
func (t *Table) seqFor(a Actor) int64 { return t.seq() - t.privateTotal + t.private[a] }

func (t *Table) seq() int64 {
	if len(t.events) == 0 {
		return 0
	}
	return t.events[len(t.events)-1].Seq
}

// View returns what the actor may see, as of now.
func (t *Table) View(a Actor) View {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.viewLocked(a)
}

func (t *Table) viewLocked(a Actor) View {
	set := t.Info.Settings
	v := View{Game: set.Game, Table: t.Info.ID, Seq: t.seqFor(a), Phase: t.state.Phase(), Players: set.Players, Hints: set.Hints}
	if t.ended {
		v.Phase = PhaseEnded
	}
	if a >= 0 && int(a) < set.Players {
		seat := int(a)
		v.Seat = &seat
	}
	if a == Host && !t.ended {
		_, v.CanUndo = undoTarget(t.state, t.events)
		_, v.CanRedo = redoTarget(t.state, t.events)
	}
	v.Body = t.state.View(a, ViewContext{Table: t.Info.ID, Settings: set, Ended: t.ended})
	return v
}

// Seq returns the sequence number of the last event.
func (t *Table) Seq() int64 {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.seq()
}

// Ended reports whether the host ended the table.
func (t *Table) Ended() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.ended
}

// State returns the current game state (for tests and tools inside the server).
func (t *Table) State() State {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.state
}

// Events returns a copy of the log.
func (t *Table) Events() []Event {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]Event(nil), t.events...)
}

// Refold recomputes the state from the log alone (to check replay equals live).
func (t *Table) Refold() State {
	t.mu.Lock()
	defer t.mu.Unlock()
	st, _ := t.refold()
	return st
}

func (t *Table) refold() (State, error) {
	initial, err := t.rules.New(t.Info.Settings)
	if err != nil {
		return nil, err
	}
	return fold(initial, t.events), nil
}

// Subscription tells a live client that the table changed. C has room for one
// signal: a slow client never blocks the table; it just reads the newest view.
type Subscription struct {
	C     chan struct{}
	table *Table
}

// Subscribe registers for change signals. Close the subscription when done.
func (t *Table) Subscribe() *Subscription {
	s := &Subscription{C: make(chan struct{}, 1), table: t}
	t.mu.Lock()
	t.subs[s] = struct{}{}
	t.mu.Unlock()
	return s
}

// Close unregisters the subscription.
func (s *Subscription) Close() {
	s.table.mu.Lock()
	delete(s.table.subs, s)
	s.table.mu.Unlock()
}

func (t *Table) notify() {
	for s := range t.subs {
		select {
		case s.C <- struct{}{}:
		default: // a signal is already pending
		}
	}
}
