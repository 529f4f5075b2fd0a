package code777

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// smallRequest is a 4-player state where the seat has not seen only red5 x2, blue7 x2 and green1, so the
// 10 physical draws give 5 kind-multisets whose weights can be counted by hand.
func smallRequest() SolveRequest {
	return SolveRequest{
		Game: GameID, Players: 4, Seat: 0,
		RacksNow: map[string][]string{
			"1": {"yellow2", "yellow2", "black3"},
			"2": {"brown4", "brown4", "brown4"},
			"3": {"pink6", "pink6", "pink6"},
		},
		SeenDiscards: strings.Fields("black3 black3 brown4 red5 red5 black5 green6 green6 green6 pink7 yellow7 yellow7 blue7 blue7"),
	}
}

func entry(reader int, card string, answer Answer, others map[string]string) LogEntry {
	e := LogEntry{Reader: reader, Card: card, Answer: answer, Others: map[string][]string{}}
	for id, rack := range others {
		e.Others[id] = strings.Fields(rack)
	}
	return e
}

func TestSolveByHand(t *testing.T) {
	// Unseen: red5 x2 (r), blue7 x2 (b), green1 (g). Draws: rrb 2, rrg 1, rbb 2, bbg 1, rbg 4 (of 10).
	req := smallRequest()
	t.Run("no answers: the prior alone", func(t *testing.T) {
		resp, err := Solve(req)
		require.NoError(t, err)
		assert.Equal(t, 5, resp.Consistent)
		assert.False(t, resp.Contradiction)
		assertProbs(t, map[string]float64{"5 5 7": 0.2, "1 5 5": 0.1, "5 7 7": 0.2, "1 7 7": 0.1, "1 5 7": 0.4}, resp.Numbers)
		assertProbs(t, map[string]float64{"green1 red5 blue7": 0.4, "red5 red5 blue7": 0.2, "red5 blue7 blue7": 0.2,
			"green1 red5 red5": 0.1, "green1 blue7 blue7": 0.1}, resp.Racks)
		assert.InDelta(t, 0.6, resp.Kinds["green1"], 1e-12)
		assert.InDelta(t, 0.9, resp.Kinds["red5"], 1e-12)
		assert.InDelta(t, 0.9, resp.Kinds["blue7"], 1e-12)
		assert.Zero(t, resp.Kinds["pink6"])
		assert.Nil(t, resp.Solved)
		require.NotNil(t, resp.ChallengeRight)
		assert.Equal(t, "1 5 7", resp.ChallengeRight.Numbers)
		assert.InDelta(t, 0.4, resp.ChallengeRight.Probability, 1e-12)
		assert.NotNil(t, resp.Suggestions)
		assert.Empty(t, resp.Suggestions)
	})
	// Seat 1 sees brown4 x3 and pink6 x3 besides the seat: answering 1 to card 11 means the seat has green1.
	req.Log = append(req.Log, entry(1, "q11", Count(1), map[string]string{"2": "brown4 brown4 brown4", "3": "pink6 pink6 pink6"}))
	t.Run("q11 = 1: green1 is on the rack", func(t *testing.T) {
		resp, err := Solve(req)
		require.NoError(t, err)
		assert.Equal(t, 3, resp.Consistent)
		assertProbs(t, map[string]float64{"1 5 5": 1.0 / 6, "1 7 7": 1.0 / 6, "1 5 7": 4.0 / 6}, resp.Numbers)
		assert.InDelta(t, 1.0, resp.Kinds["green1"], 1e-12)
	})
	// Seat 2 sees no 7 besides the seat: "more blue 7s" means the seat has a blue7.
	req.Log = append(req.Log, entry(2, "q16", AnswerA, map[string]string{"1": "yellow2 yellow2 black3", "3": "pink6 pink6 pink6"}))
	t.Run("q16 = a: a blue7 too", func(t *testing.T) {
		resp, err := Solve(req)
		require.NoError(t, err)
		assert.Equal(t, 2, resp.Consistent)
		assertProbs(t, map[string]float64{"1 7 7": 0.2, "1 5 7": 0.8}, resp.Numbers)
		assert.Equal(t, "1 5 7", resp.ChallengeRight.Numbers)
	})
	t.Run("the seat's own readings teach nothing", func(t *testing.T) {
		r := req
		r.Log = append(r.Log[:len(r.Log):len(r.Log)], entry(0, "q6", Count(3), map[string]string{
			"1": "yellow2 yellow2 black3", "2": "brown4 brown4 brown4", "3": "pink6 pink6 pink6"}))
		resp, err := Solve(r)
		require.NoError(t, err)
		assert.Equal(t, 2, resp.Consistent)
		r.Log[len(r.Log)-1].Others = nil // may be left out for the seat's own readings
		_, err = Solve(r)
		require.NoError(t, err)
	})
	// Seat 3 sees two racks with identical tiles besides the seat.
	others3 := map[string]string{"1": "yellow2 yellow2 black3", "2": "brown4 brown4 brown4"}
	t.Run("q6 = 2: no identical pair, solved", func(t *testing.T) {
		r := req
		r.Log = append(r.Log[:len(r.Log):len(r.Log)], entry(3, "q6", Count(2), others3))
		resp, err := Solve(r)
		require.NoError(t, err)
		assert.Equal(t, 1, resp.Consistent)
		require.NotNil(t, resp.Solved)
		assert.Equal(t, "1 5 7", *resp.Solved)
		assert.Equal(t, map[string]float64{"1 5 7": 1}, resp.Numbers)
		assert.Equal(t, 1.0, resp.ChallengeRight.Probability)
	})
	t.Run("q6 = 0: contradiction", func(t *testing.T) {
		r := req
		r.Log = append(r.Log[:len(r.Log):len(r.Log)], entry(3, "q6", Count(0), others3))
		resp, err := Solve(r)
		require.NoError(t, err)
		assert.Equal(t, 0, resp.Consistent)
		assert.True(t, resp.Contradiction)
		assert.Nil(t, resp.Solved)
		assert.Nil(t, resp.ChallengeRight)
		assert.Empty(t, resp.Numbers)
	})
}

