package tagiron

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

func TestTileCodec(t *testing.T) {
	ids := AllTileIDs()
	require.Len(t, ids, 19)
	for i, id := range ids {
		back, err := ParseTile(id.String())
		require.NoError(t, err)
		assert.Equal(t, id, back)
		if i > 0 {
			prev := ids[i-1]
			assert.True(t, prev.Number() < id.Number() || (prev.Number() == id.Number() && prev.Color() == Red && id.Color() == Blue),
				"%s must sort before %s", prev, id)
		}
	}
	assert.Equal(t, "r0 b0 r1 b1 r2 b2 r3 b3 r4 b4 g5 r6 b6 r7 b7 r8 b8 r9 b9", joinTiles(ids))
	assert.Equal(t, 5, MustTile("g5").Number())
	assert.Equal(t, Green, MustTile("g5").Color())
	assert.Equal(t, Blue, MustTile("b7").Color())
	assert.Equal(t, Red, MustTile("r6").Color())
	phys := PhysicalTiles()
	assert.Len(t, phys, 20)
	assert.Equal(t, G5, phys[10])
	assert.Equal(t, G5, phys[11])
	for _, bad := range []string{"r5", "b5", "g4", "x1", "", "r10", "R1"} {
		_, err := ParseTile(bad)
		assert.Error(t, err, bad)
	}
	_, err := ParseTile("r5")
	assert.Contains(t, err.Error(), `unknown tile "r5"`)
}

func joinTiles(ts []Tile) string {
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = t.String()
	}
	return strings.Join(s, " ")
}

