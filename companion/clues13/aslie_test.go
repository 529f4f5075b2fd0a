package clues13

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// asLie is a 4-player table whose informants nobody laid out: the test holds the physical deal and
// drives the turns, each seat entering the cards it really sees when it peeks.
type asLie struct {
	t    *testing.T
	set  companion.Settings
	st   companion.State
	evs  []companion.Event
	deal rules.Deal
	fill int // filler asks made so far
}

func newAsLie(t *testing.T, seed uint64) *asLie {
	deal, err := rules.NewDeal(4, rand.New(rand.NewPCG(seed, 7)))
	require.NoError(t, err)
	g := &asLie{t: t, set: companion.Settings{Game: Name, Players: 4}, deal: deal}
	g.st, err = Rules{}.New(g.set)
	require.NoError(t, err)
	for p := 0; p < 4; p++ { // seat p gives its left neighbour p+1 that seat's case
		g.play(companion.Actor(p), map[string]any{"type": "cards", "outside": ids(deal.Outside[(p+1)%4][:]), "inside": ids(deal.Inside[p][:])})
	}
	g.play(companion.Host, map[string]any{"type": "start", "starter": 0})
	return g
}

func (g *asLie) play(a companion.Actor, cmd map[string]any) {
	g.t.Helper()
	g.st = play(g.t, g.st, &g.evs, a, cmd)
}

func (g *asLie) view(a companion.Actor) View {
	return g.st.View(a, companion.ViewContext{Settings: g.set}).(View)
}

// until plays filler asks (whoever is on turn asks their left neighbour about the next colour) until
// seat may act, taking a token from the richest player whenever the rules require it.
func (g *asLie) until(seat int) {
	g.t.Helper()
	for i := 0; ; i++ {
		require.Less(g.t, i, 100, "seat %d never got its turn", seat)
		v := g.view(companion.Host)
		on := *v.Turn
		if v.MustTake {
			from := (on + 1) % 4
			for p, s := range v.Seats {
				if p != on && s.Tokens > v.Seats[from].Tokens {
					from = p
				}
			}
			g.play(companion.Actor(on), map[string]any{"type": "take", "from": from})
		}
		if on == seat {
			return
		}
		cols := g.view(companion.Host).Colours
		g.play(companion.Actor(on), map[string]any{"type": "ask", "answerer": (on + 1) % 4, "ask": cols[g.fill%len(cols)].ID})
		g.fill++
	}
}

// try decides cmd for seat without applying it, for its refusal.
func (g *asLie) try(seat int, cmd map[string]any) error {
	g.t.Helper()
	raw, err := json.Marshal(cmd)
	require.NoError(g.t, err)
	_, err = g.st.Decide(companion.Command{Actor: companion.Actor(seat), Type: cmd["type"].(string), Data: raw})
	return err
}

