package tagiron

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/solver/explain"
)

// bruteTargets is a brute force written apart from the engine and the explainer: it returns every
// target rack (by id, "r0 b3 …") for which some assignment of the remaining unseen tiles to the
// opponents fits every opponent's answer in the log. It works on ids with copy counts and stops at
// the first assignment that fits.
func bruteTargets(tb testing.TB, req SolveRequest) map[string]bool {
	tb.Helper()
	size := RackSize(req.Players)
	own, err := ParseRack(req.Own, size)
	require.NoError(tb, err)
	var avail [NumTileIDs]int
	for _, t := range AllTileIDs() {
		avail[t] = t.Copies()
	}
	for _, t := range own.Tiles() {
		avail[t]--
	}
	var opps []int
	for s := 0; s < req.Players; s++ {
		if s != req.Seat {
			opps = append(opps, s)
		}
	}
	memo := map[int]map[Rack]bool{}
	fits := func(seat int, r Rack) bool {
		if v, ok := memo[seat][r]; ok {
			return v
		}
		ok := true
		for _, e := range req.Log {
			a, asked := e.Answers[seat]
			if !asked {
				continue
			}
			got, err := AnswerCard(r, MustCard(e.Card), e.Pick)
			require.NoError(tb, err)
			if !got.Equal(a) {
				ok = false
				break
			}
		}
		if memo[seat] == nil {
			memo[seat] = map[Rack]bool{}
		}
		memo[seat][r] = ok
		return ok
	}
	// every rack the unseen tiles can make, then those the available tiles can make
	// (each rack's tiles kept beside it: the search reads them at every step)
	type rackTiles struct {
		rack  Rack
		tiles []Tile
		need  []Tile // its tiles, each kind once, with how many of it: needs[i]
		needs []int
	}
	var all []rackTiles
	eachRack(size, func(t []Tile) {
		var need [NumTileIDs]int
		for _, x := range t {
			need[x]++
			if need[x] > avail[x] {
				return
			}
		}
		r, _ := NewRack(t, size)
		rt := rackTiles{rack: r, tiles: r.Tiles()}
		for x, n := range need {
			if n > 0 {
				rt.need, rt.needs = append(rt.need, Tile(x)), append(rt.needs, n)
			}
		}
		all = append(all, rt)
	})
	canMake := func(av *[NumTileIDs]int, r *rackTiles) bool {
		for i, t := range r.need {
			if av[t] < r.needs[i] {
				return false
			}
		}
		return true
	}
	take := func(av [NumTileIDs]int, r rackTiles) [NumTileIDs]int {
		for _, t := range r.tiles {
			av[t]--
		}
		return av
	}
	// assign reports whether opponents o.. can take racks from av that fit their answers (3–4
	// players: every tile is used, so the last opponent takes what is left).
	var assignNew func(o int, av [NumTileIDs]int) bool
	type state struct {
		o  int
		av [NumTileIDs]int
	}
	seen := map[state]bool{}
	assign := func(o int, av [NumTileIDs]int) bool {
		if v, ok := seen[state{o, av}]; ok {
			return v
		}
		v := assignNew(o, av)
		seen[state{o, av}] = v
		return v
	}
	assignNew = func(o int, av [NumTileIDs]int) bool {
		if o == len(opps)-1 {
			var rest []Tile
			for t, k := range av {
				for range k {
					rest = append(rest, Tile(t))
				}
			}
			r, err := NewRack(rest, size)
			require.NoError(tb, err)
			return fits(opps[o], r)
		}
		for i := range all {
			r := &all[i]
			if canMake(&av, r) && fits(opps[o], r.rack) && assign(o+1, take(av, *r)) {
				return true
			}
		}
		return false
	}
	out := map[string]bool{}
	for _, target := range all {
		if req.Players == 2 {
			if fits(opps[0], target.rack) {
				out[target.rack.String()] = true
			}
			continue
		}
		if assign(0, take(avail, target)) {
			out[target.rack.String()] = true
		}
	}
	return out
}