func assertProbs(tb testing.TB, want, got map[string]float64) {
	tb.Helper()
	require.Len(tb, got, len(want), "got %v", got)
	for k, p := range want {
		assert.InDelta(tb, p, got[k], 1e-12, k)
	}
}

func TestContractExamples(t *testing.T) {
	t.Run("answer", func(t *testing.T) {
		var req AnswerRequest
		require.NoError(t, json.Unmarshal([]byte(`{"game":"code777","racks":[["black3","black3","red5"],["blue7","pink6","green1"],["brown4","brown4","yellow2"]],"card":"q12"}`), &req))
		resp, err := AnswerFor(req)
		require.NoError(t, err)
		b, err := json.Marshal(resp)
		require.NoError(t, err)
		assert.JSONEq(t, `{"answer":"a"}`, string(b))
	})
	t.Run("answer count and q2 option", func(t *testing.T) {
		line := `{"game":"code777","racks":[["green1","yellow2","black3"],["red5","red5","black3"],["blue7","blue7","blue7"]],"card":"q2"%s}`
		for opt, want := range map[string]string{"": `{"answer":1}`, `,"q2_threshold_more":true`: `{"answer":2}`} {
			var req AnswerRequest
			require.NoError(t, json.Unmarshal([]byte(strings.Replace(line, "%s", opt, 1)), &req))
			resp, err := AnswerFor(req)
			require.NoError(t, err)
			b, err := json.Marshal(resp)
			require.NoError(t, err)
			assert.JSONEq(t, want, string(b))
		}
	})
	t.Run("solve", func(t *testing.T) {
		var req SolveRequest
		require.NoError(t, json.Unmarshal([]byte(`{"game":"code777","players":4,"seat":0,
 "racks_now":{"1":["red5","red5","black3"],"2":["blue7","pink6","green1"],"3":["brown4","brown4","yellow2"]},
 "seen_discards":["blue7","yellow7","black3"],
 "log":[{"reader":2,"card":"q1","answer":1,
         "others":{"1":["red5","red5","black3"],"3":["brown4","brown4","yellow2"]}}]}`), &req))
		resp, err := Solve(req)
		require.NoError(t, err)
		naive := naiveSolve(req)
		assert.Equal(t, naive.consistent, resp.Consistent)
		assertProbs(t, naive.numbers, resp.Numbers)
		// Racks 1 and 3 sum to 13 and 10, so answering 1 means the seat's rack sums to 18 or more.
		for nums := range resp.Numbers {
			n, err := ParseNumbers(nums)
			require.NoError(t, err)
			v := n.Values()
			assert.GreaterOrEqual(t, v[0]+v[1]+v[2], 18, nums)
		}
		b, err := json.Marshal(resp)
		require.NoError(t, err)
		var generic map[string]any
		require.NoError(t, json.Unmarshal(b, &generic))
		for _, field := range []string{"consistent", "contradiction", "numbers", "solved", "suggestions", "kinds", "challenge_right"} {
			assert.Contains(t, generic, field)
		}
		assert.Equal(t, []any{}, generic["suggestions"])
	})
}

