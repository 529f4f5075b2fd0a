package clues13

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/solver/refuse"
)

// threeDeal is a hand-made 3-player deal.
func threeDeal() Deal {
	return Deal{
		Players:    3,
		Outside:    [][3]Card{{Officer, Parlor, Knife}, {Nurse, Park, Poison}, {Duke, Harbor, Sword}},
		Inside:     [][2]Card{{Crossbow, Butcher}, {Library, Maid}, {Countess, Gun}},
		Informants: []Card{Market, Museum, Blowgun, Rifle, Dancer, Theater},
	}
}

func TestDeal(t *testing.T) {
	t.Run("hand deal is valid", func(t *testing.T) {
		require.NoError(t, threeDeal().Validate())
	})
	t.Run("who sees what", func(t *testing.T) {
		d := threeDeal()
		assert.ElementsMatch(t, []Card{Nurse, Park, Poison, Duke, Harbor, Sword, Crossbow, Butcher}, d.Sees(0))
		view, err := d.AskView(2, 1, NoSide)
		require.NoError(t, err)
		assert.ElementsMatch(t, d.Sees(1), view, "with 3+ players the asker does not matter")
	})
	t.Run("hand-checked asks", func(t *testing.T) {
		d := threeDeal()
		cases := []struct {
			asker, answerer int
			subject         string
			want            int
		}{
			// Seat 1 sees officer parlor knife (seat 0), duke harbor sword (seat 2), library maid.
			{0, 1, "purple", 3},
			{0, 1, "red", 1},    // library
			{2, 1, "male", 2},   // officer, duke
			{2, 1, "indoor", 2}, // parlor, library
			{0, 1, "melee", 2},  // knife, sword
			{0, 1, "yellow", 0},
			// Seat 2 sees seat 0 and seat 1's cases and countess, gun.
			{1, 2, "female", 2}, // nurse, countess
			{0, 2, "ranged", 1}, // gun
			{0, 2, "green", 2},  // park, countess
		}
		for _, c := range cases {
			sub, err := ParseSubject(c.subject)
			require.NoError(t, err)
			got, err := d.Answer(c.asker, c.answerer, sub, NoSide)
			require.NoError(t, err)
			assert.Equal(t, c.want, got, "%d asks %d about %s", c.asker, c.answerer, c.subject)
		}
	})
	t.Run("2 players count the asker's outside and one inside card", func(t *testing.T) {
		d := Deal{Players: 2,
			Outside:    [][3]Card{{Officer, Library, Knife}, {Countess, Park, Rifle}},
			Inside:     [][2]Card{{Duke, Market}, {Butcher, Maid}},
			Informants: []Card{Nurse, Parlor, Museum, Harbor, Crossbow, Poison, Sword, Blowgun},
		}
		require.NoError(t, d.Validate())
		view, err := d.AskView(0, 1, Left)
		require.NoError(t, err)
		assert.Equal(t, []Card{Officer, Library, Knife, Butcher}, view)
		male, _ := ParseSubject("male")
		got, err := d.Answer(0, 1, male, Left)
		require.NoError(t, err)
		assert.Equal(t, 2, got, "officer + butcher")
		got, err = d.Answer(0, 1, male, Right)
		require.NoError(t, err)
		assert.Equal(t, 1, got, "officer; maid is female; the other inside card is not counted")
		pink, _ := ParseSubject("pink")
		got, err = d.Answer(1, 0, pink, Right)
		require.NoError(t, err)
		assert.Equal(t, 1, got, "seat 1's outside (countess, park, rifle) + seat 0's right card market")
		got, err = d.Answer(1, 0, pink, Left)
		require.NoError(t, err)
		assert.Equal(t, 1, got, "duke on the left")
		_, err = d.Answer(0, 1, male, NoSide)
		assert.ErrorContains(t, err, "left or the right")
		// A removed colour may be asked (the seed lists all 10); nobody holds or sees one, so it is 0.
		for _, id := range []string{"gray", "brown", "white", "orange"} {
			removed, _ := ParseSubject(id)
			got, err = d.Answer(0, 1, removed, Left)
			require.NoError(t, err)
			assert.Zero(t, got, id)
		}
	})
	t.Run("random deals are valid for every player count", func(t *testing.T) {
		rng := rand.New(rand.NewPCG(1, 2))
		for players := MinPlayers; players <= MaxPlayers; players++ {
			for range 20 {
				d, err := NewDeal(players, rng)
				require.NoError(t, err)
				require.NoError(t, d.Validate())
				for seat := range players {
					req, err := d.Request(seat, nil)
					require.NoError(t, err)
					r, err := Deduce(req)
					require.NoError(t, err)
					assert.Positive(t, r.Consistent)
				}
			}
		}
	})
	t.Run("invalid deals", func(t *testing.T) {
		d := threeDeal()
		d.Inside[0][0] = Nurse
		assert.ErrorContains(t, d.Validate(), "dealt twice")
		d = threeDeal()
		d.Outside[1] = [3]Card{Nurse, Maid, Poison}
		d.Inside[1] = [2]Card{Library, Park}
		assert.ErrorContains(t, d.Validate(), "second person")
		d = threeDeal()
		d.Informants = d.Informants[:5]
		assert.ErrorContains(t, d.Validate(), "6 informants")
	})
	t.Run("log entries", func(t *testing.T) {
		d := threeDeal()
		red, _ := ParseSubject("red")
		e, err := d.LogAsk(0, 1, red, NoSide, true)
		require.NoError(t, err)
		assert.Equal(t, LogEntry{Asker: 0, Answerer: 1, Ask: "red", Answer: 1, Private: true}, e)
		_, err = d.LogAsk(1, 1, red, NoSide, false)
		assert.ErrorContains(t, err, "cannot ask itself")
		req, err := d.Request(0, []Letter{1})
		require.NoError(t, err)
		assert.Equal(t, map[string]string{"B": "museum"}, req.Peeked)
		assert.Equal(t, []string{"crossbow", "butcher"}, req.Inside)
		assert.Equal(t, []string{"nurse", "park", "poison"}, req.Outside["1"])
	})
}

// TestDealRequestRefusesLetters: a peeked letter the deal does not have is an error, never a panic
// (a 6-player deal has no informants; a 4-player one has A–D).
func TestDealRequestRefusesLetters(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 6))
	d6, err := NewDeal(6, rng)
	require.NoError(t, err)
	require.NotPanics(t, func() { _, err = d6.Request(0, []Letter{0}) })
	assert.ErrorContains(t, err, "no informant cards with 6 players")
	r, ok := refuse.As[*Refusal](err)
	require.True(t, ok)
	assert.Equal(t, ReasonNoPeeking, r.Reason)

	d4, err := NewDeal(4, rng)
	require.NoError(t, err)
	_, err = d4.Request(1, []Letter{1, 4})
	assert.ErrorContains(t, err, "informant E is not laid out with 4 players (A to D)")
	_, err = d4.Request(4, nil)
	assert.ErrorContains(t, err, "seat 4")

	d2, err := NewDeal(2, rng)
	require.NoError(t, err)
	req, err := d2.Request(1, []Letter{0, 7})
	require.NoError(t, err, "2 players lay out 8 informants, A to H")
	assert.Equal(t, map[string]string{"A": d2.Informants[0].String(), "H": d2.Informants[7].String()}, req.Peeked)
}