// TestClues13PeeksAsTheyLie plays a 4-player game in which nobody lays the informants out: every
// peeker enters the card they see (two seats look at the same letter), a card the peeker sees elsewhere
// is refused, and each seat's knowledge — the letters unknown except where it peeked — gives the same
// exact probabilities as a brute-force enumeration of every hidden world with its letter mapping.
func TestClues13PeeksAsTheyLie(t *testing.T) {
	g := newAsLie(t, 17)
	d := g.deal
	v := g.view(0)
	assert.False(t, v.Laid, "nobody laid the informants out")
	assert.Len(t, v.Letters, 4)

	// Seat 0 looks at A. The choices are the 13 cards it sees nowhere; its own case is among them
	// (it cannot know), and so are the other seats' inside cards.
	g.until(0)
	choices := g.view(0).Me.PeekChoices
	assert.Len(t, choices, rules.Unseen)
	for _, c := range append(d.Outside[0][:], d.Inside[1][0], d.Informants[0]) {
		assert.Contains(t, choices, c.String())
	}
	assert.NotContains(t, choices, d.Inside[0][0].String(), "its own inside card")
	assert.NotContains(t, choices, d.Outside[2][1].String(), "another player's case")
	assert.ErrorContains(t, g.try(0, map[string]any{"type": "peek", "letter": "A"}), "name the card you see under informant A")
	assert.ErrorContains(t, g.try(0, map[string]any{"type": "peek", "letter": "A", "card": d.Inside[0][1].String()}), "elsewhere")
	assert.ErrorContains(t, g.try(0, map[string]any{"type": "peek", "letter": "A", "card": d.Outside[3][0].String()}), "elsewhere")
	g.play(0, map[string]any{"type": "peek", "letter": "A", "card": d.Informants[0].String()})
	assert.Equal(t, map[string]string{"A": d.Informants[0].String()}, g.view(0).Me.Peeked)
	for _, a := range []companion.Actor{1, 2, 3, companion.Host, companion.Display} {
		assert.Empty(t, g.view(a).Log[len(g.view(a).Log)-1].Card, "only the peeker has what it saw (%v)", a)
	}

	// Seat 1 looks at A too, and then at B: a card it placed under A cannot also lie under B.
	g.until(1)
	assert.ErrorContains(t, g.try(1, map[string]any{"type": "peek", "letter": "A", "card": d.Outside[0][2].String()}), "elsewhere")
	g.play(1, map[string]any{"type": "peek", "letter": "A", "card": d.Informants[0].String()})
	g.until(1)
	assert.ErrorContains(t, g.try(1, map[string]any{"type": "peek", "letter": "B", "card": d.Informants[0].String()}), "cannot also lie under B")
	g.play(1, map[string]any{"type": "peek", "letter": "B", "card": d.Informants[1].String()})
	// A second look at A must agree with the first; naming no card repeats it.
	g.until(1)
	assert.ErrorContains(t, g.try(1, map[string]any{"type": "peek", "letter": "A", "card": d.Informants[2].String()}), "before")
	g.play(1, map[string]any{"type": "peek", "letter": "A"})
	assert.Equal(t, map[string]string{"A": d.Informants[0].String(), "B": d.Informants[1].String()}, g.view(1).Me.Peeked)
	assert.NotContains(t, g.view(1).Me.PeekChoices, d.Informants[1].String())

	// Seat 3 looks at D; then a few more asks go round.
	g.until(3)
	g.play(3, map[string]any{"type": "peek", "letter": "D", "card": d.Informants[3].String()})
	for seat := range 4 {
		g.until(seat)
		g.play(companion.Actor(seat), map[string]any{"type": "ask", "answerer": (seat + 2) % 4, "ask": []string{"male", "indoor", "ranged", "female"}[seat]})
	}

	for seat := range 4 {
		know, err := g.st.(*State).Knowledge(seat)
		require.NoError(t, err)
		res, err := rules.Deduce(know)
		require.NoError(t, err)
		bf := bruteLetters(t, know)
		unpeeked := 4 - len(know.Peeked)
		assert.Equal(t, res.Consistent*factorial(unpeeked), bf.total, "seat %d: each world of the solver is one per letter mapping", seat)
		for kind, probs := range []map[string]float64{res.Case.Person, res.Case.Location, res.Case.Weapon} {
			for _, c := range d.Outside[seat] {
				if int(c.Kind()) == kind {
					assert.Positive(t, probs[c.String()], "seat %d: the true case stays possible", seat)
				}
			}
			for id, p := range probs {
				assert.InDelta(t, float64(bf.inCase[id])/float64(bf.total), p, 1e-12, "seat %d, card %s", seat, id)
			}
		}
		for id, n := range bf.inCase {
			if n == 0 {
				continue
			}
			assert.Contains(t, []map[string]float64{res.Case.Person, res.Case.Location, res.Case.Weapon}[mustCard(t, id).Kind()], id, "seat %d: brute force finds %s possible (%d worlds)", seat, id, n)
		}
	}
}

func factorial(n int) uint64 {
	f := uint64(1)
	for i := 2; i <= n; i++ {
		f *= uint64(i)
	}
	return f
}

func mustCard(t *testing.T, id string) rules.Card {
	c, err := rules.ParseCard(id)
	require.NoError(t, err)
	return c
}

type bruteLetterResult struct {
	total  uint64
	inCase map[string]uint64
}

