package refuse_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/solver/clues13"
	"github.com/tablemate/tablemate/solver/code777"
	"github.com/tablemate/tablemate/solver/lexio"
	"github.com/tablemate/tablemate/solver/refuse"
	"github.com/tablemate/tablemate/solver/tagiron"
)

// A game's refusal: the shared part and the facts its reasons name.
type gameRefusal struct {
	refuse.Refusal
	Seat int
}

type otherRefusal struct{ refuse.Refusal }

const (
	reasonNotYourTurn refuse.Reason = iota + 1
	reasonGameOver
	reasonUncited
)

var cites = refuse.Cites{reasonNotYourTurn: "turn", reasonGameOver: "end"}

func notYourTurn(seat int) error {
	return &gameRefusal{Refusal: cites.New(reasonNotYourTurn, "it is seat %d's turn", seat), Seat: seat}
}

// TestRefusalCarriesReasonRuleAndText: a refusal says its reason, the rules
// section its reason cites and the English text; it is found through any
// wrapping, by its game's type or through the shared part alone.
func TestRefusalCarriesReasonRuleAndText(t *testing.T) {
	err := fmt.Errorf("deciding: %w", notYourTurn(2))
	r, ok := refuse.As[*gameRefusal](err)
	require.True(t, ok)
	assert.Equal(t, reasonNotYourTurn, r.Reason)
	assert.Equal(t, "turn", r.Rule)
	assert.Equal(t, 2, r.Seat)
	assert.Equal(t, "it is seat 2's turn", r.Error())
	assert.Equal(t, "deciding: it is seat 2's turn", err.Error())
	assert.Equal(t, "turn", refuse.RuleOf(err))

	_, ok = refuse.As[*otherRefusal](err)
	assert.False(t, ok, "another game's refusal type does not match")
	assert.Empty(t, refuse.RuleOf(errors.New("disk full")))

	u := cites.New(reasonUncited, "no rule says so")
	assert.Empty(t, u.Rule, "a reason the game cites no section for")
	assert.Equal(t, "end", refuse.RuleOf(&otherRefusal{cites.New(reasonGameOver, "over")}))
}

// TestEveryReasonCitesARule: each game's every refusal reason, from 1 to
// its last, cites a section of its rules sheet (the companion's conformance
// suite checks the sections exist), and none beyond.
func TestEveryReasonCitesARule(t *testing.T) {
	for name, g := range map[string]struct {
		cites refuse.Cites
		last  refuse.Reason
	}{
		"clues13": {clues13.Cites, clues13.ReasonNoExpert},
		"code777": {code777.Cites, code777.ReasonDeckNotEmpty},
		"lexio":   {lexio.Cites, lexio.ReasonTooManyTiles},
		"tagiron": {tagiron.Cites, tagiron.ReasonBadPick},
	} {
		assert.Len(t, g.cites, int(g.last), name)
		for r := refuse.Reason(1); r <= g.last; r++ {
			assert.NotEmpty(t, g.cites[r], "%s: reason %d cites no rule", name, r)
		}
	}
}
