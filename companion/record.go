package companion

import (
	"context"
	"encoding/json"
	"time"
)

// Result is how a finished game came out, as its game reads it from the
// public display view (Game.Result): every figure in it is public.
type Result struct {
	// Places holds each seat's place, 1 being first (equal places share a
	// number); 0 means unplaced (the table ended before the game did).
	Places  []int `json:"places"`
	Winners []int `json:"winners"`
	Draw    bool  `json:"draw,omitempty"`
	// Questions counts, per seat, the questions it asked (deduction games).
	Questions []int `json:"questions,omitempty"`
	// Chips is each seat's net chips over the game and Chart its chips at
	// the start and after each deal (Lexio).
	Chips []int   `json:"chips,omitempty"`
	Chart [][]int `json:"chart,omitempty"`
}

// Record is one finished table in the game-night history: kept in the
// store when a game ends, so it stays when the table's log is long gone
// from anyone's mind.
type Record struct {
	Table    string          `json:"table"`
	Game     string          `json:"game"`
	Players  int             `json:"players"`
	Hints    string          `json:"hints,omitempty"`
	Options  json.RawMessage `json:"options,omitempty"`
	Names    []string        `json:"names"`
	Started  time.Time       `json:"started"`
	Finished time.Time       `json:"finished"`
	Seconds  int64           `json:"seconds"`
	// Ended says the host ended the table before the game was over: it has
	// no places.
	Ended  bool   `json:"ended,omitempty"`
	Result Result `json:"result"`
}

// finishedLocked says whether the game is done: over by its rules, or ended
// by the host once it was under way.
func (t *Table) finishedLocked() bool {
	if t.state == nil || t.fault != nil {
		return false
	}
	if t.state.Phase() == PhaseOver {
		return true
	}
	return t.ended && t.state.Phase() == PhasePlay
}

// Finished says whether the table's game is done (over, or ended while under way).
func (t *Table) Finished() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.finishedLocked() || (t.ended && t.state != nil)
}

// Names returns the seats' chosen names.
func (t *Table) Names() []SeatName {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]SeatName(nil), t.names...)
}

// PlayerWord names a seat as this table does (its chosen name, else
// "Player 2"), for lines the host console shows.
func (t *Table) PlayerWord(seat int) Word {
	t.mu.Lock()
	defer t.mu.Unlock()
	return PlayerWord(t.names, seat)
}

// NextTable is the id of the rematch table that follows this one, or "".
func (t *Table) NextTable() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.next == nil {
		return ""
	}
	return t.next.Table
}

// recordLocked builds the table's history record from its log and its
// public view.
func (t *Table) recordLocked() Record {
	set := t.Info.Settings
	r := Record{Table: t.Info.ID, Game: set.Game, Players: set.Players, Hints: set.Hints, Options: set.Options,
		Started: t.Info.Created, Finished: t.Info.Created}
	for _, n := range t.names {
		r.Names = append(r.Names, n.Name)
	}
	first := true
	for _, e := range t.hist.events {
		if t.hist.skipped(e) && e.Kind != KindEnd {
			continue
		}
		if first {
			r.Started, first = e.At, false
		}
		r.Finished = e.At // the last move (or the end) is when the game finished
	}
	r.Seconds = int64(r.Finished.Sub(r.Started) / time.Second)
	over := t.state.Phase() == PhaseOver
	r.Ended = !over
	g, err := GameFor(set.Game)
	if err == nil && g.Result != nil {
		res := g.Result(t.viewLocked(Display))
		if !over { // ended early: what was counted stays, but nobody placed
			res.Places, res.Winners, res.Draw = make([]int, set.Players), []int{}, false
		}
		r.Result = res
	}
	if r.Result.Places == nil {
		r.Result.Places = make([]int, set.Players)
	}
	if r.Result.Winners == nil {
		r.Result.Winners = []int{}
	}
	return r
}

// keepRecord writes the table's history record when its game is done (and
// again when a name changes), and takes it back when an undo reopens the
// game. The game's events are already durable: a history that cannot be
// written is not a reason to refuse a move, so it is only kept for the log.
func (t *Table) keepRecord(ctx context.Context) {
	switch {
	case t.finishedLocked():
		if err := t.store.PutRecord(ctx, t.recordLocked()); err == nil {
			t.recorded = true
		}
	case t.recorded:
		if _, err := t.store.DeleteRecords(ctx, []string{t.Info.ID}); err == nil {
			t.recorded = false
		}
	}
}

