package clues13

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/gametest"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/table"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// naiveCases is a plain brute force over a seat's knowledge: for every case it could have (a person, a
// location and a weapon among the cards it has not seen), it looks for a deal of the other unseen cards
// to the opponents' inside pairs (the rest lying as informants) under which Deal.Answer gives every answer
// in its log, and keeps the case unless one of its own solves rules it out (a wrong one names it, a right
// one names another). It returns the cases that have such a deal.
func naiveCases(tb testing.TB, set rules.Setup, req rules.SolveRequest) map[[3]rules.Card]bool {
	tb.Helper()
	card := func(id string) rules.Card {
		c, err := rules.ParseCard(id)
		require.NoError(tb, err)
		return c
	}
	seen := map[rules.Card]bool{}
	d := rules.Deal{Players: req.Players, Outside: make([][3]rules.Card, req.Players), Inside: make([][2]rules.Card, req.Players)}
	for i, id := range req.Inside {
		seen[card(id)] = true
		d.Inside[req.Seat][i] = card(id)
	}
	for p, cs := range req.Outside {
		seat, _ := strconv.Atoi(p)
		for i, id := range cs {
			seen[card(id)] = true
			d.Outside[seat][i] = card(id)
		}
	}
	for _, id := range req.Peeked {
		seen[card(id)] = true
	}
	var pool []rules.Card
	for _, c := range set.Cards {
		if !seen[c] {
			pool = append(pool, c)
		}
	}
	// (errors here fail with tb.Fatal, not require.NoError: this runs millions of times, and
	// require's t.Helper walks the stack at every call, nil error or not)
	fits := func(d rules.Deal, answerer int) bool {
		for _, e := range req.Log {
			if e.Answerer != answerer {
				continue
			}
			sub, err := rules.ParseSubject(e.Ask)
			if err != nil {
				tb.Fatal(err)
			}
			side := rules.NoSide
			if e.Side != "" {
				side, err = rules.ParseSide(e.Side)
				if err != nil {
					tb.Fatal(err)
				}
			}
			got, err := d.Answer(e.Asker, answerer, sub, side)
			if err != nil {
				tb.Fatal(err)
			}
			if got != e.Answer {
				return false
			}
		}
		return true
	}
	var opps []int
	for p := range req.Players {
		if p != req.Seat {
			opps = append(opps, p)
		}
	}
	// dealable: the cards left (a mask over rest) can give each opponent from opps[o:] an inside pair
	// fitting its answers (fitting[o], masks over rest); failures are remembered per (o, cards left).
	var dealable func(o int, avail int, fitting [][]int, failed map[[2]int]bool) bool
	dealable = func(o int, avail int, fitting [][]int, failed map[[2]int]bool) bool {
		if o == len(fitting) {
			return true
		}
		if failed[[2]int{o, avail}] {
			return false
		}
		for _, m := range fitting[o] {
			if m&^avail == 0 && dealable(o+1, avail&^m, fitting, failed) {
				return true
			}
		}
		failed[[2]int{o, avail}] = true
		return false
	}
	out := map[[3]rules.Card]bool{}
	for _, p := range pool {
		for _, l := range pool {
			for _, w := range pool {
				if p.Kind() != rules.Kind(0) || l.Kind() != rules.Kind(1) || w.Kind() != rules.Kind(2) {
					continue
				}
				c := [3]rules.Card{p, l, w}
				ok := true
				for _, s := range req.Solves {
					if s.Player != req.Seat {
						continue // another player's guess is about its own case, which the seat sees
					}
					named := [3]rules.Card{card(s.Guess[0]), card(s.Guess[1]), card(s.Guess[2])}
					ok = ok && (named == c) == s.Correct
				}
				if !ok {
					continue
				}
				d.Outside[req.Seat] = c
				if !fits(d, req.Seat) { // its own answers count the others' cases only: always true
					continue
				}
				rest := slices.DeleteFunc(slices.Clone(pool), func(x rules.Card) bool { return x == p || x == l || x == w })
				fitting := make([][]int, len(opps))
				for o, seat := range opps {
					for a := range rest {
						for b := range rest {
							if a == b || (req.Players > 2 && b < a) { // ordered left/right only with 2 players
								continue
							}
							d.Inside[seat] = [2]rules.Card{rest[a], rest[b]}
							if fits(d, seat) {
								fitting[o] = append(fitting[o], 1<<a|1<<b)
							}
						}
					}
				}
				if dealable(0, 1<<len(rest)-1, fitting, map[[2]int]bool{}) {
					out[c] = true
				}
			}
		}
	}
	return out
}

