package tagiron

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestPooledBuffersChangeNothing: solves that reuse an earlier request's buffers (of other states and
// player counts, in another order) answer exactly as the first solve of each state did.
func TestPooledBuffersChangeNothing(t *testing.T) {
	reqs := []SolveRequest{worstState(t, 4, 2), worstState(t, 2, 1), worstState(t, 4, 5), worstState(t, 3, 1),
		worstSeatOwnQuestion(t), worstState(t, 4, 4), worstState(t, 3, 3)}
	var first []SolveResponse
	for _, r := range reqs {
		resp, err := Solve(r)
		require.NoError(t, err)
		first = append(first, resp)
	}
	for _, i := range []int{6, 2, 4, 0, 1, 5, 3, 2, 0} {
		resp, err := Solve(reqs[i])
		require.NoError(t, err)
		require.Equal(t, first[i], resp, "request %d", i)
	}
}
