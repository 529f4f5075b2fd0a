package code777

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func racks(tb testing.TB, specs ...string) []Rack {
	tb.Helper()
	out := make([]Rack, len(specs))
	for i, s := range specs {
		r, err := ParseRack(strings.Fields(s))
		require.NoError(tb, err, s)
		out[i] = r
	}
	return out
}

func TestKindTable(t *testing.T) {
	t.Run("28 tiles, n copies of number n, 4 of each colour", func(t *testing.T) {
		full := FullSet()
		require.Equal(t, NumTiles, full.Total())
		var perNumber [8]int
		var perColor [NumColors]int
		for _, k := range Kinds() {
			perNumber[k.Number()] += full[k]
			perColor[k.Color()] += full[k]
		}
		for n := 1; n <= 7; n++ {
			assert.Equal(t, n, perNumber[n], "copies of %d", n)
		}
		for c := range NumColors {
			assert.Equal(t, 4, perColor[c], "tiles of %s", Color(c))
		}
		assert.Len(t, full.List(), NumTiles)
	})
	t.Run("rules table row by row", func(t *testing.T) {
		rows := []struct {
			id     string
			number int
			color  Color
			copies int
			symbol string
		}{
			{"green1", 1, Green, 1, "oval"}, {"yellow2", 2, Yellow, 2, "triangle"}, {"black3", 3, Black, 3, "star"},
			{"brown4", 4, Brown, 4, "rectangle"}, {"red5", 5, Red, 4, "hexagon"}, {"black5", 5, Black, 1, "star"},
			{"pink6", 6, Pink, 3, "X"}, {"green6", 6, Green, 3, "oval"}, {"pink7", 7, Pink, 1, "X"},
			{"yellow7", 7, Yellow, 2, "triangle"}, {"blue7", 7, Blue, 4, "diamond"},
		}
		require.Len(t, rows, NumKinds)
		for i, row := range rows {
			k, err := ParseKind(row.id)
			require.NoError(t, err)
			assert.Equal(t, Kind(i), k)
			assert.Equal(t, row.id, k.String())
			assert.Equal(t, row.number, k.Number())
			assert.Equal(t, row.color, k.Color())
			assert.Equal(t, row.copies, k.Copies())
			assert.Equal(t, row.symbol, k.Symbol())
		}
	})
	t.Run("unknown ids", func(t *testing.T) {
		for _, s := range []string{"r5", "", "Red5", "red 5", "purple3"} {
			_, err := ParseKind(s)
			assert.ErrorContains(t, err, "unknown tile", s)
		}
	})
	t.Run("text codec", func(t *testing.T) {
		b, err := json.Marshal([]Kind{Red5, Pink7})
		require.NoError(t, err)
		assert.JSONEq(t, `["red5","pink7"]`, string(b))
		var back []Kind
		require.NoError(t, json.Unmarshal(b, &back))
		assert.Equal(t, []Kind{Red5, Pink7}, back)
		assert.Error(t, json.Unmarshal([]byte(`["r5"]`), &back))
	})
}

func TestRack(t *testing.T) {
	t.Run("multiset: order does not matter", func(t *testing.T) {
		a := NewRack(Red5, Black3, Black3)
		b := NewRack(Black3, Red5, Black3)
		assert.Equal(t, a, b)
		assert.Equal(t, "black3 black3 red5", a.String())
		assert.Equal(t, 11, a.Sum())
	})
	t.Run("bad racks", func(t *testing.T) {
		for _, ids := range [][]string{{"red5", "red5"}, {"red5", "red5", "red5", "red5"}, {"red5", "x", "red5"}, {"green1", "green1", "red5"}} {
			_, err := ParseRack(ids)
			assert.Error(t, err, ids)
		}
		_, err := ParseRack([]string{"green1", "green1", "red5"})
		assert.ErrorContains(t, err, "only 1")
	})
	t.Run("json", func(t *testing.T) {
		var r Rack
		require.NoError(t, json.Unmarshal([]byte(`["red5","black3","black3"]`), &r))
		assert.Equal(t, MustRack("black3 black3 red5"), r)
		b, err := json.Marshal(r)
		require.NoError(t, err)
		assert.JSONEq(t, `["black3","black3","red5"]`, string(b))
		assert.Error(t, json.Unmarshal([]byte(`["red5"]`), &r))
	})
}

