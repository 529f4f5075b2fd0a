package clues13

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/gametest"
)

// play decides a command against st and applies its events, as the Table does.
func play(t *testing.T, st companion.State, events *[]companion.Event, actor companion.Actor, cmd map[string]any) companion.State {
	t.Helper()
	return gametest.Play(t, st, actor, cmd, events)
}

func TestClues13StateFoldAndRedaction(t *testing.T) {
	set := companion.Settings{Game: Name, Players: 3, Options: json.RawMessage(`{"expert":true}`)}
	st, err := Rules{}.New(set)
	require.NoError(t, err)
	var evs []companion.Event
	// 3 players: purple..blue are in play (21 cards); seat p gives seat p+1 its case.
	st = play(t, st, &evs, 0, map[string]any{"type": "cards", "outside": []string{"duke", "park", "rifle"}, "inside": []string{"officer", "market"}})
	st = play(t, st, &evs, 1, map[string]any{"type": "cards", "outside": []string{"nurse", "harbor", "knife"}, "inside": []string{"butcher", "library"}})
	st = play(t, st, &evs, 2, map[string]any{"type": "cards", "outside": []string{"maid", "museum", "sword"}, "inside": []string{"countess", "parlor"}})
	inf := []string{"gun", "crossbow", "theater", "poison", "dancer", "blowgun"}
	st = play(t, st, &evs, companion.Host, map[string]any{"type": "start", "starter": 0, "informants": inf})
	st = play(t, st, &evs, 0, map[string]any{"type": "ask", "answerer": 2, "ask": "red", "private": true})
	st = play(t, st, &evs, 1, map[string]any{"type": "peek", "letter": "A"})

	view := func(s companion.State, a companion.Actor) View {
		return s.View(a, companion.ViewContext{Settings: set}).(View)
	}
	// Seat 2 counts red among seat 0's case (maid, museum, sword), seat 1's (duke, park, rifle) and its own
	// inside pair (countess, parlor): none. The red cards (butcher, library) are inside seat 1's screen.
	v2 := view(st, 2)
	assert.Nil(t, v2.Me.Say, "the answer to give is shown only while it is the latest entry")
	assert.Equal(t, 0, *v2.Log[0].Answer, "the answerer keeps the private answer")
	v1 := view(st, 1)
	assert.Nil(t, v1.Log[0].Answer, "a third seat does not learn a private answer")
	assert.Empty(t, v1.Log[0].Ask)
	assert.Equal(t, map[string]string{"A": "gun"}, v1.Me.Peeked)
	assert.Equal(t, "gun", v1.Log[1].Card)
	assert.Empty(t, view(st, 0).Log[1].Card, "only the peeker sees the informant")
	assert.Empty(t, view(st, companion.Display).Log[1].Card)
	assert.Nil(t, view(st, companion.Display).Seats[0].Case, "the display shows no case")
	assert.Equal(t, []string{"duke", "park", "rifle"}, view(st, 0).Seats[1].Case, "seat 0 sees the case it gave seat 1")
	assert.Nil(t, view(st, 1).Seats[1].Case, "seat 1 never sees its own case")

	// A fold from a fresh state gives the same views (Apply is a pure fold).
	fresh, err := Rules{}.New(set)
	require.NoError(t, err)
	for _, e := range evs {
		fresh, err = fresh.Apply(e)
		require.NoError(t, err)
	}
	for _, a := range []companion.Actor{0, 1, 2, companion.Host, companion.Display} {
		assert.Equal(t, view(st, a), view(fresh, a))
	}
}

func TestClues13Options(t *testing.T) {
	_, err := Rules{}.New(companion.Settings{Game: Name, Players: 3, Options: json.RawMessage(`{"experts":true}`)})
	assert.Error(t, err, "unknown options are refused")
	_, err = Rules{}.New(companion.Settings{Game: Name, Players: 2, Options: json.RawMessage(`{"expert":true}`)})
	assert.Error(t, err)
	st, err := Rules{}.New(companion.Settings{Game: Name, Players: 6})
	require.NoError(t, err)
	assert.True(t, st.Private(evMark))
	assert.False(t, st.Undoable(evText))
	assert.True(t, st.Undoable(evAsk))
}

