package clues13

import (
	"math/rand/v2"
	"slices"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// tryProbe draws 13 Clues' two-world privacy probe (companion.Probe): another
// seat's inside card c and an informant d trade places between the worlds
// (neither is the probed seat's to see). The probed seat mis-taps, enters
// and re-enters its cards with c and with d (hidden in one world, held by
// that seat in the other), again once that seat has entered but another
// has not (no conflict may show yet), writes notes, peeks, asks for hints
// and "why?", and solves wrongly.
func tryProbe(r *rand.Rand) (companion.Probe, bool) {
	n := 3 + r.IntN(3)
	deal, err := rules.NewDeal(n, r)
	if err != nil {
		return companion.Probe{}, false
	}
	me := r.IntN(n)
	other := (me + 1 + r.IntN(n-1)) % n
	inf := deal.InformantCards()
	if len(inf) == 0 {
		return companion.Probe{}, false
	}
	c, d := deal.Inside[other][0], inf[r.IntN(len(inf))]
	if c == d || deal.Inside[other][1] == d {
		return companion.Probe{}, false
	}
	S := companion.Actor(me)
	entry := func(p int, inside [2]rules.Card) map[string]any {
		return map[string]any{"outside": ids(deal.Outside[(p+1)%n][:]), "inside": ids(inside[:])}
	}
	mine := deal.Inside[me]
	with := func(x rules.Card) map[string]any { return entry(me, [2]rules.Card{mine[0], x}) }
	out := ids(deal.Outside[(me+1)%n][:])
	// A wrong solve: the seat's own case with its person swapped for another colour's.
	guess := slices.Clone(deal.Outside[me][:])
	for _, x := range deal.Outside[(me+1)%n] {
		if x.Kind() == guess[0].Kind() && x != guess[0] {
			guess[0] = x
		}
	}
	var worlds [2][]companion.Step
	for w := range 2 {
		inside := deal.Inside[other]
		note := "A is " + d.String()
		if w == 1 {
			inside[0], note = d, "no idea"
		}
		steps := []companion.Step{
			{Actor: S, Type: "cards", Args: map[string]any{"outside": out, "inside": ids(mine[:1])}},
			{Actor: S, Type: "cards", Args: map[string]any{"outside": []string{out[0], out[0], out[2]}, "inside": ids(mine[:])}},
			{Actor: S, Type: "cards", Args: map[string]any{"outside": out, "inside": []string{mine[0].String(), "nobody"}}},
			{Actor: S, Type: "cards", Args: entry(me, mine)},
			{Actor: S, Type: "cards", Args: with(c)},
			{Actor: S, Type: "cards", Args: with(d)},
			{Actor: S, Type: "cards", Args: entry(me, mine)},
			{Actor: S, Type: "start"},
		}
		enter := func(p int) {
			in := deal.Inside[p]
			if p == other {
				in = inside
			}
			steps = append(steps, companion.Step{Actor: companion.Actor(p), Type: "cards", Args: entry(p, in)},
				companion.Step{Actor: companion.Actor(p), Type: "note", Args: map[string]any{"text": note}})
		}
		enter(other)
		// The other seat is in, a third is not: c and d land on its cards in
		// one world each, and no OK is needed yet, so nothing may show.
		steps = append(steps,
			companion.Step{Actor: S, Type: "cards", Args: with(c)},
			companion.Step{Actor: S, Type: "start"},
			companion.Step{Actor: S, Type: "cards", Args: with(d), Ask: true},
			companion.Step{Actor: S, Type: "cards", Args: with(c), Ask: true},
			companion.Step{Actor: S, Type: "cards", Args: entry(me, mine)},
		)
		for p := range n {
			if p != me && p != other {
				enter(p)
			}
		}
		steps = append(steps,
			companion.Step{Actor: S, Type: "cards", Args: with(c)},
			companion.Step{Actor: companion.Host, Type: "allow", Args: map[string]any{"seat": me}},
			companion.Step{Actor: S, Type: "cards", Args: with(c)},
			// (A start now would show the one public bit, whether the entries add up, by starting.)
			companion.Step{Actor: S, Type: "take", Args: map[string]any{"from": other}},
			companion.Step{Actor: companion.Host, Type: "allow", Args: map[string]any{"seat": me}},
			companion.Step{Actor: S, Type: "cards", Args: with(d)},
			companion.Step{Actor: companion.Host, Type: "allow", Args: map[string]any{"seat": me}},
			companion.Step{Actor: S, Type: "cards", Args: entry(me, mine)},
			companion.Step{Actor: S, Type: "ask", Args: map[string]any{"answerer": other, "ask": "red"}},
			companion.Step{Actor: S, Type: "start", Args: map[string]any{"starter": me}},
			companion.Step{Actor: S, Type: "mark", Args: map[string]any{"card": c.String(), "state": "out"}},
			companion.Step{Actor: companion.Actor(other), Type: "mark", Args: map[string]any{"card": d.String(), "state": "certain"}},
			companion.Step{Actor: S, Type: "peek", Args: map[string]any{"letter": "A", "card": c.String()}, Ask: true},
			companion.Step{Actor: S, Type: "peek", Args: map[string]any{"letter": "B", "card": d.String()}},
			companion.Step{Actor: S, Type: "peek", Args: map[string]any{"letter": "Z", "card": d.String()}},
			companion.Step{Actor: S, Type: "solve", Args: map[string]any{"guess": ids(guess)}, Ask: true},
		)
		worlds[w] = steps
	}
	var claims []companion.ExplainRequest
	for _, x := range []rules.Card{c, d, deal.Outside[me][0]} {
		claims = append(claims, companion.ExplainRequest{Claim: x.String(), Is: x == d})
	}
	return companion.Probe{Settings: companion.Settings{Game: Name, Players: n, Hints: companion.HintsFull},
		Seat: S, Worlds: worlds, Claims: claims}, true
}