func TestNumbersAndChallenge(t *testing.T) {
	n, err := ParseNumbers("7 5 5")
	require.NoError(t, err)
	assert.Equal(t, "5 5 7", n.String())
	assert.Equal(t, [3]int{5, 5, 7}, n.Values())
	assert.Equal(t, n, NumbersOf(MustRack("blue7 red5 black5")))
	assert.True(t, JudgeChallenge(MustRack("blue7 red5 black5"), n), "colours do not matter")
	assert.True(t, JudgeChallenge(MustRack("yellow7 red5 red5"), n))
	assert.False(t, JudgeChallenge(MustRack("blue7 red5 pink6"), n))
	for _, bad := range []string{"5 5", "0 5 5", "5 5 8", "a b c", "5 5 5 5", ""} {
		_, err := ParseNumbers(bad)
		assert.Error(t, err, bad)
	}
	m, err := ParseNumbers("5,7,5")
	require.NoError(t, err)
	assert.Equal(t, n, m)
}

// TestCards checks every card on racks whose answers were worked out by hand.
func TestCards(t *testing.T) {
	more := Options{Q2ThresholdMore: true}
	cases := []struct {
		card  Card
		opts  Options
		racks []string
		want  string
	}{
		// 1: sum 18 or more. 20, 18, 6.
		{1, Options{}, []string{"blue7 blue7 pink6", "red5 pink6 blue7", "green1 yellow2 black3"}, "2"},
		{1, Options{}, []string{"pink6 green6 red5", "brown4 brown4 red5", "green1 yellow2 black3"}, "0"},
		// 2: sum 12 or less (6, 13, 21); "12 or more" counts 13 and 21. 12 counts both ways.
		{2, Options{}, []string{"green1 yellow2 black3", "red5 red5 black3", "blue7 blue7 blue7"}, "1"},
		{2, more, []string{"green1 yellow2 black3", "red5 red5 black3", "blue7 blue7 blue7"}, "2"},
		{2, Options{}, []string{"brown4 brown4 brown4", "green1 yellow2 black3", "yellow2 black3 black3", "blue7 blue7 blue7"}, "3"},
		{2, more, []string{"brown4 brown4 brown4", "green1 yellow2 black3", "yellow2 black3 black3", "blue7 blue7 blue7"}, "2"},
		// 3: one number in two colours. red5+black5 yes; pink6 pink6 no (one colour); 7s in 3 colours yes.
		{3, Options{}, []string{"red5 black5 brown4", "pink6 pink6 brown4", "pink7 yellow7 blue7"}, "2"},
		// black3 black5: same colour, different numbers -> no. pink6 green6 -> yes.
		{3, Options{}, []string{"black3 black5 green1", "pink6 green6 red5", "blue7 blue7 blue7"}, "1"},
		// 4: three different colours. green1 green6 no; black3 black5 no; yellow pink blue yes.
		{4, Options{}, []string{"green1 green6 red5", "black3 black5 red5", "yellow2 pink6 blue7"}, "1"},
		{4, Options{}, []string{"black3 brown4 red5", "pink6 pink7 blue7", "green1 yellow2 blue7"}, "2"},
		// 5: all even or all odd.
		{5, Options{}, []string{"yellow2 brown4 pink6", "green1 black3 blue7", "red5 yellow2 black3"}, "2"},
		{5, Options{}, []string{"red5 red5 red5", "yellow2 yellow2 brown4", "pink6 pink6 green6", "black3 black3 green1"}, "4"},
		// 6: two identical tiles. red5 red5 yes; pink6 green6 no (colours differ); three black3 yes.
		{6, Options{}, []string{"red5 red5 black5", "pink6 green6 brown4", "black3 black3 black3"}, "2"},
		{6, Options{}, []string{"red5 black5 pink6", "pink7 yellow7 blue7", "green1 yellow2 black3"}, "0"},
		// 7: three consecutive numbers in any order. 4 5 6 yes; 5 5 6 no; 5 6 7 yes.
		{7, Options{}, []string{"pink6 brown4 red5", "red5 black5 pink6", "blue7 pink6 red5"}, "2"},
		{7, Options{}, []string{"green1 yellow2 brown4", "yellow2 black3 brown4", "black3 red5 blue7"}, "1"},
		// 8: colours seen: green, black, red.
		{8, Options{}, []string{"green1 green6 black3", "black5 black3 red5", "red5 red5 green6"}, "3"},
		{8, Options{}, []string{"green1 yellow2 black3", "brown4 red5 pink6", "blue7 blue7 yellow7"}, "7"},
		// 9: colours seen 3+ times: green 3, black 3, red 3.
		{9, Options{}, []string{"green1 green6 black3", "black5 black3 red5", "red5 red5 green6"}, "3"},
		{9, Options{}, []string{"green1 yellow2 black3", "brown4 red5 pink6", "blue7 blue7 yellow7"}, "0"},
		// 10: numbers 1-7 not seen.
		{10, Options{}, []string{"green1 yellow2 black3", "brown4 red5 pink6", "blue7 blue7 yellow7"}, "0"},
		{10, Options{}, []string{"blue7 blue7 blue7", "pink6 pink6 green6", "yellow7 yellow7 pink7"}, "5"},
		{10, Options{}, []string{"red5 red5 red5", "red5 black5 brown4", "brown4 brown4 brown4"}, "5"},
		// 11: green 1, black 5, pink 7 in total.
		{11, Options{}, []string{"green1 black5 pink7", "red5 red5 red5", "brown4 brown4 brown4"}, "3"},
		{11, Options{}, []string{"black3 black3 red5", "blue7 pink6 green1", "brown4 brown4 yellow2"}, "1"},
		{11, Options{}, []string{"black3 black3 red5", "blue7 pink6 green6", "brown4 brown4 yellow2"}, "0"},
		// 12: 3s against pink 6s (the contract's example: two 3s against one pink 6).
		{12, Options{}, []string{"black3 black3 red5", "blue7 pink6 green1", "brown4 brown4 yellow2"}, "a"},
		{12, Options{}, []string{"pink6 pink6 black3", "blue7 blue7 blue7", "brown4 brown4 yellow2"}, "b"},
		{12, Options{}, []string{"green6 green6 red5", "blue7 blue7 blue7", "brown4 brown4 yellow2"}, "equal"},
		// 13: green 6s against yellow 7s.
		{13, Options{}, []string{"green6 green6 yellow7", "blue7 blue7 blue7", "red5 red5 red5"}, "a"},
		{13, Options{}, []string{"green6 yellow7 yellow7", "pink6 pink6 pink6", "red5 red5 red5"}, "b"},
		{13, Options{}, []string{"green6 yellow7 red5", "pink6 pink6 pink6", "red5 red5 red5"}, "equal"},
		// 14: 2s against yellow 7s.
		{14, Options{}, []string{"yellow2 yellow2 yellow7", "blue7 blue7 blue7", "red5 red5 red5"}, "a"},
		{14, Options{}, []string{"yellow2 yellow7 yellow7", "blue7 blue7 blue7", "red5 red5 red5"}, "b"},
		{14, Options{}, []string{"black3 black3 black3", "blue7 blue7 blue7", "red5 red5 red5"}, "equal"},
		// 15: pink 6s against green 6s.
		{15, Options{}, []string{"pink6 pink6 green6", "blue7 blue7 blue7", "red5 red5 red5"}, "a"},
		{15, Options{}, []string{"pink6 green6 green6", "pink7 blue7 blue7", "red5 red5 red5"}, "b"},
		{15, Options{}, []string{"pink6 green6 red5", "pink7 blue7 blue7", "red5 red5 red5"}, "equal"},
		// 16: blue 7s against pink 7 + yellow 7s together.
		{16, Options{}, []string{"blue7 blue7 yellow7", "red5 red5 red5", "brown4 brown4 brown4"}, "a"},
		{16, Options{}, []string{"blue7 pink7 yellow7", "red5 red5 red5", "brown4 brown4 brown4"}, "b"},
		{16, Options{}, []string{"blue7 pink7 yellow7", "blue7 red5 red5", "brown4 brown4 brown4"}, "equal"},
		{16, Options{}, []string{"green1 yellow2 black3", "red5 red5 red5", "brown4 brown4 brown4"}, "equal"},
		// 17: brown tiles against blue tiles.
		{17, Options{}, []string{"brown4 brown4 blue7", "red5 red5 red5", "green1 green6 green6"}, "a"},
		{17, Options{}, []string{"brown4 blue7 blue7", "red5 red5 red5", "green1 green6 green6"}, "b"},
		{17, Options{}, []string{"brown4 blue7 red5", "red5 red5 red5", "green1 green6 green6"}, "equal"},
		// 18: red against pink (pink6 and pink7 are both pink).
		{18, Options{}, []string{"red5 red5 pink7", "brown4 brown4 brown4", "green1 green6 green6"}, "a"},
		{18, Options{}, []string{"red5 pink6 pink7", "brown4 brown4 brown4", "green1 green6 green6"}, "b"},
		{18, Options{}, []string{"red5 red5 pink7", "pink6 brown4 brown4", "green1 green6 green6"}, "equal"},
		// 19: green (green1, green6) against blue.
		{19, Options{}, []string{"green1 green6 blue7", "brown4 brown4 brown4", "red5 red5 red5"}, "a"},
		{19, Options{}, []string{"green1 blue7 blue7", "brown4 brown4 brown4", "red5 red5 red5"}, "b"},
		{19, Options{}, []string{"green1 blue7 black3", "brown4 brown4 brown4", "red5 red5 red5"}, "equal"},
		// 20: yellow (yellow2, yellow7) against pink.
		{20, Options{}, []string{"yellow2 yellow7 pink6", "brown4 brown4 brown4", "red5 red5 red5"}, "a"},
		{20, Options{}, []string{"yellow2 pink7 pink6", "brown4 brown4 brown4", "red5 red5 red5"}, "b"},
		{20, Options{}, []string{"yellow2 yellow7 pink6", "pink7 brown4 brown4", "red5 red5 red5"}, "equal"},
		// 21: black (black3, black5) against brown.
		{21, Options{}, []string{"black3 black5 brown4", "red5 red5 red5", "green6 green6 green6"}, "a"},
		{21, Options{}, []string{"black3 black5 brown4", "brown4 brown4 red5", "green6 green6 green6"}, "b"},
		{21, Options{}, []string{"black3 black5 brown4", "brown4 red5 red5", "yellow2 yellow2 green6"}, "equal"},
		// 22: black against red.
		{22, Options{}, []string{"black3 black3 red5", "blue7 blue7 blue7", "green6 green6 green6"}, "a"},
		{22, Options{}, []string{"black5 red5 red5", "blue7 blue7 blue7", "green6 green6 green6"}, "b"},
		{22, Options{}, []string{"black5 red5 brown4", "blue7 blue7 blue7", "green6 green6 green6"}, "equal"},
		// 23: green against yellow.
		{23, Options{}, []string{"green1 green6 yellow2", "blue7 blue7 blue7", "red5 red5 red5"}, "a"},
		{23, Options{}, []string{"green1 yellow7 yellow2", "blue7 blue7 blue7", "red5 red5 red5"}, "b"},
		{23, Options{}, []string{"brown4 brown4 brown4", "blue7 blue7 blue7", "red5 red5 red5"}, "equal"},
	}
	covered := map[Card]bool{}
	for _, tc := range cases {
		t.Run(tc.card.String()+" "+strings.Join(tc.racks, " | "), func(t *testing.T) {
			want, err := ParseAnswer(tc.want)
			require.NoError(t, err)
			got, err := AnswerCard(racks(t, tc.racks...), tc.card, tc.opts)
			require.NoError(t, err)
			assert.Equal(t, want, got)
			assert.True(t, Possible(tc.card, len(tc.racks), got), "answer must be among the possible ones")
		})
		covered[tc.card] = true
	}
	assert.Len(t, covered, NumCards, "every card has hand-checked cases")
}

