package table

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"time"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/teach"
)

// Table is one game at the table. Its mutex plays the part of the single
// owner: commands are decided, committed and applied one at a time, and a
// command is acknowledged only after its events are durable.
type Table struct {
	Info  Info
	rules companion.Rules
	store Store
	clock func() time.Time

	mu    sync.Mutex
	state companion.State
	hist  *eventLog
	// stored is every row of the log as read or written, the bad ones of a
	// quarantined table included (they stay for inspection).
	stored []companion.Event
	fault  *companion.Fault
	ended  bool
	subs   map[*Subscription]struct{}
	// private counts events only their actor may know of, per actor and in all.
	private      map[companion.Actor]int64
	privateTotal int64
	// lastPublic is the latest event every audience may know of: another
	// seat's private event after it changes nothing anyone else sees.
	lastPublic int64
	snaps      []snapshot
	vmu        sync.RWMutex                    // guards views; taken after mu, never before
	views      map[companion.Actor]encodedView // this change's views, encoded once per audience
	hints      hintCache
	keys       actionKeys
	// names are the seats' chosen names (KindName), next the rematch
	// table that follows this one (KindNext), if any.
	names []companion.SeatName
	next  *nextData
	// entries is the table's part of the entry rule (entries.go).
	entries entryRule
	// logReads counts the host's downloads of the whole log of this table
	// while it was set aside (hostlog.go): every screen says so.
	logReads int
	// head is where the stored log must end as loaded (TableInfo.Head),
	// until a rollback repairs the log.
	head *LogHead
	// recorded is the history record this run wrote for the table, as
	// written (so only a change writes it again, and a later undo that
	// reopens the game takes it back); nil: none.
	recorded []byte
	// teach is each seat's first-game switch and its tips' fate (companion/teach).
	teach teach.Seats
	// seats is who holds each seat, and the seats' links (claims.go).
	seats seatsState
	// onChange tells the practice bots' scheduler that the table changed
	// (companion/service); nil for other tables. It never blocks.
	onChange func()
}

// noRollback words each reason as the refusal of a rollback.
var noRollback = map[string]string{
	companion.NoRollbackDamagedRow:    "this table's own record in the database is damaged, so none of its events can be replayed; it cannot be rolled back, but it can be archived",
	companion.NoRollbackUnreadableLog: "this table's log cannot be read from the database, so it cannot be rolled back; download what can be read, then archive it",
	companion.NoRollbackUnknownGame:   "this table's game is not known to this version; it cannot be rolled back, but it can be archived",
	companion.NoRollbackSettings:      "this table's settings are refused by its game in this version, so none of its events can be replayed; it cannot be rolled back, but it can be archived",
	companion.NoRollbackAltered:       "rows of this table's log were changed after they were written, and which ones cannot be told, so it cannot be rolled back; download its log, then archive it",
}

type snapshot struct {
	seq int64 // the state after every effective event up to seq
	st  companion.State
}

// snapEvery is how many moves (events but notes) apart snapshots are taken, and maxSnaps how
// many are kept (older ones are thinned out).
const (
	snapEvery = 128
	maxSnaps  = 32
)

type encodedView struct {
	v companion.View
	b []byte
}

