package clues13

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
)

// play decides a command against st and applies its events, as the Table does.
func play(t *testing.T, st companion.State, events *[]companion.Event, actor companion.Actor, cmd map[string]any) companion.State {
	t.Helper()
	raw, err := json.Marshal(cmd)
	require.NoError(t, err)
	changes, err := st.Decide(companion.Command{Actor: actor, Type: cmd["type"].(string), Data: raw})
	require.NoError(t, err, "%v", cmd)
	for _, ch := range changes {
		data, err := json.Marshal(ch.Data)
		require.NoError(t, err)
		e := companion.Event{Seq: int64(len(*events) + 1), Kind: ch.Kind, Actor: actor, Data: data}
		*events = append(*events, e)
		st = st.Apply(e)
	}
	return st
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
		fresh = fresh.Apply(e)
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
