package clues13

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// twoPlayer is a hand-made 2-player position: seat 0 holds officer and duke inside, the opponent shows
// butcher, park, blowgun. Unseen: 3 persons (countess, nurse, maid), 5 locations (parlor, market, library,
// museum, harbor), 5 weapons (knife, crossbow, poison, sword, rifle).
func twoPlayer(log ...LogEntry) SolveRequest {
	return SolveRequest{Game: "clues13", Players: 2, Seat: 0, Inside: []string{"officer", "duke"},
		Outside: map[string][]string{"1": {"butcher", "park", "blowgun"}}, Log: log}
}

func TestSolveHandChecked(t *testing.T) {
	t.Run("2 players, no clues", func(t *testing.T) {
		r, err := Deduce(twoPlayer())
		require.NoError(t, err)
		// 3*5*5 cases, then the opponent's ordered pair from the 10 left: 10*9.
		assert.Equal(t, uint64(75*90), r.Consistent)
		assert.InDelta(t, 1.0/3, r.Case.Person["nurse"], 1e-15)
		assert.InDelta(t, 0.2, r.Case.Weapon["rifle"], 1e-15)
		assert.Nil(t, r.Solved)
		assert.Empty(t, r.Suggestions, "Deduce does not rank")
	})
	t.Run("2 players, no red including your left card", func(t *testing.T) {
		r, err := Deduce(twoPlayer(LogEntry{Asker: 0, Answerer: 1, Ask: "red", Side: "left", Answer: 0}))
		require.NoError(t, err)
		// No red (library, poison) in the case: 3*4*4 cases; left card one of the 8 non-red, right any of 9.
		assert.Equal(t, uint64(48*8*9), r.Consistent)
		assert.NotContains(t, r.Case.Location, "library")
		assert.InDelta(t, 0.25, r.Case.Location["parlor"], 1e-15)
	})
	t.Run("2 players, two females including your right card", func(t *testing.T) {
		r, err := Deduce(twoPlayer(
			LogEntry{Asker: 0, Answerer: 1, Ask: "red", Side: "left", Answer: 0},
			LogEntry{Asker: 0, Answerer: 1, Ask: "female", Side: "right", Answer: 2}))
		require.NoError(t, err)
		// The case's person is female either way; the right card is one of the 2 other female persons,
		// the left card one of the 7 non-red cards left.
		assert.Equal(t, uint64(48*2*7), r.Consistent)
	})
	t.Run("2 players, the seat's own answer is a checked fact", func(t *testing.T) {
		// The opponent (seat 1) asks seat 0 including its left card (officer): purple = officer only.
		ok, err := Deduce(twoPlayer(LogEntry{Asker: 1, Answerer: 0, Ask: "purple", Side: "left", Answer: 1}))
		require.NoError(t, err)
		assert.Equal(t, uint64(75*90), ok.Consistent)
		bad, err := Deduce(twoPlayer(LogEntry{Asker: 1, Answerer: 0, Ask: "purple", Side: "right", Answer: 1}))
		require.NoError(t, err)
		assert.Equal(t, uint64(0), bad.Consistent)
		assert.True(t, bad.Contradiction)
		assert.Empty(t, bad.Case.Person)
	})
	t.Run("3 players, a zero answer by a third player", func(t *testing.T) {
		// Seat 0 sees seat 1's and seat 2's cases. Seat 1 asks seat 2 about yellow: seat 2 sees seat 0's
		// case, seat 1's case (nurse: 1 yellow) and its own pair.
		req := SolveRequest{Game: "clues13", Players: 3, Seat: 0, Inside: []string{"knife", "crossbow"},
			Outside: map[string][]string{"1": {"nurse", "park", "poison"}, "2": {"duke", "harbor", "sword"}},
			Log:     []LogEntry{{Asker: 1, Answerer: 2, Ask: "yellow", Answer: 1}}}
		r, err := Deduce(req)
		require.NoError(t, err)
		assert.NotContains(t, r.Case.Location, "museum")
		assert.NotContains(t, r.Case.Weapon, "blowgun")
		// Unseen: persons officer butcher countess maid dancer (5); locations parlor market library museum
		// theater (5); weapons blowgun rifle gun (3). No yellow (museum, blowgun) in the case: 5*4*2
		// cases; seat 2's pair from the 8 non-yellow cards of the 10 left: C(8,2); seat 1's pair from the
		// 8 after that: C(8,2); the 6 left are the informants.
		assert.Equal(t, uint64(5*4*2*28*28), r.Consistent)
	})
	t.Run("solves", func(t *testing.T) {
		req := twoPlayer()
		req.Solves = []SolveEntry{{Player: 0, Guess: []string{"nurse", "harbor", "rifle"}, Correct: false}}
		r, err := Deduce(req)
		require.NoError(t, err)
		assert.Equal(t, uint64(74*90), r.Consistent)
		req.Solves = []SolveEntry{{Player: 0, Guess: []string{"rifle", "nurse", "harbor"}, Correct: true}}
		r, err = Deduce(req)
		require.NoError(t, err)
		assert.Equal(t, []string{"nurse", "harbor", "rifle"}, r.Solved)
		assert.Equal(t, 1.0, r.Case.Weapon["rifle"])
		req.Solves = []SolveEntry{{Player: 1, Guess: []string{"butcher", "park", "blowgun"}, Correct: false}}
		r, err = Deduce(req)
		require.NoError(t, err)
		assert.True(t, r.Contradiction, "the opponent's visible case was called wrong")
	})
}