// LoadTable reads and replays one table. A table whose log cannot be read or
// replayed is set aside with the reason; every other table serves as usual.
func Load(ctx context.Context, store Store, info Info, clock func() time.Time) *Table {
	if info.Damaged != "" {
		return quarantined(info, store, clock, nil, &companion.Fault{Seq: 0, Reason: "the table cannot be read: " + info.Damaged, NoRollback: companion.NoRollbackDamagedRow})
	}
	events, err := store.Events(ctx, info.ID)
	if err != nil {
		return quarantined(info, store, clock, nil, &companion.Fault{Seq: 1, Reason: "the log cannot be read: " + err.Error(), NoRollback: companion.NoRollbackUnreadableLog})
	}
	g, err := companion.GameFor(info.Settings.Game)
	if err != nil {
		return quarantined(info, store, clock, events, &companion.Fault{Seq: 1, Reason: err.Error(), NoRollback: companion.NoRollbackUnknownGame})
	}
	t, err := newTable(info, g.Rules, store, clock, events)
	if err != nil {
		return quarantined(info, store, clock, events, &companion.Fault{Seq: 1, Reason: "the table's settings are refused: " + err.Error(), NoRollback: companion.NoRollbackSettings})
	}
	if why := missingSeat(info); why != "" {
		return quarantined(info, store, clock, events, &companion.Fault{Seq: 0, Reason: "the table cannot be read: " + why, NoRollback: companion.NoRollbackDamagedRow})
	}
	return t
}

// missingSeat says which seat's row (its link) is missing from the store,
// or "". Such a table's links would open the wrong seats.
func missingSeat(info Info) string {
	for i := range info.Settings.Players {
		if i >= len(info.Tokens) || info.Tokens[i] == "" {
			return fmt.Sprintf("the row of its seat %d (the seat's link) is missing from the database", i+1)
		}
	}
	if len(info.Tokens) > info.Settings.Players {
		return fmt.Sprintf("it has seat rows in the database for %d seats, but %d players", len(info.Tokens), info.Settings.Players)
	}
	return ""
}

// NewTable makes the table a new game starts at: its row is stored, its log
// empty.
func New(info Info, rules companion.Rules, store Store, clock func() time.Time) (*Table, error) {
	return newTable(info, rules, store, clock, nil)
}

// newTable replays a stored log. A log that does not replay does not stop
// the service: the table is set aside with a Fault, at the state of its
// last good event.
func newTable(info Info, rules companion.Rules, store Store, clock func() time.Time, events []companion.Event) (*Table, error) {
	t := &Table{Info: info, rules: rules, store: store, clock: clock, subs: map[*Subscription]struct{}{}}
	t.head = info.Head
	if err := t.load(events, info.Head); err != nil {
		return nil, err
	}
	return t, nil
}

// quarantined makes a table for a log that cannot even start replaying (an
// unknown game, unreadable rows): it has no state and refuses everything
// but the host's look at it.
func quarantined(info Info, store Store, clock func() time.Time, events []companion.Event, f *companion.Fault) *Table {
	t := &Table{Info: info, store: store, clock: clock, subs: map[*Subscription]struct{}{},
		stored: events, fault: f, hist: newEventLog(), private: map[companion.Actor]int64{}, keys: actionKeys{}, names: make([]companion.SeatName, max(info.Settings.Players, 0)),
		seats: seatsFrom(info, events)}
	t.entries.reset()
	return t
}

