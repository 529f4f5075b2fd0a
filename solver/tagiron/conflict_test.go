package tagiron

import (
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFindConflict: a seat that declared its only remaining target and heard "wrong" holds a
// contradiction; the conflict holds that declaration and answers that rule out every other target, none
// of which can be dropped, and reads in both languages.
func TestFindConflict(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	found := 0
	for k := 0; k < 40 && found < 5; k++ {
		perm := PhysicalTiles()
		rng.Shuffle(len(perm), func(i, j int) { perm[i], perm[j] = perm[j], perm[i] })
		d := randomDeal(t, 2, perm)
		cards, picks := randomQuestions(rng, 2, 8)
		req := requestFor(d, 0, d.logFrom(t, cards, picks), nil)
		res, err := Solve(req)
		require.NoError(t, err)
		_, ok, err := FindConflict(req, "en", nil)
		require.NoError(t, err)
		require.False(t, ok, "the true answers fit")
		if res.Target.Solved == nil {
			continue
		}
		found++
		req.Wrong = [][]string{res.Target.Solved}
		c, ok, err := FindConflict(req, "en", []string{"", "Minji"})
		require.NoError(t, err)
		require.True(t, ok)
		assert.Contains(t, c.Entries, len(req.Log), "the wrong declaration is part of it")
		assert.Contains(t, c.Text, "You declared "+TileWords(MustTile(res.Target.Solved[0]), true))
		assert.True(t, strings.HasSuffix(c.Text, "These cannot all be true with your tiles: one of them may have been entered wrongly."))
		for j := range c.Entries {
			sub := req
			fewer := slices.Delete(slices.Clone(c.Entries), j, j+1)
			sub.Log, sub.Wrong = nil, nil
			for _, i := range fewer {
				if i < len(req.Log) {
					sub.Log = append(sub.Log, req.Log[i])
				} else {
					sub.Wrong = append(sub.Wrong, req.Wrong[i-len(req.Log)])
				}
			}
			res, err := Solve(sub)
			require.NoError(t, err)
			assert.False(t, res.Contradiction, "dropping entry %d leaves a deal", c.Entries[j])
		}
		ko, _, err := FindConflict(req, "ko", nil)
		require.NoError(t, err)
		assert.Contains(t, ko.Text, "“틀렸다”는 답을 들었습니다.")
	}
	assert.Positive(t, found)
}
