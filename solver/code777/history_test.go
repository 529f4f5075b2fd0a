package code777

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/solver/explain"
)

// sevensReshuffled is a 2-player seat whose rack (three red 5s now) was drawn
// while every 7 was in sight; those 7s were discarded and shuffled back
// into the pile since.
func sevensReshuffled() SolveRequest {
	tiles := func(s string) []string { return strings.Fields(s) }
	return SolveRequest{Game: GameID, Players: 2, Seat: 0,
		RacksNow:     map[string][]string{"1": tiles("red5 red5 red5"), "n1": tiles("brown4 brown4 brown4"), "n2": tiles("pink7 green1 yellow2")},
		SeenDiscards: []string{}, Log: []LogEntry{},
		History: []Step{
			{Draw: "0"}, {Draw: "1", Tiles: tiles("blue7 blue7 blue7")}, {Draw: "n1", Tiles: tiles("blue7 yellow7 yellow7")},
			{Draw: "n2", Tiles: tiles("pink7 green1 yellow2")},
			{Discard: "1"}, {Draw: "1", Tiles: tiles("black3 black3 black3")},
			{Discard: "n1"}, {Draw: "n1", Tiles: tiles("brown4 brown4 brown4")},
			{Discard: "1"}, {Reshuffle: true}, {Draw: "1", Tiles: tiles("red5 red5 red5")},
		}}
}

// TestHistoryKeepsWhatWasSeenAcrossAReshuffle: every 7 was in sight when the seat's rack was drawn, so it
// holds none, even after those 7s went to the discards and were shuffled back into the pile (where the
// tiles unseen now would allow 7s).
func TestHistoryKeepsWhatWasSeenAcrossAReshuffle(t *testing.T) {
	req := sevensReshuffled()
	res, err := Solve(req)
	require.NoError(t, err)
	for n := range res.Numbers {
		assert.NotContains(t, n, "7", "no 7 was left to draw when the rack was placed")
	}
	plain := req
	plain.History = nil
	old, err := Solve(plain)
	require.NoError(t, err)
	sevens := 0
	for n := range old.Numbers {
		if strings.Contains(n, "7") {
			sevens++
		}
	}
	assert.Positive(t, sevens, "the tiles unseen now alone would allow 7s")

	ex, err := Explain(ExplainRequest{SolveRequest: req, Claim: Claim{Tile: "blue7", Is: false}, Reader: explain.Reader{Lang: "en"}})
	require.NoError(t, err)
	assert.True(t, ex.Holds)
	assert.Equal(t, "What you saw of the earlier tiles (drawn, discarded and reshuffled, and what you learnt about your earlier racks) shows it without any answer about this rack: your rack holds no blue 7.", ex.Text)

	// A history that does not end with the racks in sight is an error, not a guess.
	tiles := func(s string) []string { return strings.Fields(s) }
	bad := req
	bad.RacksNow = map[string][]string{"1": tiles("red5 red5 black3"), "n1": tiles("brown4 brown4 brown4"), "n2": tiles("pink7 green1 yellow2")}
	_, err = Solve(bad)
	assert.ErrorContains(t, err, "racks_now")
}

// TestHistoryWeighsAReshuffledTileOnce: a red 5 the seat saw discarded and shuffled back may be the red 5
// that comes onto a visible rack again, so the seat's rack (drawn before) is weighed by every way the
// tiles can have moved, tile by tile: the exact odds differ from a fresh draw from the tiles unseen now.
func TestHistoryWeighsAReshuffledTileOnce(t *testing.T) {
	tiles := func(s string) []string { return strings.Fields(s) }
	req := SolveRequest{Game: GameID, Players: 2, Seat: 0,
		RacksNow:     map[string][]string{"1": tiles("red5 black3 black3"), "n1": tiles("brown4 brown4 brown4"), "n2": tiles("pink7 green1 yellow2")},
		SeenDiscards: []string{}, Log: []LogEntry{},
		History: []Step{
			{Draw: "0"}, {Draw: "1", Tiles: tiles("red5 blue7 blue7")}, {Draw: "n1", Tiles: tiles("brown4 brown4 brown4")},
			{Draw: "n2", Tiles: tiles("pink7 green1 yellow2")},
			{Discard: "1"}, {Reshuffle: true}, {Draw: "1", Tiles: tiles("red5 black3 black3")},
		}}
	res, err := Solve(req)
	require.NoError(t, err)
	plain := req
	plain.History = nil
	old, err := Solve(plain)
	require.NoError(t, err)
	for r := range res.Racks {
		assert.Contains(t, old.Racks, r)
	}
	assert.Contains(t, old.Racks, "blue7 blue7 blue7")
	assert.NotContains(t, res.Racks, "blue7 blue7 blue7", "two of the four blue 7s were in sight when the rack was drawn")
	assert.Less(t, res.Kinds["red5"], old.Kinds["red5"], "a red 5 seen again after the reshuffle makes one on the rack less likely")
	total := 0.0
	for _, p := range res.Racks {
		total += p
	}
	assert.InDelta(t, 1, total, 1e-12)
}

// TestHistoryCheckSaysWhy: the open deduction "no 7" is credited to the seat's history of the tiles.
func TestHistoryCheckSaysWhy(t *testing.T) {
	req := sevensReshuffled()
	res, err := Check(req, nil)
	require.NoError(t, err)
	var reason string
	for _, h := range res.Hints {
		if h.Mark == KindMark(kindOf(t, "blue7"), Out) {
			reason = h.Reason
		}
	}
	assert.Equal(t, "what you saw of the tiles before (drawn, discarded, reshuffled, your earlier racks) rules out a blue7 on your rack", reason)
}

func kindOf(t *testing.T, id string) Kind {
	k, err := ParseKind(id)
	require.NoError(t, err)
	return k
}

// TestFindConflictWithHistory: an answer that needs blue 7s on a rack drawn when no 7 was left conflicts
// with the tile history; the conflict names that answer.
func TestFindConflictWithHistory(t *testing.T) {
	tiles := func(s string) []string { return strings.Fields(s) }
	req := sevensReshuffled()
	req.Log = []LogEntry{{Reader: 1, Card: "q16", Answer: AnswerA,
		Others: map[string][]string{"n1": tiles("brown4 brown4 brown4"), "n2": tiles("pink7 green1 yellow2")}}}
	c, ok, err := FindConflict(req, "en", nil)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, []int{0}, c.Entries)
	assert.True(t, strings.HasSuffix(c.Text, "These cannot all be true with the tiles you saw: one of them may have been entered wrongly."), c.Text)
	assert.Contains(t, c.Text, "Player 2 read #16")
	plain := req
	plain.History = nil
	_, ok, err = FindConflict(plain, "ko", nil)
	require.NoError(t, err)
	assert.False(t, ok, "without the history some rack fits")
}

// Two hidden parts have one key only if they are the same: every count fits its bits.
func TestHiddenKeysApart(t *testing.T) {
	seen := map[uint64]hidden{}
	for _, cur := range rackFills {
		for k := range numKinds {
			for n := 0; n <= kindTable[k].copies; n++ {
				var gone Tiles
				gone[k] = n
				s := hidden{cur: cur, gone: gone}
				if other, ok := seen[s.key()]; ok {
					require.Equal(t, other, s, "one key, two parts")
				}
				seen[s.key()] = s
			}
		}
	}
	assert.Len(t, rackFills, 286)
}
