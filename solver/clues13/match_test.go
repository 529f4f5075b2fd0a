package clues13

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/solver/refuse"
	"pgregory.net/rapid"
)

func reasonOf(t require.TestingT, err error) refuse.Reason {
	r, ok := refuse.As[*Refusal](err)
	require.True(t, ok, "a rules refusal: %v", err)
	return r.Reason
}

func started(t *testing.T, players, starter int, expert bool, seed uint64) Match {
	t.Helper()
	m, err := NewMatch(players, expert)
	require.NoError(t, err)
	d, err := NewDeal(players, rand.New(rand.NewPCG(seed, 0)))
	require.NoError(t, err)
	m, err = m.Start(d, starter)
	require.NoError(t, err)
	return m
}

func TestMatchStart(t *testing.T) {
	_, err := NewMatch(7, false)
	assert.Error(t, err)
	_, err = NewMatch(2, true)
	assert.Error(t, err, "the expert rule is for 3 to 6 players")

	m, err := NewMatch(3, false)
	require.NoError(t, err)
	assert.Equal(t, ReasonNotStarted, reasonOf(t, m.CanAct(0)))
	d, err := NewDeal(3, rand.New(rand.NewPCG(1, 0)))
	require.NoError(t, err)
	_, err = m.Start(d, 3)
	assert.Error(t, err, "no seat 3")
	bad := d
	bad.Informants = append([]Card(nil), d.Informants[1:]...)
	_, err = m.Start(bad, 0)
	assert.Error(t, err, "a deal that leaves a card out")
	s, err := m.Start(d, 2)
	require.NoError(t, err)
	assert.False(t, m.Started(), "the receiver is untouched")
	assert.Equal(t, 2, s.OnTurn())
	_, err = s.Start(d, 0)
	assert.Equal(t, ReasonStarted, reasonOf(t, err))
}

func TestMatchTurns(t *testing.T) {
	m := started(t, 3, 1, true, 2)
	err := m.CanAct(0)
	require.Equal(t, ReasonNotYourTurn, reasonOf(t, err))
	r, _ := refuse.As[*Refusal](err)
	assert.Equal(t, 1, r.Seat)
	_, err = m.Take(1, 0)
	assert.Equal(t, ReasonNoNeedToTake, reasonOf(t, err))
	_, _, err = m.Ask(1, 1, ColourSubject(0), NoSide, false)
	assert.Equal(t, ReasonAskSelf, reasonOf(t, err))
	_, _, err = m.Ask(1, 2, ColourSubject(0), Left, false)
	assert.Error(t, err, "no side with 3 players")

	// Seat 1 holds one token: a private ask spends it (and its top-secret token) and passes the turn.
	next, le, err := m.Ask(1, 2, ColourSubject(0), NoSide, true)
	require.NoError(t, err)
	want, err := m.Deal().Answer(1, 2, ColourSubject(0), NoSide)
	require.NoError(t, err)
	assert.Equal(t, want, le.Answer)
	assert.True(t, le.Private)
	assert.Equal(t, 0, next.Economy().Held(1))
	assert.Equal(t, 2, next.Economy().Held(2), "the token goes to the answerer")
	assert.False(t, next.Economy().TopSecret(1))
	assert.True(t, m.Economy().TopSecret(1), "the receiver is untouched")
	assert.Equal(t, 2, next.OnTurn())

	// Seat 2 now holds two tokens: two actions. A peek passes its token to the nearest seat holding none.
	next, card, to, err := next.Peek(2, 0)
	require.NoError(t, err)
	assert.Equal(t, m.Deal().Informants[0], card)
	assert.Equal(t, 1, to)
	assert.Equal(t, 2, next.OnTurn(), "one action left")
	_, _, _, err = next.Peek(2, Letter(m.Setup().Informants))
	assert.Equal(t, ReasonLetterNotLaidOut, reasonOf(t, err))

	// A wrong solve ends the turn and sends the rest to the supply; a right one wins.
	wrongGuess := []Card{m.Deal().Outside[0][0], m.Deal().Outside[0][1], m.Deal().Outside[0][2]}
	after, correct, _, err := next.Solve(2, wrongGuess)
	require.NoError(t, err)
	assert.False(t, correct)
	assert.Equal(t, 0, after.OnTurn())
	win, correct, _, err := next.Solve(2, m.Deal().Outside[2][:])
	require.NoError(t, err)
	assert.True(t, correct)
	assert.Equal(t, 2, win.Winner())
	assert.Equal(t, ReasonGameOver, reasonOf(t, win.CanAct(0)))
}

// TestMatchPlays is a property over random games of 2 to 6 players: tokens are conserved, exactly the seat
// on turn may move (taking a token first exactly when MustTake), every move leaves its receiver untouched,
// and a right solve ends the game.
func TestMatchPlays(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players := rapid.IntRange(2, 6).Draw(t, "players")
		expert := players > 2 && rapid.Bool().Draw(t, "expert")
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 0))
		m, err := NewMatch(players, expert)
		require.NoError(t, err)
		d, err := NewDeal(players, rng)
		require.NoError(t, err)
		m, err = m.Start(d, rng.IntN(players))
		require.NoError(t, err)
		untouched := func(prev Match, before Match) {
			require.True(t, reflect.DeepEqual(before, prev), "a move leaves its receiver untouched")
		}
		for step := 0; m.Winner() < 0; step++ {
			require.Less(t, step, 500)
			if players > 2 {
				total := m.Economy().Supply()
				for p := 0; p < players; p++ {
					total += m.Economy().Held(p)
				}
				require.Equal(t, TotalTokens, total)
			}
			on := m.OnTurn()
			other := (on + 1 + rng.IntN(players-1)) % players
			require.Equal(t, ReasonNotYourTurn, reasonOf(t, m.CanAct(other)))
			prev, before := m, Match{setup: m.setup, expert: m.expert, started: m.started, starter: m.starter, deal: m.deal, econ: m.econ.clone()}
			if m.MustTake() {
				require.Equal(t, ReasonMustTakeToken, reasonOf(t, m.CanAct(on)))
				var from int
				for from = range players {
					if from != on && m.Economy().Held(from) > 0 {
						break
					}
				}
				m, err = m.Take(on, from)
				require.NoError(t, err)
				untouched(prev, before)
				continue
			}
			require.NoError(t, m.CanAct(on))
			switch r := rng.IntN(10); {
			case r == 0:
				m, _, _, err = m.Solve(on, d.Outside[on][:])
			case r < 3 && m.Setup().Informants > 0:
				m, _, _, err = m.Peek(on, Letter(rng.IntN(m.Setup().Informants)))
			default:
				side := NoSide
				if players == 2 {
					side = Left + Side(rng.IntN(2))
				}
				subs := m.Setup().Subjects()
				m, _, err = m.Ask(on, other, subs[rng.IntN(len(subs))], side, false)
			}
			require.NoError(t, err)
			untouched(prev, before)
		}
		_, _, err = m.Ask(m.OnTurn(), (m.OnTurn()+1)%players, ColourSubject(0), NoSide, false)
		require.Equal(t, ReasonGameOver, reasonOf(t, err))
	})
}
