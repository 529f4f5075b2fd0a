package clues13

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// MaxSimActions bounds a simulated game (asks, peeks and solves together), far beyond any real game.
const MaxSimActions = 1000

// SimResult is one simulated game.
type SimResult struct {
	Players int `json:"players"`
	Starter int `json:"starter"`
	// Questions is how many asks were made in the whole game; Peeks how many informants were looked at.
	Questions int `json:"questions"`
	Peeks     int `json:"peeks"`
	Takes     int `json:"takes"` // tokens taken from another player (supply empty)
	// SolvedAfter is, per seat, how many asks that seat had made when its own knowledge first pinned its
	// case down, whether or not its turn came again to solve (-1: never); SolvedPeeks the peeks it had
	// made by then.
	SolvedAfter []int `json:"solved_after"`
	SolvedPeeks []int `json:"solved_peeks"`
	Turns       int   `json:"turns"`
	Winner      int   `json:"winner"` // -1 when the game did not end (then Simulate returns an error)
	Events      int64 `json:"events"`
}

// Simulate plays one complete game at a real table of svc: a random deal from seed (each seat enters its
// five cards, choosing at random which person, location and weapon go outside), the informants laid out
// by the host, then every seat a bot that takes a token when the rules make it, spends all its tokens on
// the ask or peek the engine ranks best from that seat's knowledge only, and solves as soon as its case is
// certain. A peek is chosen over the best ask when it is worth it (PeekWorth). Everything goes through
// Table.Do, the same path as phones.
func Simulate(ctx context.Context, svc companion.Tables, players int, seed int64) (SimResult, error) {
	rng := rand.New(rand.NewPCG(uint64(seed), 0))
	deal, err := rules.NewDeal(players, rng)
	if err != nil {
		return SimResult{}, err
	}
	t, err := svc.Start(ctx, companion.Settings{Game: Name, Players: players, Hints: companion.HintsFull})
	if err != nil {
		return SimResult{}, err
	}
	do := func(a companion.Actor, typ string, args map[string]any) error {
		args["type"] = typ
		raw, _ := json.Marshal(args)
		_, err := t.Do(ctx, companion.Command{Actor: a, Type: typ, Data: raw})
		return err
	}
	view := func() View { return t.View(companion.Host).Body.(View) }
	for p := 0; p < players; p++ {
		outside, inside := chooseOutside(append(deal.Outside[p][:], deal.Inside[p][:]...), rng)
		if err := do(companion.Actor(p), "cards", map[string]any{"outside": ids(outside), "inside": ids(inside)}); err != nil {
			return SimResult{}, fmt.Errorf("seat %d entering cards: %w", p, err)
		}
	}
	res := SimResult{Players: players, Starter: rng.IntN(players), Winner: -1,
		SolvedAfter: make([]int, players), SolvedPeeks: make([]int, players)}
	if err := do(companion.Host, "start", map[string]any{"starter": res.Starter, "informants": ids(deal.Informants)}); err != nil {
		return res, err
	}
	asked, peeked := make([]int, players), make([]int, players)
	for i := range res.SolvedAfter {
		res.SolvedAfter[i], res.SolvedPeeks[i] = -1, -1
	}
	// notice records every seat whose own knowledge has just pinned its case down, on turn or not (a
	// seat may be certain and still lose because another seat's turn comes first).
	notice := func() error {
		st := t.State().(*State)
		for p := range res.SolvedAfter {
			if res.SolvedAfter[p] >= 0 {
				continue
			}
			know, err := st.Knowledge(p)
			if err != nil {
				return err
			}
			d, err := rules.Deduce(know)
			if err != nil {
				return err
			}
			if d.Solved != nil {
				res.SolvedAfter[p], res.SolvedPeeks[p] = asked[p], peeked[p]
			}
		}
		return nil
	}
	if err := notice(); err != nil {
		return res, err
	}
	for actions := 0; ; {
		v := view()
		if v.Winner != nil {
			res.Winner = *v.Winner
			break
		}
		seat := *v.Turn
		res.Turns++
		if v.MustTake {
			if err := do(companion.Actor(seat), "take", map[string]any{"from": richest(v.Seats, seat)}); err != nil {
				return res, fmt.Errorf("seat %d taking a token: %w", seat, err)
			}
			res.Takes++
		}
		// Spend every action of the turn: the first one begins it, the last one ends it.
		for first := true; first || (v.Active && v.Winner == nil); first, v = false, view() {
			if actions++; actions > MaxSimActions {
				return res, fmt.Errorf("no winner after %d actions", MaxSimActions)
			}
			know, err := t.State().(*State).Knowledge(seat)
			if err != nil {
				return res, err
			}
			sol, err := rules.Solve(know)
			if err != nil {
				return res, err
			}
			switch {
			case sol.Contradiction:
				return res, fmt.Errorf("seat %d's knowledge contradicts itself", seat)
			case sol.Solved != nil:
				err = do(companion.Actor(seat), "solve", map[string]any{"guess": sol.Solved})
			case len(sol.Suggestions) == 0:
				return res, fmt.Errorf("seat %d has nothing to ask", seat)
			case choose(sol.Suggestions).Action == "peek":
				err = do(companion.Actor(seat), "peek", map[string]any{"letter": choose(sol.Suggestions).Letter})
				peeked[seat]++
				res.Peeks++
			default:
				best := choose(sol.Suggestions)
				err = do(companion.Actor(seat), "ask", map[string]any{"answerer": *best.Answerer, "ask": best.Ask, "side": best.Side})
				asked[seat]++
				res.Questions++
			}
			if err != nil {
				return res, fmt.Errorf("seat %d: %w", seat, err)
			}
			if err := notice(); err != nil {
				return res, err
			}
		}
	}
	res.Events = t.Seq()
	return res, nil
}

