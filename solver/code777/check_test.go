package code777

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// checkRequest: smallRequest after "q11 = 1" and "q16 = a": the rack is green1 blue7 blue7 (weight 1) or
// green1 red5 blue7 (weight 4).
func checkRequest() SolveRequest {
	req := smallRequest()
	req.Log = []LogEntry{
		entry(1, "q11", Count(1), map[string]string{"2": "brown4 brown4 brown4", "3": "pink6 pink6 pink6"}),
		entry(2, "q16", AnswerA, map[string]string{"1": "yellow2 yellow2 black3", "3": "pink6 pink6 pink6"}),
	}
	return req
}

func TestCheck(t *testing.T) {
	t.Run("empty sheet: every deduction is a hint", func(t *testing.T) {
		res, err := Check(checkRequest(), nil)
		require.NoError(t, err)
		assert.False(t, res.Contradiction)
		assert.Empty(t, res.Mistakes)
		var certain, out []string
		for _, h := range res.Hints {
			if h.Mark.State == Certain {
				certain = append(certain, h.Mark.Kind.String())
				assert.True(t, h.FromAnswers, "only the answers show %s", h.Mark.Kind)
			} else {
				out = append(out, h.Mark.Kind.String())
				assert.False(t, h.FromAnswers, "every %s is in sight", h.Mark.Kind)
			}
			assert.NotEmpty(t, h.Reason)
		}
		assert.Equal(t, []string{"green1", "blue7"}, certain)
		assert.Equal(t, []string{"yellow2", "black3", "brown4", "black5", "pink6", "green6", "pink7", "yellow7"}, out)
	})
	t.Run("mistakes and what is left to mark", func(t *testing.T) {
		n157, _ := NewNumbers(1, 5, 7)
		marks := []Mark{
			KindMark(Red5, Out),       // possible, P(red5) = 0.8: unsupported
			KindMark(Green1, Certain), // right
			KindMark(Pink6, Certain),  // all pink6 in sight: wrong
			KindMark(Blue7, Out),      // the answers prove a blue7: wrong
			KindMark(Yellow2, Out),    // right
			NumbersMark(n157),         // likely (0.8) but not certain
		}
		res, err := Check(checkRequest(), marks)
		require.NoError(t, err)
		require.Len(t, res.Mistakes, 4)
		byMark := map[string]Mistake{}
		for _, m := range res.Mistakes {
			byMark[m.Mark.String()] = m
		}
		assert.False(t, byMark["red5 out"].Wrong)
		assert.InDelta(t, 0.2, byMark["red5 out"].Probability, 1e-12)
		assert.True(t, byMark["pink6 certain"].Wrong)
		assert.True(t, byMark["blue7 out"].Wrong)
		assert.Zero(t, byMark["blue7 out"].Probability)
		assert.False(t, byMark["numbers 1 5 7 certain"].Wrong)
		assert.InDelta(t, 0.8, byMark["numbers 1 5 7 certain"].Probability, 1e-12)

		var hinted []string
		for _, h := range res.Hints {
			hinted = append(hinted, h.Mark.String())
		}
		assert.Contains(t, hinted, "blue7 certain", "marked wrongly, so still a hint")
		assert.Contains(t, hinted, "pink6 out")
		assert.NotContains(t, hinted, "green1 certain")
		assert.NotContains(t, hinted, "yellow2 out")
		assert.Len(t, hinted, 8)
	})
	t.Run("solved: the numbers are a hint", func(t *testing.T) {
		req := checkRequest()
		req.Log = append(req.Log, entry(3, "q6", Count(2), map[string]string{"1": "yellow2 yellow2 black3", "2": "brown4 brown4 brown4"}))
		res, err := Check(req, []Mark{KindMark(Red5, Certain)})
		require.NoError(t, err)
		assert.Empty(t, res.Mistakes)
		last := res.Hints[len(res.Hints)-1]
		assert.Equal(t, "numbers 1 5 7 certain", last.Mark.String())
		assert.True(t, last.FromAnswers)
		n157, _ := NewNumbers(1, 5, 7)
		res, err = Check(req, []Mark{NumbersMark(n157)})
		require.NoError(t, err)
		assert.Empty(t, res.Mistakes)
		for _, h := range res.Hints {
			assert.NotEqual(t, "numbers 1 5 7 certain", h.Mark.String())
		}
	})
	t.Run("contradiction", func(t *testing.T) {
		req := checkRequest()
		req.Log = append(req.Log, entry(3, "q6", Count(0), map[string]string{"1": "yellow2 yellow2 black3", "2": "brown4 brown4 brown4"}))
		res, err := Check(req, []Mark{KindMark(Red5, Out)})
		require.NoError(t, err)
		assert.True(t, res.Contradiction)
		assert.Empty(t, res.Mistakes)
		assert.Empty(t, res.Hints)
	})
	t.Run("bad marks", func(t *testing.T) {
		n, _ := NewNumbers(1, 5, 7)
		for name, marks := range map[string][]Mark{
			"two marks on a kind":  {KindMark(Red5, Out), KindMark(Red5, Certain)},
			"two numbers marks":    {NumbersMark(n), NumbersMark(n)},
			"numbers marked out":   {{Numbers: n, State: Out}},
			"no state":             {{Kind: Red5}},
			"unknown kind":         {KindMark(Kind(20), Out)},
			"state out of range":   {{Kind: Red5, State: 9}},
			"duplicate same state": {KindMark(Pink6, Out), KindMark(Pink6, Out)},
		} {
			_, err := Check(checkRequest(), marks)
			assert.Error(t, err, name)
		}
	})
}

func TestMarkJSON(t *testing.T) {
	n, _ := NewNumbers(7, 5, 5)
	marks := []Mark{KindMark(Red5, Out), KindMark(Pink7, Certain), NumbersMark(n)}
	b, err := json.Marshal(marks)
	require.NoError(t, err)
	assert.JSONEq(t, `[{"kind":"red5","state":"out"},{"kind":"pink7","state":"certain"},{"numbers":"5 5 7","state":"certain"}]`, string(b))
	var back []Mark
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, marks, back)
	for _, bad := range []string{
		`{"state":"out"}`, `{"kind":"red5"}`, `{"kind":"red5","numbers":"5 5 7","state":"certain"}`,
		`{"kind":"r5","state":"out"}`, `{"kind":"red5","state":"maybe"}`, `{"numbers":"5 5","state":"certain"}`,
	} {
		var m Mark
		assert.Error(t, json.Unmarshal([]byte(bad), &m), bad)
	}
}

// TestFollowingHintsLeavesNothing: a sheet holding exactly the hints has no mistakes and no further hints,
// and every mark in it is true of the real rack.
func TestFollowingHintsLeavesNothing(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players := rapid.IntRange(MinPlayers, MaxPlayers).Draw(t, "players")
		seed := rapid.Uint64().Draw(t, "seed")
		req, mine := randomCase(rand.New(rand.NewPCG(seed, 1)), players, 12, false)
		res, err := Check(req, nil)
		require.NoError(t, err)
		var marks []Mark
		for _, h := range res.Hints {
			marks = append(marks, h.Mark)
			if !h.Mark.Numbers.IsZero() {
				assert.Equal(t, NumbersOf(mine), h.Mark.Numbers)
				continue
			}
			assert.Equal(t, h.Mark.State == Certain, mine.Tiles()[h.Mark.Kind] > 0, h.Mark.String())
		}
		again, err := Check(req, marks)
		require.NoError(t, err)
		assert.Empty(t, again.Mistakes)
		assert.Empty(t, again.Hints)
	})
}
