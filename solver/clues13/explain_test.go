package clues13

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/solver/explain"
)

// bruteCases returns every case of the seat for which some full deal fits the whole request: a plain
// search over cases and opponents' inside pairs that checks every answer with Deal.Answer and every
// solve against the deal, stopping at the first deal that fits (apart from the engine and from
// bruteForce, which counts).
func bruteCases(tb testing.TB, req SolveRequest) map[[3]Card]bool {
	tb.Helper()
	s, d, seen := seenDeal(tb, req)
	n, seat := req.Players, req.Seat
	for _, id := range req.Peeked {
		seen[mustCards(tb, []string{id})[0]] = true
	}
	var unseen []Card
	for _, c := range s.Cards {
		if !seen[c] {
			unseen = append(unseen, c)
		}
	}
	var opps []int
	for p := 0; p < n; p++ {
		if p != seat {
			opps = append(opps, p)
		}
	}
	// The log and the solves are read once, not at every node of the search.
	type ask struct {
		asker, answer int
		sub           Subject
		side          Side
	}
	byAnswerer := make([][]ask, n)
	for _, e := range req.Log {
		sub, err := ParseSubject(e.Ask)
		require.NoError(tb, err)
		side, err := ParseSide(e.Side)
		require.NoError(tb, err)
		byAnswerer[e.Answerer] = append(byAnswerer[e.Answerer], ask{e.Asker, e.Answer, sub, side})
	}
	guesses := make([][]Card, len(req.Solves))
	for i, sv := range req.Solves {
		guesses[i] = mustCards(tb, sv.Guess)
	}
	// fits checks the answers of p: they depend only on cases (all known once the seat's is chosen) and
	// p's own inside pair.
	// (errors here fail with tb.Fatal, not require.NoError: this runs millions of times, and
	// require's t.Helper walks the stack at every call, nil error or not)
	fits := func(p int) bool {
		for _, e := range byAnswerer[p] {
			a, err := d.Answer(e.asker, p, e.sub, e.side)
			if err != nil {
				tb.Fatal(err)
			}
			if a != e.answer {
				return false
			}
		}
		return true
	}
	// Every opponent holds two inside cards and the rest are the informants (the peeked ones are seen).
	if len(unseen)-3-2*len(opps) != s.Informants-len(req.Peeked) {
		return map[[3]Card]bool{}
	}
	// With the case chosen, each opponent's answers depend on its own pair alone: the pairs that fit
	// each are listed once, and the search only keeps them disjoint (rest has fewer than 64 cards).
	type pair [2]int // indexes into rest
	fitting := make([][]pair, len(opps))
	var assign func(i int, used uint64) bool
	assign = func(i int, used uint64) bool {
		if i == len(opps) {
			return true
		}
		for _, pr := range fitting[i] {
			m := uint64(1)<<pr[0] | uint64(1)<<pr[1]
			if used&m == 0 && assign(i+1, used|m) {
				return true
			}
		}
		return false
	}
	out := map[[3]Card]bool{}
	for _, p := range unseen {
		for _, l := range unseen {
			for _, w := range unseen {
				if p.Kind() != Person || l.Kind() != Location || w.Kind() != Weapon {
					continue
				}
				d.Outside[seat] = [3]Card{p, l, w}
				if !fits(seat) {
					continue
				}
				ok := true
				for i, sv := range req.Solves {
					ok = ok && sameSet(guesses[i], d.Outside[sv.Player]) == sv.Correct
				}
				if !ok {
					continue
				}
				var rest []Card
				for _, c := range unseen {
					if c != p && c != l && c != w {
						rest = append(rest, c)
					}
				}
				require.Less(tb, len(rest), 64)
				for i, q := range opps {
					fitting[i] = fitting[i][:0]
					for a := range rest {
						for b := range rest {
							if a == b || (n > 2 && b < a) {
								continue
							}
							d.Inside[q] = [2]Card{rest[a], rest[b]}
							if fits(q) {
								fitting[i] = append(fitting[i], pair{a, b})
							}
						}
					}
				}
				if assign(0, 0) {
					out[d.Outside[seat]] = true
				}
			}
		}
	}
	return out
}

func caseHolds(c [3]Card, claim Claim) bool {
	return slices.Contains(c[:], mustCard(claim.Card)) == claim.Is
}

func mustCard(id string) Card {
	c, err := ParseCard(id)
	if err != nil {
		panic(err)
	}
	return c
}