func TestCardCodecs(t *testing.T) {
	for _, c := range Cards() {
		back, err := ParseCard(c.String())
		require.NoError(t, err)
		assert.Equal(t, c, back)
		assert.NotEmpty(t, c.Question(Options{}))
	}
	assert.Contains(t, Card(2).Question(Options{Q2ThresholdMore: true}), "12 or more")
	for _, s := range []string{"q0", "q24", "q01", "12", "Q12", "q", "q1x"} {
		_, err := ParseCard(s)
		assert.ErrorContains(t, err, "unknown card", s)
	}
}

func TestAnswerCodec(t *testing.T) {
	for _, tc := range []struct {
		a    Answer
		json string
	}{{Count(0), `0`}, {Count(3), `3`}, {AnswerA, `"a"`}, {AnswerB, `"b"`}, {AnswerEqual, `"equal"`}} {
		b, err := json.Marshal(tc.a)
		require.NoError(t, err)
		assert.Equal(t, tc.json, string(b))
		var back Answer
		require.NoError(t, json.Unmarshal(b, &back))
		assert.Equal(t, tc.a, back)
	}
	for _, bad := range []string{`-1`, `1.5`, `"c"`, `"3"`, `null`, `true`, `[]`} {
		var a Answer
		assert.Error(t, json.Unmarshal([]byte(bad), &a), bad)
	}
	_, err := json.Marshal(NoAnswer)
	assert.Error(t, err)
	n, ok := Count(4).Count()
	assert.True(t, ok)
	assert.Equal(t, 4, n)
	_, ok = AnswerA.Count()
	assert.False(t, ok)
}

