package code777

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
)

func hostView(s *State) View { return s.View(companion.Host, companion.ViewContext{}).(View) }

func rackOf(v View, id string) RackView {
	for _, r := range v.Racks {
		if r.ID == id {
			return r
		}
	}
	return RackView{}
}

// TestTwoCorrectChallengesThreePlayers: with 3 players every correct challenge replaces the neutral rack,
// even when two are correct in the same round: the neutral rack is filled, those tiles are discarded at
// once (everyone saw them), and it is filled again. Discards and the draw pile count both fills, and the
// reshuffle after the second fill takes the first fill's tiles in: the racks draw in the order they were
// emptied (seat 1, n1 twice, seat 0), so seat 0's rack, entered early, is kept until the reshuffle is
// confirmed.
func TestTwoCorrectChallengesThreePlayers(t *testing.T) {
	st, err := Rules{}.New(companion.Settings{Game: Name, Players: 3, Options: json.RawMessage(`{"reshuffle_at":7}`)})
	require.NoError(t, err)
	s := st.(*State)
	startThree(t, s)
	assert.Equal(t, PileView{Count: 16, ReshuffleAt: 7}, hostView(s).Pile)

	// Seats 0 and 1 are both right; from the right of the last reader (seat 0), seat 1 speaks first.
	do(t, s, companion.Host, map[string]any{"type": "challenge", "challenges": []map[string]any{
		{"seat": 0, "numbers": "5 5 7"}, {"seat": 1, "numbers": "1 2 3"}}})
	v := hostView(s)
	require.Len(t, v.Log, 3)
	for i, seat := range []int{1, 0} {
		e := v.Log[1+i]
		assert.Equal(t, seat, e.Seat)
		assert.True(t, *e.Correct)
		assert.Equal(t, []string{"n1"}, e.Refresh, "each correct challenge refreshes the neutral rack")
	}
	assert.Equal(t, []int{1, 1, 0}, v.Coins)
	assert.Equal(t, []string{"1", "n1", "0"}, v.Waiting, "in draw order")
	assert.Equal(t, 2, rackOf(v, "n1").Refills, "the neutral rack is owed two fills")
	assert.Equal(t, 1, rackOf(v, "0").Refills)
	assert.Equal(t, PileView{Count: 16, Discards: 9, ReshuffleAt: 7}, v.Pile)

	do(t, s, 0, map[string]any{"type": "rack", "rack": "1", "tiles": []string{"brown4", "brown4", "brown4"}})
	// The first fill of the neutral rack goes straight to the discards, seen by every seat.
	do(t, s, companion.Host, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"pink6", "pink6", "green6"}})
	v = hostView(s)
	assert.Equal(t, []string{"n1", "0"}, v.Waiting)
	assert.Equal(t, 1, rackOf(v, "n1").Refills)
	assert.False(t, rackOf(v, "n1").Filled)
	assert.Equal(t, PileView{Count: 10, Discards: 12, ReshuffleAt: 7}, v.Pile)
	for seat := range 3 {
		assert.Subset(t, s.View(companion.Actor(seat), companion.ViewContext{}).(View).Me.SeenDiscards, []string{"pink6", "pink6", "green6"})
	}
	assert.Equal(t, []DrawView{{Rack: "n1"}, {Reshuffle: true}, {Rack: "0"}}, v.Draws, "n1 draws before the reshuffle, seat 0's rack after")
	// Seat 0's rack, entered now, is kept for its turn.
	do(t, s, 2, map[string]any{"type": "rack", "rack": "0", "tiles": []string{"blue7", "blue7", "blue7"}})
	v = hostView(s)
	assert.True(t, rackOf(v, "0").Held)
	assert.Equal(t, []DrawView{{Rack: "n1"}, {Reshuffle: true}, {Rack: "0", Held: true}}, v.Draws)
	do(t, s, companion.Host, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"red5", "red5", "green6"}})
	v = hostView(s)
	assert.Equal(t, PileView{Count: 7, Discards: 12, ReshuffleAt: 7, ReshuffleNow: true}, v.Pile)
	assert.Equal(t, []DrawView{{Reshuffle: true}, {Rack: "0", Held: true}}, v.Draws)
	// Seat 2 places the rack drawn next: it (or the host) confirms the reshuffle, and its kept entry is drawn.
	assert.Equal(t, "tiles", s.View(2, companion.ViewContext{}).(View).Me.Shuffle)
	assert.Empty(t, s.View(1, companion.ViewContext{}).(View).Me.Shuffle)
	do(t, s, 2, map[string]any{"type": "reshuffle", "what": "tiles"})
	v = hostView(s)
	assert.Empty(t, v.Waiting)
	assert.Empty(t, v.Draws)
	assert.False(t, rackOf(v, "0").Held)
	assert.Equal(t, PileView{Count: 16, ReshuffleAt: 7}, v.Pile, "the first fill's tiles went back in")
	assert.Equal(t, EntryView{Kind: "reshuffle", Seat: 2, Discards: 12}, v.Log[len(v.Log)-1])
	assert.Equal(t, 28, v.Pile.Count+3*4, "every tile is on a rack or in the pile")

	// Without the reshuffle the second fill could not hold those tiles: with the basic threshold (1) the
	// same round leaves the pile at 7 and the entry is refused.
	st2, err := Rules{}.New(companion.Settings{Game: Name, Players: 3})
	require.NoError(t, err)
	b := st2.(*State)
	for _, e := range [][2]any{{2, []string{"red5", "red5", "blue7"}}, {0, []string{"green1", "yellow2", "black3"}},
		{1, []string{"pink6", "green6", "brown4"}}} {
		owner := (e[0].(int) + 1) % 3
		do(t, b, companion.Actor(e[0].(int)), map[string]any{"type": "rack", "rack": string(rune('0' + owner)), "tiles": e[1]})
	}
	do(t, b, companion.Host, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"pink7", "black5", "yellow7"}})
	do(t, b, companion.Host, map[string]any{"type": "start", "starter": 0})
	do(t, b, 0, map[string]any{"type": "read", "card": "q1"})
	do(t, b, companion.Host, map[string]any{"type": "challenge", "challenges": []map[string]any{
		{"seat": 0, "numbers": "5 5 7"}, {"seat": 1, "numbers": "1 2 3"}}})
	do(t, b, companion.Host, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"pink6", "pink6", "green6"}})
	raw, _ := json.Marshal(map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"green1", "pink7", "black5"}})
	// The pile holds no green 1 (it is on a rack the host may not see): the
	// entry is saved all the same, and the entries then do not add up.
	ch, err := b.Decide(companion.Command{Actor: companion.Host, Type: "rack", Data: raw})
	require.NoError(t, err)
	require.False(t, b.Conflict())
	for _, c := range ch {
		data, _ := json.Marshal(c.Data)
		_, err := b.Apply(companion.Event{Kind: c.Kind, Data: data})
		require.NoError(t, err)
	}
	assert.True(t, b.Conflict(), "an over-drawn pile is the table's public conflict")
}

