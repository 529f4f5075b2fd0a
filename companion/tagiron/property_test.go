package tagiron

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/gametest"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/sqlite"
	"github.com/tablemate/tablemate/companion/table"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// naiveTargets is a plain brute force over a seat's knowledge: it deals the tiles the seat has not seen
// to each opponent in turn (every rack that fits that opponent's answers), the rest to the centre (3–4
// players) or aside (2 players), and keeps each target (the opponent's rack, or the centre) that no
// declaration of the seat judged wrong names. It returns the distinct targets.
func naiveTargets(tb testing.TB, req rules.SolveRequest) map[string]bool {
	tb.Helper()
	size := rules.RackSize(req.Players)
	unseen := rules.PhysicalTiles()
	for _, id := range req.Own {
		i := slices.IndexFunc(unseen, func(t rules.Tile) bool { return t.String() == id })
		unseen = slices.Delete(unseen, i, i+1)
	}
	wrong := map[string]bool{}
	for _, g := range req.Wrong {
		wrong[strings.Join(g, " ")] = true
	}
	var opps []int
	for s := range req.Players {
		if s != req.Seat {
			opps = append(opps, s)
		}
	}
	// (errors here fail with tb.Fatal, not require.NoError: this runs millions of times, and
	// require's t.Helper walks the stack at every call, nil error or not)
	fits := func(seat int, r rules.Rack) bool {
		for _, e := range req.Log {
			a, ok := e.Answers[seat]
			if !ok {
				continue
			}
			card, err := rules.ParseCard(e.Card)
			if err != nil {
				tb.Fatal(err)
			}
			got, err := rules.AnswerCard(r, card, e.Pick)
			if err != nil {
				tb.Fatal(err)
			}
			if !got.Equal(a) {
				return false
			}
		}
		return true
	}
	// Racks are masks over the unseen tiles; fitting[o] holds every rack fitting opponent o's answers.
	rack := func(m int) rules.Rack {
		var ts []rules.Tile
		for i, t := range unseen {
			if m>>i&1 == 1 {
				ts = append(ts, t)
			}
		}
		r, err := rules.NewRack(ts, size)
		require.NoError(tb, err)
		return r
	}
	var all []int
	for m := 0; m < 1<<len(unseen); m++ {
		if popcount(m) == size {
			all = append(all, m)
		}
	}
	fitting := make([][]int, len(opps))
	for o, seat := range opps {
		for _, m := range all {
			if fits(seat, rack(m)) {
				fitting[o] = append(fitting[o], m)
			}
		}
	}
	// dealable reports whether the tiles avail can go to opponents opps[o:], each a rack fitting its answers.
	var dealable func(o int, avail int) bool
	dealable = func(o int, avail int) bool {
		if o == len(opps) {
			return true
		}
		for _, m := range fitting[o] {
			if m&^avail == 0 && dealable(o+1, avail&^m) {
				return true
			}
		}
		return false
	}
	out := map[string]bool{}
	full := 1<<len(unseen) - 1
	for _, m := range all {
		target := rack(m).String()
		if out[target] || wrong[target] {
			continue
		}
		if req.Players == 2 {
			if slices.Contains(fitting[0], m) {
				out[target] = true
			}
		} else if dealable(0, full&^m) {
			out[target] = true
		}
	}
	return out
}