func TestSolveContractExample(t *testing.T) {
	line := `{"game":"clues13","players":4,"seat":0,"inside":["nurse","rifle"],
 "outside":{"1":["duke","park","knife"],"2":["officer","museum","sword"],"3":["maid","library","gun"]},
 "peeked":{"A":"poison"},
 "log":[{"asker":0,"answerer":2,"ask":"red","answer":1},
        {"asker":3,"answerer":1,"ask":"male","answer":2}],
 "solves":[{"player":0,"guess":["butcher","harbor","blowgun"],"correct":false}]}`
	var req SolveRequest
	require.NoError(t, json.Unmarshal([]byte(line), &req))
	r, err := Solve(req)
	require.NoError(t, err)
	b := bruteForce(t, req)
	assert.Equal(t, b.total, r.Consistent)
	// Seat 2 sees library (red) on seat 3: the case and seat 2's pair hold no butcher.
	assert.NotContains(t, r.Case.Person, "butcher")
	out, err := json.Marshal(r)
	require.NoError(t, err)
	for _, field := range []string{`"consistent":`, `"contradiction":false`, `"case":{"person":`, `"solved":null`, `"suggestions":[{`, `"expected_bits":`} {
		assert.Contains(t, string(out), field)
	}
	// 3 opponents x (8 colours + 6 categories) asks and 3 unpeeked informants (B, C, D).
	assert.Len(t, r.Suggestions, 3*14+3)
	for i := 1; i < len(r.Suggestions); i++ {
		assert.GreaterOrEqual(t, r.Suggestions[i-1].ExpectedBits, r.Suggestions[i].ExpectedBits)
	}
}

// compareWithBruteForce checks counts, per-case counts, exact probabilities and every suggestion.
func compareWithBruteForce(t *testing.T, req SolveRequest) {
	t.Helper()
	r, err := Solve(req)
	require.NoError(t, err)
	b := bruteForce(t, req)
	require.Equal(t, b.total, r.Consistent)
	assert.Equal(t, b.total == 0, r.Contradiction)

	k, err := parse(req)
	require.NoError(t, err)
	e := newEngine(k, false)
	e.run()
	for ci, c := range e.cases {
		require.Equal(t, b.perCase[c], e.counts[ci], "case %v", c)
	}
	var marg [3]map[string]uint64
	for kind := range marg {
		marg[kind] = map[string]uint64{}
	}
	for c, n := range b.perCase {
		for kind, card := range c {
			marg[kind][card.String()] += n
		}
	}
	got := [3]map[string]uint64{r.CaseWorlds.Person, r.CaseWorlds.Location, r.CaseWorlds.Weapon}
	probs := [3]map[string]float64{r.Case.Person, r.Case.Location, r.Case.Weapon}
	for kind := range marg {
		assert.Equal(t, marg[kind], got[kind])
		for id, n := range marg[kind] {
			assert.Equal(t, float64(n)/float64(b.total), probs[kind][id], id)
		}
	}
	if len(b.perCase) == 1 {
		for c := range b.perCase {
			assert.Equal(t, cardIDsOf(c[:]), r.Solved)
		}
	} else {
		assert.Nil(t, r.Solved)
	}
	if b.total == 0 {
		assert.Empty(t, r.Suggestions)
		return
	}
	peeks := 0
	for _, sg := range r.Suggestions {
		if sg.Action == "peek" {
			peeks++
			assert.InDelta(t, entropyBits(peekJoint(b)), sg.ExpectedBits, 1e-8, "peek %s", sg.Letter)
			continue
		}
		key := questionKey(*sg.Answerer, sg.Ask, sg.Side)
		require.Contains(t, b.keys, key)
		assert.InDelta(t, entropyBits(b.askJoint(key)), sg.ExpectedBits, 1e-8, key)
	}
	assert.Len(t, r.Suggestions, len(b.keys)+peeks)
	s, _ := NewSetup(req.Players)
	if unpeeked := s.Informants - len(req.Peeked); unpeeked > 0 {
		assert.Equal(t, unpeeked, peeks, "every unpeeked letter is ranked beside the asks")
	} else {
		assert.Zero(t, peeks)
	}
}