// TestHintsUseEveryFact plays the bots' games (every player count) and folds each event by event.
// After every event, for every seat, the seat's hint worlds hold its true case and leave exactly the
// cases of the brute force above, with the asks (private ones only for who took part), the informants it
// peeked at and every solve. Where the seat may act, it also solves wrongly (on a copy of the table): the
// named case then leaves its worlds, and no other seat learns anything from it.
func TestHintsUseEveryFact(t *testing.T) {
	t.Parallel() // shares nothing with the other tests: the package's long tests run side by side
	// The brute force takes a while with 5–6 players: those games run without -short only.
	gametest.EachBotGame(t, [][2]int{{2, 1}, {3, 2}}, [][2]int{{2, 11}, {3, 12}, {4, 3}, {5, 4}, {6, 5}},
		func(ctx context.Context, svc *service.Service, players int, seed int64) error {
			_, err := Simulate(ctx, svc, players, seed)
			return err
		},
		func(t *testing.T, table *table.Table, st companion.State) {
			checked, solves := 0, 0
			check := func(s *State, seat int, where string) (rules.SolveResponse, map[[3]rules.Card]bool) {
				know, err := s.Knowledge(seat)
				require.NoError(t, err)
				sol, err := rules.Deduce(know)
				require.NoError(t, err, where)
				want := naiveCases(t, s.m.Setup(), know)
				truth := s.m.Deal().Outside[seat]
				require.True(t, want[truth], "%s: the true case is a world", where)
				require.Equal(t, len(want), sol.Cases, "%s: cases", where)
				perKind := [3]map[string]bool{{}, {}, {}}
				for c := range want {
					for k := range 3 {
						perKind[k][c[k].String()] = true
					}
				}
				for k, m := range []map[string]uint64{sol.CaseWorlds.Person, sol.CaseWorlds.Location, sol.CaseWorlds.Weapon} {
					var got []string
					for id, n := range m {
						if n > 0 {
							got = append(got, id)
						}
					}
					require.ElementsMatch(t, slices.Collect(maps.Keys(perKind[k])), got, "%s: kind %d", where, k)
				}
				checked++
				return sol, want
			}
			for _, e := range gametest.Effective(table.Events()) {
				var err error
				st, err = gametest.Apply(t, st, e)
				require.NoError(t, err)
				s := st.(*State)
				if !s.m.Started() || s.m.Winner() >= 0 {
					continue
				}
				for seat := range table.Info.Settings.Players {
					where := fmt.Sprintf("seat %d after event %d", seat, e.Seq)
					sol, want := check(s, seat, where)
					if sol.Cases < 2 || s.m.CanAct(seat) != nil {
						continue
					}
					var guess [3]rules.Card
					for c := range want {
						if c != s.m.Deal().Outside[seat] {
							guess = c
							break
						}
					}
					c := s.Clone().(*State)
					raw, _ := json.Marshal(map[string]any{"guess": []string{guess[0].String(), guess[1].String(), guess[2].String()}})
					changes, err := c.Decide(companion.Command{Actor: companion.Actor(seat), Type: "solve", Data: raw})
					require.NoError(t, err, where)
					for _, ch := range changes {
						_, err := c.Apply(companion.Event{Kind: ch.Kind, Actor: companion.Actor(seat), Data: gametest.Must(ch.Data)})
						require.NoError(t, err)
					}
					after, _ := check(c, seat, where+", after a wrong solve")
					assert.Equal(t, sol.Cases-1, after.Cases, "%s: the named case leaves", where)
					for other := range table.Info.Settings.Players {
						if other != seat {
							before, _ := check(s, other, where+", seat "+strconv.Itoa(other)+" before")
							now, _ := check(c, other, where+", seat "+strconv.Itoa(other)+" after")
							assert.Equal(t, before.Cases, now.Cases, "%s: seat %d learns nothing about its case", where, other)
						}
					}
					solves++
				}
			}
			t.Logf("%d checks, %d wrong solves", checked, solves)
			assert.Positive(t, solves)
		})
}