func popcount(m int) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// TestHintsUseEveryFact plays the bots' games (every player count) and folds each event by event.
// After every event, for every seat, the seat's hint worlds (Solve on its Knowledge) hold the true
// target and are exactly the targets of the brute force above. At each step a seat that is not solved
// also declares a wrong target (on a copy of the table): its worlds then lose exactly that target.
func TestHintsUseEveryFact(t *testing.T) {
	// The brute force takes a while with 4 players: those games run without -short only.
	gametest.EachBotGame(t, [][2]int{{2, 1}, {3, 2}}, [][2]int{{2, 11}, {3, 12}, {4, 3}},
		func(ctx context.Context, svc *service.Service, players int, seed int64) error {
			_, err := Simulate(ctx, svc, players, seed)
			return err
		},
		func(t *testing.T, table *table.Table, st companion.State) {
			checked, declared := 0, 0
			check := func(s *State, seat int, where string) rules.SolveResponse {
				know := s.Knowledge(seat)
				sol, err := rules.Solve(know)
				require.NoError(t, err, where)
				truth, err := rules.NewRack(s.target(seat), s.rackSize())
				require.NoError(t, err)
				want := naiveTargets(t, know)
				require.True(t, want[truth.String()], "%s: the truth %s is a world", where, truth)
				require.Equal(t, len(want), sol.Target.Candidates, "%s: candidates", where)
				for p := range s.rackSize() {
					possible := map[string]bool{}
					for r := range want {
						possible[strings.Fields(r)[p]] = true
					}
					require.Equal(t, slices.Sorted(maps.Keys(possible)), slices.Sorted(maps.Keys(sol.Target.Positions[p])), "%s: position %d", where, p+1)
				}
				checked++
				return sol
			}
			for _, e := range gametest.Effective(table.Events()) {
				var err error
				st, err = gametest.Apply(t, st, e)
				require.NoError(t, err)
				s := st.(*State)
				if !s.started || s.match.Over() {
					continue
				}
				for seat := range table.Info.Settings.Players {
					where := fmt.Sprintf("seat %d after event %d", seat, e.Seq)
					sol := check(s, seat, where)
					if sol.Target.Candidates < 2 || (seat+int(e.Seq))%3 != 0 {
						continue
					}
					// Declare a wrong target on a copy of the table, when the rules let the seat declare now.
					know := s.Knowledge(seat)
					var guess string
					for r := range naiveTargets(t, know) {
						if truth, _ := rules.NewRack(s.target(seat), s.rackSize()); r != truth.String() {
							guess = r
							break
						}
					}
					c := s.Clone().(*State)
					raw, _ := json.Marshal(map[string]any{"tiles": strings.Fields(guess)})
					changes, err := c.Decide(companion.Command{Actor: companion.Actor(seat), Type: "declare", Data: raw})
					if err != nil {
						continue // not this seat's moment to declare
					}
					for _, ch := range changes {
						_, err := c.Apply(companion.Event{Kind: ch.Kind, Actor: companion.Actor(seat), Data: gametest.Must(ch.Data)})
						require.NoError(t, err)
					}
					after := check(c, seat, where+", after declaring "+guess)
					assert.Equal(t, sol.Target.Candidates-1, after.Target.Candidates, "%s: the wrong target leaves", where)
					assert.Contains(t, c.Knowledge(seat).Wrong, strings.Fields(guess))
					for other := range table.Info.Settings.Players {
						if other != seat { // nobody else learns anything from it
							assert.Empty(t, c.Knowledge(other).Wrong)
							check(c, other, where+", seen by seat "+fmt.Sprint(other))
						}
					}
					declared++
				}
			}
			t.Logf("%d checks, %d wrong declarations", checked, declared)
			assert.Positive(t, declared)
		})
}

// TestHintsNameTheConflict: an answer changed so that no deal fits any more (as a mistaken entry would)
// makes the seat's hints name the entries that cannot all hold, the changed one among them.
func TestHintsNameTheConflict(t *testing.T) {
	tried := 0
	for seed := int64(1); seed <= 8 && tried == 0; seed++ {
		ctx := context.Background()
		store, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), fmt.Sprintf("sim%d.db", seed)))
		require.NoError(t, err)
		t.Cleanup(func() { store.Close() })
		svc, err := service.Open(ctx, store, service.Options{})
		require.NoError(t, err)
		_, err = Simulate(ctx, svc, 2, seed)
		require.NoError(t, err)
		table := svc.Tables()[0]
		st := gametest.Fold(t, gametest.New(t, table.Info.Settings), gametest.Effective(table.Events())).(*State)
		tried += conflictsNamed(t, st)
	}
	assert.Positive(t, tried)
}

// conflictsNamed changes, one at a time, each numeric answer of seat 1 until seat 0's knowledge has no
// deal, and checks the conflict its hints name; it returns how many it checked.
func conflictsNamed(t *testing.T, st *State) int {
	ctx := context.Background()
	tried := 0
	for i, e := range st.log {
		a, ok := e.Answers["1"]
		if e.Kind != "ask" || !ok || a.Kind() != rules.KindNumber {
			continue
		}
		var s *State
		for _, d := range []int{1, -1, 2, -2, 3, 5} {
			c := st.Clone().(*State)
			c.log[i].Answers = maps.Clone(e.Answers)
			c.log[i].Answers["1"] = rules.NewNumber(a.Int() + d)
			if sol, err := rules.Solve(c.Knowledge(0)); err == nil && sol.Contradiction {
				s = c
				break
			}
		}
		if s == nil {
			continue // not a possible answer, or still fits some deal
		}
		job, err := s.HintJob(0, companion.HintRequest{Level: companion.HintsFull})
		require.NoError(t, err)
		out, err := job(ctx)
		require.NoError(t, err)
		h := out.(Hints)
		require.True(t, h.Contradiction)
		require.NotNil(t, h.Conflict)
		assert.Contains(t, h.Conflict.Because, i, "the changed answer is named")
		for _, j := range h.Conflict.Because {
			assert.Equal(t, "ask", s.log[j].Kind)
			_, mine := s.log[j].Answers["0"]
			assert.Equal(t, mine, slices.Contains(h.Conflict.Mine, j), "entry %d: seat 0 entered it when it answered", j)
		}
		assert.Contains(t, h.Conflict.Text["en"], "These cannot all be true with your tiles")
		assert.Contains(t, h.Conflict.Text["ko"], "이 사실들은 내 타일과 함께 성립할 수 없습니다")
		tried++
	}
	return tried
}