// randomCase deals a random game and builds a seat's knowledge with a log of up to maxLog answers:
// mostly true answers, sometimes racks from an earlier moment, sometimes a random (possibly contradictory)
// answer when lie is set.
func randomCase(r *rand.Rand, players, maxLog int, lie bool) (SolveRequest, Rack) {
	ids, _ := RacksFor(players)
	seat := r.IntN(players)
	tiles := FullSet().List()
	r.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	deal := map[RackID]Rack{}
	for i, id := range ids {
		deal[id] = NewRack(tiles[3*i], tiles[3*i+1], tiles[3*i+2])
	}
	rest := tiles[3*len(ids):]
	mine := deal[SeatRack(seat)]
	req := SolveRequest{Game: GameID, Players: players, Seat: seat, RacksNow: map[string][]string{},
		Q2ThresholdMore: r.IntN(2) == 0, SeenDiscards: []string{}}
	for id, rk := range deal {
		if id != SeatRack(seat) {
			req.RacksNow[id.String()] = rk.IDs()
		}
	}
	for _, k := range rest[:r.IntN(len(rest)-2)] {
		req.SeenDiscards = append(req.SeenDiscards, k.String())
	}
	opts := Options{Q2ThresholdMore: req.Q2ThresholdMore}
	for range r.IntN(maxLog + 1) {
		reader := r.IntN(players)
		card := Card(1 + r.IntN(NumCards))
		used := Tiles{}
		if reader != seat {
			used = mine.Tiles()
		}
		e := LogEntry{Reader: reader, Card: card.String(), Others: map[string][]string{}}
		var visible []Rack
		for _, id := range ids {
			if id == SeatRack(seat) || id == SeatRack(reader) {
				continue
			}
			rk := deal[id]
			if u := used.Plus(rk.Tiles()); r.IntN(4) == 0 || u.Fits() != nil {
				avail, _ := FullSet().Minus(used)
				rk, _, _ = DrawRack(avail, r) // a rack from an earlier moment
			}
			used = used.Plus(rk.Tiles())
			e.Others[id.String()] = rk.IDs()
			visible = append(visible, rk)
		}
		if reader != seat {
			visible = append(visible, mine)
		}
		e.Answer, _ = AnswerCard(visible, card, opts)
		if lie && r.IntN(5) == 0 {
			pa := PossibleAnswers(card, len(ids)-1)
			e.Answer = pa[r.IntN(len(pa))]
		}
		req.Log = append(req.Log, e)
	}
	return req, mine
}