// load rebuilds the table from its log: first the log's own structure
// (sequence, undo targets, rollbacks, the table's own events, and where
// the log must end: head, as the store wrote it, nil when not known), then
// the game's fold. The first event that fails either sets the table aside.
func (t *Table) load(events []companion.Event, head *LogHead) error {
	if t.rules == nil { // a game this version does not know: only the table's own facts
		contested := t.seats.contested
		t.stored, t.seats, t.logReads = events, seatsFrom(t.Info, events), countLogReads(events)
		t.seats.contested = contested
		return nil
	}
	initial, err := t.rules.New(t.Info.Settings)
	if err != nil {
		return err
	}
	t.stored = events
	contested := t.seats.contested
	t.seats = seatsFrom(t.Info, events)
	if contested != nil {
		t.seats.contested = contested
	}
	t.fault, t.ended, t.snaps = nil, false, nil
	t.logReads = countLogReads(events)
	t.names, t.next = make([]companion.SeatName, t.Info.Settings.Players), nil
	t.private, t.privateTotal, t.lastPublic = map[companion.Actor]int64{}, 0, 0
	t.entries.reset()
	t.teach = teach.Seats{}
	// Rows a later rollback set aside are not replayed at all.
	dropped := map[int64]bool{}
	for _, e := range events {
		var d rollbackData
		if e.Kind == companion.KindRollback && json.Unmarshal(e.Data, &d) == nil {
			for s := d.To + 1; s < e.Seq; s++ {
				dropped[s] = true
			}
		}
	}
	h := newEventLog()
	if _, ok := initial.(companion.NoteKeeper); ok {
		h.note = func(kind string) bool { return initial.Private(kind) && !initial.Undoable(kind) }
	}
	end := endFault(head, events)
	for _, e := range events {
		if end != nil && end.NoRollback == "" && e.Seq >= end.Seq {
			break // rows the table never wrote
		}
		if dropped[e.Seq] && e.Seq > h.last() {
			h.push(e)
			continue
		}
		err := h.check(e)
		if err == nil && e.Seq == h.last()+1 {
			err = checkTableEvent(e, t.Info.Settings.Players)
		}
		if err != nil {
			t.fault = &companion.Fault{Seq: min(e.Seq, h.last()+1), Reason: err.Error()}
			break
		}
		h.add(e)
	}
	if t.fault == nil {
		t.fault = end
	}
	h.dropped = dropped
	h.undone = undoneSet(h.events, dropped)
	t.hist = h
	st, f := t.foldAll(initial)
	if f != nil && t.fault == nil {
		t.fault = f
	}
	if t.fault != nil {
		// The state of the last good event: fold again, up to the bad one.
		fresh, _ := t.rules.New(t.Info.Settings)
		for len(h.events) > 0 && h.last() >= t.fault.Seq {
			h.truncate(len(h.events) - 1)
		}
		t.snaps = nil
		st, _ = t.foldAll(fresh)
		t.snaps = nil
	}
	t.state = st
	t.keys = actionKeys{}
	for _, e := range h.events {
		t.count(e)
		if !h.dropped[e.Seq] {
			// The reply's seq as it was then (seqFor counts the whole log).
			t.keys.remember(e, e.Seq-t.privateTotal+t.private[e.Actor])
		}
	}
	return nil
}

// foldAll applies every effective event of the log, notes included, to a
// fresh state, taking snapshots on the way. The state is a pure function of
// the log, which is what makes replay after a restart equal the live state.
func (t *Table) foldAll(st companion.State) (companion.State, *companion.Fault) {
	moves := 0
	for _, e := range t.hist.events {
		if !t.hist.isNote(e) {
			moves++
		}
		if t.hist.skipped(e) {
			continue
		}
		next, err := applyOne(st, e)
		if err != nil {
			return st, &companion.Fault{Seq: e.Seq, Reason: err.Error()}
		}
		st = next
		t.maybeSnapshot(st, e.Seq, moves)
	}
	return st, nil
}

// foldMoves applies every effective move (every event but the notes) after
// seq to st, taking snapshots on the way.
func (t *Table) foldMoves(st companion.State, after int64) (companion.State, *companion.Fault) {
	h := t.hist
	for k := h.movesAfter(after); k < len(h.moves); k++ {
		e := h.events[h.moves[k]]
		if h.skipped(e) {
			continue
		}
		next, err := applyOne(st, e)
		if err != nil {
			return st, &companion.Fault{Seq: e.Seq, Reason: err.Error()}
		}
		st = next
		t.maybeSnapshot(st, e.Seq, k+1)
	}
	return st, nil
}

// applyOne folds one event, turning a panic in a game's Apply into an
// error: the last line of defence, so a damaged row never crashes the service.
func applyOne(st companion.State, e companion.Event) (next companion.State, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the game could not apply a %q event: %v", e.Kind, r)
		}
	}()
	next, err = st.Apply(e)
	if err != nil {
		return st, err
	}
	if next == nil {
		return st, fmt.Errorf("the game could not apply a %q event", e.Kind)
	}
	return next, nil
}

