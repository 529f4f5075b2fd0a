package code777

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/solver/explain"
)

// naiveRacks is the set of racks (sorted ids) the naive physical enumerator finds consistent.
func naiveRacks(req SolveRequest) map[string]bool {
	pool := unseenPool(req)
	out := map[string]bool{}
	for i := 0; i < len(pool); i++ {
		for j := i + 1; j < len(pool); j++ {
			for k := j + 1; k < len(pool); k++ {
				cand := []string{pool[i], pool[j], pool[k]}
				if naiveAgrees(req, cand) {
					out[naiveKey(cand)] = true
				}
			}
		}
	}
	return out
}

// naiveKey sorts a rack's ids in the table's kind order (the order Rack.IDs uses).
func naiveKey(ids []string) string {
	ids = slices.Clone(ids)
	slices.SortFunc(ids, func(a, b string) int {
		ka, _ := ParseKind(a)
		kb, _ := ParseKind(b)
		return int(ka) - int(kb)
	})
	return strings.Join(ids, " ")
}

func naiveClaim(rack string, c Claim) bool {
	return slices.Contains(strings.Fields(rack), c.Tile) == c.Is
}

func naiveImplies(req SolveRequest, c Claim) bool {
	for r := range naiveRacks(req) {
		if !naiveClaim(r, c) {
			return false
		}
	}
	return true
}

func logSubset(req SolveRequest, idx []int) SolveRequest {
	r := req
	r.Log = nil
	for _, i := range idx {
		r.Log = append(r.Log, req.Log[i])
	}
	return r
}

// TestExplainAgainstNaive: on random truthful states of every player count, the listed answers imply
// the claim and no list with one fewer does; a counterexample fits every answer and breaks the claim.
func TestExplainAgainstNaive(t *testing.T) {
	r := rand.New(rand.NewPCG(16, 7))
	n := 40
	held, broken := 0, 0
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for i := range n {
			req, _ := randomCase(r, players, 8, false)
			racks := naiveRacks(req)
			require.NotEmpty(t, racks, "players %d case %d", players, i)
			for _, k := range Kinds() {
				claim := Claim{Tile: k.String(), Is: r.IntN(2) == 0}
				lang := []string{"ko", "en"}[r.IntN(2)]
				ex, err := Explain(ExplainRequest{SolveRequest: req, Claim: claim, Reader: explain.Reader{Lang: lang}})
				require.NoError(t, err)
				require.Equal(t, naiveImplies(req, claim), ex.Holds, "players %d case %d %+v", players, i, claim)
				assert.NotContains(t, ex.Text, "이(가)")
				if !ex.Holds {
					broken++
					assert.Empty(t, ex.Because)
					cx := naiveKey(ex.Counterexample)
					assert.True(t, racks[cx], "counterexample %s fits every answer", cx)
					assert.False(t, naiveClaim(cx, claim))
					continue
				}
				held++
				assert.True(t, naiveImplies(logSubset(req, ex.Because), claim))
				for j := range ex.Because {
					fewer := slices.Delete(slices.Clone(ex.Because), j, j+1)
					assert.False(t, naiveImplies(logSubset(req, fewer), claim), "%v without %d", ex.Because, ex.Because[j])
				}
			}
		}
	}
	assert.Positive(t, held)
	assert.Positive(t, broken)
}