func peekJoint(b bruteResult) map[[3]Card]map[int]uint64 {
	out := map[[3]Card]map[int]uint64{}
	for c, m := range b.peek {
		out[c] = map[int]uint64{}
		for x, n := range m {
			out[c][int(x)] = n
		}
	}
	return out
}

func TestSolveAgainstBruteForce(t *testing.T) {
	if testing.Short() {
		t.Skip("slow brute-force cross-check: runs without -short")
	}
	runs := map[int]int{2: 80, 3: 60, 4: 40, 5: 20, 6: 16}
	for players := MinPlayers; players <= MaxPlayers; players++ {
		t.Run(fmt.Sprintf("%d players", players), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(players), 13))
			contradictions, multiCase := 0, 0
			for i := range runs[players] {
				_, req := randomScenario(t, rng, players, true)
				t.Run(fmt.Sprint(i), func(t *testing.T) { compareWithBruteForce(t, req) })
				r, err := Deduce(req)
				require.NoError(t, err)
				if r.Contradiction {
					contradictions++
				}
				if r.Cases > 1 {
					multiCase++
				}
			}
			// The random cases must exercise the interesting paths, not only trivial ones.
			assert.Positive(t, contradictions)
			assert.GreaterOrEqual(t, multiCase, runs[players]/2)
			t.Logf("%d players: %d random cases, %d contradictory, %d with several candidate cases", players, runs[players], contradictions, multiCase)
		})
	}
}

func TestTrueWorldStaysConsistent(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		players := rapid.IntRange(MinPlayers, MaxPlayers).Draw(rt, "players")
		seed := rapid.Uint64().Draw(rt, "seed")
		rng := rand.New(rand.NewPCG(seed, 7))
		d, req := randomScenario(rt, rng, players, false)
		for i := range req.Log { // the property needs true answers only
			e := &req.Log[i]
			sub, _ := ParseSubject(e.Ask)
			side, _ := ParseSide(e.Side)
			e.Answer, _ = d.Answer(e.Asker, e.Answerer, sub, side)
		}
		r, err := Deduce(req)
		require.NoError(rt, err)
		require.Greater(rt, r.Consistent, uint64(0))
		truth := d.Outside[req.Seat]
		probs := [3]map[string]float64{r.Case.Person, r.Case.Location, r.Case.Weapon}
		for kind, c := range truth {
			require.Greater(rt, probs[kind][c.String()], 0.0, "true %s %s", Kind(kind), c)
			var sum float64
			for _, p := range probs[kind] {
				sum += p
			}
			require.InDelta(rt, 1.0, sum, 1e-9)
		}
		if r.Solved != nil {
			require.Equal(rt, cardIDsOf(truth[:]), r.Solved)
		}
	})
}