func TestAnswerCardErrors(t *testing.T) {
	three := racks(t, "red5 red5 red5", "brown4 brown4 brown4", "blue7 blue7 blue7")
	_, err := AnswerCard(three, 0, Options{})
	assert.ErrorContains(t, err, "unknown card")
	_, err = AnswerCard(three[:2], 1, Options{})
	assert.ErrorContains(t, err, "3 racks")
	_, err = AnswerCard(append(three, three...), 1, Options{})
	assert.ErrorContains(t, err, "got 6")
	_, err = AnswerCard(racks(t, "red5 red5 red5", "red5 red5 brown4", "blue7 blue7 blue7"), 1, Options{})
	assert.ErrorContains(t, err, "5 red5 tiles but the game has only 4")
}

// multisets calls f with every multiset of n tiles that the game's copies allow.
func multisets(n int, f func(Tiles)) {
	var t Tiles
	var rec func(k, left int)
	rec = func(k, left int) {
		if k == NumKinds {
			if left == 0 {
				f(t)
			}
			return
		}
		for c := 0; c <= min(left, Kind(k).Copies()); c++ {
			t[k] = c
			rec(k+1, left-c)
		}
		t[k] = 0
	}
	rec(0, n)
}

// TestPossibleAnswersExhaustive checks PossibleAnswers against every deal: for cards 8-23 every visible
// multiset of tiles (any multiset splits into racks), for cards 1-7 a search for racks giving each count.
func TestPossibleAnswersExhaustive(t *testing.T) {
	for v := MinVisible; v <= MaxVisible; v++ {
		t.Run("cards 8-23, "+Count(v).String()+" racks", func(t *testing.T) {
			seen := map[Card]map[Answer]bool{}
			multisets(RackSize*v, func(tl Tiles) {
				for c := Card(8); c <= NumCards; c++ {
					if seen[c] == nil {
						seen[c] = map[Answer]bool{}
					}
					seen[c][tallyAnswer(c, &tl)] = true
				}
			})
			for c := Card(8); c <= NumCards; c++ {
				want := map[Answer]bool{}
				for _, a := range PossibleAnswers(c, v) {
					want[a] = true
				}
				assert.Equal(t, want, seen[c], "card %s", c)
			}
		})
		t.Run("cards 1-7, "+Count(v).String()+" racks", func(t *testing.T) {
			var all []Rack
			multisets(RackSize, func(tl Tiles) {
				ks := tl.List()
				all = append(all, NewRack(ks[0], ks[1], ks[2]))
			})
			for _, opts := range []Options{{}, {Q2ThresholdMore: true}} {
				for c := Card(1); c <= 7; c++ {
					var want []Answer
					for k := 0; k <= v; k++ {
						if findDeal(all, c, opts, v, k) {
							want = append(want, Count(k))
						}
					}
					assert.Equal(t, want, PossibleAnswers(c, v), "card %s %+v", c, opts)
				}
			}
		})
	}
	assert.Empty(t, PossibleAnswers(1, 2))
	assert.Empty(t, PossibleAnswers(24, 3))
	assert.False(t, Possible(1, 3, Count(4)))
	assert.True(t, Possible(1, 4, Count(4)))
	assert.False(t, Possible(12, 3, Count(1)))
	assert.False(t, Possible(1, 3, AnswerA))
}

// findDeal searches for v racks that fit the game together, of which exactly k qualify for card c.
func findDeal(all []Rack, c Card, opts Options, v, k int) bool {
	var rec func(start int, used Tiles, left, yes int) bool
	rec = func(start int, used Tiles, left, yes int) bool {
		if left == 0 {
			return yes == k
		}
		for i := start; i < len(all); i++ {
			q := rackQualifies(c, all[i], opts)
			if q && yes == k || !q && left-1 < k-yes {
				continue
			}
			u := used.Plus(all[i].Tiles())
			if u.Fits() != nil {
				continue
			}
			if next := map[bool]int{true: yes + 1, false: yes}[q]; rec(i, u, left-1, next) {
				return true
			}
		}
		return false
	}
	return rec(0, Tiles{}, v, 0)
}