// maybeSnapshot keeps a copy of st, the state after event seq, the move-th
// move, every snapEvery moves.
func (t *Table) maybeSnapshot(st companion.State, seq int64, move int) {
	if move%snapEvery != 0 {
		return
	}
	t.snaps = append(t.snaps, snapshot{seq: seq, st: st.Clone()})
	if len(t.snaps) > maxSnaps { // keep the recent ones dense, the old ones sparse
		t.snaps = append(t.snaps[:1:1], t.snaps[2:]...)
	}
}

// refoldFrom recomputes the state after an undo or a redo that changed the
// effect of event seq: from the nearest snapshot before it, folding the
// moves only and carrying the notes over from the current state when the
// game keeps its notes apart (NoteKeeper), so the cost does not grow with
// the notes. (Only a damaged log can undo a note: that refolds everything.)
func (t *Table) refoldFrom(seq int64) (companion.State, *companion.Fault) {
	if e, ok := t.hist.at(seq); ok && t.hist.isNote(e) {
		t.snaps = nil // snapshots between notes hold stale notes
		initial, err := t.rules.New(t.Info.Settings)
		if err != nil {
			return nil, &companion.Fault{Seq: seq, Reason: err.Error()}
		}
		return t.foldAll(initial)
	}
	for len(t.snaps) > 0 && t.snaps[len(t.snaps)-1].seq >= seq {
		t.snaps = t.snaps[:len(t.snaps)-1]
	}
	var st companion.State
	var after int64
	if n := len(t.snaps); n > 0 {
		s := t.snaps[n-1]
		st, after = s.st.Clone(), s.seq
	} else {
		initial, err := t.rules.New(t.Info.Settings)
		if err != nil {
			return nil, &companion.Fault{Seq: seq, Reason: err.Error()}
		}
		st = initial
	}
	st, f := t.foldMoves(st, after)
	if k, ok := st.(companion.NoteKeeper); ok && t.hist.note != nil && f == nil {
		st = k.CarryNotes(t.state)
	}
	return st, f
}

func (t *Table) count(e companion.Event) {
	if !teach.IsKind(e.Kind) && (t.state == nil || !t.state.Private(e.Kind)) {
		t.lastPublic = e.Seq
	}
	switch e.Kind {
	case companion.KindEnd, KindName, KindNext, KindChange, KindAllow:
		if t.hist.dropped[e.Seq] {
			return
		}
	}
	t.entries.count(e)
	switch e.Kind {
	case companion.KindEnd:
		t.ended = true
	case KindName:
		var d nameData
		if e.Decode(&d) == nil && d.Seat >= 0 && d.Seat < len(t.names) {
			t.names[d.Seat] = companion.SeatName{Name: d.Name, Color: d.Color}
		}
	case KindNext:
		var d nextData
		if e.Decode(&d) == nil {
			t.next = &d
		}
	}
	if teach.IsKind(e.Kind) {
		t.teach.Fold(e, t.Info.Settings.Players)
	}
	if t.state == nil {
		return
	}
	if t.state.Private(e.Kind) || teach.IsKind(e.Kind) {
		t.private[e.Actor]++
		t.privateTotal++
	}
}

// ID is the table's public id.
func (t *Table) ID() string { return t.Info.ID }

// Do decides a command, commits its events and applies them. It returns the
// sequence number of the last event written.
func (t *Table) Do(ctx context.Context, c companion.Command) (int64, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.do(ctx, c)
}

// DoView is Do, and then the acting actor's new view and its encoding,
// taken under the same lock: the reply to the one who acted never queues
// behind the live streams that the change woke.
func (t *Table) DoView(ctx context.Context, c companion.Command) (int64, companion.View, []byte, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	seq, err := t.do(ctx, c)
	if err != nil {
		return 0, companion.View{}, nil, err
	}
	v, b := t.viewJSONLocked(c.Actor)
	return seq, v, b, nil
}

