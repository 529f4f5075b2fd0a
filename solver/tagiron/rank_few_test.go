package tagiron

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Late-game states (few deals left) are ranked by walking the deals: the same information, to 1e-9
// bits, as the brute-force walk over centres, for 3 and 4 players; and it declines states with more
// deals than it walks.
func TestInformationFewMatchesWalk(t *testing.T) {
	rng := rand.New(rand.NewSource(27))
	walked := map[int]int{}
	for n := 0; n < 400 && (walked[3] < 25 || walked[4] < 25); n++ {
		players := 3 + n%2
		perm := PhysicalTiles()
		rng.Shuffle(len(perm), func(i, j int) { perm[i], perm[j] = perm[j], perm[i] })
		d := randomDeal(t, players, perm)
		cards, picks := randomQuestions(rng, players, 3+rng.Intn(5))
		seat := rng.Intn(players)
		s, err := parseState(requestFor(d, seat, d.logFrom(t, cards, picks), nil))
		require.NoError(t, err)
		e := newEngine(s)
		e.row = deckQuestions(players)
		got, ok := e.informationFew()
		if e.total > fewDeals {
			assert.False(t, ok, "%d deals", e.total)
		}
		if !ok {
			e.release()
			continue
		}
		walked[players]++
		want := e.walkInformationCentre()
		for i, q := range e.row {
			assert.InDelta(t, want[i], got[i], 1e-9, fmt.Sprintf("%dp, %d deals, %v", players, e.total, q))
		}
		e.release()
	}
	assert.GreaterOrEqual(t, walked[3], 25)
	assert.GreaterOrEqual(t, walked[4], 25)
}
