package companion_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/solver/refuse"
)

// testRefusal is a game's rules refusal, as a solver makes it.
type testRefusal struct {
	refuse.Refusal
	Seat int
}

const (
	reasonNotYourTurn refuse.Reason = iota + 1
	reasonNoTiles
	reasonUnworded
)

var testCites = refuse.Cites{reasonNotYourTurn: "turn", reasonNoTiles: "setup", reasonUnworded: "end"}

func testRefused(reason refuse.Reason, seat int) error {
	return fmt.Errorf("the rules: %w", &testRefusal{Refusal: testCites.New(reason, "seat %d: reason %d", seat, reason), Seat: seat})
}

// TestRefusalsWordRulesRefusals: the one mapping of a game's refusals into
// the house's Error words each reason in the game's phrase (players from 1),
// as a 409 or, for impossible input, a 400, and cites the refusal's rule;
// anything else keeps its text for the log and reads as a sentence.
func TestRefusalsWordRulesRefusals(t *testing.T) {
	words := companion.Refusals[*testRefusal](func(r *testRefusal) companion.Phrase {
		switch r.Reason {
		case reasonNotYourTurn:
			return companion.Say("it is %s's turn", companion.Player(r.Seat))
		case reasonNoTiles:
			return companion.Phrase{Format: "enter your tiles first", Bad: true}
		}
		return companion.Phrase{}
	})
	cases := []struct {
		name       string
		err        error
		bad        bool
		code       companion.Code
		msg, rule  string
		keepsCause bool
	}{
		{"worded", testRefused(reasonNotYourTurn, 1), false, companion.Conflict, "it is Player 2's turn", "turn", false},
		{"worded, called as input", testRefused(reasonNotYourTurn, 1), true, companion.Invalid, "it is Player 2's turn", "turn", false},
		{"impossible input by its reason", testRefused(reasonNoTiles, 0), false, companion.Invalid, "enter your tiles first", "setup", false},
		{"a reason the game does not word", testRefused(reasonUnworded, 0), false, companion.Conflict, "the rules do not allow this now", "end", true},
		{"not a refusal", errors.New("disk full"), false, companion.Conflict, "the rules do not allow this now", "", true},
		{"not a refusal, called as input", errors.New("odd"), true, companion.Invalid, "the rules do not allow this now", "", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			word := words.Refuse
			if c.bad {
				word = words.Bad
			}
			e := companion.AsError(word(c.err))
			assert.Equal(t, c.code, e.Code)
			assert.Equal(t, c.msg, e.Render("en", ""))
			assert.Equal(t, c.rule, e.Rule)
			if c.keepsCause {
				require.ErrorIs(t, e, c.err, "the rules' own text stays for the log")
			}
		})
	}
}