func TestNewRack(t *testing.T) {
	r, err := ParseRack([]string{"b6", "r9", "r0", "b7", "r3"}, 5)
	require.NoError(t, err)
	assert.Equal(t, "r0 r3 b6 b7 r9", r.String())
	r, err = ParseRack([]string{"b1", "g5", "r1", "g5"}, 4)
	require.NoError(t, err)
	assert.Equal(t, "r1 b1 g5 g5", r.String())
	assert.Equal(t, MustTile("b1"), r.At(2))

	for _, tc := range []struct {
		name string
		ids  []string
		size int
		msg  string
	}{
		{"wrong size", []string{"r0", "r1", "r2", "r3"}, 5, "4 tiles, want 5"},
		{"bad size", []string{"r0", "r1", "r2"}, 3, "rack size 3"},
		{"duplicate", []string{"r0", "r0", "r2", "r3", "r4"}, 5, `"r0" used twice`},
		{"three g5", []string{"g5", "g5", "g5", "r3", "r4"}, 5, "g5 used 3 times"},
		{"unknown", []string{"r5", "r1", "r2", "r3", "r4"}, 5, `unknown tile "r5"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseRack(tc.ids, tc.size)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.msg)
		})
	}
}

func TestCards(t *testing.T) {
	want := []string{"where-0", "where-1-or-2", "where-3-or-4", "where-5", "where-6-or-7", "where-8-or-9",
		"same-color-neighbours", "consecutive-neighbours", "count-red", "count-blue", "count-odd",
		"count-even", "count-pairs", "sum-low3", "sum-mid3", "sum-high3", "sum-red", "sum-blue", "sum-all",
		"center-5-or-more", "max-minus-min"}
	deck := Deck(3)
	require.Len(t, deck, 21)
	for i, c := range deck {
		assert.Equal(t, want[i], c.String())
		back, err := ParseCard(want[i])
		require.NoError(t, err)
		assert.Equal(t, c, back)
	}
	assert.Equal(t, deck, Deck(2))
	d4 := Deck(4)
	require.Len(t, d4, 19)
	assert.NotContains(t, d4, SumMid3)
	assert.NotContains(t, d4, CenterFiveOrMore)
	assert.Nil(t, Deck(5))
	var shared, choice []string
	for _, c := range deck {
		if c.Shared() {
			shared = append(shared, c.String())
		}
		if c.Choices() != nil {
			choice = append(choice, c.String())
		}
	}
	assert.Equal(t, []string{"sum-all", "center-5-or-more", "max-minus-min"}, shared)
	assert.Equal(t, []string{"where-1-or-2", "where-3-or-4", "where-6-or-7", "where-8-or-9"}, choice)
	assert.Equal(t, []int{8, 9}, WhereEightOrNine.Choices())
	_, err := ParseCard("where-9")
	assert.EqualError(t, err, `unknown card "where-9"`)
}

// TestAnswerEveryCard checks every card against hand-computed answers, including the seed's examples.
func TestAnswerEveryCard(t *testing.T) {
	const (
		seed1 = "r0 r3 b6 b7 r9" // seed example for same-color-neighbours
		seed2 = "r1 r2 b4 b8 b9" // seed example for consecutive-neighbours
		fives = "r1 g5 g5 b6 r8"
	)
	for _, tc := range []struct {
		rack, card string
		pick       int
		want       string
	}{
		{seed1, "where-0", 0, "[1]"},
		{seed2, "where-0", 0, "[]"},
		{"r0 b0 r1 b1 r2", "where-0", 0, "[1,2]"},
		{seed2, "where-1-or-2", 1, "[1]"},
		{seed2, "where-1-or-2", 2, "[2]"},
		{seed1, "where-3-or-4", 3, "[2]"},
		{seed2, "where-3-or-4", 4, "[3]"},
		{fives, "where-5", 0, "[2,3]"},
		{seed1, "where-5", 0, "[]"},
		{seed1, "where-6-or-7", 6, "[3]"},
		{seed1, "where-6-or-7", 7, "[4]"},
		{seed2, "where-8-or-9", 8, "[4]"},
		{seed2, "where-8-or-9", 9, "[5]"},
		{"r0 r1 r8 b8 r9", "where-8-or-9", 8, "[3,4]"},
		{seed1, "same-color-neighbours", 0, "[[1,2],[3,4]]"},
		{fives, "same-color-neighbours", 0, "[[2,3]]"},
		{"r0 r1 r2 r3 r4", "same-color-neighbours", 0, "[[1,5]]"},
		{"r0 b1 r2 b3 r4", "same-color-neighbours", 0, "[]"},
		{seed2, "consecutive-neighbours", 0, "[[1,2],[4,5]]"},
		{"r7 r8 b8 b9", "consecutive-neighbours", 0, "[[1,2],[3,4]]"},
		{"b0 r7 r8 b8 b9", "consecutive-neighbours", 0, "[[2,3],[4,5]]"},
		{"r4 g5 r6 b9", "consecutive-neighbours", 0, "[[1,3]]"},
		{"r0 r4 g5 b6 b9", "consecutive-neighbours", 0, "[[2,4]]"},
		{"r8 r9 b9 b0 b1", "consecutive-neighbours", 0, "[[1,2],[3,4]]"}, // 0 1 8 9 9: no wrap 9->0
		{seed1, "count-red", 0, "3"},
		{fives, "count-red", 0, "2"},
		{seed1, "count-blue", 0, "2"},
		{fives, "count-blue", 0, "1"},
		{seed1, "count-odd", 0, "3"},
		{fives, "count-odd", 0, "3"},
		{seed1, "count-even", 0, "2"},
		{"r0 b0 r2 r4 r6", "count-even", 0, "5"},
		{seed1, "count-pairs", 0, "0"},
		{fives, "count-pairs", 0, "1"},
		{"r1 b1 r6 b6 r9", "count-pairs", 0, "2"},
		{seed1, "sum-low3", 0, "9"},
		{seed1, "sum-mid3", 0, "16"},
		{seed1, "sum-high3", 0, "22"},
		{"r2 b3 r7 b8", "sum-low3", 0, "12"},
		{"r2 b3 r7 b8", "sum-high3", 0, "18"},
		{seed1, "sum-red", 0, "12"},
		{seed1, "sum-blue", 0, "13"},
		{fives, "sum-red", 0, "9"},
		{"r0 r1 r2 r3 r4", "sum-blue", 0, "0"},
		{seed1, "sum-all", 0, "25"},
		{fives, "sum-all", 0, "25"},
		{seed1, "center-5-or-more", 0, "true"},
		{seed2, "center-5-or-more", 0, "false"},
		{fives, "center-5-or-more", 0, "true"},
		{seed1, "max-minus-min", 0, "9"},
		{"r2 b3 r7 b8", "max-minus-min", 0, "6"},
	} {
		t.Run(tc.card+"/"+tc.rack, func(t *testing.T) {
			resp, err := AnswerFor(AnswerRequest{Game: "tagiron", Rack: strings.Fields(tc.rack), Card: tc.card, Pick: tc.pick})
			require.NoError(t, err)
			b, err := json.Marshal(resp)
			require.NoError(t, err)
			assert.JSONEq(t, `{"answer":`+tc.want+`}`, string(b))
			// Every answer a rack gives is, of course, possible.
			assert.NoError(t, Possible(MustCard(tc.card), tc.pick, len(strings.Fields(tc.rack)), resp.Answer))
		})
	}
}

func TestAnswerForErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		req  AnswerRequest
		msg  string
	}{
		{"game", AnswerRequest{Game: "code777", Rack: strings.Fields("r0 r1 r2 r3 r4"), Card: "where-0"}, `game "code777"`},
		{"size", AnswerRequest{Game: "tagiron", Rack: strings.Fields("r0 r1 r2"), Card: "where-0"}, "3 tiles"},
		{"dup", AnswerRequest{Game: "tagiron", Rack: strings.Fields("r0 r1 r2 r3 r3"), Card: "where-0"}, "twice"},
		{"card", AnswerRequest{Game: "tagiron", Rack: strings.Fields("r0 r1 r2 r3 r4"), Card: "where-10"}, "unknown card"},
		{"no pick", AnswerRequest{Game: "tagiron", Rack: strings.Fields("r0 r1 r2 r3 r4"), Card: "where-1-or-2"}, "needs a pick"},
		{"bad pick", AnswerRequest{Game: "tagiron", Rack: strings.Fields("r0 r1 r2 r3 r4"), Card: "where-1-or-2", Pick: 3}, "pick must be 1 or 2"},
		{"stray pick", AnswerRequest{Game: "tagiron", Rack: strings.Fields("r0 r1 r2 r3 r4"), Card: "where-0", Pick: 1}, "takes no pick"},
		{"mid3 with 4", AnswerRequest{Game: "tagiron", Rack: strings.Fields("r0 r1 r2 r3"), Card: "sum-mid3"}, "not used with 4-tile"},
		{"center with 4", AnswerRequest{Game: "tagiron", Rack: strings.Fields("r0 r1 r2 r3"), Card: "center-5-or-more"}, "not used with 4-tile"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := AnswerFor(tc.req)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.msg)
		})
	}
}

func TestAnswerJSON(t *testing.T) {
	for _, s := range []string{"[]", "[2]", "[1,3]", "[[1,2]]", "[[1,2],[3,4]]", "[[1,5]]", "0", "17", "true", "false"} {
		var a Answer
		require.NoError(t, json.Unmarshal([]byte(s), &a), s)
		b, err := json.Marshal(a)
		require.NoError(t, err)
		assert.JSONEq(t, s, string(b))
	}
	for _, s := range []string{`[[2,1]]`, `[0]`, `[6]`, `[1,1]`, `[[1,3],[2,4]]`, `[[1,2],[2,3]]`, `1.5`, `"x"`, `{}`, `[[1,2],3]`, `null`} {
		var a Answer
		assert.Error(t, json.Unmarshal([]byte(s), &a), s)
	}
	var a, b Answer
	require.NoError(t, json.Unmarshal([]byte("[3,1]"), &a))
	require.NoError(t, json.Unmarshal([]byte("[1,3]"), &b))
	assert.True(t, a.Equal(b))
	g, err := NewGroups()
	require.NoError(t, err)
	p, err := NewPositions()
	require.NoError(t, err)
	assert.True(t, g.Equal(p), "[] as groups equals [] as positions")
	assert.False(t, NewNumber(0).Equal(p))
	assert.False(t, NewBool(false).Equal(NewNumber(0)))
	assert.Equal(t, [][2]int{{1, 2}, {4, 5}}, mustGroups(t, [2]int{1, 2}, [2]int{4, 5}).Groups())
}

func mustGroups(tb testing.TB, gs ...[2]int) Answer {
	tb.Helper()
	a, err := NewGroups(gs...)
	require.NoError(tb, err)
	return a
}

func TestPossible(t *testing.T) {
	pos := func(ps ...int) Answer {
		a, err := NewPositions(ps...)
		require.NoError(t, err)
		return a
	}
	for _, tc := range []struct {
		name string
		card Card
		pick int
		size int
		a    Answer
		ok   bool
	}{
		{"count-red 7", CountRed, 0, 5, NewNumber(7), false},
		{"count-red 5", CountRed, 0, 5, NewNumber(5), true},
		{"count-red 5 of 4", CountRed, 0, 4, NewNumber(5), false},
		{"where-0 [1,2]", WhereZero, 0, 5, pos(1, 2), true},
		{"where-0 [3,4]", WhereZero, 0, 5, pos(3, 4), false},
		{"where-0 [1,3]", WhereZero, 0, 5, pos(1, 3), false},
		{"where-9 [5] of 4", WhereEightOrNine, 9, 4, pos(5), false},
		{"where-9 [4,5]", WhereEightOrNine, 9, 5, pos(4, 5), true},
		{"sum-all 4", SumAll, 0, 5, NewNumber(4), true},
		{"sum-all 3", SumAll, 0, 5, NewNumber(3), false},
		{"sum-all 41", SumAll, 0, 5, NewNumber(41), true},
		{"sum-all 42", SumAll, 0, 5, NewNumber(42), false},
		{"count-pairs 2", CountPairs, 0, 5, NewNumber(2), true},
		{"count-pairs 3", CountPairs, 0, 5, NewNumber(3), false},
		{"same-color []", SameColorNeighbours, 0, 5, pos(), true},
		{"same-color all", SameColorNeighbours, 0, 5, mustGroups(t, [2]int{1, 5}), true},
		{"consecutive all", ConsecutiveNeighbours, 0, 5, mustGroups(t, [2]int{1, 5}), true},
		{"consecutive [[1,4]] of 4", ConsecutiveNeighbours, 0, 4, mustGroups(t, [2]int{1, 4}), true},
		{"consecutive [[4,5]] of 4", ConsecutiveNeighbours, 0, 4, mustGroups(t, [2]int{4, 5}), false},
		{"wrong shape", CountRed, 0, 5, pos(1), false},
		{"center bool", CenterFiveOrMore, 0, 5, NewBool(false), true},
		{"center of 4", CenterFiveOrMore, 0, 4, NewBool(false), false},
		{"max-minus-min 0", MaxMinusMin, 0, 5, NewNumber(0), false},
		{"max-minus-min 1 of 5", MaxMinusMin, 0, 5, NewNumber(1), false}, // 0 0 1 1 x needs x >= 2
		{"max-minus-min 1 of 4", MaxMinusMin, 0, 4, NewNumber(1), true},  // r0 b0 r1 b1
		{"pick missing", WhereOneOrTwo, 0, 5, pos(), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := Possible(tc.card, tc.pick, tc.size, tc.a)
			if tc.ok {
				assert.NoError(t, err)
			} else {
				assert.Error(t, err)
			}
		})
	}
}

// TestAnswerOrderIndependent: the answer never depends on the order tiles were entered in.
func TestAnswerOrderIndependent(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		size := rapid.IntRange(4, 5).Draw(rt, "size")
		tiles := rapid.Permutation(PhysicalTiles()).Draw(rt, "deal")[:size]
		perm := rapid.Permutation(tiles).Draw(rt, "entered")
		players := 2
		if size == 4 {
			players = 4
		}
		card := rapid.SampledFrom(Deck(players)).Draw(rt, "card")
		pick := 0
		if ch := card.Choices(); ch != nil {
			pick = rapid.SampledFrom(ch).Draw(rt, "pick")
		}
		r1, err := NewRack(tiles, size)
		require.NoError(rt, err)
		r2, err := NewRack(perm, size)
		require.NoError(rt, err)
		assert.Equal(rt, r1, r2)
		a1, err := AnswerCard(r1, card, pick)
		require.NoError(rt, err)
		ids := make([]string, size)
		for i, x := range perm {
			ids[i] = x.String()
		}
		resp, err := AnswerFor(AnswerRequest{Game: GameID, Rack: ids, Card: card.String(), Pick: pick})
		require.NoError(rt, err)
		assert.True(rt, a1.Equal(resp.Answer))
		assert.NoError(rt, Possible(card, pick, size, a1))
	})
}
