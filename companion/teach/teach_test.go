package teach_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/teach"
)

// fold decides a seat's command and folds its changes, as the table does.
func fold(t *testing.T, s *teach.Seats, a companion.Actor, typ string, args map[string]any) []companion.Change {
	t.Helper()
	changes, err := s.Decide(companion.BotCommand(a, typ, args), 2)
	require.NoError(t, err)
	for _, c := range changes {
		b, err := json.Marshal(c.Data)
		require.NoError(t, err)
		e := companion.Event{Kind: c.Kind, Actor: a, Data: b}
		require.NoError(t, teach.CheckEvent(e, 2))
		s.Fold(e, 2)
	}
	return changes
}

// TestOneTipAtATimeOncePerSeat: the current tip is the first applying one
// the seat has not put away; a shown tip whose moment passed is written
// off; each seat's fate of its tips is its own.
func TestOneTipAtATimeOncePerSeat(t *testing.T) {
	var s teach.Seats
	goal, turn, ask := companion.Tip{ID: "goal"}, companion.Tip{ID: "turn"}, companion.Tip{ID: "ask"}

	assert.False(t, s.On(0, false), "off unless the table or the seat turns it on")
	assert.True(t, s.On(0, true))
	fold(t, &s, 0, "teach", map[string]any{"on": false})
	assert.False(t, s.On(0, true), "the seat's own switch wins over the table's")
	assert.True(t, s.On(1, true), "and is its own only")

	assert.Equal(t, []companion.Tip{goal}, s.Current(1, []companion.Tip{goal, turn}))
	fold(t, &s, 1, "tip.seen", map[string]any{"tip": "goal"})
	assert.Empty(t, fold(t, &s, 1, "tip.seen", map[string]any{"tip": "goal"}), "seen twice changes nothing")
	assert.Equal(t, []companion.Tip{{ID: "goal", Seen: true}}, s.Current(1, []companion.Tip{goal, turn}))
	assert.Empty(t, s.Passed(1, []companion.Tip{goal, turn}), "a shown tip that still applies stays")

	fold(t, &s, 1, "tip.done", map[string]any{"tip": "goal"})
	assert.Equal(t, []companion.Tip{turn}, s.Current(1, []companion.Tip{goal, turn}), "put away: the next one")
	assert.Empty(t, fold(t, &s, 1, "tip.done", map[string]any{"tip": "goal"}), "done twice changes nothing")

	fold(t, &s, 1, "tip.seen", map[string]any{"tip": "turn"})
	passed := s.Passed(1, []companion.Tip{ask})
	require.Len(t, passed, 1, "its moment passed once shown: written off")
	assert.Equal(t, teach.KindDone, passed[0].Kind)
	b, _ := json.Marshal(passed[0].Data)
	assert.JSONEq(t, `{"tip":"turn","passed":true}`, string(b))
	assert.Empty(t, s.Passed(0, []companion.Tip{ask}), "another seat has nothing shown")
	assert.Equal(t, []companion.Tip{}, s.Current(1, nil))
}

// TestRefusedTeachCommands: only a seat changes its own tips, and a tip id
// is bounded.
func TestRefusedTeachCommands(t *testing.T) {
	var s teach.Seats
	_, err := s.Decide(companion.BotCommand(companion.Host, "teach", map[string]any{"on": true}), 2)
	assert.Equal(t, companion.Forbidden, companion.ErrorCode(err))
	_, err = s.Decide(companion.BotCommand(0, "tip.done", map[string]any{"tip": ""}), 2)
	assert.Equal(t, companion.Invalid, companion.ErrorCode(err))
	assert.Error(t, teach.CheckEvent(companion.Event{Kind: teach.KindSeen, Actor: 0, Data: []byte(`{}`)}, 2))
	assert.Error(t, teach.CheckEvent(companion.Event{Kind: teach.KindSwitch, Actor: 2, Data: []byte(`{"on":true}`)}, 2))
	assert.True(t, teach.IsKind(teach.KindSwitch) && teach.IsCommand("tip.seen") && !teach.IsCommand("name"))
}