// try decides a command against st without applying it and returns the refusal.
func try(t *testing.T, st companion.State, actor companion.Actor, cmd map[string]any) error {
	t.Helper()
	raw, err := json.Marshal(cmd)
	require.NoError(t, err)
	_, err = st.Decide(companion.Command{Actor: actor, Type: cmd["type"].(string), Data: raw})
	return err
}

// TestClues13TwoPlayersPeekAndRemovedColour plays a whole 2-player game: a turn is one action (Ask, Peek
// or Solve); a peek shows the informant on the peeker's view only; a removed colour may be asked and is
// answered 0; the peeked cards reach the seat's solver knowledge and its hints rank the other letters.
func TestClues13TwoPlayersPeekAndRemovedColour(t *testing.T) {
	set := companion.Settings{Game: Name, Players: 2}
	st, err := Rules{}.New(set)
	require.NoError(t, err)
	var evs []companion.Event
	view := func(a companion.Actor) View { return st.View(a, companion.ViewContext{Settings: set}).(View) }
	// 2 players: purple..blue are in play (18 cards); seat 0's case is what seat 1 gives it.
	st = play(t, st, &evs, 0, map[string]any{"type": "cards", "outside": []string{"duke", "park", "rifle"}, "inside": []string{"officer", "market"}})
	st = play(t, st, &evs, 1, map[string]any{"type": "cards", "outside": []string{"nurse", "harbor", "knife"}, "inside": []string{"butcher", "library"}})
	inf := []string{"poison", "maid", "parlor", "crossbow", "countess", "sword", "museum", "blowgun"}
	st = play(t, st, &evs, companion.Host, map[string]any{"type": "start", "starter": 0, "informants": inf})
	assert.Equal(t, []string{"A", "B", "C", "D", "E", "F", "G", "H"}, view(0).Letters)
	assert.True(t, view(0).CanPeek)
	assert.True(t, view(0).Me.CanPeek, "with 2 players the seat on turn may peek")
	assert.False(t, view(1).Me.CanPeek, "not on turn")

	// Seat 0 peeks at A: that is its turn's one action.
	st = play(t, st, &evs, 0, map[string]any{"type": "peek", "letter": "A"})
	assert.Equal(t, map[string]string{"A": "poison"}, view(0).Me.Peeked)
	assert.Equal(t, "poison", view(0).Log[0].Card)
	assert.Nil(t, view(0).Log[0].To, "no tokens change hands with 2 players")
	for _, a := range []companion.Actor{1, companion.Host, companion.Display} {
		assert.Empty(t, view(a).Log[0].Card, "only the peeker sees the informant (%v)", a)
	}
	assert.Empty(t, view(1).Me.Peeked)
	assert.Equal(t, 1, *view(0).Turn, "the peek ended seat 0's turn")
	assert.ErrorContains(t, try(t, st, 0, map[string]any{"type": "peek", "letter": "B"}), "Player 2's turn")

	// Seat 1 asks about a removed colour: accepted, answered 0, and it costs the turn.
	st = play(t, st, &evs, 1, map[string]any{"type": "ask", "answerer": 0, "ask": "orange", "side": "left"})
	require.NotNil(t, view(0).Me.Say)
	assert.Equal(t, 0, view(0).Me.Say.Answer)
	assert.Equal(t, "orange", view(0).Me.Say.Ask)
	assert.Equal(t, 0, *view(0).Turn)
	// Seat 0 asks seat 1 about yellow including the left card: seat 0's case (nurse, harbor, knife) holds
	// nurse; seat 1's left card butcher is red.
	st = play(t, st, &evs, 0, map[string]any{"type": "ask", "answerer": 1, "ask": "yellow", "side": "left"})
	require.NotNil(t, view(1).Me.Say)
	assert.Equal(t, 1, view(1).Me.Say.Answer)
	st = play(t, st, &evs, 1, map[string]any{"type": "peek", "letter": "B"})
	st = play(t, st, &evs, 0, map[string]any{"type": "peek", "letter": "C"})
	assert.Equal(t, map[string]string{"A": "poison", "C": "parlor"}, view(0).Me.Peeked)
	assert.Equal(t, map[string]string{"B": "maid"}, view(1).Me.Peeked)
	assert.Empty(t, view(0).Log[3].Card, "seat 0 does not see seat 1's peek")

	// Seat 0's knowledge holds its peeks; its full hints rank the six unpeeked letters beside the asks.
	know, err := st.(*State).Knowledge(0)
	require.NoError(t, err)
	assert.Equal(t, map[string]string{"A": "poison", "C": "parlor"}, know.Peeked)
	job, err := st.(*State).HintJob(0, companion.HintRequest{Level: companion.HintsFull})
	require.NoError(t, err)
	got, err := job(context.Background())
	require.NoError(t, err)
	h := got.(Hints)
	assert.NotContains(t, h.Possible.Weapon, "poison")
	assert.NotContains(t, h.Possible.Location, "parlor")
	var letters []string
	for _, sg := range h.Suggestions {
		if sg.Action == "peek" {
			letters = append(letters, sg.Letter)
		}
	}
	assert.ElementsMatch(t, []string{"B", "D", "E", "F", "G", "H"}, letters)

	// A wrong solve ends seat 1's turn; seat 0 solves its case and wins.
	st = play(t, st, &evs, 1, map[string]any{"type": "solve", "guess": []string{"countess", "park", "rifle"}})
	assert.Equal(t, 0, *view(0).Turn)
	st = play(t, st, &evs, 0, map[string]any{"type": "solve", "guess": []string{"knife", "nurse", "harbor"}})
	v := view(companion.Display)
	assert.Equal(t, companion.PhaseOver, st.Phase())
	assert.Equal(t, 0, *v.Winner)
	assert.Equal(t, "poison", v.Log[0].Card, "everything is revealed once the game is over")
	assert.Equal(t, inf, v.Reveal.Informants)

	fresh, err := Rules{}.New(set)
	require.NoError(t, err)
	for _, e := range evs {
		fresh, err = fresh.Apply(e)
		require.NoError(t, err)
	}
	for _, a := range []companion.Actor{0, 1, companion.Host, companion.Display} {
		assert.Equal(t, st.View(a, companion.ViewContext{Settings: set}), fresh.View(a, companion.ViewContext{Settings: set}))
	}
}

