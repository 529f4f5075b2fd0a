package code777

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion/gametest"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// naiveRacks is a deliberately plain enumerator of a seat's possible racks from its knowledge: it walks
// the seat's history tile by tile with lists of physical tiles (the pile, the discards, the racks), tries
// every rack the seat may have drawn each time it drew one unseen, keeps the paths that fit every fact
// (each answer heard, each challenge judged wrong, the tiles looked at after a right one, the racks seen
// now) and weighs each path by the physical draws behind it. No states are merged: every combination of
// earlier racks is its own path. It returns each possible current rack with its probability.
func naiveRacks(tb testing.TB, req rules.SolveRequest) map[string]float64 {
	tb.Helper()
	var full []rules.Kind
	for _, k := range rules.Kinds() {
		for range k.Copies() {
			full = append(full, k)
		}
	}
	ids, err := rules.RacksFor(req.Players)
	require.NoError(tb, err)
	seat := rules.SeatRack(req.Seat)
	opts := rules.Options{Q2ThresholdMore: req.Q2ThresholdMore}
	count := func(list []rules.Kind, k rules.Kind) int {
		n := 0
		for _, x := range list {
			if x == k {
				n++
			}
		}
		return n
	}
	choose := func(n, k int) float64 {
		r := 1.0
		for i := range k {
			r = r * float64(n-i) / float64(i+1)
		}
		return r
	}
	// ways counts the physical draws of the kinds want from pile, and returns the pile without them.
	ways := func(pile []rules.Kind, want []rules.Kind) (float64, []rules.Kind) {
		w := 1.0
		rest := slices.Clone(pile)
		for _, k := range slices.Compact(slices.Clone(want)) {
			n, need := count(pile, k), count(want, k)
			if need > n {
				return 0, nil
			}
			w *= choose(n, need)
		}
		for _, k := range want {
			i := slices.Index(rest, k)
			rest = slices.Delete(rest, i, i+1)
		}
		return w, rest
	}
	// (errors here fail with tb.Fatal, not require.NoError: this runs millions of times, and
	// require's t.Helper walks the stack at every call, nil error or not)
	kindsOf := func(t []string) []rules.Kind {
		var out []rules.Kind
		for _, id := range t {
			k, err := rules.ParseKind(id)
			if err != nil {
				tb.Fatal(err)
			}
			out = append(out, k)
		}
		slices.Sort(out)
		return out
	}
	answerFits := func(e rules.LogEntry, mine []rules.Kind) bool {
		visible := []rules.Rack{rules.NewRack(mine[0], mine[1], mine[2])}
		for _, t := range e.Others {
			r, err := rules.ParseRack(t)
			if err != nil {
				tb.Fatal(err)
			}
			visible = append(visible, r)
		}
		card, err := rules.ParseCard(e.Card)
		if err != nil {
			tb.Fatal(err)
		}
		got, err := rules.AnswerCard(visible, card, opts)
		return err == nil && got == e.Answer
	}
	out := map[string]float64{}
	type table struct {
		pile, discards []rules.Kind
		racks          map[rules.RackID][]rules.Kind
	}
	var walk func(i int, t table, w float64)
	walk = func(i int, t table, w float64) {
		if i == len(req.History) {
			mine := t.racks[seat]
			if debugNaive {
				fmt.Println("leaf", mine, t.racks)
			}
			for id, r := range req.RacksNow {
				rid, _ := rules.ParseRackID(id)
				if !slices.Equal(kindsOf(r), t.racks[rid]) {
					return
				}
			}
			for _, e := range req.Log {
				if e.Reader != req.Seat && !answerFits(e, mine) {
					return
				}
			}
			out[rules.NewRack(mine[0], mine[1], mine[2]).String()] += w
			return
		}
		st := req.History[i]
		next := table{pile: t.pile, discards: t.discards, racks: maps.Clone(t.racks)}
		switch {
		case st.Reshuffle:
			next.pile = append(slices.Clone(t.pile), t.discards...)
			next.discards = nil
		case st.Draw != "":
			id, _ := rules.ParseRackID(st.Draw)
			if id != seat {
				f, rest := ways(t.pile, kindsOf(st.Tiles))
				if f == 0 {
					return
				}
				next.pile, next.racks[id] = rest, kindsOf(st.Tiles)
				walk(i+1, next, w*f)
				return
			}
			tried := map[string]bool{}
			for a := range t.pile {
				for b := a + 1; b < len(t.pile); b++ {
					for c := b + 1; c < len(t.pile); c++ {
						mine := []rules.Kind{t.pile[a], t.pile[b], t.pile[c]}
						slices.Sort(mine)
						key := fmt.Sprint(mine)
						if tried[key] {
							continue
						}
						tried[key] = true
						f, rest := ways(t.pile, mine)
						n := table{pile: rest, discards: t.discards, racks: maps.Clone(t.racks)}
						n.racks[seat] = mine
						walk(i+1, n, w*f)
					}
				}
			}
			return
		case st.Discard != "":
			id, _ := rules.ParseRackID(st.Discard)
			r := t.racks[id]
			if id == seat {
				if len(st.Tiles) > 0 && !slices.Equal(kindsOf(st.Tiles), r) {
					return
				}
				if st.Not != "" {
					named, err := rules.ParseNumbers(st.Not)
					require.NoError(tb, err)
					if rules.JudgeChallenge(rules.NewRack(r[0], r[1], r[2]), named) {
						return
					}
				}
			}
			next.discards = append(slices.Clone(t.discards), r...)
			delete(next.racks, id)
		case st.Read != nil:
			if st.Read.Reader != req.Seat && !answerFits(*st.Read, t.racks[seat]) {
				return
			}
		}
		walk(i+1, next, w)
	}
	walk(0, table{pile: full, racks: map[rules.RackID][]rules.Kind{}}, 1)
	total := 0.0
	for _, w := range out {
		total += w
	}
	for r := range out {
		out[r] /= total
	}
	_ = ids
	return out
}