// do acts on a command; a refusal names the seats it mentions as the
// table names them.
func (t *Table) do(ctx context.Context, c companion.Command) (int64, error) {
	seq, err := t.act(ctx, c)
	if err != nil {
		return seq, companion.NameSeats(err, t.names)
	}
	return seq, nil
}

func (t *Table) act(ctx context.Context, c companion.Command) (int64, error) {
	if seq, done, err := t.keys.seen(c); done || err != nil {
		return seq, err // a resend after a lost reply: it acted once already
	}
	changes, err := t.decide(c)
	if err != nil {
		return 0, err
	}
	return t.commit(ctx, c.Actor, KeyStamp(c), changes)
}

// commit makes a command's changes durable and live: its events and the
// history record they finish or reopen are written in one transaction,
// then the table changes and its live clients are told, once. The changes
// are folded first (the record is a projection of the state after them);
// if the fold or the write fails, the table is refolded from what is on
// disk and the command fails with a sentence: nothing changed.
func (t *Table) commit(ctx context.Context, a companion.Actor, key string, changes []companion.Change) (int64, error) {
	if len(changes) == 0 {
		return t.seqFor(a), nil
	}
	evs, err := t.events(a, changes, key)
	if err != nil {
		return 0, err
	}
	before := t.stored
	aside, rollback := t.fault != nil, evs[0].Kind == companion.KindRollback
	t.stored = append(before[:len(before):len(before)], evs...)
	switch {
	case rollback:
		// The whole log replays again, the rows from the bad one on set aside.
		if err := t.load(t.stored, nil); err != nil {
			t.restore(before, aside)
			return 0, companion.AsError(err)
		}
	case aside:
		// A set-aside table takes only table facts (the host's log download,
		// a claim, a move): its state and its fault stay.
		for _, e := range evs {
			t.seats.fold(e)
		}
		t.logReads = countLogReads(t.stored)
	default:
		if t.fold(evs); t.fault != nil {
			f := t.fault
			t.restore(before, false)
			return 0, &companion.Error{Code: companion.Internal, Key: "internal error", Msg: "applying a decided event failed", Err: f}
		}
	}
	keep := t.recordChange()
	if err := t.store.Append(ctx, evs, keep...); err != nil {
		t.restore(before, aside)
		return 0, &companion.Error{Code: companion.Internal, Key: "the database could not save this; nothing changed", Msg: "the database could not save this; nothing changed", Err: err}
	}
	if rollback {
		t.head = nil // the store works the head out afresh with the rollback
	}
	t.kept(keep)
	seq := t.seqFor(a)
	t.keys.remember(evs[len(evs)-1], seq)
	t.changed()
	return seq, nil
}

// events numbers decided changes as the table's next events.
func (t *Table) events(a companion.Actor, changes []companion.Change, key string) ([]companion.Event, error) {
	evs := make([]companion.Event, len(changes))
	now := t.clock()
	next := int64(1)
	if n := len(t.stored); n > 0 {
		next = t.stored[n-1].Seq + 1 // after every stored row, the bad ones included
	}
	for i, ch := range changes {
		var data []byte
		if ch.Data != nil {
			var err error
			if data, err = json.Marshal(ch.Data); err != nil {
				return nil, &companion.Error{Code: companion.Internal, Key: "internal error", Msg: "encoding event", Err: err}
			}
		}
		evs[i] = companion.Event{Table: t.Info.ID, Seq: next + int64(i), Kind: ch.Kind, Actor: a, Data: data, At: now}
	}
	evs[len(evs)-1].Key = key // the command's last event: a resend finds it done
	return evs, nil
}

// restore makes the table what its stored log says again, after a command
// that was folded could not be written (or could not be folded); a table
// that was set aside is checked against its log's head again.
func (t *Table) restore(stored []companion.Event, aside bool) {
	var head *LogHead
	if aside {
		head = t.head // what set it aside may be where its log ends
	}
	if err := t.load(stored, head); err != nil { // the same log loaded before: cannot happen
		t.fault = &companion.Fault{Seq: 1, Reason: err.Error()}
	}
}

