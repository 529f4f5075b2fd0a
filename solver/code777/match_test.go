package code777

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/solver/refuse"
	"pgregory.net/rapid"
)

func reason(t *testing.T, err error) refuse.Reason {
	t.Helper()
	r, ok := refuse.As[*Refusal](err)
	require.True(t, ok, "a rules refusal: %v", err)
	return r.Reason
}

// entered fills every rack of a 3-player match: seats 0, 1, 2 and n1.
func entered(t *testing.T) Match {
	t.Helper()
	m, err := NewMatch(3, ReshuffleBasic)
	require.NoError(t, err)
	for _, x := range []struct {
		id   RackID
		rack string
	}{{0, "red5 red5 blue7"}, {1, "green1 yellow2 black3"}, {2, "pink6 green6 brown4"}, {N1, "pink7 black5 yellow7"}} {
		m, _, err = m.Enter(x.id, MustRack(x.rack))
		require.NoError(t, err)
	}
	return m
}

func TestMatchSetUp(t *testing.T) {
	_, err := NewMatch(6, ReshuffleBasic)
	assert.Error(t, err)
	_, err = NewMatch(3, 5)
	assert.Error(t, err)

	m, err := NewMatch(3, ReshuffleBasic)
	require.NoError(t, err)
	assert.Equal(t, []RackID{0, 1, 2, N1}, m.IDs())
	assert.Equal(t, ReasonRackWaits, reason(t, m.CanStart()))
	_, _, err = m.Enter(N2, MustRack("red5 red5 blue7"))
	assert.Error(t, err, "no n2 with 3 players")

	m = entered(t)
	assert.Equal(t, 28-12, m.Pile().Total())
	// A correction before the start returns the old tiles to the pile.
	m2, _, err := m.Enter(0, MustRack("red5 red5 red5"))
	require.NoError(t, err)
	assert.Equal(t, 28-12, m2.Pile().Total())
	assert.Equal(t, MustRack("red5 red5 red5"), m2.Rack(0))
	assert.Equal(t, MustRack("red5 red5 blue7"), m.Rack(0), "the receiver is untouched")
	// Two yellow7 exist and n1 holds one: the pile holds only what is not on a rack.
	_, _, err = m.Enter(1, MustRack("yellow7 yellow7 blue7"))
	assert.Equal(t, ReasonPileShort, reason(t, err))

	_, err = m.Start(3)
	assert.Error(t, err, "no seat 3")
	s, err := m.Start(1)
	require.NoError(t, err)
	assert.True(t, s.Started())
	assert.Equal(t, 1, s.Turn())
	assert.Equal(t, 0, s.LastReader(), "before any card, the seat before the first reader")
	_, err = s.Start(0)
	assert.Equal(t, ReasonStarted, reason(t, err))
	_, _, err = s.Enter(0, MustRack("green1 yellow2 black3"))
	assert.Equal(t, ReasonRackFull, reason(t, err))
}

func TestMatchReads(t *testing.T) {
	m := entered(t)
	_, err := m.Read(0, 1)
	assert.Equal(t, ReasonNotStarted, reason(t, err))
	m, err = m.Start(0)
	require.NoError(t, err)
	_, err = m.Read(1, 1)
	assert.Equal(t, ReasonNotYourTurn, reason(t, err))
	_, err = m.ShuffleDeck()
	assert.Equal(t, ReasonDeckNotEmpty, reason(t, err))
	m, err = m.Read(0, 1)
	require.NoError(t, err)
	assert.Equal(t, 1, m.Turn())
	assert.Equal(t, 0, m.LastReader())
	assert.Equal(t, 1, m.Cycle())
	_, err = m.Read(1, 1)
	assert.Equal(t, ReasonAlreadyRead, reason(t, err))
	// The whole deck; then no card is read until the used ones are shuffled into a new deck.
	for _, c := range Cards()[1:] {
		m, err = m.Read(m.Turn(), c)
		require.NoError(t, err)
	}
	assert.True(t, m.DeckDue())
	_, err = m.Read(m.Turn(), 1)
	assert.Equal(t, ReasonDeckEmpty, reason(t, err))
	m, err = m.ShuffleDeck()
	require.NoError(t, err)
	assert.Equal(t, 2, m.Cycle())
	assert.False(t, m.DeckDue())
	m, err = m.Read(m.Turn(), 1)
	require.NoError(t, err)
	assert.Equal(t, 2, m.Cycle())
	assert.Equal(t, 24, m.Reads())
}

