package clues13

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCheck(t *testing.T) {
	// After "no red including your left card" and "two females including your right card" the seat
	// knows: no library, no butcher (seen), the person is one of countess/nurse/maid.
	req := twoPlayer(LogEntry{Asker: 0, Answerer: 1, Ask: "red", Side: "left", Answer: 0})
	t.Run("mistakes and hints are separate", func(t *testing.T) {
		res, err := Check(req, []Mark{
			{Card: "library", State: "out"},    // right: deduced
			{Card: "park", State: "out"},       // right: seen
			{Card: "market", State: "out"},     // mistake: still possible
			{Card: "poison", State: "certain"}, // mistake: proven out
		})
		require.NoError(t, err)
		assert.Equal(t, []MarkNote{
			{Card: "market", State: "out", Probability: 0.25, Reason: "open"},
			{Card: "poison", State: "certain", Probability: 0, Reason: "wrong"},
		}, res.Mistakes)
		hinted := map[string]string{}
		for _, h := range res.Hints {
			assert.Equal(t, "out", h.State)
			hinted[h.Card] = h.Reason
		}
		assert.Equal(t, map[string]string{
			"officer": "seen", "duke": "seen", "butcher": "seen", "blowgun": "seen",
		}, hinted, "poison is marked (wrongly), library and park are marked")
	})
	t.Run("certain when solved", func(t *testing.T) {
		r := twoPlayer()
		r.Solves = []SolveEntry{{Player: 0, Guess: []string{"nurse", "harbor", "rifle"}, Correct: true}}
		res, err := Check(r, []Mark{{Card: "nurse", State: "certain"}})
		require.NoError(t, err)
		assert.Empty(t, res.Mistakes)
		var certain []string
		for _, h := range res.Hints {
			if h.State == "certain" {
				certain = append(certain, h.Card)
				assert.Equal(t, 1.0, h.Probability)
			}
		}
		assert.Equal(t, []string{"harbor", "rifle"}, certain)
		assert.Len(t, res.Hints, 2+18-3, "everything else is out")
	})
	t.Run("contradiction judges nothing", func(t *testing.T) {
		r := twoPlayer(LogEntry{Asker: 1, Answerer: 0, Ask: "purple", Side: "right", Answer: 1})
		res, err := Check(r, []Mark{{Card: "nurse", State: "out"}})
		require.NoError(t, err)
		assert.True(t, res.Contradiction)
		assert.Empty(t, res.Mistakes)
		assert.Empty(t, res.Hints)
	})
	t.Run("bad marks", func(t *testing.T) {
		_, err := Check(req, []Mark{{Card: "nurse", State: "maybe"}})
		assert.ErrorContains(t, err, `unknown mark "maybe"`)
		_, err = Check(req, []Mark{{Card: "nurse", State: "out"}, {Card: "nurse", State: "certain"}})
		assert.ErrorContains(t, err, "marked twice")
		_, err = Check(req, []Mark{{Card: "bow", State: "out"}})
		assert.ErrorContains(t, err, "not in play with 2 players")
		_, err = Check(req, []Mark{{Card: "axe", State: "out"}})
		assert.ErrorContains(t, err, `unknown card "axe"`)
	})
}