// fold takes freshly decided events into the live state (not yet the
// views: changed does that once they are durable).
func (t *Table) fold(evs []companion.Event) {
	refold := int64(0) // the earliest event whose effect an undo, redo or rollback changed
	for _, e := range evs {
		t.seats.fold(e)
		if c := t.hist.add(e); c != e.Seq && (refold == 0 || c < refold) {
			refold = c
		}
		t.count(e)
	}
	if refold > 0 {
		st, f := t.refoldFrom(refold)
		t.state, t.fault = st, f
		return
	}
	for _, e := range evs {
		if t.hist.skipped(e) {
			continue
		}
		next, err := applyOne(t.state, e)
		if err != nil {
			t.fault = &companion.Fault{Seq: e.Seq, Reason: err.Error()}
			return
		}
		t.state = next
		if !t.hist.isNote(e) {
			t.maybeSnapshot(next, e.Seq, t.hist.movesAfter(e.Seq-1)+1)
		}
	}
}

// changed forgets the encoded views and signals every live client.
func (t *Table) changed() {
	t.vmu.Lock()
	t.views = nil
	t.vmu.Unlock()
	t.hints.moved(t.seqFor) // hints and explanations for an older seat state are dropped
	t.notify()
}

// seqFor numbers the events the actor may know of.
func (t *Table) seqFor(a companion.Actor) int64 { return t.seq() - t.privateTotal + t.private[a] }

func (t *Table) seq() int64 { return t.hist.last() }

// Fault says why the table was set aside, or nil.
func (t *Table) Fault() *companion.Fault {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.fault
}

// View returns what the actor may see, as of now.
func (t *Table) View(a companion.Actor) companion.View {
	v, _ := t.ViewJSON(a)
	return v
}

