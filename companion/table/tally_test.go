package table_test

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/sqlite"
	"github.com/tablemate/tablemate/companion/table"
)

// tally is the core's own tiny game, so the table, the log and the service
// are tested apart from any real game: seats add numbers to a shared total
// (a public, undoable move) and write private notes (known only to the
// writer, and not undoable). A seat sees the total and its own note.
type tally struct{}

func (tally) New(s companion.Settings) (companion.State, error) {
	if s.Players < 1 || s.Players > 4 {
		return nil, companion.Bad("tally is for 1 to 4 players, not %d", s.Players)
	}
	return &tallyState{notes: make([]string, s.Players)}, nil
}

type tallyState struct {
	total int
	adds  []int
	notes []string
}

type addData struct {
	Seat int `json:"seat"`
	N    int `json:"n"`
}

type noteData struct {
	Seat int    `json:"seat"`
	Text string `json:"text"`
}

func (s *tallyState) Decide(c companion.Command) ([]companion.Change, error) {
	switch c.Type {
	case "add":
		var a struct{ N int }
		if err := c.Args(&a); err != nil {
			return nil, err
		}
		if a.N <= 0 {
			return nil, companion.Refuse("add a positive number")
		}
		return []companion.Change{{Kind: "added", Data: addData{Seat: int(c.Actor), N: a.N}}}, nil
	case "note":
		seat, text, err := companion.NoteText(c, len(s.notes))
		if err != nil {
			return nil, err
		}
		return []companion.Change{{Kind: "noted", Data: noteData{Seat: seat, Text: text}}}, nil
	}
	return nil, companion.Bad("unknown command %q", c.Type)
}

// Apply refuses a kind it does not know, but indexes the notes by the
// stored seat without a check, on purpose: the table must survive a game
// whose Apply panics on damaged data.
func (s *tallyState) Apply(e companion.Event) (companion.State, error) {
	switch e.Kind {
	case "added":
		d, err := companion.DecodeEvent[addData](e)
		if err != nil {
			return s, err
		}
		s.total += d.N
		s.adds = append(s.adds, d.N)
	case "noted":
		d, err := companion.DecodeEvent[noteData](e)
		if err != nil {
			return s, err
		}
		s.notes[d.Seat] = d.Text
	default:
		return s, companion.UnknownKind("tally", e)
	}
	return s, nil
}

func (s *tallyState) Clone() companion.State {
	return &tallyState{total: s.total, adds: append([]int(nil), s.adds...), notes: append([]string(nil), s.notes...)}
}

// CarryNotes keeps the notes apart from the moves (companion.NoteKeeper).
func (s *tallyState) CarryNotes(from companion.State) companion.State {
	s.notes = from.(*tallyState).notes
	return s
}

func (s *tallyState) Undoable(kind string) bool { return kind == "added" }
func (s *tallyState) Private(kind string) bool  { return kind == "noted" }
func (s *tallyState) Phase() string {
	if s.total >= 100 {
		return companion.PhaseOver
	}
	return companion.PhasePlay
}

type tallyView struct {
	Total int    `json:"total"`
	Adds  []int  `json:"adds"`
	Note  string `json:"note,omitempty"`
}

func (s *tallyState) View(a companion.Actor, _ companion.ViewContext) any {
	v := tallyView{Total: s.total, Adds: append([]int{}, s.adds...)}
	if a >= 0 && int(a) < len(s.notes) {
		v.Note = s.notes[a]
	}
	return v
}

var (
	_ companion.State      = (*tallyState)(nil)
	_ companion.NoteKeeper = (*tallyState)(nil)
)

func init() {
	companion.Register(companion.Game{
		Meta:  companion.Meta{Name: "tally", Players: []int{1, 2, 3, 4}},
		Rules: tally{},
		Words: map[string]map[string]string{"ko": {"add a positive number": "양수를 더하세요"}},
	})
}

// bench is a service on a real SQLite file, reopened as a restart would.
type bench struct {
	t    testing.TB
	path string
	st   *sqlite.Store
	svc  *service.Service
}

func newBench(t testing.TB) *bench {
	t.Helper()
	b := &bench{t: t, path: filepath.Join(t.TempDir(), "core.db")}
	b.open()
	t.Cleanup(func() { b.st.Close() })
	return b
}

func (b *bench) open() {
	b.t.Helper()
	st, err := sqlite.Open(context.Background(), b.path)
	require.NoError(b.t, err)
	clock := time.Date(2026, 12, 1, 19, 0, 0, 0, time.UTC)
	svc, err := service.Open(context.Background(), st, service.Options{Clock: func() time.Time { return clock }})
	require.NoError(b.t, err)
	b.st, b.svc = st, svc
}

// restart closes the store and opens the service again from the file.
func (b *bench) restart() {
	b.t.Helper()
	require.NoError(b.t, b.st.Close())
	b.open()
}

func (b *bench) table(players int) *table.Table {
	b.t.Helper()
	tb, err := b.svc.CreateTable(context.Background(), companion.Settings{Game: "tally", Players: players})
	require.NoError(b.t, err)
	return tb
}

func do(tb *table.Table, a companion.Actor, typ string, args any) error {
	data, _ := json.Marshal(args)
	_, err := tb.Do(context.Background(), companion.Command{Actor: a, Type: typ, Data: data})
	return err
}

// viewsOf encodes what every audience of the table receives.
func viewsOf(tb *table.Table, players int) map[string]string {
	out := map[string]string{}
	for a := companion.Display; a < companion.Actor(players); a++ {
		if a == companion.Reader {
			continue
		}
		_, b := tb.ViewJSON(a)
		out[fmt.Sprint(a)] = string(b)
	}
	return out
}