func TestExplainByHand(t *testing.T) {
	// Unseen: red5 x2, blue7 x2, green1. Seat 1 sees brown4 x3 and pink6 x3 besides the seat and
	// answers 1 to card 11: the seat has the green 1.
	req := smallRequest()
	req.Log = []LogEntry{
		entry(0, "q8", Count(3), nil), // the seat's own reading: teaches nothing
		entry(2, "q12", AnswerB, map[string]string{"1": "yellow2 yellow2 black3", "3": "pink6 pink6 pink6"}),
		entry(1, "q11", Count(1), map[string]string{"2": "brown4 brown4 brown4", "3": "pink6 pink6 pink6"}),
	}
	b, err := json.Marshal(map[string]any{"game": "code777", "players": 4, "seat": 0, "racks_now": req.RacksNow,
		"seen_discards": req.SeenDiscards, "log": req.Log, "claim": map[string]any{"tile": "green1", "is": true}})
	require.NoError(t, err)
	var in ExplainRequest
	require.NoError(t, json.Unmarshal(b, &in))
	ex, err := Explain(in)
	require.NoError(t, err)
	assert.True(t, ex.Holds)
	assert.Equal(t, []int{2}, ex.Because)
	assert.Equal(t, "2번 플레이어가 #11 “초록 1, 검정 5, 분홍 7이 모두 몇 개 보이나?”를 읽고 1이라고 답했습니다. 내 받침대를 빼고 세면 답이 0이 되니, 내 받침대에는 초록 1, 검정 5, 분홍 7이 합쳐서 1 − 0 = 1장 있습니다. 내 눈에 안 보이는 타일 가운데 그런 타일은 초록 1 한 장뿐이니, 그것이 내 받침대에 있습니다. 이 답들에 맞는 내 받침대는 3가지(초록 1, 빨강 5, 빨강 5 / 초록 1, 빨강 5, 파랑 7 / 초록 1, 파랑 7, 파랑 7)이고, 모두 초록 1이 있습니다. 그러므로 내 받침대에는 초록 1이 있습니다.", ex.Text)

	in.Lang = "en"
	in.Claim = Claim{Tile: "red5", Is: true}
	ex, err = Explain(in)
	require.NoError(t, err)
	assert.False(t, ex.Holds)
	assert.Equal(t, []string{"green1", "blue7", "blue7"}, ex.Counterexample)
	assert.Equal(t, "Your rack could be green 1, blue 7, blue 7 — that fits every answer, so it need not hold a red 5.", ex.Text)

	// Nothing unseen is pink: the visible tiles alone say so.
	in.Claim = Claim{Tile: "pink6", Is: false}
	ex, err = Explain(in)
	require.NoError(t, err)
	assert.True(t, ex.Holds)
	assert.Equal(t, []int{}, ex.Because)
	assert.Equal(t, "The tiles you can see show it without any answer. The game has 3 × pink 6, and you see all 3 (on the other racks and among the tiles you saw): none is left for your rack. So your rack holds no pink 6.", ex.Text,
		"the count that settles it")
	in.Lang = "ko"
	ex, err = Explain(in)
	require.NoError(t, err)
	assert.Contains(t, ex.Text, "분홍 6 타일은 모두 3장인데, 다른 받침대와 내가 본 타일에서 3장을 다 보았으니 내 받침대에 남은 것이 없습니다.")

	in.Claim = Claim{Tile: "purple9"}
	_, err = Explain(in)
	assert.ErrorContains(t, err, "purple9")
	in.Claim = Claim{Tile: "green1"}
	in.Log = append(in.Log, entry(1, "q11", Count(0), map[string]string{"2": "brown4 brown4 brown4", "3": "pink6 pink6 pink6"}))
	_, err = Explain(in)
	assert.ErrorContains(t, err, "contradict")
	var missing ExplainRequest
	assert.ErrorContains(t, json.Unmarshal([]byte(`{"game":"code777","players":4,"claim":{"tile":"green1"}}`), &missing), "seat")
}

func TestExplainNamesPlayers(t *testing.T) {
	req := smallRequest()
	req.Log = []LogEntry{entry(1, "q11", Count(1), map[string]string{"2": "brown4 brown4 brown4", "3": "pink6 pink6 pink6"})}
	b, err := json.Marshal(map[string]any{"game": "code777", "players": 4, "seat": 0, "racks_now": req.RacksNow,
		"seen_discards": req.SeenDiscards, "log": req.Log, "claim": map[string]any{"tile": "green1", "is": true},
		"names": []string{"나", "민준"}})
	require.NoError(t, err)
	var in ExplainRequest
	require.NoError(t, json.Unmarshal(b, &in))
	require.Equal(t, []string{"나", "민준"}, in.Names)
	const rest = " #11 “초록 1, 검정 5, 분홍 7이 모두 몇 개 보이나?”를 읽고 1이라고 답했습니다. 내 받침대를 빼고 세면 답이 0이 되니, 내 받침대에는 초록 1, 검정 5, 분홍 7이 합쳐서 1 − 0 = 1장 있습니다. 내 눈에 안 보이는 타일 가운데 그런 타일은 초록 1 한 장뿐이니, 그것이 내 받침대에 있습니다. 이 답들에 맞는 내 받침대는 3가지(초록 1, 빨강 5, 빨강 5 / 초록 1, 빨강 5, 파랑 7 / 초록 1, 파랑 7, 파랑 7)이고, 모두 초록 1이 있습니다. 그러므로 내 받침대에는 초록 1이 있습니다."
	for _, tc := range []struct {
		names []string
		lang  string
		want  string
	}{
		{[]string{"나", "민준"}, "ko", "민준이" + rest}, // 준: a final consonant
		{[]string{"나", "지수"}, "ko", "지수가" + rest}, // 수: a vowel
		{[]string{"나", "Bob"}, "ko", "Bob이" + rest},
		{[]string{"나", "Mia"}, "ko", "Mia가" + rest},
		{[]string{"나", "  "}, "ko", "2번 플레이어가" + rest},
		{nil, "ko", "2번 플레이어가" + rest},
		{[]string{"나", "Minji"}, "en", "Minji read #11 “" + QuestionWords(11, Options{}, true) + "” and answered 1. Without your rack they would have answered 0, so your rack holds 1 − 0 = 1 of green 1, black 5 and pink 7. Only 1 such tile is out of your sight (green 1), so it is on your rack. These answers leave 3 possible racks for you (green 1, red 5, red 5 / green 1, red 5, blue 7 / green 1, blue 7, blue 7), and every one of them holds a green 1. So your rack holds a green 1."},
	} {
		in.Names, in.Lang = tc.names, tc.lang
		ex, err := Explain(in)
		require.NoError(t, err)
		assert.True(t, ex.Holds)
		assert.Equal(t, tc.want, ex.Text, "%q", tc.names)
	}
}
