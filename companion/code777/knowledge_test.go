package code777

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/gametest"
)

// do decides a command and applies its events, as the Table does.
func do(t *testing.T, s *State, actor companion.Actor, cmd map[string]any) {
	t.Helper()
	gametest.Play(t, s, actor, cmd, nil)
}

// startThree enters the racks of a 3-player table (seat 0's is red 5, red
// 5, blue 7), starts with seat 0, and seat 0 reads card 1.
func startThree(t *testing.T, s *State) {
	t.Helper()
	do(t, s, 2, map[string]any{"type": "rack", "rack": "0", "tiles": []string{"red5", "red5", "blue7"}})
	do(t, s, 0, map[string]any{"type": "rack", "rack": "1", "tiles": []string{"green1", "yellow2", "black3"}})
	do(t, s, 1, map[string]any{"type": "rack", "rack": "2", "tiles": []string{"pink6", "green6", "brown4"}})
	do(t, s, companion.Host, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"pink7", "black5", "yellow7"}})
	do(t, s, companion.Host, map[string]any{"type": "start", "starter": 0})
	do(t, s, 0, map[string]any{"type": "read", "card": "q1"})
}

// TestKnowledgeCode777: a seat's solver request holds the racks it sees, the discards it saw and only the
// answers given since its current rack was placed.
func TestKnowledgeCode777(t *testing.T) {
	st, err := Rules{}.New(companion.Settings{Game: Name, Players: 3})
	require.NoError(t, err)
	s := st.(*State)
	startThree(t, s)
	do(t, s, 1, map[string]any{"type": "read", "card": "q17"})

	req, ok := s.Knowledge(0)
	require.True(t, ok)
	assert.NotContains(t, req.RacksNow, "0")
	assert.Len(t, req.RacksNow, 3)
	require.Len(t, req.Log, 1, "seat 0's own reading is left out")
	assert.Equal(t, "q17", req.Log[0].Card)
	assert.NotContains(t, req.Log[0].Others, "0")
	assert.NotContains(t, req.Log[0].Others, "1")

	// Seat 0 challenges wrongly: its old tiles are discarded unseen by it; its new rack starts a fresh log.
	do(t, s, 0, map[string]any{"type": "challenge", "numbers": "1 1 1"})
	_, ok = s.Knowledge(0)
	assert.False(t, ok, "no knowledge while a rack waits for tiles")
	do(t, s, 2, map[string]any{"type": "rack", "rack": "0", "tiles": []string{"blue7", "blue7", "brown4"}})
	req, ok = s.Knowledge(0)
	require.True(t, ok)
	assert.Empty(t, req.Log, "answers about the old rack say nothing about the new one")
	assert.Empty(t, req.SeenDiscards, "a wrong challenger never saw its old tiles")
	other, _ := s.Knowledge(1)
	assert.ElementsMatch(t, []string{"red5", "red5", "blue7"}, other.SeenDiscards)
	assert.Len(t, other.Log, 1, "seat 1's rack was placed before both readings; its own is left out")
}
