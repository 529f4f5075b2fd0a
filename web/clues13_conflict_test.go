package web_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/tablemate/tablemate/solver/clues13"
)

// TestClues13PeekThatContradictsIsRefused: over real HTTP, with the informants as they lie, a peek the
// peeker's own answers rule out is refused (409) with a sentence naming the entries it conflicts with, in
// the phone's language; the other seat's refusals and views are untouched.
func TestClues13PeekThatContradictsIsRefused(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 231)
	d := clues13.Deal{Players: 2,
		Outside: [][3]clues13.Card{{clues13.Nurse, clues13.Harbor, clues13.Knife}, {clues13.Duke, clues13.Park, clues13.Rifle}},
		Inside:  [][2]clues13.Card{{clues13.Officer, clues13.Market}, {clues13.Butcher, clues13.Library}}}
	g := newC13Laid(t, h, d, false, 0, false)
	g.ask(0, 1, "yellow", "left", false) // one yellow among seat 0's case and seat 1's left card
	g.seat(1, map[string]any{"type": "peek", "letter": "A", "card": "poison"})
	g.seat(0, map[string]any{"type": "peek", "letter": "B", "card": "museum"})
	g.seat(1, map[string]any{"type": "peek", "letter": "C", "card": "maid"})
	g.seat(0, map[string]any{"type": "peek", "letter": "D", "card": "blowgun"})
	g.seat(1, map[string]any{"type": "peek", "letter": "E", "card": "sword"})
	code, body := g.seatTry(0, map[string]any{"type": "peek", "letter": "F", "card": "nurse"})
	assert.Equal(t, http.StatusConflict, code, body)
	assert.Contains(t, body, "nurse under informant F does not fit what you know")
	assert.Contains(t, body, "You saw museum under informant B. You saw blowgun under informant D.")
	assert.Contains(t, body, "Check the card you see.")
	code, ko := g.h.call("POST", "/api/seat/"+g.tokens[0]+"/do", map[string]any{"type": "peek", "letter": "F", "card": "nurse"}, map[string]string{"X-Lang": "ko"})
	assert.Equal(t, http.StatusConflict, code)
	assert.Contains(t, string(ko), "비밀정보원 F 아래의 간호사는 내가 아는 사실과 맞지 않습니다.")
	g.seat(0, map[string]any{"type": "peek", "letter": "F", "card": "crossbow"}) // fits: accepted
}