// bruteLetters enumerates every full world a seat's knowledge allows, letters included: a case, each
// opponent's inside pair (a set: with 3+ players an answer counts both cards), and every mapping of the
// remaining cards to the informant letters that puts each card the seat saw under the letter it saw it.
// Answers are checked with Deal.Answer on the assembled deal, solves by comparing cases.
func bruteLetters(t *testing.T, know rules.SolveRequest) bruteLetterResult {
	setup, err := rules.NewSetup(know.Players)
	require.NoError(t, err)
	n, seat := know.Players, know.Seat
	d := rules.Deal{Players: n, Outside: make([][3]rules.Card, n), Inside: make([][2]rules.Card, n), Informants: make([]rules.Card, setup.Informants)}
	seen := map[rules.Card]bool{}
	in := []rules.Card{mustCard(t, know.Inside[0]), mustCard(t, know.Inside[1])}
	d.Inside[seat] = [2]rules.Card{in[0], in[1]}
	seen[in[0]], seen[in[1]] = true, true
	for key, cs := range know.Outside {
		p, err := strconv.Atoi(key)
		require.NoError(t, err)
		for i, id := range cs {
			d.Outside[p][i] = mustCard(t, id)
			seen[d.Outside[p][i]] = true
		}
	}
	fixed := map[rules.Letter]rules.Card{}
	for key, id := range know.Peeked {
		l, err := rules.ParseLetter(key)
		require.NoError(t, err)
		fixed[l] = mustCard(t, id)
	}
	var unseen []rules.Card // the peeked cards too: the letters are only constrained, not known
	for _, c := range setup.Cards {
		if !seen[c] {
			unseen = append(unseen, c)
		}
	}
	ok := func(answerer int) bool {
		for _, e := range know.Log {
			if e.Answerer != answerer {
				continue
			}
			sub, _ := rules.ParseSubject(e.Ask)
			a, err := d.Answer(e.Asker, e.Answerer, sub, rules.NoSide)
			require.NoError(t, err)
			if a != e.Answer {
				return false
			}
		}
		return true
	}
	solvesOK := func() bool {
		for _, s := range know.Solves {
			g := [3]rules.Card{}
			for _, id := range s.Guess {
				c := mustCard(t, id)
				g[c.Kind()] = c
			}
			if (g == d.Outside[s.Player]) != s.Correct {
				return false
			}
		}
		return true
	}
	res := bruteLetterResult{inCase: map[string]uint64{}}
	used := map[rules.Card]bool{}
	var opps []int
	for p := 1; p < n; p++ {
		opps = append(opps, (seat+p)%n)
	}
	var letters func(l int, rest []rules.Card) uint64
	letters = func(l int, rest []rules.Card) uint64 {
		if l == setup.Informants {
			return 1
		}
		var ways uint64
		for i, c := range rest {
			if f, ok := fixed[rules.Letter(l)]; ok && f != c {
				continue
			}
			d.Informants[l] = c
			ways += letters(l+1, slices.Delete(slices.Clone(rest), i, i+1))
		}
		return ways
	}
	var pairs func(q int)
	pairs = func(q int) {
		if q == len(opps) {
			var rest []rules.Card
			for _, c := range unseen {
				if !used[c] {
					rest = append(rest, c)
				}
			}
			if !ok(seat) || !solvesOK() {
				return
			}
			w := letters(0, rest)
			res.total += w
			for _, c := range d.Outside[seat] {
				res.inCase[c.String()] += w
			}
			return
		}
		p := opps[q]
		for i, a := range unseen {
			for _, b := range unseen[i+1:] {
				if used[a] || used[b] {
					continue
				}
				used[a], used[b] = true, true
				d.Inside[p] = [2]rules.Card{a, b}
				if ok(p) {
					pairs(q + 1)
				}
				used[a], used[b] = false, false
			}
		}
	}
	for _, c0 := range unseen {
		for _, c1 := range unseen {
			for _, c2 := range unseen {
				if c0.Kind() != rules.Person || c1.Kind() != rules.Location || c2.Kind() != rules.Weapon {
					continue
				}
				d.Outside[seat] = [3]rules.Card{c0, c1, c2}
				used[c0], used[c1], used[c2] = true, true, true
				pairs(0)
				used[c0], used[c1], used[c2] = false, false, false
			}
		}
	}
	return res
}