// TestSolveAgainstNaive compares the engine with the naive physical enumerator on random states.
func TestSolveAgainstNaive(t *testing.T) {
	r := rand.New(rand.NewPCG(777, 1))
	contradictions, solved := 0, 0
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for i := range 60 {
			req, _ := randomCase(r, players, 6, true)
			resp, err := Solve(req)
			require.NoError(t, err, "players %d case %d", players, i)
			naive := naiveSolve(req)
			require.Equal(t, naive.consistent, resp.Consistent, "players %d case %d: %+v", players, i, req)
			assertProbs(t, naive.numbers, resp.Numbers)
			if naive.consistent > 0 {
				assertProbs(t, naive.kinds, resp.Kinds)
			}
			assert.Equal(t, naive.consistent == 0, resp.Contradiction)
			assert.Equal(t, len(naive.numbers) == 1, resp.Solved != nil)
			if resp.Contradiction {
				contradictions++
			}
			if resp.Solved != nil {
				solved++
			}
		}
	}
	// The random cases must exercise all outcomes, or the comparison proves little.
	assert.Positive(t, contradictions)
	assert.Positive(t, solved)
}

// TestTrueRackStaysPossible: answers computed from the true deal never rule out the true rack.
func TestTrueRackStaysPossible(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players := rapid.IntRange(MinPlayers, MaxPlayers).Draw(t, "players")
		seed := rapid.Uint64().Draw(t, "seed")
		maxLog := rapid.IntRange(0, 30).Draw(t, "maxLog")
		req, mine := randomCase(rand.New(rand.NewPCG(seed, 0)), players, maxLog, false)
		resp, err := Solve(req)
		require.NoError(t, err)
		require.False(t, resp.Contradiction)
		assert.Positive(t, resp.Racks[mine.String()])
		assert.Positive(t, resp.Numbers[NumbersOf(mine).String()])
		for _, k := range mine.Kinds() {
			assert.Positive(t, resp.Kinds[k.String()], k.String())
		}
		sum := 0.0
		for _, p := range resp.Numbers {
			sum += p
		}
		assert.InDelta(t, 1, sum, 1e-9)
		assert.GreaterOrEqual(t, resp.ChallengeRight.Probability, resp.Numbers[NumbersOf(mine).String()])
		if resp.Solved != nil {
			assert.Equal(t, NumbersOf(mine).String(), *resp.Solved)
		}
	})
}