func TestMatchChallenges(t *testing.T) {
	m := entered(t)
	m, err := m.Start(0)
	require.NoError(t, err)
	m, err = m.Read(0, 1)
	require.NoError(t, err)
	right := func(seat int) Challenge { return Challenge{Seat: seat, Numbers: NumbersOf(m.Rack(seat))} }
	// Seats 2 and 1 are both right: heard from the right of the last reader (0), so 2 then 1; each refreshes n1
	// once: the first discards its tiles, the second makes it owe a second refill.
	next, round, err := m.Challenge([]Challenge{right(1), right(2)})
	require.NoError(t, err)
	require.Len(t, round.Verdicts, 2)
	assert.Equal(t, 2, round.Verdicts[0].Seat)
	assert.True(t, round.Verdicts[0].Correct && round.Verdicts[0].Refreshes && round.Verdicts[0].Refresh == N1)
	assert.Equal(t, []int{0, 1, 1}, next.Coins())
	assert.Equal(t, 2, next.Correct())
	assert.False(t, next.Filled(1) || next.Filled(2) || next.Filled(3))
	assert.Equal(t, 1, next.Owed(3))
	assert.Equal(t, 9, next.Discards().Total())
	assert.Equal(t, []int{0, 0, 0}, m.Coins(), "the receiver is untouched")
	_, _, err = next.Challenge([]Challenge{right(1)})
	assert.Equal(t, ReasonNoTiles, reason(t, err))
	_, err = next.Read(1, 2)
	assert.Equal(t, ReasonRackWaits, reason(t, err))
	// The racks draw in the order they were emptied: seat 2, n1 (twice: it owes a second refill), seat 1.
	assert.Equal(t, []RackID{2, N1, N1, 1}, next.Refills())
	_, _, err = m.Challenge([]Challenge{right(1), right(1)})
	assert.Equal(t, ReasonChallengesTwice, reason(t, err))

	// n1 owes a second refill: its first tiles go straight to the discards.
	n1, e, err := next.Enter(N1, MustRack("blue7 blue7 blue7"))
	require.NoError(t, err)
	assert.True(t, e.Discarded)
	assert.False(t, n1.Filled(3))
	assert.Equal(t, 0, n1.Owed(3))
	assert.Equal(t, 12, n1.Discards().Total())

	// A wrong challenge earns nothing and loses the rack.
	wrong, round, err := m.Challenge([]Challenge{{Seat: 1, Numbers: NumbersOf(MustRack("red5 red5 blue7"))}})
	require.NoError(t, err)
	assert.False(t, round.Verdicts[0].Correct)
	assert.Equal(t, []int{0, 0, 0}, wrong.Coins())
	assert.False(t, wrong.Filled(1))
	assert.True(t, wrong.Filled(3), "no refresh")
}

// TestMatchPlays is a property over random games: every tile is always in exactly one place (pile, discards
// or a filled rack), the receiver of every move is untouched, and a game with right challenges only ends
// with one winner holding three coins, after which every move is refused.
func TestMatchPlays(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players := rapid.IntRange(2, 5).Draw(t, "players")
		at := rapid.SampledFrom([]ReshuffleAt{ReshuffleBasic, ReshuffleAt4, ReshuffleAt7}).Draw(t, "at")
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1))
		m, err := NewMatch(players, at)
		require.NoError(t, err)
		conserved := func(m Match) {
			total := m.Pile().Plus(m.Discards())
			for i := range m.IDs() {
				if m.Filled(i) {
					total = total.Plus(m.Rack(i).Tiles())
				}
			}
			require.Equal(t, FullSet(), total)
		}
		// enter draws a rack for id from the pile and enters it.
		enter := func(id RackID) {
			prev := m
			before := prev.clone()
			r, _, err := DrawRack(m.Pile(), rng)
			require.NoError(t, err)
			m, _, err = prev.Enter(id, r)
			require.NoError(t, err)
			require.True(t, reflect.DeepEqual(before, prev), "Enter leaves its receiver untouched")
			conserved(m)
		}
		for i, id := range m.IDs() {
			for !m.Filled(i) {
				enter(id)
			}
		}
		// fill takes the refills in draw order, each rack drawn before the reshuffle in any order, and the
		// reshuffle when it is due; a rack drawn after it is refused until then.
		fill := func() {
			for len(m.Refills()) > 0 {
				if m.ReshuffleDue() {
					_, _, err := m.Enter(m.Refills()[0], MustRack("green1 yellow2 black3"))
					require.Equal(t, ReasonReshuffleFirst, reason2(t, err))
					discards := m.Discards().Total()
					var in int
					m, in, err = m.Reshuffle()
					require.NoError(t, err)
					require.Equal(t, discards, in)
					require.Zero(t, m.Discards().Total())
					conserved(m)
					continue
				}
				before := m.DrawnBefore()
				require.NotEmpty(t, before)
				for _, id := range m.Refills()[len(before):] {
					if !slices.Contains(before, id) {
						require.Equal(t, ReasonDrawnFirst, reason2(t, m.MayDraw(id)))
					}
				}
				id := before[rng.IntN(len(before))]
				require.NoError(t, m.MayDraw(id))
				enter(id)
			}
			_, _, err := m.Reshuffle()
			require.Equal(t, ReasonNoReshuffle, reason2(t, err), "nothing waits")
		}
		m, err = m.Start(rng.IntN(players))
		require.NoError(t, err)
		deck := Cards()
		for step := 0; !m.Over(); step++ {
			require.Less(t, step, 2000)
			if len(deck) == 0 {
				deck = Cards()
				m, err = m.ShuffleDeck()
				require.NoError(t, err)
			}
			i := rng.IntN(len(deck))
			next, err := m.Read(m.Turn(), deck[i])
			if err != nil {
				require.Equal(t, ReasonAlreadyRead, reason2(t, err))
				deck = append(deck[:i], deck[i+1:]...)
				continue
			}
			m = next
			deck = append(deck[:i], deck[i+1:]...)
			var cs []Challenge
			for seat := 0; seat < players; seat++ {
				if rng.IntN(4) == 0 {
					cs = append(cs, Challenge{Seat: seat, Numbers: NumbersOf(m.Rack(seat))})
				}
			}
			if len(cs) > 0 {
				var round Round
				prev := m
				before := prev.clone()
				m, round, err = prev.Challenge(cs)
				require.NoError(t, err)
				require.True(t, reflect.DeepEqual(before, prev), "Challenge leaves its receiver untouched")
				conserved(m)
				if !m.Over() {
					fill()
				} else {
					assert.Equal(t, round.Winner, m.Winner())
				}
			}
		}
		assert.Equal(t, CoinsToWin, m.Coins()[m.Winner()])
		_, err = m.Read(m.Turn(), 1)
		require.Equal(t, ReasonGameOver, reason2(t, err))
	})
}

func reason2(t *rapid.T, err error) refuse.Reason {
	r, ok := refuse.As[*Refusal](err)
	require.True(t, ok, "a rules refusal: %v", err)
	return r.Reason
}
