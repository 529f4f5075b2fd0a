package clues13

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
)

// askJoint returns the (case, answer) counts of question key.
func (b bruteResult) askJoint(key string) map[[3]Card]map[int]uint64 {
	qi := slices.Index(b.keys, key)
	if qi < 0 {
		return nil
	}
	out := map[[3]Card]map[int]uint64{}
	for c, joint := range b.asks {
		out[c] = map[int]uint64{}
		for a, n := range joint[qi] {
			if n > 0 {
				out[c][a] = n
			}
		}
	}
	return out
}

// bruteResult is what the naive enumerator finds: world counts per case, and for every question the
// joint counts (case, answer), all computed from full deals with Deal.Answer only.
type bruteResult struct {
	total   uint64
	perCase map[[3]Card]uint64
	keys    []string                    // question keys, in the order of asks' inner slices
	asks    map[[3]Card][][8]uint64     // case -> question -> answer -> worlds
	peek    map[[3]Card]map[Card]uint64 // case -> informant card -> worlds holding it unpeeked
}

func questionKey(answerer int, sub string, side string) string {
	return fmt.Sprintf("%d/%s/%s", answerer, sub, side)
}

func mustCards(tb testing.TB, ids []string) []Card {
	tb.Helper()
	out := make([]Card, len(ids))
	for i, id := range ids {
		c, err := ParseCard(id)
		require.NoError(tb, err)
		out[i] = c
	}
	return out
}

