package gametest

import (
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
)

// CheckNotesApart checks a game's companion.NoteKeeper promise on a
// recorded game: with a note (made by note for a seat and a step; a kind
// the game calls private and not undoable) after every move, folding the
// moves alone and carrying the notes over from the full fold gives every
// audience the same view as the full fold, at several points of the game.
func CheckNotesApart(t *testing.T, log Log, note func(seat, step int) companion.Event) {
	t.Helper()
	moves := Effective(log.Events)
	for _, n := range []int{0, 1, len(moves) / 2, len(moves)} {
		full := New(t, log.Settings)
		for i, e := range moves[:n] {
			full = Fold(t, full, []companion.Event{e})
			ne := note(i%log.Settings.Players, i)
			require.True(t, full.Private(ne.Kind) && !full.Undoable(ne.Kind), "a note is private and not undoable")
			full = Fold(t, full, []companion.Event{ne})
		}
		before := views(t, full, log.Settings)
		apart := Fold(t, New(t, log.Settings), moves[:n])
		k, ok := apart.(companion.NoteKeeper)
		require.True(t, ok, "the state implements companion.NoteKeeper")
		require.Equal(t, before, views(t, k.CarryNotes(full), log.Settings), "moves folded alone, notes carried over (after %d moves)", n)
	}
}