func TestSolveBadInput(t *testing.T) {
	base := func() SolveRequest {
		req := smallRequest()
		req.Log = []LogEntry{entry(1, "q11", Count(1), map[string]string{"2": "brown4 brown4 brown4", "3": "pink6 pink6 pink6"})}
		return req
	}
	_, err := Solve(base())
	require.NoError(t, err)
	for _, tc := range []struct {
		name   string
		change func(*SolveRequest)
		want   string
	}{
		{"wrong game", func(r *SolveRequest) { r.Game = "tagiron" }, `game "tagiron"`},
		{"too many players", func(r *SolveRequest) { r.Players = 6 }, "2 to 5 players"},
		{"seat out of range", func(r *SolveRequest) { r.Seat = 4 }, "seat 4"},
		{"unknown tile on a rack", func(r *SolveRequest) { r.RacksNow["1"][0] = "r5" }, `unknown tile "r5"`},
		{"short rack", func(r *SolveRequest) { r.RacksNow["1"] = r.RacksNow["1"][:2] }, "3 tiles, got 2"},
		{"own rack shown", func(r *SolveRequest) { r.RacksNow["0"] = []string{"red5", "red5", "blue7"} }, "seat's own rack"},
		{"missing rack", func(r *SolveRequest) { delete(r.RacksNow, "2") }, `rack "2" is missing`},
		{"neutral rack in a 4-player game", func(r *SolveRequest) { r.RacksNow["n1"] = []string{"red5", "red5", "blue7"} }, "not in play"},
		{"unknown rack id", func(r *SolveRequest) { r.RacksNow["x"] = []string{"red5", "red5", "blue7"} }, `unknown rack "x"`},
		{"more copies seen than exist", func(r *SolveRequest) { r.SeenDiscards = append(r.SeenDiscards, "black5") }, "2 black5 tiles but the game has only 1"},
		{"unknown discard", func(r *SolveRequest) { r.SeenDiscards = append(r.SeenDiscards, "gold9") }, `unknown tile "gold9"`},
		{"nothing left for the seat", func(r *SolveRequest) {
			r.SeenDiscards = append(r.SeenDiscards, "red5", "red5", "blue7")
		}, "leaving none"},
		{"unknown card", func(r *SolveRequest) { r.Log[0].Card = "q24" }, `unknown card "q24"`},
		{"count out of range", func(r *SolveRequest) { r.Log[0].Answer = Count(4) }, "q11 can never be answered 4"},
		{"comparison for a count card", func(r *SolveRequest) { r.Log[0].Answer = AnswerA }, "q11 can never be answered a"},
		{"missing answer", func(r *SolveRequest) { r.Log[0].Answer = NoAnswer }, "missing answer"},
		{"reader out of range", func(r *SolveRequest) { r.Log[0].Reader = 7 }, "reader 7"},
		{"reader's own rack in others", func(r *SolveRequest) { r.Log[0].Others["1"] = []string{"red5", "red5", "blue7"} }, "reader's own rack"},
		{"others missing a rack", func(r *SolveRequest) { delete(r.Log[0].Others, "3") }, `log[0]: others: rack "3" is missing`},
		{"others over the copies", func(r *SolveRequest) {
			r.Log[0].Others["3"] = []string{"brown4", "brown4", "red5"}
		}, "5 brown4"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req := base()
			tc.change(&req)
			_, err := Solve(req)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			_, err = Check(req, nil)
			assert.Error(t, err, "Check validates the same way")
		})
	}
	t.Run("json: missing seat or reader, bad answers", func(t *testing.T) {
		for name, line := range map[string]string{
			"missing seat":    `{"game":"code777","players":4,"racks_now":{}}`,
			"missing players": `{"game":"code777","seat":0,"racks_now":{}}`,
			"missing reader":  `{"game":"code777","players":4,"seat":0,"log":[{"card":"q1","answer":1,"others":{}}]}`,
			"fractional":      `{"game":"code777","players":4,"seat":0,"log":[{"reader":1,"card":"q1","answer":1.5,"others":{}}]}`,
			"bad text answer": `{"game":"code777","players":4,"seat":0,"log":[{"reader":1,"card":"q12","answer":"more","others":{}}]}`,
		} {
			var req SolveRequest
			assert.Error(t, json.Unmarshal([]byte(line), &req), name)
		}
	})
	t.Run("answer request", func(t *testing.T) {
		good := AnswerRequest{Game: GameID, Card: "q12", Racks: [][]string{
			{"black3", "black3", "red5"}, {"blue7", "pink6", "green1"}, {"brown4", "brown4", "yellow2"}}}
		for name, change := range map[string]func(*AnswerRequest){
			"wrong game":   func(r *AnswerRequest) { r.Game = "" },
			"unknown card": func(r *AnswerRequest) { r.Card = "12" },
			"short rack":   func(r *AnswerRequest) { r.Racks[0] = r.Racks[0][:1] },
			"two racks":    func(r *AnswerRequest) { r.Racks = r.Racks[:2] },
			"unknown tile": func(r *AnswerRequest) { r.Racks[1][0] = "blue8" },
			"too many":     func(r *AnswerRequest) { r.Racks[2] = []string{"green1", "yellow2", "yellow2"} },
		} {
			req := good
			req.Racks = [][]string{slicesClone(good.Racks[0]), slicesClone(good.Racks[1]), slicesClone(good.Racks[2])}
			change(&req)
			_, err := AnswerFor(req)
			assert.Error(t, err, name)
		}
	})
}

func slicesClone(s []string) []string { return append([]string(nil), s...) }
