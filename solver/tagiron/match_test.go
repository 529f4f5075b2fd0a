package tagiron

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// step is one action in a scripted game; wantErr non-empty means the action must be refused with a
// message containing it (and the match stays as it was).
type step struct {
	do      string // "reveal", "ask", "declare"
	seat    int
	card    string
	pick    int
	correct bool
	wantErr string
}

func reveal(cards ...string) []step {
	s := make([]step, len(cards))
	for i, c := range cards {
		s[i] = step{do: "reveal", card: c}
	}
	return s
}

func play(tb testing.TB, m Match, steps []step) Match {
	tb.Helper()
	for i, s := range steps {
		var next Match
		var err error
		switch s.do {
		case "reveal":
			next, err = m.Reveal(MustCard(s.card))
		case "ask":
			next, err = m.Ask(s.seat, MustCard(s.card), s.pick)
		case "declare":
			next, err = m.Declare(s.seat, s.correct)
		}
		if s.wantErr != "" {
			require.Error(tb, err, "step %d %+v", i, s)
			require.Contains(tb, err.Error(), s.wantErr, "step %d", i)
			require.Equal(tb, m, next, "a refused action leaves the match unchanged")
			continue
		}
		require.NoError(tb, err, "step %d %+v", i, s)
		m = next
	}
	return m
}

var six = reveal("where-0", "count-red", "sum-all", "where-1-or-2", "count-pairs", "sum-low3")

func newMatch(tb testing.TB, players, starter int) Match {
	tb.Helper()
	m, err := NewMatch(players, starter)
	require.NoError(tb, err)
	return m
}

func TestMatchSetup(t *testing.T) {
	_, err := NewMatch(5, 0)
	assert.Error(t, err)
	_, err = NewMatch(3, 3)
	assert.Error(t, err)
	m := newMatch(t, 2, 1)
	assert.True(t, m.NeedsRefill())
	assert.Equal(t, 21, m.Remaining())
	m = play(t, m, []step{
		{do: "ask", seat: 1, card: "where-0", wantErr: "reveal a card first"},
		{do: "reveal", card: "where-0"},
		{do: "reveal", card: "where-0", wantErr: "already been drawn"},
		{do: "ask", seat: 1, card: "where-0", wantErr: "reveal a card first"},
	})
	m = play(t, m, reveal("count-red", "sum-all", "where-1-or-2", "count-pairs", "sum-low3"))
	assert.False(t, m.NeedsRefill())
	assert.Equal(t, 6, m.Drawn())
	m = play(t, m, []step{
		{do: "reveal", card: "sum-mid3", wantErr: "already holds six"},
		{do: "ask", seat: 0, card: "where-0", wantErr: "seat 1's turn"},
		{do: "ask", seat: 1, card: "where-1-or-2", wantErr: "needs a pick"},
		{do: "ask", seat: 1, card: "where-1-or-2", pick: 3, wantErr: "pick must be 1 or 2"},
		{do: "ask", seat: 1, card: "count-red", pick: 1, wantErr: "takes no pick"},
		{do: "ask", seat: 1, card: "max-minus-min", wantErr: "not face up"},
		{do: "ask", seat: 1, card: "where-1-or-2", pick: 2},
	})
	assert.Equal(t, 0, m.Turn())
	assert.Equal(t, []Card{WhereZero, CountRed, SumAll, CountPairs, SumLow3}, m.Row())
	assert.Equal(t, []Card{WhereOneOrTwo}, m.Used())
	assert.True(t, m.NeedsRefill())
	play(t, m, []step{{do: "reveal", card: "where-1-or-2", wantErr: "already been drawn"}})

	m4 := newMatch(t, 4, 0)
	_, err = m4.Reveal(SumMid3)
	assert.ErrorContains(t, err, "not in the 4-player deck")
	_, err = m4.Reveal(CenterFiveOrMore)
	assert.ErrorContains(t, err, "not in the 4-player deck")
	assert.Equal(t, 19, m4.Remaining())
}