// LastUndo returns the game move the table's latest event took back (an
// undo) or restored (a redo), for the host's confirmation.
func (t *Table) LastUndo() (move Event, redo bool, ok bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := len(t.hist.events)
	if n == 0 || t.hist.events[n-1].Kind != KindUndo {
		return Event{}, false, false
	}
	target, ok := t.hist.at(undoTargetOf(t.hist.events[n-1]))
	for ok && target.Kind == KindUndo {
		target, ok = t.hist.at(undoTargetOf(target))
		redo = !redo
	}
	return target, redo, ok
}

// link writes the table's pointer to its rematch table.
func (t *Table) link(ctx context.Context, next *Table) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.next != nil {
		return nil
	}
	_, err := t.commit(ctx, Host, "", []Change{{Kind: KindNext, Data: nextData{Table: next.Info.ID, Tokens: next.Tokens()}}})
	return err
}

// Rematch starts the same game again with the same players: a new table
// with the old one's settings and names. The old table then tells each of
// its pages where to go (View.Next), so no phone scans a code again. A
// second request returns the same new table.
func (s *Service) Rematch(ctx context.Context, old *Table) (*Table, error) {
	return s.RematchKeyed(ctx, old, "")
}

// RematchKeyed is Rematch named by the client's key: a resend after a lost
// reply (even across a restart between creating the table and linking it)
// makes one table.
func (s *Service) RematchKeyed(ctx context.Context, old *Table, key string) (*Table, error) {
	s.rematch.Lock()
	defer s.rematch.Unlock()
	if id := old.NextTable(); id != "" {
		return s.Table(id)
	}
	if !old.Finished() {
		return nil, Refuse("only a finished table can be played again")
	}
	if key != "" {
		key = "rematch:" + old.ID() + ":" + key
		if len(key) > MaxKeyLen {
			key = key[len(key)-MaxKeyLen:]
		}
	}
	t, err := s.CreateTableKeyed(ctx, old.Info.Settings, key)
	if err != nil {
		return nil, err
	}
	var names []Change
	have := t.Names()
	for i, n := range old.Names() {
		if n.Name != "" && (i >= len(have) || have[i].Name == "") {
			names = append(names, Change{Kind: KindName, Data: nameData{Seat: i, Name: n.Name, Color: n.Color}})
		}
	}
	t.mu.Lock()
	_, err = t.commit(ctx, Host, "", names)
	t.mu.Unlock()
	if err != nil {
		return nil, err
	}
	if err := old.link(ctx, t); err != nil {
		return nil, err
	}
	return t, nil
}

// backfillHistory records, once, every finished table that was played
// before the history existed (a database from before the history's
// migration). Afterwards tables record themselves as they finish, and what
// the host deletes stays deleted.
func (s *Service) backfillHistory(ctx context.Context) error {
	if _, done, err := s.store.Meta(ctx, "history_backfilled"); err != nil || done {
		return err
	}
	for _, t := range s.tables {
		t.mu.Lock()
		t.keepRecord(ctx)
		t.mu.Unlock()
	}
	return s.store.SetMeta(ctx, "history_backfilled", "1")
}

// History lists the kept records, newest first.
func (s *Service) History(ctx context.Context) ([]Record, error) { return s.store.Records(ctx) }

// DeleteHistory deletes the given records (every record when tables is
// empty): the host's explicit action. The tables themselves stay.
func (s *Service) DeleteHistory(ctx context.Context, tables []string) (int, error) {
	return s.store.DeleteRecords(ctx, tables)
}

// ImportHistory stores records from an export (a backup put back): a
// record of a table already kept is replaced.
func (s *Service) ImportHistory(ctx context.Context, recs []Record) error {
	for _, r := range recs {
		if r.Table == "" || r.Game == "" {
			return Bad("a history record needs its table and game")
		}
		if err := s.store.PutRecord(ctx, r); err != nil {
			return &Error{Code: Internal, Key: "the database could not save this; nothing changed", Msg: "the database could not save this; nothing changed", Err: err}
		}
	}
	return nil
}

// RotateHostKey replaces the host key: every host link and signed-in
// console with the old key stops working.
func (s *Service) RotateHostKey(ctx context.Context) (string, error) {
	key, err := s.token()
	if err != nil {
		return "", err
	}
	if err := s.store.SetMeta(ctx, "host_key", key); err != nil {
		return "", &Error{Code: Internal, Key: "the database could not save this; nothing changed", Msg: "the database could not save this; nothing changed", Err: err}
	}
	s.mu.Lock()
	s.hostKey = key
	s.mu.Unlock()
	return key, nil
}
