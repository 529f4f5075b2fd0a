package code777

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/tags"
)

// refused decides a command and requires it refused with a message holding phrase; nothing is applied.
func refused(t *testing.T, s *State, actor companion.Actor, cmd companion.Command, phrase string) {
	t.Helper()
	cmd.Actor = actor
	_, err := s.Decide(cmd)
	require.Error(t, err)
	assert.Contains(t, companion.AsError(err).Msg, phrase)
}

func cmdOf(t *testing.T, args map[string]any) companion.Command {
	t.Helper()
	raw, err := json.Marshal(args)
	require.NoError(t, err)
	return companion.Command{Type: args["type"].(string), Data: raw}
}

// atReshuffle is a 3-player table (reshuffle at 7) where seat 0's and seat 1's right challenges left the
// racks waiting in the order seat 1, n1 (twice), seat 0, and seat 1's and n1's first fill are entered: the
// pile holds 10, so n1's second fill draws before the reshuffle and seat 0's rack after it.
func atReshuffle(t *testing.T) *State {
	st, err := Rules{}.New(companion.Settings{Game: Name, Players: 3, Options: json.RawMessage(`{"reshuffle_at":7}`)})
	require.NoError(t, err)
	s := st.(*State)
	startThree(t, s)
	do(t, s, companion.Host, map[string]any{"type": "challenge", "challenges": []map[string]any{
		{"seat": 0, "numbers": "5 5 7"}, {"seat": 1, "numbers": "1 2 3"}}})
	do(t, s, 0, map[string]any{"type": "rack", "rack": "1", "tiles": []string{"brown4", "brown4", "brown4"}})
	do(t, s, companion.Host, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"pink6", "pink6", "green6"}})
	return s
}

// TestReshuffleIsAStep: the reshuffle is confirmed only at its moment, by the host or the placer of the
// rack drawn next; until then nothing else moves, every refusal says what comes first, and the step is
// logged publicly with who confirmed it.
func TestReshuffleIsAStep(t *testing.T) {
	s := atReshuffle(t)
	tiles := cmdOf(t, map[string]any{"type": "reshuffle", "what": "tiles"})
	refused(t, s, companion.Host, tiles, "no reshuffle is due: the draw pile still holds 10 tiles")
	refused(t, s, companion.Host, cmdOf(t, map[string]any{"type": "reshuffle", "what": "cards"}), "the question deck still holds 22 cards")
	refused(t, s, companion.Host, cmdOf(t, map[string]any{"type": "reshuffle"}), "say what was shuffled")
	// Seat 0's rack comes after the reshuffle: its entry is kept, and no one reads or challenges with it.
	do(t, s, 2, map[string]any{"type": "rack", "rack": "0", "tiles": []string{"blue7", "blue7", "blue7"}})
	assert.True(t, rackOf(hostView(s), "0").Held)
	refused(t, s, 0, cmdOf(t, map[string]any{"type": "challenge", "numbers": "7 7 7"}), "neutral rack 1 is drawn before the reshuffle: it is entered first")
	refused(t, s, 1, cmdOf(t, map[string]any{"type": "read", "card": "q2"}), "neutral rack 1 is drawn before the reshuffle")
	refused(t, s, 2, cmdOf(t, map[string]any{"type": "rack", "rack": "0", "tiles": []string{"blue7", "blue7", "brown4"}}), "does not need tiles now")

	do(t, s, 1, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"red5", "red5", "green6"}})
	v := s.View(companion.Display, companion.ViewContext{}).(View)
	assert.True(t, v.Pile.ReshuffleNow, "every screen says the reshuffle is due")
	refused(t, s, 1, cmdOf(t, map[string]any{"type": "read", "card": "q2"}), "the draw pile holds 7 tiles: shuffle the discards in first")
	refused(t, s, 0, tiles, "Player 3 or the host taps when the tiles are shuffled")
	refused(t, s, 1, tiles, "Player 3 or the host taps")
	assert.Empty(t, s.View(0, companion.ViewContext{}).(View).Me.Shuffle)
	assert.Equal(t, "tiles", s.View(2, companion.ViewContext{}).(View).Me.Shuffle)
	do(t, s, 2, map[string]any{"type": "reshuffle", "what": "tiles"})
	v = s.View(companion.Display, companion.ViewContext{}).(View)
	assert.Empty(t, v.Waiting)
	assert.False(t, v.Pile.ReshuffleNow)
	assert.Equal(t, EntryView{Kind: "reshuffle", Seat: 2, Discards: 12}, v.Log[len(v.Log)-1])
	refused(t, s, companion.Host, tiles, "no reshuffle is due")
	do(t, s, 1, map[string]any{"type": "read", "card": "q2"})
}