// claimTrue evaluates the claim on one target rack.
func claimTrue(tb testing.TB, target string, c Claim) bool {
	ids := strings.Fields(target)
	require.Less(tb, c.Position-1, len(ids))
	return (ids[c.Position-1] == c.Tile) == c.Is
}

// implies reports whether the claim holds on every target rack of targets.
func implies(tb testing.TB, targets map[string]bool, c Claim) bool {
	for t := range targets {
		if !claimTrue(tb, t, c) {
			return false
		}
	}
	return true
}

func withLog(req SolveRequest, idx []int) SolveRequest {
	r := req
	r.Log = nil
	for _, i := range idx {
		r.Log = append(r.Log, req.Log[i])
	}
	return r
}

// TestExplainMatchesBruteForce: on random states of every player count, an explanation that holds
// lists answers that imply the claim and no single one of them can be dropped; one that does not
// hold gives a target rack that fits every answer and breaks the claim.
func TestExplainMatchesBruteForce(t *testing.T) {
	t.Parallel() // shares nothing with the other tests: the package's long tests run side by side
	rng := rand.New(rand.NewSource(16))
	cases := map[int]int{2: 40, 3: 12, 4: 8}
	if testing.Short() { // a sample: the first states of every player count
		cases = map[int]int{2: 8, 3: 2, 4: 1}
	}
	for _, players := range []int{2, 3, 4} {
		for k := range cases[players] {
			t.Run(fmt.Sprintf("%dp/%d", players, k), func(t *testing.T) {
				perm := PhysicalTiles()
				rng.Shuffle(len(perm), func(i, j int) { perm[i], perm[j] = perm[j], perm[i] })
				d := randomDeal(t, players, perm)
				nq := 3 + rng.Intn(4)
				cards, picks := randomQuestions(rng, players, nq)
				seat := rng.Intn(players)
				req := requestFor(d, seat, d.logFrom(t, cards, picks), nil)
				targets := bruteTargets(t, req)
				// The brute force of each sub-log, once: the claims and both languages share it
				// (the English list is checked too, at no cost when it is the Korean one).
				subTargets := map[string]map[string]bool{}
				targetsOf := func(idx []int) map[string]bool {
					key := fmt.Sprint(idx)
					if subTargets[key] == nil {
						subTargets[key] = bruteTargets(t, withLog(req, idx))
					}
					return subTargets[key]
				}
				require.NotEmpty(t, targets, "the true deal fits")
				// Claims about a tile that is possible somewhere (so both outcomes occur), either way.
				var pick []string
				for tg := range targets {
					pick = append(pick, tg)
				}
				ids := strings.Fields(pick[rng.Intn(len(pick))])
				pos := 1 + rng.Intn(len(ids))
				for _, claim := range []Claim{{pos, ids[pos-1], true}, {pos, ids[pos-1], false},
					{pos, AllTileIDs()[rng.Intn(NumTileIDs)].String(), false}} {
					for _, lang := range []string{"ko", "en"} {
						ex, err := Explain(ExplainRequest{SolveRequest: req, Claim: claim, Reader: explain.Reader{Lang: lang}})
						require.NoError(t, err)
						assert.Equal(t, implies(t, targets, claim), ex.Holds, "%+v", claim)
						assert.NotEmpty(t, ex.Text)
						assert.NotContains(t, ex.Text, "이(가)")
						if !ex.Holds {
							assert.Empty(t, ex.Because)
							cx := strings.Join(ex.Counterexample, " ")
							assert.True(t, targets[cx], "counterexample %s fits every answer", cx)
							assert.False(t, claimTrue(t, cx, claim), "counterexample breaks the claim")
							continue
						}
						assert.Nil(t, ex.Counterexample)
						assert.True(t, implies(t, targetsOf(ex.Because), claim), "because %v implies %+v", ex.Because, claim)
						for j := range ex.Because {
							fewer := append(append([]int{}, ex.Because[:j]...), ex.Because[j+1:]...)
							assert.False(t, implies(t, targetsOf(fewer), claim), "%v without %d still implies %+v", ex.Because, ex.Because[j], claim)
						}
					}
				}
			})
		}
	}
}