func sameSet(a []Card, b [3]Card) bool {
	x, y := slices.Clone(a), b[:]
	y = slices.Clone(y)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

// seenDeal is a request's setup and the deal as far as the seat sees it
// (its inside pair, the outside cards), with the cards it sees.
func seenDeal(tb testing.TB, req SolveRequest) (Setup, Deal, map[Card]bool) {
	tb.Helper()
	s, err := NewSetup(req.Players)
	require.NoError(tb, err)
	n, seat := req.Players, req.Seat
	d := Deal{Players: n, Outside: make([][3]Card, n), Inside: make([][2]Card, n), Informants: make([]Card, s.Informants)}
	seen := map[Card]bool{}
	in := mustCards(tb, req.Inside)
	d.Inside[seat] = [2]Card{in[0], in[1]}
	seen[in[0]], seen[in[1]] = true, true
	for key, ids := range req.Outside {
		p, err := strconv.Atoi(key)
		require.NoError(tb, err)
		cs := mustCards(tb, ids)
		d.Outside[p] = [3]Card{cs[0], cs[1], cs[2]}
		for _, c := range cs {
			seen[c] = true
		}
	}
	return s, d, seen
}

// bruteForce enumerates every full hidden world of a valid request: a case, every opponent's inside pair
// (ordered with 2 players), the rest as informants. Each log entry is checked with Deal.Answer as soon as
// every card it reads is placed (a plain search, not the engine's decomposition).
func bruteForce(tb testing.TB, req SolveRequest) bruteResult {
	tb.Helper()
	s, d, seen := seenDeal(tb, req)
	n, seat := req.Players, req.Seat
	peeked := make([]bool, s.Informants)
	for key, id := range req.Peeked {
		l, err := ParseLetter(key)
		require.NoError(tb, err)
		c := mustCards(tb, []string{id})[0]
		d.Informants[l], peeked[l], seen[c] = c, true, true
	}
	var unseen []Card
	for _, c := range s.Cards {
		if !seen[c] {
			unseen = append(unseen, c)
		}
	}
	var opps []int
	for p := 0; p < n; p++ {
		if p != seat {
			opps = append(opps, p)
		}
	}
	type entry struct {
		LogEntry
		sub  Subject
		side Side
	}
	byAnswerer := make([][]entry, n)
	for _, e := range req.Log {
		sub, err := ParseSubject(e.Ask)
		require.NoError(tb, err)
		side, err := ParseSide(e.Side)
		require.NoError(tb, err)
		byAnswerer[e.Answerer] = append(byAnswerer[e.Answerer], entry{e, sub, side})
	}
	// (errors here fail with tb.Fatal, not require.NoError: this runs millions of times, and
	// require's t.Helper walks the stack at every call, nil error or not)
	holds := func(p int) bool {
		for _, e := range byAnswerer[p] {
			a, err := d.Answer(e.Asker, e.Answerer, e.sub, e.side)
			if err != nil {
				tb.Fatal(err)
			}
			if a != e.Answer {
				return false
			}
		}
		return true
	}
	sides := []Side{NoSide}
	if n == 2 {
		sides = []Side{Left, Right}
	}
	res := bruteResult{perCase: map[[3]Card]uint64{}, asks: map[[3]Card][][8]uint64{}, peek: map[[3]Card]map[Card]uint64{}}
	subjects := s.Subjects()
	for _, q := range opps {
		for _, side := range sides {
			for _, sub := range subjects {
				res.keys = append(res.keys, questionKey(q, sub.String(), side.String()))
			}
		}
	}
	var caseNow [3]Card
	leaf := func(rest []Card) {
		res.total++
		res.perCase[caseNow]++
		joint := res.asks[caseNow]
		if joint == nil {
			joint = make([][8]uint64, len(res.keys))
			res.asks[caseNow] = joint
		}
		qi := 0
		for _, q := range opps {
			for _, side := range sides {
				view, err := d.AskView(seat, q, side)
				if err != nil {
					tb.Fatal(err)
				}
				for _, sub := range subjects {
					joint[qi][Answer(view, sub)]++
					qi++
				}
			}
		}
		if len(rest) > 0 {
			if res.peek[caseNow] == nil {
				res.peek[caseNow] = map[Card]uint64{}
			}
			for _, x := range rest {
				res.peek[caseNow][x]++
			}
		}
	}
	var assign func(i int, rest []Card)
	assign = func(i int, rest []Card) {
		if i == len(opps) {
			leaf(rest)
			return
		}
		q := opps[i]
		for a := range rest {
			for b := range rest {
				if a == b || (n > 2 && b < a) {
					continue
				}
				d.Inside[q] = [2]Card{rest[a], rest[b]}
				if !holds(q) {
					continue
				}
				var left []Card
				for j, c := range rest {
					if j != a && j != b {
						left = append(left, c)
					}
				}
				assign(i+1, left)
			}
		}
	}
	for _, p := range unseen {
		for _, l := range unseen {
			for _, w := range unseen {
				if p.Kind() != Person || l.Kind() != Location || w.Kind() != Weapon {
					continue
				}
				caseNow = [3]Card{p, l, w}
				d.Outside[seat] = caseNow
				if !holds(seat) {
					continue
				}
				ok := true
				for _, sv := range req.Solves {
					if sameSet(mustCards(tb, sv.Guess), d.Outside[sv.Player]) != sv.Correct {
						ok = false
					}
				}
				if !ok {
					continue
				}
				var rest []Card
				for _, c := range unseen {
					if c != p && c != l && c != w {
						rest = append(rest, c)
					}
				}
				assign(0, rest)
			}
		}
	}
	return res
}

// entropyBits computes I(case; answer) as H(case) - sum_a P(a) H(case | a), a different route from the
// engine's single sum.
func entropyBits(joint map[[3]Card]map[int]uint64) float64 {
	h := func(xs []float64) float64 {
		var t, e float64
		for _, x := range xs {
			t += x
		}
		for _, x := range xs {
			if x > 0 {
				e -= x / t * math.Log2(x/t)
			}
		}
		return e
	}
	var total float64
	var caseTot []float64
	byAnswer := map[int]map[[3]Card]float64{}
	for c, m := range joint {
		var ct float64
		for a, x := range m {
			ct += float64(x)
			if byAnswer[a] == nil {
				byAnswer[a] = map[[3]Card]float64{}
			}
			byAnswer[a][c] += float64(x)
		}
		caseTot = append(caseTot, ct)
		total += ct
	}
	info := h(caseTot)
	for _, m := range byAnswer {
		var xs []float64
		var at float64
		for _, x := range m {
			xs = append(xs, x)
			at += x
		}
		info -= at / total * h(xs)
	}
	return info
}

// randomScenario deals a random game and builds a seat's request with random asks (true answers, now
// and then a wrong one), private asks, other players' solves and the seat's wrong solves. When
// small is set, the seat's wrong solves are added until the brute force stays small.
func randomScenario(tb helperT, rng *rand.Rand, players int, small bool) (Deal, SolveRequest) {
	tb.Helper()
	s, err := NewSetup(players)
	require.NoError(tb, err)
	d, err := NewDeal(players, rng)
	require.NoError(tb, err)
	require.NoError(tb, d.Validate())
	seat := rng.IntN(players)
	var peeks []Letter
	for _, l := range s.Letters { // every count with informants (2–5 players) may peek
		if rng.IntN(3) == 0 {
			peeks = append(peeks, l)
		}
	}
	req, err := d.Request(seat, peeks)
	require.NoError(tb, err)
	subjects := s.Subjects()
	usedSecret := make([]bool, players)
	asks := rng.IntN(12)
	if small && players >= 5 {
		asks += 12 // more clues keep the brute force's search tree small at high player counts
	}
	for range asks {
		asker := rng.IntN(players)
		answerer := (asker + 1 + rng.IntN(players-1)) % players
		side := NoSide
		if players == 2 {
			side = Left + Side(rng.IntN(2))
		}
		private := players > 2 && (asker == seat || answerer == seat) && !usedSecret[asker] && rng.IntN(5) == 0
		usedSecret[asker] = usedSecret[asker] || private
		sub := subjects[rng.IntN(len(subjects))]
		if removed := s.Removed; len(removed) > 0 && rng.IntN(10) == 0 {
			sub = ColourSubject(removed[rng.IntN(len(removed))]) // legal, always 0
		}
		e, err := d.LogAsk(asker, answerer, sub, side, private)
		require.NoError(tb, err)
		if rng.IntN(25) == 0 {
			e.Answer = rng.IntN(s.MaxAnswer(sub, side) + 1)
		}
		req.Log = append(req.Log, e)
	}
	for p := range players {
		if p != seat && rng.IntN(4) == 0 {
			g := randomGuess(rng, s)
			req.Solves = append(req.Solves, SolveEntry{Player: p, Guess: cardIDsOf(g[:]), Correct: g == d.Outside[p]})
		}
	}
	if rng.IntN(3) == 0 {
		if g := randomGuess(rng, s); g != d.Outside[seat] {
			req.Solves = append(req.Solves, SolveEntry{Player: seat, Guess: cardIDsOf(g[:])})
		}
	}
	if !small {
		return d, req
	}
	// Keep the brute force small: ban random candidate cases of the seat (never the true one) with wrong
	// solves until the search has few worlds left and its pruned subtrees stay small.
	k, err := parse(req)
	require.NoError(tb, err)
	const maxWorlds = 30_000
	cases := newEngine(k, false).cases
	rng.Shuffle(len(cases), func(i, j int) { cases[i], cases[j] = cases[j], cases[i] })
	for i := 0; i < len(cases); i++ {
		r, err := Deduce(req)
		require.NoError(tb, err)
		if r.Consistent <= maxWorlds {
			break
		}
		if cases[i] != d.Outside[seat] {
			req.Solves = append(req.Solves, SolveEntry{Player: seat, Guess: cardIDsOf(cases[i][:])})
		}
	}
	return d, req
}

// helperT is what both *testing.T and *rapid.T offer.
type helperT interface {
	require.TestingT
	Helper()
}

func randomGuess(rng *rand.Rand, s Setup) [3]Card {
	var g [3]Card
	for k := range g {
		g[k] = CardOf(s.Colours[rng.IntN(len(s.Colours))], Kind(k))
	}
	return g
}