// TestTwoCorrectChallengesTwoPlayers: with 2 players the neutral racks alternate once per correct
// challenge: two correct in one round refresh n1 then n2, and the next correct challenge refreshes n1.
func TestTwoCorrectChallengesTwoPlayers(t *testing.T) {
	st, err := Rules{}.New(companion.Settings{Game: Name, Players: 2, Options: json.RawMessage(`{"reshuffle_at":4}`)})
	require.NoError(t, err)
	s := st.(*State)
	do(t, s, 1, map[string]any{"type": "rack", "rack": "0", "tiles": []string{"red5", "red5", "blue7"}})
	do(t, s, 0, map[string]any{"type": "rack", "rack": "1", "tiles": []string{"green1", "yellow2", "black3"}})
	do(t, s, companion.Host, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"pink6", "green6", "brown4"}})
	do(t, s, companion.Host, map[string]any{"type": "rack", "rack": "n2", "tiles": []string{"pink7", "black5", "yellow7"}})
	do(t, s, companion.Host, map[string]any{"type": "start", "starter": 0})
	do(t, s, 0, map[string]any{"type": "read", "card": "q1"})
	do(t, s, companion.Host, map[string]any{"type": "challenge", "challenges": []map[string]any{
		{"seat": 0, "numbers": "5 5 7"}, {"seat": 1, "numbers": "1 2 3"}}})
	v := hostView(s)
	assert.Equal(t, 1, v.Log[1].Seat)
	assert.Equal(t, []string{"n1"}, v.Log[1].Refresh, "the first correct challenge refreshes n1")
	assert.Equal(t, 0, v.Log[2].Seat)
	assert.Equal(t, []string{"n2"}, v.Log[2].Refresh, "the second one, in the same round, n2")
	assert.Equal(t, []string{"1", "n1", "0", "n2"}, v.Waiting, "in draw order")
	assert.Equal(t, PileView{Count: 16, Discards: 12, ReshuffleAt: 4}, v.Pile)

	do(t, s, 1, map[string]any{"type": "rack", "rack": "0", "tiles": []string{"brown4", "brown4", "brown4"}})
	do(t, s, 0, map[string]any{"type": "rack", "rack": "1", "tiles": []string{"blue7", "blue7", "blue7"}})
	do(t, s, companion.Host, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"red5", "red5", "pink6"}})
	do(t, s, companion.Host, map[string]any{"type": "rack", "rack": "n2", "tiles": []string{"black3", "black3", "green6"}})
	v = hostView(s)
	assert.Empty(t, v.Waiting)
	assert.Equal(t, PileView{Count: 4, Discards: 12, ReshuffleAt: 4}, v.Pile, "no reshuffle: nothing waits")

	// The alternation advanced twice: the next correct challenge refreshes n1 again, and the pile (4)
	// is shuffled with every discard before the refill.
	do(t, s, 1, map[string]any{"type": "read", "card": "q2"})
	do(t, s, 0, map[string]any{"type": "challenge", "numbers": "4 4 4"})
	v = hostView(s)
	assert.Equal(t, []string{"n1"}, v.Log[4].Refresh)
	assert.Equal(t, []int{2, 1}, v.Coins)
	assert.Equal(t, PileView{Count: 4, Discards: 18, ReshuffleAt: 4, ReshuffleNow: true}, v.Pile)
	do(t, s, 1, map[string]any{"type": "reshuffle", "what": "tiles"})
	do(t, s, 1, map[string]any{"type": "rack", "rack": "0", "tiles": []string{"green1", "pink7", "black5"}})
	assert.Equal(t, PileView{Count: 19, ReshuffleAt: 4}, hostView(s).Pile, "n1 still waits; the pile is fresh")
}
