package code777

import (
	"context"
	"encoding/json"
	"maps"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// TestHeldEntryDrawnAfterReshuffleKeepsHintsExact: racks draw in the order
// they were emptied. Seat 0's rack, which draws after the reshuffle, is
// entered first (its tiles are only among the discards): it is kept, not
// drawn from the pile before the reshuffle; the hints say why they wait;
// once the racks before it are entered and the reshuffle confirmed, it is
// drawn. That reshuffle and that draw are part of every seat's tile history:
// each seat's hint worlds then hold its true rack and are exactly those of
// the plain enumerator on the same facts.
func TestHeldEntryDrawnAfterReshuffleKeepsHintsExact(t *testing.T) {
	st, err := Rules{}.New(companion.Settings{Game: Name, Players: 3, Options: json.RawMessage(`{"reshuffle_at":7}`)})
	require.NoError(t, err)
	s := st.(*State)
	do(t, s, 2, map[string]any{"type": "rack", "rack": "0", "tiles": []string{"red5", "red5", "blue7"}})
	do(t, s, 0, map[string]any{"type": "rack", "rack": "1", "tiles": []string{"green1", "yellow2", "black3"}})
	do(t, s, 1, map[string]any{"type": "rack", "rack": "2", "tiles": []string{"pink6", "green6", "brown4"}})
	do(t, s, companion.Host, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"pink7", "black5", "yellow7"}})
	do(t, s, companion.Host, map[string]any{"type": "start", "starter": 0})
	do(t, s, 0, map[string]any{"type": "read", "card": "q1"})
	do(t, s, companion.Host, map[string]any{"type": "challenge", "challenges": []map[string]any{
		{"seat": 0, "numbers": "5 5 7"}, {"seat": 1, "numbers": "1 2 3"}}})
	assert.Equal(t, []string{"1", "n1", "0"}, hostView(s).Waiting, "seat 1, n1 (twice), seat 0")

	// green 1, pink 7 and black 5 are all among the discards: entered now, the rack is kept for its turn.
	do(t, s, 2, map[string]any{"type": "rack", "rack": "0", "tiles": []string{"green1", "pink7", "black5"}})
	require.False(t, s.Conflict())
	assert.True(t, rackOf(hostView(s), "0").Held)
	hints := func(seat int) Hints {
		job, err := s.HintJob(companion.Actor(seat), companion.HintRequest{Level: companion.HintsFull})
		require.NoError(t, err)
		h, err := job(context.Background())
		require.NoError(t, err)
		return h.(Hints)
	}
	h := hints(1)
	assert.True(t, h.Waiting)
	assert.Equal(t, "order", h.Until)
	assert.Equal(t, []string{"1", "n1"}, h.Before, "the racks drawn before the reshuffle")
	var pile []string
	for _, k := range rules.Kinds() {
		for range s.m.Pile()[k] {
			pile = append(pile, k.String())
		}
	}
	require.Len(t, pile, 16)
	do(t, s, 0, map[string]any{"type": "rack", "rack": "1", "tiles": pile[0:3]})
	do(t, s, companion.Host, map[string]any{"type": "rack", "rack": "n1", "tiles": pile[3:6]})
	do(t, s, companion.Host, map[string]any{"type": "rack", "rack": "n1", "tiles": pile[6:9]})
	assert.Equal(t, "reshuffle", hints(1).Until)
	assert.True(t, rackOf(hostView(s), "0").Held, "still kept: the reshuffle comes first")
	do(t, s, companion.Host, map[string]any{"type": "reshuffle", "what": "tiles"})
	require.False(t, s.Conflict())
	assert.False(t, rackOf(hostView(s), "0").Held)
	assert.False(t, hints(1).Waiting)

	kinds := []string{}
	for _, mv := range s.moves {
		kinds = append(kinds, mv.kind)
	}
	assert.Equal(t, []string{"reshuffle", "draw"}, kinds[len(kinds)-2:], "the reshuffle and the kept rack's draw are moves")
	for seat := range 3 {
		know, ok := s.Knowledge(seat)
		require.True(t, ok)
		sol, err := rules.Solve(know)
		require.NoError(t, err, "seat %d", seat)
		truth := s.m.Rack(seat).String()
		require.Positive(t, sol.Racks[truth], "seat %d: its true rack %s is a hint world", seat, truth)
		want := naiveRacks(t, know)
		require.Equal(t, slices.Sorted(maps.Keys(want)), slices.Sorted(maps.Keys(sol.Racks)), "seat %d", seat)
		for r, p := range want {
			require.InDelta(t, p, sol.Racks[r], 1e-9, "seat %d: %s", seat, r)
		}
	}
}
