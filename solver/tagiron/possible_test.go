package tagiron

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The first checks of a question look for one rack; later ones use the question's whole set. Both
// must say the same for every answer of every question, possible or not.
func TestPossibleScanAgreesWithSet(t *testing.T) {
	for size := 4; size <= 5; size++ {
		for _, q := range allQuestions() {
			if checkQuestion(q.card, q.pick, size) != nil {
				continue
			}
			set := answersOf(q, size)
			assert.NotEmpty(t, set, "%v size %d", q, size)
			var scan answerSet
			for a := range set {
				scan.checks.Store(0)
				assert.True(t, scan.has(q, size, a), "scan: %v answers %v (size %d)", q, a, size)
			}
			// Answers no rack gives: a number one past the largest, every position set where the card
			// answers with positions, one link too many for groups.
			var most Answer
			for a := range set {
				if a.v > most.v {
					most = a
				}
			}
			impossible := Answer{kind: most.kind, v: most.v + 1}
			if set[impossible] {
				continue // e.g. positions: the next bit pattern may exist
			}
			scan.checks.Store(0)
			assert.False(t, scan.has(q, size, impossible), "scan: %v never answers %v (size %d)", q, impossible, size)
			scan.checks.Store(scansBeforeSet)
			assert.False(t, scan.has(q, size, impossible), "set: %v never answers %v (size %d)", q, impossible, size)
			assert.True(t, scan.has(q, size, most), "set: %v answers %v (size %d)", q, most, size)
		}
	}
}