func TestExplainContractAndErrors(t *testing.T) {
	in := `{"game":"tagiron","players":2,"seat":0,"own":["r4","r3","r2","r1","r0"],"lang":"en",
	"log":[{"asker":0,"card":"count-red","answers":{"1":0}},
	       {"asker":0,"card":"where-0","answers":{"1":[1]}},
	       {"asker":0,"card":"where-1-or-2","pick":2,"answers":{"1":[3]}},
	       {"asker":0,"card":"where-8-or-9","pick":8,"answers":{"1":[]}},
	       {"asker":0,"card":"sum-all","answers":{"0":10,"1":12}}],
	"claim":{"position":1,"tile":"b0","is":true}}`
	var req ExplainRequest
	require.NoError(t, json.Unmarshal([]byte(in), &req))
	ex, err := Explain(req)
	require.NoError(t, err)
	assert.True(t, ex.Holds)
	assert.Equal(t, []int{4}, ex.Because, "sum 12 from b0..b4, g5, r6..b9 needs the 0")
	assert.Equal(t, "Player 1 asked “Sum of all tiles?”: Player 2 said all the tiles sum to 12. The five smallest tiles you cannot see (blue 0, blue 1, blue 2, blue 3, blue 4) sum to 10, only 2 less than 12. Of the 2,288 racks your opponent could hold beside your own tiles, the answers leave 3: (blue 0, blue 1, blue 2, blue 4, green 5), (blue 0, blue 1, blue 2, blue 3, red 6) or (blue 0, blue 1, blue 2, blue 3, blue 6). So position 1 of your opponent's rack is blue 0.", ex.Text)

	req.Lang = "ko"
	ex, err = Explain(req)
	require.NoError(t, err)
	assert.Equal(t, "1번 플레이어가 “모든 타일의 합은?” 하고 묻자 2번 플레이어는 모든 타일의 합이 12라고 답했습니다. 내가 볼 수 없는 타일 중 가장 작은 5장(파란 0, 파란 1, 파란 2, 파란 3, 파란 4)의 합이 10이고, 12는 그보다 2만 큽니다. 내 타일로 가능한 상대 타일 조합 2,288가지 가운데 위의 답과 맞는 것은 (파란 0, 파란 1, 파란 2, 파란 4, 초록 5), (파란 0, 파란 1, 파란 2, 파란 3, 빨간 6), (파란 0, 파란 1, 파란 2, 파란 3, 파란 6) 3가지뿐입니다. 그러므로 상대 타일의 1번째 자리는 파란 0입니다.", ex.Text)

	// Position 4 is b3 or b4: not certain; the counterexample has b3 there.
	req.Claim = Claim{Position: 4, Tile: "b4", Is: true}
	ex, err = Explain(req)
	require.NoError(t, err)
	assert.False(t, ex.Holds)
	assert.Equal(t, []int{}, ex.Because)
	assert.Equal(t, []string{"b0", "b1", "b2", "b3", "b6"}, ex.Counterexample)
	assert.Equal(t, "상대 타일이 파란 0, 파란 1, 파란 2, 파란 3, 파란 6일 수도 있고, 이는 모든 답과 맞습니다. 그러니 상대 타일의 4번째 자리가 꼭 파란 4인 것은 아닙니다.", ex.Text)

	// Position 2 is b1: the sum alone shows it (the greedy drops the earlier entries first).
	req.Claim = Claim{Position: 2, Tile: "b1", Is: true}
	ex, err = Explain(req)
	require.NoError(t, err)
	assert.True(t, ex.Holds)
	assert.Equal(t, []int{4}, ex.Because, "b0 b1 b2 b3 r6/b6 or b0 b1 b2 b4 g5")

	// The own rack alone: r0 is mine, so it is nowhere in the opponent's rack.
	req.Claim = Claim{Position: 1, Tile: "r0", Is: false}
	ex, err = Explain(req)
	require.NoError(t, err)
	assert.True(t, ex.Holds)
	assert.Equal(t, []int{}, ex.Because)

	for _, tc := range []struct {
		edit func(r *ExplainRequest)
		msg  string
	}{
		{func(r *ExplainRequest) { r.Claim.Position = 6 }, "position 6"},
		{func(r *ExplainRequest) { r.Claim.Position = 0 }, "position 0"},
		{func(r *ExplainRequest) { r.Claim.Tile = "r5" }, `unknown tile "r5"`},
		{func(r *ExplainRequest) { r.Lang = "fr" }, `lang "fr"`},
		{func(r *ExplainRequest) {
			r.Log = append(r.Log, LogEntry{Asker: 0, Card: "count-blue", Answers: map[int]Answer{1: NewNumber(0)}})
		}, "contradict"},
	} {
		r := req
		r.Log = append([]LogEntry{}, req.Log...)
		tc.edit(&r)
		_, err := Explain(r)
		assert.ErrorContains(t, err, tc.msg)
	}
}

