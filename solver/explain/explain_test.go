package explain

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestIrreducible: entries 1 and 3 together are impossible; every other
// entry is dropped, except one the caller keeps; a possible set has none.
func TestIrreducible(t *testing.T) {
	impossible := func(in []bool) bool { return in[1] && in[3] }
	in, ok := Irreducible(4, impossible)
	assert.True(t, ok)
	assert.Equal(t, []bool{false, true, false, true}, in)

	in, ok = Irreducible(4, impossible, 0)
	assert.True(t, ok)
	assert.Equal(t, []bool{true, true, false, true}, in)

	_, ok = Irreducible(4, func([]bool) bool { return false })
	assert.False(t, ok)
}