func TestAnswerers(t *testing.T) {
	m2, m3, m4 := newMatch(t, 2, 0), newMatch(t, 3, 0), newMatch(t, 4, 0)
	assert.Equal(t, []int{1}, m2.Answerers(0, CountRed))
	assert.Equal(t, []int{0, 1}, m2.Answerers(0, SumAll))
	assert.Equal(t, []int{0, 2}, m3.Answerers(1, CountRed))
	assert.Equal(t, []int{0, 1, 2}, m3.Answerers(1, MaxMinusMin))
	assert.Equal(t, []int{0, 1, 2, 3}, m4.Answerers(2, CountRed))
	// Eliminated and winning players still answer.
	m3 = play(t, m3, []step{{do: "declare", seat: 2, correct: false}, {do: "declare", seat: 1, correct: true}})
	assert.Equal(t, []int{1, 2}, m3.Answerers(0, WhereZero))
}

func TestMatchTwoPlayers(t *testing.T) {
	t.Run("non-starter wins at once", func(t *testing.T) {
		m := play(t, newMatch(t, 2, 0), append(six,
			step{do: "declare", seat: 1, correct: true, wantErr: "seat 0's turn"},
			step{do: "declare", seat: 0, correct: false},
			step{do: "declare", seat: 1, correct: true},
			step{do: "reveal", card: "sum-red", wantErr: "game is over"},
		))
		assert.True(t, m.Over())
		assert.Equal(t, Outcome{Over: true, Winners: []int{1}}, m.Outcome())
		assert.Equal(t, SeatStatus{State: Won, Place: 1}, m.Status(1))
	})
	t.Run("starter correct then last chance correct: draw", func(t *testing.T) {
		m := play(t, newMatch(t, 2, 0), append(six,
			step{do: "declare", seat: 0, correct: true},
			step{do: "ask", seat: 1, card: "where-0", wantErr: "last-chance"},
			step{do: "declare", seat: 0, correct: true, wantErr: "last-chance"},
		))
		assert.False(t, m.Over())
		assert.Equal(t, 1, m.LastChance())
		m = play(t, m, []step{{do: "declare", seat: 1, correct: true}})
		assert.Equal(t, Outcome{Over: true, Draw: true, Winners: []int{}}, normalize(m.Outcome()))
	})
	t.Run("starter correct then last chance wrong: starter wins", func(t *testing.T) {
		m := play(t, newMatch(t, 2, 1), append(six,
			step{do: "ask", seat: 1, card: "where-0"},
			step{do: "reveal", card: "sum-red"},
			step{do: "declare", seat: 0, correct: false},
			step{do: "declare", seat: 1, correct: true},
			step{do: "declare", seat: 0, correct: false},
		))
		assert.Equal(t, Outcome{Over: true, Winners: []int{1}}, m.Outcome())
		assert.Equal(t, -1, m.LastChance())
	})
	t.Run("row and deck exhausted: draw", func(t *testing.T) {
		m := newMatch(t, 2, 0)
		deck := Deck(2)
		seat := 0
		for i, c := range deck {
			var err error
			m, err = m.Reveal(c)
			require.NoError(t, err)
			assert.False(t, m.LastQuestion(), "cards are left in the deck")
			if i < 5 {
				continue
			}
			require.False(t, m.NeedsRefill())
			m = askFirst(t, m, seat)
			seat = 1 - seat
		}
		_, err := m.Reveal(SumAll)
		require.ErrorContains(t, err, "already been drawn")
		assert.Equal(t, 0, m.Remaining())
		for !m.Over() {
			require.False(t, m.NeedsRefill(), "no refill once the deck is empty")
			// The row's last card is announced: its answer ends the game.
			assert.Equal(t, len(m.Row()) == 1, m.LastQuestion(), "row %v", m.Row())
			m = askFirst(t, m, seat)
			seat = 1 - seat
		}
		assert.False(t, m.LastQuestion(), "the game is over")
		assert.Empty(t, m.Row())
		assert.Len(t, m.Used(), 21)
		assert.Equal(t, Outcome{Over: true, Draw: true, Winners: []int{}}, normalize(m.Outcome()))
	})
}

// askFirst asks the first face-up card (first pick on a choice card) as seat.
func askFirst(tb testing.TB, m Match, seat int) Match {
	tb.Helper()
	c := m.Row()[0]
	pick := 0
	if ch := c.Choices(); ch != nil {
		pick = ch[0]
	}
	next, err := m.Ask(seat, c, pick)
	require.NoError(tb, err)
	return next
}

func normalize(o Outcome) Outcome {
	if o.Winners == nil {
		o.Winners = []int{}
	}
	return o
}

