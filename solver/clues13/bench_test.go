package clues13

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// worstState is the heaviest realistic position for a player count: the start of the game (nothing
// peeked, no clue yet, so every pair of every opponent stays possible) for a deal whose 13 unseen cards
// give the seat the most candidate cases; with clues, a mid-game state with 6 true answers.
func worstState(tb testing.TB, players int, clues int) SolveRequest {
	tb.Helper()
	rng := rand.New(rand.NewPCG(uint64(players), 2026))
	var best SolveRequest
	bestCases := -1
	for range 40 {
		d, err := NewDeal(players, rng)
		if err != nil {
			tb.Fatal(err)
		}
		req, err := d.Request(0, nil)
		if err != nil {
			tb.Fatal(err)
		}
		k, err := parse(req)
		if err != nil {
			tb.Fatal(err)
		}
		if n := len(newEngine(k, false).cases); n > bestCases {
			best, bestCases = req, n
			best.Log = nil
			subjects := k.setup.Subjects()
			for i := range clues {
				asker, answerer := i%players, (i+1+i/players)%players
				if asker == answerer {
					answerer = (answerer + 1) % players
				}
				side := NoSide
				if players == 2 {
					side = Left + Side(i%2)
				}
				e, err := d.LogAsk(asker, answerer, subjects[(3*i)%len(subjects)], side, false)
				if err != nil {
					tb.Fatal(err)
				}
				best.Log = append(best.Log, e)
			}
		}
	}
	return best
}

func BenchmarkSolve(b *testing.B) {
	for _, clues := range []int{0, 6} {
		for players := MinPlayers; players <= MaxPlayers; players++ {
			req := worstState(b, players, clues)
			r, err := Solve(req)
			if err != nil {
				b.Fatal(err)
			}
			name := fmt.Sprintf("players=%d/clues=%d/cases=%d/worlds=%d", players, clues, r.Cases, r.Consistent)
			b.Run("deduce/"+name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := Deduce(req); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.Run("rank/"+name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := Solve(req); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkExplain times, per player count, the costliest claim about the seat's case in the mid-game
// worst state (6 true answers), chosen among every card in play, both ways.
func BenchmarkExplain(b *testing.B) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		req := worstState(b, players, 6)
		k, err := parse(req)
		if err != nil {
			b.Fatal(err)
		}
		var slowest ExplainRequest
		worst := -1
		for _, c := range k.setup.Cards {
			for _, is := range []bool{true, false} {
				r := ExplainRequest{SolveRequest: req, Claim: Claim{Card: c.String(), Is: is}}
				ex, err := Explain(r)
				if err != nil {
					b.Fatal(err)
				}
				// The costliest kind: a claim that holds with the longest irreducible list
				// (every search for it is exhaustive); the first such, so the choice is fixed.
				if n := len(ex.Because); (ex.Holds && n > worst) || slowest.Game == "" {
					worst, slowest = n, r
				}
			}
		}
		b.Run(fmt.Sprintf("players=%d", players), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Explain(slowest); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
