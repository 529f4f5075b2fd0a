package tagiron

import "testing"

// BenchmarkSolve4pFiveQuestions is one whole Solve (deduction and ranking) of a 4-player seat after
// five questions, the state the so03/tagiron_solve comparison used (target: at most 1 MB allocated).
func BenchmarkSolve4pFiveQuestions(b *testing.B) { benchSolveRankState(b, worstState(b, 4, 5)) }
