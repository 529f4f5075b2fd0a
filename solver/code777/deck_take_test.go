package code777

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDeckTake(t *testing.T) {
	t.Run("refuses a card already read in the cycle", func(t *testing.T) {
		d, re, err := FullDeck().Take(5)
		require.NoError(t, err)
		assert.False(t, re)
		assert.Len(t, d.Pile, NumCards-1)
		assert.Equal(t, []Card{5}, d.Discards)
		_, _, err = d.Take(5)
		assert.ErrorContains(t, err, "q5 was already read")
	})
	t.Run("starts a new cycle after 23 cards", func(t *testing.T) {
		d := FullDeck()
		var err error
		for _, c := range Cards() {
			d, _, err = d.Take(c)
			require.NoError(t, err)
		}
		assert.Empty(t, d.Pile)
		d, re, err := d.Take(7)
		require.NoError(t, err)
		assert.True(t, re)
		assert.Equal(t, []Card{7}, d.Discards)
		assert.Len(t, d.Pile, NumCards-1)
		require.NoError(t, d.Validate())
	})
}