func TestExplainNamesPlayers(t *testing.T) {
	in := `{"game":"tagiron","players":2,"seat":0,"own":["r4","r3","r2","r1","r0"],"names":["민준","지수"],
	"log":[{"asker":0,"card":"sum-all","answers":{"0":10,"1":12}}],
	"claim":{"position":1,"tile":"b0","is":true}}`
	var req ExplainRequest
	require.NoError(t, json.Unmarshal([]byte(in), &req))
	require.Equal(t, []string{"민준", "지수"}, req.Names)
	for _, tc := range []struct {
		names []string
		lang  string
		want  string
	}{
		// 준 ends in a consonant (이, 은), 수 in a vowel (가, 는).
		{[]string{"민준", "지수"}, "ko", "민준이 “모든 타일의 합은?” 하고 묻자 지수는 모든 타일의 합이 12라고 답했습니다."},
		{[]string{"지수", "민준"}, "ko", "지수가 “모든 타일의 합은?” 하고 묻자 민준은 모든 타일의 합이 12라고 답했습니다."},
		// Latin names are read by their last letter: Sam ends in m, Alice in a vowel.
		{[]string{"Alice", "Sam"}, "ko", "Alice가 “모든 타일의 합은?” 하고 묻자 Sam은 모든 타일의 합이 12라고 답했습니다."},
		// An unnamed seat keeps its number.
		{[]string{"", "하늘"}, "ko", "1번 플레이어가 “모든 타일의 합은?” 하고 묻자 하늘은 모든 타일의 합이 12라고 답했습니다."},
		{[]string{"Minji"}, "ko", "Minji가 “모든 타일의 합은?” 하고 묻자 2번 플레이어는 모든 타일의 합이 12라고 답했습니다."},
		{[]string{"Minji", "Sam"}, "en", "Minji asked “Sum of all tiles?”: Sam said all the tiles sum to 12."},
	} {
		r := req
		r.Names, r.Lang = tc.names, tc.lang
		ex, err := Explain(r)
		require.NoError(t, err)
		assert.True(t, ex.Holds)
		assert.True(t, strings.HasPrefix(ex.Text, tc.want), "%v %s: %s", tc.names, tc.lang, ex.Text)
	}
}

// TestExplainSelf: with "self", the reader's own seat is "나" in Korean
// ("내가 … 하고 묻자"); English and the other seats keep their names.
func TestExplainSelf(t *testing.T) {
	in := `{"game":"tagiron","players":2,"seat":0,"own":["r4","r3","r2","r1","r0"],"names":["민준","지수"],"self":true,
	"log":[{"asker":0,"card":"sum-all","answers":{"0":10,"1":12}}],
	"claim":{"position":1,"tile":"b0","is":true}}`
	var req ExplainRequest
	require.NoError(t, json.Unmarshal([]byte(in), &req))
	require.True(t, req.Self)
	ex, err := Explain(req)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(ex.Text, "내가 “모든 타일의 합은?” 하고 묻자 지수는"), ex.Text)
	req.Lang = "en"
	ex, err = Explain(req)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(ex.Text, "민준 asked"), ex.Text)
}