func bruteImplies(tb testing.TB, req SolveRequest, claim Claim) bool {
	for c := range bruteCases(tb, req) {
		if !caseHolds(c, claim) {
			return false
		}
	}
	return true
}

// subRequest keeps the entries listed (log indexes first, then len(log)+i for solves).
func subRequest(req SolveRequest, idx []int) SolveRequest {
	r := req
	r.Log, r.Solves = nil, nil
	for _, i := range idx {
		if i < len(req.Log) {
			r.Log = append(r.Log, req.Log[i])
		} else {
			r.Solves = append(r.Solves, req.Solves[i-len(req.Log)])
		}
	}
	return r
}

// TestExplainAgainstBruteForce: on random consistent states of every player count, the listed entries
// imply the claim and no list with one fewer does; a counterexample is a case that fits every answer
// and breaks the claim.
func TestExplainAgainstBruteForce(t *testing.T) {
	runs := map[int]int{2: 30, 3: 25, 4: 20, 5: 10, 6: 8}
	if testing.Short() { // a sample: the first states of every player count
		runs = map[int]int{2: 6, 3: 5, 4: 4, 5: 2, 6: 2}
	}
	for players := MinPlayers; players <= MaxPlayers; players++ {
		t.Run(fmt.Sprintf("%d players", players), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(players), 16))
			held, broken := 0, 0
			for i := 0; i < runs[players]; i++ {
				_, req := randomScenario(t, rng, players, true)
				cases := bruteCases(t, req)
				if len(cases) == 0 {
					i-- // contradictory: not what this test is about
					continue
				}
				k, err := parse(req)
				require.NoError(t, err)
				for _, card := range k.unseen {
					claim := Claim{Card: card.String(), Is: rng.IntN(2) == 0}
					lang := []string{"ko", "en"}[rng.IntN(2)]
					ex, err := Explain(ExplainRequest{SolveRequest: req, Claim: claim, Reader: explain.Reader{Lang: lang}})
					require.NoError(t, err)
					require.Equal(t, bruteImplies(t, req, claim), ex.Holds, "case %d %+v", i, claim)
					assert.NotContains(t, ex.Text, "이(가)")
					if !ex.Holds {
						broken++
						assert.Empty(t, ex.Because)
						cx := kindOrder(mustCards(t, ex.Counterexample))
						assert.True(t, cases[cx], "counterexample %v fits", ex.Counterexample)
						assert.False(t, caseHolds(cx, claim))
						continue
					}
					held++
					assert.True(t, bruteImplies(t, subRequest(req, ex.Because), claim), "because %v", ex.Because)
					for j := range ex.Because {
						fewer := slices.Delete(slices.Clone(ex.Because), j, j+1)
						assert.False(t, bruteImplies(t, subRequest(req, fewer), claim), "%v without %d", ex.Because, ex.Because[j])
					}
				}
			}
			assert.Positive(t, held)
			assert.Positive(t, broken)
		})
	}
}