// TestNewDeckIsAStep: once all 23 cards are read, no card is read until the host or the reader on turn
// confirms the used cards were shuffled into a new deck; the log says so once.
func TestNewDeckIsAStep(t *testing.T) {
	st, err := Rules{}.New(companion.Settings{Game: Name, Players: 3})
	require.NoError(t, err)
	s := st.(*State)
	startThree(t, s)
	for c := 2; c <= 23; c++ {
		do(t, s, companion.Host, map[string]any{"type": "read", "card": "q" + itoa(c)})
	}
	v := s.View(companion.Display, companion.ViewContext{}).(View)
	assert.True(t, v.Deck.ShuffleNow)
	turn := *v.Turn
	refused(t, s, companion.Actor(turn), cmdOf(t, map[string]any{"type": "read", "card": "q1"}), "all 23 question cards are used")
	cards := cmdOf(t, map[string]any{"type": "reshuffle", "what": "cards"})
	refused(t, s, companion.Actor((turn+1)%3), cards, "or the host taps when the question cards are shuffled")
	assert.False(t, s.View(companion.Actor(turn), companion.ViewContext{}).(View).Me.CanRead)
	assert.Equal(t, "cards", s.View(companion.Actor(turn), companion.ViewContext{}).(View).Me.Shuffle)
	do(t, s, companion.Actor(turn), map[string]any{"type": "reshuffle", "what": "cards"})
	v = s.View(companion.Display, companion.ViewContext{}).(View)
	assert.Equal(t, EntryView{Kind: "deck", Seat: turn, Cycle: 2}, v.Log[len(v.Log)-1])
	assert.Equal(t, DeckView{Cycle: 2, Used: []string{}, Left: 23}, v.Deck)
	do(t, s, companion.Actor(turn), map[string]any{"type": "read", "card": "q1"})
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// TestScannedTableReshuffles: at a table run by a reader, the tiles scanned onto the rack drawn after the
// reshuffle make an entry kept for its turn, and the confirm button takes the reshuffle; with nothing due,
// confirm is refused in words.
func TestScannedTableReshuffles(t *testing.T) {
	s := atReshuffle(t)
	press := tags.PressArgs{Button: tags.ButtonConfirm, Source: "box"}.Command()
	refused(t, s, companion.Reader, press, "nothing to confirm now")
	do(t, s, companion.Host, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"red5", "red5", "green6"}})
	for i, tile := range []string{"blue7", "blue7", "blue7"} {
		c := tags.ScanArgs{Tag: "K-" + itoa(i), Set: TileSet, Component: tile, Reader: "r"}.Command()
		gametestApply(t, s, c)
	}
	assert.True(t, rackOf(hostView(s), "0").Held, "the rack scanned is kept: the reshuffle is not confirmed")
	gametestApply(t, s, press)
	v := hostView(s)
	assert.False(t, rackOf(v, "0").Held)
	assert.Empty(t, v.Waiting)
	assert.Equal(t, "reshuffle", v.Log[len(v.Log)-1].Kind)
}

// gametestApply decides a ready command and applies its events.
func gametestApply(t *testing.T, s *State, c companion.Command) {
	t.Helper()
	changes, err := s.Decide(c)
	require.NoError(t, err)
	for _, ch := range changes {
		data, err := json.Marshal(ch.Data)
		require.NoError(t, err)
		_, err = s.Apply(companion.Event{Kind: ch.Kind, Actor: c.Actor, Data: data})
		require.NoError(t, err)
	}
}