// PeekWorth is how much a bot values a peek against an ask: it peeks when the best peek's expected
// information is at least this share of the best ask's. An answer is heard by every player and teaches
// the opponents too; what a peek shows stays on the peeker's phone, so it is worth more than its bits.
const PeekWorth = 0.6

// choose is a bot's action among the engine's suggestions (best first, never empty): the best ask, or
// the best peek when it is worth it (PeekWorth).
func choose(sugs []rules.Suggestion) rules.Suggestion {
	var ask, peek *rules.Suggestion
	for i := range sugs {
		switch {
		case sugs[i].Action == "peek" && peek == nil:
			peek = &sugs[i]
		case sugs[i].Action == "ask" && ask == nil:
			ask = &sugs[i]
		}
	}
	if peek != nil && (ask == nil || peek.ExpectedBits >= PeekWorth*ask.ExpectedBits) {
		return *peek
	}
	if ask != nil {
		return *ask
	}
	return sugs[0]
}

// chooseOutside is a player's choice at set-up: one of the ways to pick a person, a location and a weapon
// from the five cards dealt (uniformly at random); the other two go inside, in the order dealt.
func chooseOutside(hand []rules.Card, rng *rand.Rand) (outside, inside []rules.Card) {
	var triples [][3]int
	for i := range hand {
		for j := range hand {
			for k := range hand {
				if hand[i].Kind() == rules.Person && hand[j].Kind() == rules.Location && hand[k].Kind() == rules.Weapon {
					triples = append(triples, [3]int{i, j, k})
				}
			}
		}
	}
	pick := triples[rng.IntN(len(triples))]
	for i, c := range hand {
		if i == pick[0] || i == pick[1] || i == pick[2] {
			outside = append(outside, c)
		} else {
			inside = append(inside, c)
		}
	}
	return outside, inside
}

// richest is whom a player with no token takes one from when the supply is empty: the other player
// holding the most, the nearest clockwise on a tie.
func richest(seats []SeatView, me int) int {
	best := -1
	for i := 1; i < len(seats); i++ {
		p := (me + i) % len(seats)
		if best < 0 || seats[p].Tokens > seats[best].Tokens {
			best = p
		}
	}
	return best
}