func TestExplainByHand(t *testing.T) {
	in := `{"game":"clues13","players":4,"seat":0,"inside":["nurse","rifle"],"lang":"en",
	 "outside":{"1":["duke","park","knife"],"2":["officer","museum","sword"],"3":["maid","library","gun"]},
	 "peeked":{"A":"poison"},
	 "log":[{"asker":0,"answerer":2,"ask":"red","answer":1},{"asker":3,"answerer":1,"ask":"male","answer":2}],
	 "solves":[{"player":0,"guess":["butcher","harbor","blowgun"],"correct":false}],
	 "claim":{"card":"poison","is":false}}`
	var req ExplainRequest
	require.NoError(t, json.Unmarshal([]byte(in), &req))
	ex, err := Explain(req)
	require.NoError(t, err)
	assert.True(t, ex.Holds)
	assert.Equal(t, []int{}, ex.Because, "poison was peeked at")
	assert.Equal(t, "You saw poison under informant A, so it is not in your case.", ex.Text)

	// Player 3 sees the library (red) outside seat 3's screen: answering 1 leaves no red in my case.
	req.Claim = Claim{Card: "butcher", Is: false}
	req.Lang = ""
	ex, err = Explain(req)
	require.NoError(t, err)
	assert.True(t, ex.Holds)
	assert.Equal(t, []int{0}, ex.Because)
	assert.Equal(t, "1번 플레이어가 3번 플레이어에게 빨강 카드가 몇 장인지 묻자 1장이라고 답했습니다. 그중 도서관은 나도 보는 4번 플레이어의 사건 카드입니다. 이것으로 1장이 다 설명되니, 내 사건과 3번 플레이어의 안쪽 카드에는 하나도 없습니다. 그러므로 정육점 주인은 내 사건에 없습니다.", ex.Text)

	req.Claim = Claim{Card: "dancer", Is: false}
	ex, err = Explain(req)
	require.NoError(t, err)
	assert.False(t, ex.Holds)
	assert.Contains(t, ex.Counterexample, "dancer")
	assert.Contains(t, ex.Text, "무용수가 들어 있을 수도 있습니다.")

	// A correct solve of the seat's own pins the case.
	req.Solves = append(req.Solves, SolveEntry{Player: 0, Guess: []string{"countess", "harbor", "candlestick"}, Correct: true})
	req.Claim = Claim{Card: "candlestick", Is: true}
	ex, err = Explain(req)
	require.NoError(t, err)
	assert.True(t, ex.Holds)
	assert.Equal(t, []int{3}, ex.Because)
	assert.Equal(t, "1번 플레이어가 자기 사건을 백작 부인, 항구, 촛대라고 말했고 맞혔습니다. 그러므로 촛대는 내 사건에 있습니다.", ex.Text)

	for _, tc := range []struct {
		claim Claim
		msg   string
	}{{Claim{Card: "dagger"}, "dagger"}, {Claim{Card: "hammer"}, "brown"}} {
		r := req
		r.Claim = tc.claim
		_, err := Explain(r)
		assert.ErrorContains(t, err, tc.msg)
	}
	r := req
	r.Solves = append(r.Solves, SolveEntry{Player: 0, Guess: []string{"countess", "harbor", "knife"}, Correct: true})
	_, err = Explain(r)
	assert.ErrorContains(t, err, "contradict")
}

// namedRequest is a 4-player seat's knowledge with the players' names, and
// the claim that the butcher is not in its case, as the command line reads it.
const namedRequest = `{"game":"clues13","players":4,"seat":0,"inside":["nurse","rifle"],"names":["지수","민준","Alice","Sam"],
	 "outside":{"1":["duke","park","knife"],"2":["officer","museum","sword"],"3":["maid","library","gun"]},
	 "peeked":{"A":"poison"},
	 "log":[{"asker":0,"answerer":2,"ask":"red","answer":1},{"asker":3,"answerer":1,"ask":"male","answer":2}],
	 "claim":{"card":"butcher","is":false}}`

func TestExplainNamesPlayers(t *testing.T) {
	var req ExplainRequest
	require.NoError(t, json.Unmarshal([]byte(namedRequest), &req))
	require.Len(t, req.Names, 4)
	ex, err := Explain(req)
	require.NoError(t, err)
	assert.Equal(t, []int{0}, ex.Because)
	assert.Equal(t, "지수가 Alice에게 빨강 카드가 몇 장인지 묻자 1장이라고 답했습니다. 그중 도서관은 나도 보는 Sam의 사건 카드입니다. 이것으로 1장이 다 설명되니, 내 사건과 Alice의 안쪽 카드에는 하나도 없습니다. 그러므로 정육점 주인은 내 사건에 없습니다.", ex.Text)

	req.Names = []string{"민준", "지수", "Alice", "Sam"}
	ex, err = Explain(req)
	require.NoError(t, err)
	assert.Equal(t, "민준이 Alice에게 빨강 카드가 몇 장인지 묻자 1장이라고 답했습니다. 그중 도서관은 나도 보는 Sam의 사건 카드입니다. 이것으로 1장이 다 설명되니, 내 사건과 Alice의 안쪽 카드에는 하나도 없습니다. 그러므로 정육점 주인은 내 사건에 없습니다.", ex.Text)

	req.Lang = "en"
	ex, err = Explain(req)
	require.NoError(t, err)
	assert.Equal(t, "민준 asked Alice how many red cards they see, and heard 1. One of them you see too: the library, in Sam's case. That is the one: none is in your case or among Alice's inside cards. So butcher is not in your case.", ex.Text)

	// The seat's own correct solve pins its case; the sentence names the seat as it chose.
	req.Lang = ""
	req.Names = []string{"Sam"}
	req.Solves = []SolveEntry{{Player: 0, Guess: []string{"countess", "harbor", "candlestick"}, Correct: true}}
	req.Claim = Claim{Card: "candlestick", Is: true}
	ex, err = Explain(req)
	require.NoError(t, err)
	assert.True(t, ex.Holds)
	assert.Equal(t, "Sam이 자기 사건을 백작 부인, 항구, 촛대라고 말했고 맞혔습니다. 그러므로 촛대는 내 사건에 있습니다.", ex.Text)
}