func TestSolveBadInput(t *testing.T) {
	base := func() SolveRequest {
		return SolveRequest{Game: "clues13", Players: 4, Seat: 0, Inside: []string{"nurse", "rifle"},
			Outside: map[string][]string{"1": {"duke", "park", "knife"}, "2": {"officer", "museum", "sword"}, "3": {"maid", "library", "gun"}}}
	}
	cases := []struct {
		name   string
		change func(*SolveRequest)
		want   string
	}{
		{"other game", func(r *SolveRequest) { r.Game = "tagiron" }, `game "tagiron"`},
		{"too many players", func(r *SolveRequest) { r.Players = 7 }, "2 to 6 players"},
		{"seat out of range", func(r *SolveRequest) { r.Seat = 4 }, "seat 4"},
		{"unknown card", func(r *SolveRequest) { r.Inside[0] = "wizard" }, `unknown card "wizard"`},
		{"removed colour card", func(r *SolveRequest) { r.Inside[0] = "florist" }, "not in play with 4 players"},
		{"card seen twice", func(r *SolveRequest) { r.Inside[0] = "duke" }, `card "duke" is seen twice`},
		{"three inside", func(r *SolveRequest) { r.Inside = append(r.Inside, "poison") }, "exactly 2 cards"},
		{"missing outside", func(r *SolveRequest) { delete(r.Outside, "3") }, "3 other seats"},
		{"own outside", func(r *SolveRequest) { r.Outside["0"] = r.Outside["3"]; delete(r.Outside, "3") }, "its own case"},
		{"bad seat key", func(r *SolveRequest) { r.Outside["01"] = r.Outside["1"]; delete(r.Outside, "1") }, `unknown seat "01"`},
		{"outside of 2 cards", func(r *SolveRequest) { r.Outside["1"] = []string{"duke", "park"} }, "one person, one location and one weapon"},
		{"outside two persons", func(r *SolveRequest) { r.Outside["1"] = []string{"duke", "butcher", "knife"} }, "second person"},
		{"peek letter beyond", func(r *SolveRequest) { r.Peeked = map[string]string{"E": "poison"} }, "A to D"},
		{"peek seen card", func(r *SolveRequest) { r.Peeked = map[string]string{"A": "park"} }, `"park" is seen twice`},
		{"removed colour answered 1", func(r *SolveRequest) {
			r.Log = []LogEntry{{Asker: 0, Answerer: 1, Ask: "gray", Answer: 1}}
		}, "gray is removed with 4 players, so the answer is always 0"},
		{"ask a kind", func(r *SolveRequest) { r.Log = []LogEntry{{Asker: 0, Answerer: 1, Ask: "person", Answer: 0}} }, "only the 10 colours"},
		{"answer too big", func(r *SolveRequest) { r.Log = []LogEntry{{Asker: 0, Answerer: 1, Ask: "red", Answer: 4}} }, "between 0 and 3"},
		{"negative answer", func(r *SolveRequest) { r.Log = []LogEntry{{Asker: 0, Answerer: 1, Ask: "male", Answer: -1}} }, "impossible"},
		{"ask yourself", func(r *SolveRequest) { r.Log = []LogEntry{{Asker: 2, Answerer: 2, Ask: "red", Answer: 0}} }, "cannot ask itself"},
		{"side with 4 players", func(r *SolveRequest) {
			r.Log = []LogEntry{{Asker: 0, Answerer: 1, Ask: "red", Side: "left", Answer: 0}}
		}, "only named with 2 players"},
		{"private ask overheard", func(r *SolveRequest) {
			r.Log = []LogEntry{{Asker: 1, Answerer: 2, Ask: "red", Answer: 0, Private: true}}
		}, "cannot be in seat 0's log"},
		{"two private asks", func(r *SolveRequest) {
			r.Log = []LogEntry{{Asker: 0, Answerer: 1, Ask: "red", Answer: 0, Private: true}, {Asker: 0, Answerer: 2, Ask: "red", Answer: 0, Private: true}}
		}, "only one top-secret token"},
		{"bad guess", func(r *SolveRequest) {
			r.Solves = []SolveEntry{{Player: 0, Guess: []string{"butcher", "harbor"}}}
		}, "one person, one location and one weapon"},
		{"guess with two weapons", func(r *SolveRequest) {
			r.Solves = []SolveEntry{{Player: 0, Guess: []string{"butcher", "poison", "blowgun"}}}
		}, "second weapon"},
		{"solver out of range", func(r *SolveRequest) {
			r.Solves = []SolveEntry{{Player: 9, Guess: []string{"butcher", "harbor", "poison"}}}
		}, "player 9"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req := base()
			c.change(&req)
			_, err := Solve(req)
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
	t.Run("2 players", func(t *testing.T) {
		req := twoPlayer(LogEntry{Asker: 0, Answerer: 1, Ask: "red", Answer: 0})
		_, err := Solve(req)
		assert.ErrorContains(t, err, "left or the right")
		req = twoPlayer(LogEntry{Asker: 0, Answerer: 1, Ask: "male", Side: "left", Answer: 3})
		_, err = Solve(req)
		assert.ErrorContains(t, err, "between 0 and 2")
		req = twoPlayer()
		req.Peeked = map[string]string{"I": "poison"}
		_, err = Solve(req)
		assert.ErrorContains(t, err, "unknown informant letter")
		req.Peeked = map[string]string{"A": "poison", "H": "nurse"}
		_, err = Solve(req)
		assert.NoError(t, err, "2 players lay out 8 informants, A to H")
		req = twoPlayer(LogEntry{Asker: 0, Answerer: 1, Ask: "red", Side: "left", Answer: 0, Private: true})
		_, err = Solve(req)
		assert.ErrorContains(t, err, "3 to 6 players")
	})
	t.Run("errors are plain sentences", func(t *testing.T) {
		_, err := Solve(SolveRequest{Game: "clues13", Players: 3})
		require.Error(t, err)
		assert.False(t, strings.Contains(err.Error(), "%!"), err.Error())
	})
}

// TestSolveTwoPlayersPeeked: with 2 players a turn may be a Peek at one of the 8 informants (A–H). The
// peeked cards are fixed, the engine agrees with the brute force, and the unpeeked letters are ranked
// beside the asks.
func TestSolveTwoPlayersPeeked(t *testing.T) {
	t.Run("hand checked", func(t *testing.T) {
		req := twoPlayer()
		req.Peeked = map[string]string{"A": "nurse", "C": "rifle"}
		r, err := Solve(req)
		require.NoError(t, err)
		// Unseen: 18 - 2 inside - 3 outside - 2 peeked = 11 cards: persons countess, maid (2), locations
		// parlor, market, library, museum, harbor (5), weapons knife, crossbow, poison, sword (4): 2*5*4
		// cases, then the opponent's ordered pair from the 8 left: 8*7.
		assert.Equal(t, uint64(40*56), r.Consistent)
		assert.NotContains(t, r.Case.Person, "nurse")
		assert.NotContains(t, r.Case.Weapon, "rifle")
		assert.InDelta(t, 0.5, r.Case.Person["maid"], 1e-15)
		var letters []string
		for _, sg := range r.Suggestions {
			if sg.Action == "peek" {
				letters = append(letters, sg.Letter)
			}
		}
		assert.ElementsMatch(t, []string{"B", "D", "E", "F", "G", "H"}, letters)
		compareWithBruteForce(t, req)
	})
	t.Run("random deals against the brute force", func(t *testing.T) {
		rng := rand.New(rand.NewPCG(2, 1013))
		withPeeks := 0
		for i := range 30 {
			d, req := randomScenario(t, rng, 2, true)
			if len(req.Peeked) == 0 {
				// Make sure every run fixes at least one informant.
				l := Letter(rng.IntN(len(d.Informants)))
				req.Peeked = map[string]string{l.String(): d.Informants[l].String()}
			}
			withPeeks++
			t.Run(fmt.Sprint(i), func(t *testing.T) { compareWithBruteForce(t, req) })
		}
		assert.Equal(t, 30, withPeeks)
	})
}

// TestSolveRemovedColour: a removed colour may be asked; its answer is 0 and it changes nothing, and
// any other answer is an input no game could produce.
func TestSolveRemovedColour(t *testing.T) {
	for _, side := range []string{"left", "right"} {
		with := twoPlayer(LogEntry{Asker: 0, Answerer: 1, Ask: "orange", Side: side, Answer: 0},
			LogEntry{Asker: 1, Answerer: 0, Ask: "gray", Side: side, Answer: 0})
		r, err := Solve(with)
		require.NoError(t, err)
		plain, err := Solve(twoPlayer())
		require.NoError(t, err)
		assert.Equal(t, plain.Consistent, r.Consistent, "an ask about a removed colour teaches nothing")
		assert.Equal(t, plain.Case, r.Case)
		_, err = Solve(twoPlayer(LogEntry{Asker: 0, Answerer: 1, Ask: "orange", Side: side, Answer: 1}))
		assert.ErrorContains(t, err, "orange is removed with 2 players, so the answer is always 0")
	}
}