// ViewJSON returns what the actor may see and its encoding. Each change
// computes and encodes each audience's view (the display, the host, each
// seat) once, however many live streams that audience has open.
func (t *Table) ViewJSON(a companion.Actor) (companion.View, []byte) {
	// Most calls are the live streams of an audience whose view is already
	// encoded: they take only the cache's read lock, never the table's.
	t.vmu.RLock()
	ev, ok := t.views[a]
	t.vmu.RUnlock()
	if ok {
		return ev.v, ev.b
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.viewJSONLocked(a)
}

func (t *Table) viewJSONLocked(a companion.Actor) (companion.View, []byte) {
	t.vmu.RLock()
	ev, ok := t.views[a]
	t.vmu.RUnlock()
	if ok {
		return ev.v, ev.b
	}
	v := t.viewLocked(a)
	b, err := json.Marshal(v)
	if err != nil { // a view is plain data: this is a bug, and the page must still get an answer
		v = companion.View{Game: v.Game, Table: v.Table, Seq: v.Seq, Phase: v.Phase, Seat: v.Seat, Players: v.Players, Hints: v.Hints}
		b, _ = json.Marshal(v)
	}
	t.vmu.Lock()
	if t.views == nil {
		t.views = map[companion.Actor]encodedView{}
	}
	t.views[a] = encodedView{v: v, b: b}
	t.vmu.Unlock()
	return v, b
}

func (t *Table) viewLocked(a companion.Actor) companion.View {
	set := t.Info.Settings
	v := companion.View{Game: set.Game, Table: t.Info.ID, Seq: t.seqFor(a), Phase: companion.PhaseSetup, Players: set.Players, Hints: set.Hints}
	v.Names, v.Colors = make([]string, len(t.names)), make([]string, len(t.names))
	for i, n := range t.names {
		v.Names[i], v.Colors[i] = n.Name, n.Color
	}
	if a >= 0 && int(a) < set.Players {
		seat := int(a)
		v.Seat = &seat
	}
	if t.fault != nil {
		v.SetAside = true
		if a == companion.Host {
			// While the game is on, the console's reason names no hidden piece;
			// it is always in words, never Go's (Plain).
			f := *t.fault
			if !t.ended && (t.state == nil || t.state.Phase() != companion.PhaseOver) {
				f.Reason = RedactPieces(set.Game, f.Reason)
			}
			f.Reason = companion.Plain(f.Reason)
			v.Fault = &f
		}
	}
	v.LogReads = t.logReads
	t.seatsView(&v, a)
	if t.state == nil { // a table whose game this version does not know
		return v
	}
	v.Phase = t.state.Phase()
	t.entriesView(&v)
	if t.ended {
		v.Phase = companion.PhaseEnded
	}
	if a == companion.Host && !t.ended && t.fault == nil {
		var at int64
		if at, v.CanUndo = t.hist.undoTarget(t.state); v.CanUndo {
			if e, ok := t.hist.at(at); ok {
				w := t.recountLocked(e)
				v.UndoWhat = &w
			}
		}
		if at, v.CanRedo = t.hist.redoTarget(t.state); v.CanRedo {
			if u, ok := t.hist.at(at); ok {
				if e, ok := t.hist.at(undoTargetOf(u)); ok && e.Kind != companion.KindUndo {
					w := t.recountLocked(e)
					v.RedoWhat = &w
				}
			}
		}
	}
	if t.fault == nil {
		v.Undone = t.undoNoteLocked()
	}
	if t.next != nil {
		switch {
		case v.Seat != nil && *v.Seat < len(t.next.Tokens):
			v.Next = "/s/" + t.next.Tokens[*v.Seat] // only its own seat's link
		case a == companion.Display:
			v.Next = "/display/" + t.next.Table
		case a == companion.Host:
			v.NextTable = t.next.Table
		}
	}
	v.Body = t.state.View(a, companion.ViewContext{Table: t.Info.ID, Settings: set, Ended: t.ended})
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
func (t *Table) State() companion.State {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.state
}

// Events returns a copy of the stored log, every row (a set-aside table's
// bad rows included).
func (t *Table) Events() []companion.Event {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]companion.Event(nil), t.stored...)
}

// Refold recomputes the state from the log alone (to check replay equals live).
func (t *Table) Refold() companion.State {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.rules == nil {
		return nil
	}
	initial, err := t.rules.New(t.Info.Settings)
	if err != nil {
		return nil
	}
	st := initial
	for _, e := range t.hist.events {
		if !t.hist.skipped(e) {
			st, _ = applyOne(st, e)
		}
	}
	return st
}

// Subscription tells a live client that the table changed. C has room for one
// signal: a slow client never blocks the table; it just reads the newest view.
type Subscription struct {
	C     chan struct{}
	table *Table
	sent  int64 // changes signalled, pending ones included (guarded by the table's mu)
}

// Signals is how many changes the table has signalled to this subscription
// (two quick changes may reach C as one signal).
func (s *Subscription) Signals() int64 {
	s.table.mu.Lock()
	defer s.table.mu.Unlock()
	return s.sent
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

// OnChange has f called after every change of the table (nil: none), with
// the table's lock held: f must not block nor take the table's lock (the
// practice bots' scheduler only marks the table due).
func (t *Table) OnChange(f func()) {
	t.mu.Lock()
	t.onChange = f
	t.mu.Unlock()
}

// MarkArchived notes that the host archived the table at at (the store has
// it) and returns the seat tokens that no longer open it.
func (t *Table) MarkArchived(at time.Time) (tokens []string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.Info.Archived = at
	return append([]string(nil), t.seats.tokens...)
}

func (t *Table) notify() {
	if t.onChange != nil {
		t.onChange()
	}
	for s := range t.subs {
		s.sent++
		select {
		case s.C <- struct{}{}:
		default: // a signal is already pending
		}
	}
}