func TestMatchThreePlayers(t *testing.T) {
	t.Run("off-turn declarations, once each, winners in order", func(t *testing.T) {
		m := play(t, newMatch(t, 3, 0), append(six,
			step{do: "declare", seat: 2, correct: true}, // off-turn
			step{do: "declare", seat: 2, correct: true, wantErr: "has won"},
			step{do: "ask", seat: 0, card: "where-0"},
			step{do: "reveal", card: "sum-red"},
			step{do: "ask", seat: 1, card: "count-red"},
			step{do: "reveal", card: "sum-blue"},
			// seat 2 has won: the turn skips it.
			step{do: "ask", seat: 2, card: "sum-all", wantErr: "has won"},
		))
		assert.Equal(t, 0, m.Turn())
		assert.False(t, m.Over())
		m = play(t, m, []step{{do: "declare", seat: 1, correct: true}})
		assert.True(t, m.Over())
		assert.Equal(t, Outcome{Over: true, Winners: []int{2, 1}}, m.Outcome())
		assert.Equal(t, SeatStatus{State: Won, Place: 2}, m.Status(1))
		assert.Equal(t, Playing, m.Status(0).State)
	})
	t.Run("wrong means out, and double declaration refused", func(t *testing.T) {
		m := play(t, newMatch(t, 3, 0), append(six,
			step{do: "declare", seat: 0, correct: false}, // on turn: turn passes
		))
		assert.Equal(t, 1, m.Turn())
		assert.Equal(t, Out, m.Status(0).State)
		assert.True(t, m.Declared(0))
		m = play(t, m, []step{
			{do: "declare", seat: 0, correct: true, wantErr: "out"},
			{do: "ask", seat: 0, card: "where-0", wantErr: "out"},
			{do: "ask", seat: 1, card: "where-0"},
			{do: "reveal", card: "sum-red"},
			{do: "ask", seat: 2, card: "count-red"},
			{do: "reveal", card: "sum-blue"},
		})
		assert.Equal(t, 1, m.Turn(), "seat 0 is skipped")
		m = play(t, m, []step{{do: "declare", seat: 2, correct: false}})
		assert.False(t, m.Over())
		m = play(t, m, []step{{do: "declare", seat: 1, correct: false}})
		assert.True(t, m.Over(), "everyone is out")
		assert.Equal(t, Outcome{Over: true, Out: []int{0, 1, 2}}, m.Outcome())
	})
	t.Run("one winner then the rest out ends the game", func(t *testing.T) {
		m := play(t, newMatch(t, 3, 0), append(six,
			step{do: "declare", seat: 1, correct: true},
			step{do: "declare", seat: 0, correct: false},
		))
		assert.False(t, m.Over())
		assert.Equal(t, 2, m.Turn())
		m = play(t, m, []step{{do: "declare", seat: 2, correct: false}})
		assert.Equal(t, Outcome{Over: true, Winners: []int{1}, Out: []int{0, 2}}, m.Outcome())
	})
	t.Run("row exhausted ends with the winners so far", func(t *testing.T) {
		m := newMatch(t, 3, 0)
		m = play(t, m, []step{{do: "declare", seat: 1, correct: true}})
		deck := Deck(3)
		for !m.Over() {
			if m.NeedsRefill() {
				var err error
				m, err = m.Reveal(deck[m.Drawn()])
				require.NoError(t, err)
				continue
			}
			m = askFirst(t, m, m.Turn())
		}
		assert.Len(t, m.Used(), 21)
		assert.Equal(t, Outcome{Over: true, Winners: []int{1}}, m.Outcome())
	})
}

func TestMatchFourPlayers(t *testing.T) {
	m := play(t, newMatch(t, 4, 3), append(six,
		step{do: "ask", seat: 3, card: "sum-all"},
		step{do: "reveal", card: "sum-red"},
		step{do: "declare", seat: 1, correct: true},
		step{do: "declare", seat: 0, correct: false}, // its turn: passes to 2 (1 has won)
	))
	assert.Equal(t, 2, m.Turn())
	m = play(t, m, []step{
		{do: "declare", seat: 3, correct: true},
		{do: "ask", seat: 2, card: "count-red"},
		{do: "reveal", card: "sum-blue"},
	})
	assert.Equal(t, 2, m.Turn(), "only seat 2 still plays")
	assert.False(t, m.Over())
	m = play(t, m, []step{{do: "declare", seat: 2, correct: true}})
	assert.Equal(t, Outcome{Over: true, Winners: []int{1, 3, 2}, Out: []int{0}}, m.Outcome())
	assert.Equal(t, SeatStatus{State: Won, Place: 3}, m.Status(2))
}
