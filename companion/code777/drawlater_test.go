package code777

import (
	"encoding/json"
	"maps"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// TestShortEntryDrawnLaterKeepsHintsExact: an entry the draw pile cannot
// hold is saved (the table's conflict) and drawn later, when the pile runs
// low and the discards are shuffled back in. That reshuffle and that draw are
// part of every seat's tile history: each seat's hint worlds then hold its
// true rack and are exactly those of the plain enumerator on the same facts.
func TestShortEntryDrawnLaterKeepsHintsExact(t *testing.T) {
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
	do(t, s, companion.Host, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"pink6", "pink6", "green6"}})

	// green 1, pink 7 and black 5 are all among the discards: the entry is saved, not drawn.
	raw, err := json.Marshal(map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"green1", "pink7", "black5"}})
	require.NoError(t, err)
	changes, err := s.Decide(companion.Command{Actor: companion.Host, Type: "rack", Data: raw})
	require.NoError(t, err)
	for _, c := range changes {
		data, err := json.Marshal(c.Data)
		require.NoError(t, err)
		_, err = s.Apply(companion.Event{Kind: c.Kind, Actor: companion.Host, Data: data})
		require.NoError(t, err)
	}
	require.True(t, s.Conflict())

	// Racks 1 and 0 are refilled from what the pile holds; the last refill leaves it at seven tiles (the threshold), so
	// the saved entry is drawn after the discards are shuffled back in.
	var pile []string
	for _, k := range rules.Kinds() {
		for range s.m.Pile()[k] {
			pile = append(pile, k.String())
		}
	}
	require.Len(t, pile, 13)
	do(t, s, 0, map[string]any{"type": "rack", "rack": "1", "tiles": pile[0:3]})
	do(t, s, 2, map[string]any{"type": "rack", "rack": "0", "tiles": pile[3:6]})
	require.False(t, s.Conflict(), "the saved entry is drawn")
	assert.Equal(t, []string{"green1", "black5", "pink7"}, rackOf(hostView(s), "n1").Tiles)

	kinds := []string{}
	for _, mv := range s.moves {
		kinds = append(kinds, mv.kind)
	}
	assert.Equal(t, []string{"reshuffle", "draw"}, kinds[len(kinds)-2:], "the reshuffle and the late draw are moves")
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
