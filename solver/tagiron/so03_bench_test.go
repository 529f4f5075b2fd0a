package tagiron

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// so03States are the states of the comparison with so03/tagiron_solve (PERFORMANCE.md): one 4-player
// deal (seat 0 holds b2 g5 r6 b9, seats 1–3 r0 b0 r1 b8, b1 b4 r7 b7, r3 b3 b6 r8; the centre is
// r2 r4 g5 r9) after 2 and 5 questions and when first solved (6), every answer recorded as a table
// records it (everyone answers in the 4-player game, the asker too). Only cards whose answers do not
// depend on tile order, since so03 keeps racks in another order, and not count-pairs, which so03
// cannot evaluate on a rack holding a 9. The same requests are the CLI's input in the process comparison.
var so03States = []struct{ name, request string }{
	{"2q", `{"game":"tagiron","players":4,"seat":0,"own":["b2","g5","r6","b9"],"row":["where-0","where-1-or-2","where-3-or-4","where-6-or-7","same-color-neighbours","consecutive-neighbours"],"log":[{"asker":0,"card":"sum-low3","answers":{"0":13,"1":1,"2":12,"3":12}},{"asker":1,"card":"count-red","answers":{"0":1,"1":2,"2":1,"3":2}}]}`},
	{"5q", `{"game":"tagiron","players":4,"seat":0,"own":["b2","g5","r6","b9"],"row":["where-0","where-1-or-2","where-3-or-4","where-6-or-7","same-color-neighbours","consecutive-neighbours"],"log":[{"asker":0,"card":"sum-low3","answers":{"0":13,"1":1,"2":12,"3":12}},{"asker":1,"card":"count-red","answers":{"0":1,"1":2,"2":1,"3":2}},{"asker":2,"card":"sum-all","answers":{"0":22,"1":9,"2":19,"3":20}},{"asker":3,"card":"count-odd","answers":{"0":2,"1":1,"2":3,"3":2}},{"asker":0,"card":"max-minus-min","answers":{"0":7,"1":8,"2":6,"3":5}}]}`},
	{"solved6q", `{"game":"tagiron","players":4,"seat":0,"own":["b2","g5","r6","b9"],"row":["where-0","where-1-or-2","where-3-or-4","where-6-or-7","same-color-neighbours","consecutive-neighbours"],"log":[{"asker":0,"card":"sum-low3","answers":{"0":13,"1":1,"2":12,"3":12}},{"asker":1,"card":"count-red","answers":{"0":1,"1":2,"2":1,"3":2}},{"asker":2,"card":"sum-all","answers":{"0":22,"1":9,"2":19,"3":20}},{"asker":3,"card":"count-odd","answers":{"0":2,"1":1,"2":3,"3":2}},{"asker":0,"card":"max-minus-min","answers":{"0":7,"1":8,"2":6,"3":5}},{"asker":1,"card":"sum-red","answers":{"0":6,"1":1,"2":7,"3":11}}]}`},
}

func so03Request(tb testing.TB, name string) SolveRequest {
	tb.Helper()
	for _, s := range so03States {
		if s.name == name {
			var req SolveRequest
			require.NoError(tb, json.Unmarshal([]byte(s.request), &req))
			return req
		}
	}
	tb.Fatalf("no state %q", name)
	return SolveRequest{}
}

// The states say what the comparison says they do: candidates left, and solved only after 8 questions.
func TestSo03States(t *testing.T) {
	for _, c := range []struct {
		name       string
		candidates int
		solved     []string
	}{{"2q", 126, nil}, {"5q", 2, nil}, {"solved6q", 1, []string{"r2", "r4", "g5", "r9"}}} {
		b, err := os.ReadFile("testdata/so03/" + c.name + ".jsonl") // the CLI's input in compare.sh
		require.NoError(t, err)
		for _, s := range so03States {
			if s.name == c.name {
				require.Equal(t, s.request, strings.TrimSpace(string(b)), c.name)
			}
		}
		res, err := Solve(so03Request(t, c.name))
		require.NoError(t, err, c.name)
		require.Equal(t, c.candidates, res.Target.Candidates, c.name)
		if c.solved == nil {
			require.Nil(t, res.Target.Solved, c.name)
		} else {
			require.Equal(t, c.solved, res.Target.Solved, c.name)
		}
	}
}

// BenchmarkSo03 is our whole Solve (deduction and ranking) on each comparison state.
func BenchmarkSo03(b *testing.B) {
	for _, s := range so03States {
		b.Run(s.name, func(b *testing.B) { benchSolveRankState(b, so03Request(b, s.name)) })
	}
}
