package lexio

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/tablemate/tablemate/companion"
)

// BenchmarkSeatView measures one seat's view (its legal plays included) in
// the middle of a 3-player deal: the server computes it for every push.
func BenchmarkSeatView(b *testing.B) {
	st := newState(b, 3, Options{Deals: 1})
	rng := rand.New(rand.NewPCG(1, 2))
	dealRandom(b, st, rng)
	for range 6 {
		randomMove(b, st, rng)
	}
	seat := companion.Actor(st.game.Turn())
	for b.Loop() {
		if _, err := json.Marshal(st.View(seat, companion.ViewContext{})); err != nil {
			b.Fatal(err)
		}
	}
}
