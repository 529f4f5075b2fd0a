package clues13

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// TestPeekThatContradictsIsRefused: with the informants as they lie, a peeker who says it saw a card its
// own answers rule out is refused up front, and told which of its entries the card conflicts with; a card
// that fits is accepted. Hints on a contradiction (which a refusal now prevents) point at the entries.
func TestPeekThatContradictsIsRefused(t *testing.T) {
	set := companion.Settings{Game: Name, Players: 2}
	st, err := Rules{}.New(set)
	require.NoError(t, err)
	var evs []companion.Event
	// Seat 0's case is nurse, harbor, knife (entered by seat 1); the yellow cards are nurse, museum, blowgun.
	st = play(t, st, &evs, 0, map[string]any{"type": "cards", "outside": []string{"duke", "park", "rifle"}, "inside": []string{"officer", "market"}})
	st = play(t, st, &evs, 1, map[string]any{"type": "cards", "outside": []string{"nurse", "harbor", "knife"}, "inside": []string{"butcher", "library"}})
	st = play(t, st, &evs, companion.Host, map[string]any{"type": "start", "starter": 0})
	// One yellow card among seat 0's case and seat 1's left card (butcher): heard 1.
	st = play(t, st, &evs, 0, map[string]any{"type": "ask", "answerer": 1, "ask": "yellow", "side": "left"})
	st = play(t, st, &evs, 1, map[string]any{"type": "peek", "letter": "A", "card": "poison"})
	st = play(t, st, &evs, 0, map[string]any{"type": "peek", "letter": "B", "card": "museum"})
	st = play(t, st, &evs, 1, map[string]any{"type": "peek", "letter": "C", "card": "maid"})
	st = play(t, st, &evs, 0, map[string]any{"type": "peek", "letter": "D", "card": "blowgun"})
	st = play(t, st, &evs, 1, map[string]any{"type": "peek", "letter": "E", "card": "sword"})

	err = try(t, st, 0, map[string]any{"type": "peek", "letter": "F", "card": "nurse"})
	var e *companion.Error
	require.True(t, errors.As(err, &e), "%v", err)
	assert.Equal(t, companion.Conflict, e.Code)
	assert.Equal(t, "nurse under informant F does not fit what you know: Player 1 asked Player 2 how many yellow cards they see "+
		"(with their left inside card), and heard 1. You saw museum under informant B. You saw blowgun under informant D. "+
		"You saw nurse under informant F. These cannot all be true: one of them may have been entered wrongly. Check the card you see.", e.Msg)
	assert.Equal(t, "비밀정보원 F 아래의 간호사는 내가 아는 사실과 맞지 않습니다. 내가 2번 플레이어에게 노랑 카드가 몇 장인지 "+
		"(왼쪽 카드) 묻자 1장이라고 답했습니다. 비밀정보원 B 아래에서 박물관을 보았습니다. 비밀정보원 D 아래에서 블로건을 보았습니다. "+
		"비밀정보원 F 아래에서 간호사를 보았습니다. 이 사실들은 함께 성립할 수 없습니다: 이 중 하나를 잘못 입력했을 수 있습니다. 보이는 카드를 다시 확인하세요.", e.Render("ko", ""))
	// At a table where the seats have names, the refusal names them (not "2번 플레이어").
	var named *companion.Error
	require.True(t, errors.As(companion.NameSeats(err, []companion.SeatName{{Name: "민준"}, {Name: "지수"}}), &named))
	assert.Contains(t, named.Render("ko", ""), "지수에게 노랑 카드가")
	assert.NotContains(t, named.Render("ko", ""), "번 플레이어")
	assert.Contains(t, named.Msg, "asked 지수 how many yellow cards")

	// A card that fits seat 0's knowledge is accepted (whatever lies there: nothing hidden is consulted).
	st = play(t, st, &evs, 0, map[string]any{"type": "peek", "letter": "F", "card": "crossbow"})

	// A contradiction that got in anyway (a log from before this check): the hints name its entries.
	s := st.(*State)
	s.peeked[0][rules.Letter(5)] = rules.Nurse // F: nurse, as if entered
	for i := range s.log {
		if s.log[i].Kind == "peek" && s.log[i].Seat == 0 && s.log[i].Letter == "F" {
			s.log[i].Card = "nurse"
		}
	}
	job, err := s.HintJob(0, companion.HintRequest{Level: companion.HintsFull})
	require.NoError(t, err)
	out, err := job(context.Background())
	require.NoError(t, err)
	h := out.(Hints)
	require.True(t, h.Contradiction)
	require.NotNil(t, h.Conflict)
	assert.Equal(t, []int{0, 2, 4, 6}, h.Conflict.Because, "the ask, then seat 0's three peeks")
	assert.Equal(t, []int{2, 4, 6}, h.Conflict.Mine, "seat 0 entered its peeks; seat 1 gave the answer")
	assert.Contains(t, h.Conflict.Text["en"], "You saw nurse under informant F.")
	assert.Contains(t, h.Conflict.Text["en"], "3 of them you entered yourself: check those first.")
	assert.Contains(t, h.Conflict.Text["ko"], "비밀정보원 F 아래에서 간호사를 보았습니다.")
}