// TestExplainSelf: with "self", the reader's own seat is "나" in Korean.
func TestExplainSelf(t *testing.T) {
	var req ExplainRequest
	require.NoError(t, json.Unmarshal([]byte(strings.Replace(namedRequest, `"names"`, `"self":true,"names"`, 1)), &req))
	require.True(t, req.Self)
	ex, err := Explain(req)
	require.NoError(t, err)
	assert.Equal(t, "내가 Alice에게 빨강 카드가 몇 장인지 묻자 1장이라고 답했습니다. 그중 도서관은 나도 보는 Sam의 사건 카드입니다. 이것으로 1장이 다 설명되니, 내 사건과 Alice의 안쪽 카드에는 하나도 없습니다. 그러므로 정육점 주인은 내 사건에 없습니다.", ex.Text)
}

// TestExplainCardSeenElsewhere: a claim about a card the seat saw under an informant, holds inside its
// screen or sees in another case is explained by where it saw it, not by a counterexample alone.
func TestExplainCardSeenElsewhere(t *testing.T) {
	req := SolveRequest{Game: GameID, Players: 4, Seat: 0, Inside: []string{"nurse", "rifle"},
		Outside: map[string][]string{"1": {"duke", "park", "knife"}, "2": {"officer", "museum", "sword"}, "3": {"maid", "library", "gun"}},
		Peeked:  map[string]string{"A": "poison"}}
	for _, tc := range []struct {
		card  string
		is    bool
		lang  string
		holds bool
		text  string
	}{
		{"poison", true, "en", false, "You saw poison under informant A, so it cannot be in your case."},
		{"poison", false, "en", true, "You saw poison under informant A, so it is not in your case."},
		{"poison", true, "ko", false, "독약은 비밀정보원 A 아래에서 내가 직접 본 카드입니다. 그러니 내 사건에 있을 수 없습니다."},
		{"rifle", true, "en", false, "Rifle is inside your own screen, so it cannot be in your case."},
		{"park", false, "ko", true, "공원은 내가 볼 수 있는 2번 플레이어의 사건 카드입니다. 그러니 내 사건에 없습니다."},
	} {
		ex, err := Explain(ExplainRequest{SolveRequest: req, Claim: Claim{Card: tc.card, Is: tc.is}, Reader: explain.Reader{Lang: tc.lang}})
		require.NoError(t, err)
		require.Equal(t, tc.holds, ex.Holds, tc.card)
		require.Equal(t, tc.text, ex.Text)
		if tc.is {
			require.Len(t, ex.Counterexample, 3, "a case that fits is still shown")
		}
	}
}

// TestExplainSettledBySight: with no answer needed, the explanation names the visible cards that
// settle the claim's kind: every other weapon in play is in sight, so the one left is the case's.
func TestExplainSettledBySight(t *testing.T) {
	req := SolveRequest{Game: GameID, Players: 4, Seat: 0, Inside: []string{"nurse", "rifle"},
		Outside: map[string][]string{"1": {"duke", "park", "knife"}, "2": {"officer", "museum", "sword"}, "3": {"maid", "library", "gun"}},
		Peeked:  map[string]string{"A": "poison", "B": "crossbow", "C": "blowgun"}}
	for lang, want := range map[string]string{
		"ko": "답을 듣지 않아도 보이는 카드만으로 알 수 있습니다. 이 게임의 흉기 카드 8장 가운데 칼, 석궁, 독약, 검, 블로건, 소총, 권총 7장이 보이니, 남은 촛대가 내 사건의 흉기입니다. 그러므로 촛대는 내 사건에 있습니다.",
		"en": "The cards you can see show it without any answer. Of the 8 weapons in play you see the other 7 (knife, crossbow, poison, sword, blowgun, rifle, gun), so the candlestick left is your case's weapon. So candlestick is in your case.",
	} {
		ex, err := Explain(ExplainRequest{SolveRequest: req, Claim: Claim{Card: "candlestick", Is: true}, Reader: explain.Reader{Lang: lang}})
		require.NoError(t, err)
		require.True(t, ex.Holds)
		assert.Equal(t, []int{}, ex.Because)
		assert.Equal(t, want, ex.Text, lang)
	}
}