// TestClues13RemovedColourAsk: with 4 players gray and brown are out; asking about them is accepted at
// the table (answer 0) and costs the token as usual.
func TestClues13RemovedColourAsk(t *testing.T) {
	set := companion.Settings{Game: Name, Players: 4}
	st, err := Rules{}.New(set)
	require.NoError(t, err)
	var evs []companion.Event
	st = play(t, st, &evs, 0, map[string]any{"type": "cards", "outside": []string{"duke", "park", "rifle"}, "inside": []string{"officer", "market"}})
	st = play(t, st, &evs, 1, map[string]any{"type": "cards", "outside": []string{"nurse", "harbor", "knife"}, "inside": []string{"butcher", "library"}})
	st = play(t, st, &evs, 2, map[string]any{"type": "cards", "outside": []string{"maid", "museum", "sword"}, "inside": []string{"countess", "parlor"}})
	st = play(t, st, &evs, 3, map[string]any{"type": "cards", "outside": []string{"dancer", "plaza", "gun"}, "inside": []string{"sailor", "theater"}})
	st = play(t, st, &evs, companion.Host, map[string]any{"type": "start", "starter": 1})
	view := func(a companion.Actor) View { return st.View(a, companion.ViewContext{Settings: set}).(View) }
	assert.Equal(t, 1, view(1).Seats[1].Tokens)
	assert.Equal(t, 4, view(1).Supply)
	st = play(t, st, &evs, 1, map[string]any{"type": "ask", "answerer": 2, "ask": "gray"})
	last := view(1).Log[0]
	assert.Equal(t, "gray", last.Ask)
	assert.Equal(t, 0, *last.Answer)
	assert.Equal(t, 2, *last.To, "the token goes to the answerer as usual")
	assert.Equal(t, 0, view(1).Seats[1].Tokens)
	assert.Equal(t, 2, view(1).Seats[2].Tokens)
	assert.Equal(t, 2, *view(1).Turn, "seat 1 spent its only token")
	know, err := st.(*State).Knowledge(0)
	require.NoError(t, err)
	assert.Equal(t, "gray", know.Log[0].Ask)
}