var debugNaive = false

// TestHintsUseEveryFact plays the bots' games (every player count, bots that gamble so that some
// challenges are wrong, and draw-pile reshuffles) and folds each game event by event. After every event,
// for every seat, the seat's hint worlds (Solve on its Knowledge) hold its true rack and are exactly
// the racks, with exactly the probabilities, of the brute-force enumerator above on the same facts.
func TestHintsUseEveryFact(t *testing.T) {
	t.Parallel() // shares nothing with the other tests: the package's long tests run side by side
	type game struct {
		players   int
		seed      int64
		threshold float64
	}
	games := []game{{3, 2, 0.4}, {4, 5, 0.5}}
	if !testing.Short() { // the brute force takes a while after many wrong challenges
		games = append(games, game{2, 1, 0.5}, game{5, 4, 0.3}, game{4, 3, 0.3}, game{2, 11, 0.3}, game{3, 12, 0.3},
			game{5, 14, 0.5}, game{4, 15, 1})
	}
	for _, g := range games {
		t.Run(fmt.Sprintf("%dp/seed%d", g.players, g.seed), func(t *testing.T) {
			ctx := context.Background()
			svc := gametest.Service(t)
			res, err := SimulateWith(ctx, svc, g.players, g.seed, SimOptions{Threshold: g.threshold})
			require.NoError(t, err)
			table := svc.Tables()[0]
			st := gametest.New(t, table.Info.Settings)
			checked, wrong, reshuffles := 0, 0, 0
			for _, e := range gametest.Effective(table.Events()) {
				st, err = gametest.Apply(t, st, e)
				require.NoError(t, err)
				s := st.(*State)
				if !s.m.Started() {
					continue // only racks in sight: TestKnowledgeCode777
				}
				for seat := range g.players {
					know, ok := s.Knowledge(seat)
					if !ok {
						continue
					}
					sol, err := rules.Solve(know)
					require.NoError(t, err, "seat %d after event %d", seat, e.Seq)
					truth := s.m.Rack(seat).String()
					require.Positive(t, sol.Racks[truth], "seat %d after event %d: its true rack %s is a hint world", seat, e.Seq, truth)
					want := naiveRacks(t, know)
					require.Equal(t, slices.Sorted(maps.Keys(want)), slices.Sorted(maps.Keys(sol.Racks)), "seat %d after event %d", seat, e.Seq)
					for r, p := range want {
						require.InDelta(t, p, sol.Racks[r], 1e-9, "seat %d after event %d: %s", seat, e.Seq, r)
					}
					// The entries a conflict would name map onto the public log, kind for kind.
					at := s.knowledgeAt(seat)
					var facts []rules.Step
					for _, st := range know.History {
						if st.Read != nil || st.Not != "" || (st.Discard != "" && len(st.Tiles) > 0) {
							facts = append(facts, st)
						}
					}
					require.Len(t, at, len(know.Log)+len(facts), "seat %d after event %d", seat, e.Seq)
					for j, st := range facts {
						want := "read"
						if st.Read == nil {
							want = "challenge"
						}
						require.Equal(t, want, s.log[at[len(know.Log)+j].at].kind)
					}
					checked++
				}
			}
			for _, mv := range st.(*State).moves {
				switch {
				case mv.kind == "reshuffle":
					reshuffles++
				case mv.judged && !mv.correct:
					wrong++
				}
			}
			t.Logf("%d checks, %d reads, %d wrong challenges, %d reshuffles", checked, res.Questions, wrong, reshuffles)
			assert.Positive(t, checked)
		})
	}
}
