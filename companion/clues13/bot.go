package clues13

import (
	"fmt"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// Salts of a practice table's seeded draws.
const (
	saltDeal    = 1
	saltStart   = 2
	saltOutside = 16 // + the seat
)

// practiceBot is 13 Clues' practice table (companion.Bot): the service deals
// from the practice seed and enters every bot seat's cards (choosing the
// outside cards at random) and the informants, while the player chooses
// their own outside cards from the five the phone shows them (State.dealt); a bot seat takes a
// token when it must, solves once its case is certain and otherwise spends
// its tokens on the ask or peek the engine ranks best from its own
// knowledge, as the simulator's bots do. The solving runs outside the
// table's lock, on a copy of the bot seat's own knowledge.
func practiceBot(cs companion.State, turn companion.BotTurn) (companion.BotStep, error) {
	st := cs.(*State)
	if !st.m.Started() {
		deal, err := rules.NewDeal(st.players(), turn.Rand(saltDeal))
		if err != nil {
			return companion.BotStep{}, err
		}
		for p := range st.players() {
			if st.given[p] == nil && turn.Bot(p) {
				outside, inside := chooseOutside(append(deal.Outside[p][:], deal.Inside[p][:]...), turn.Rand(saltOutside+uint64(p)))
				return companion.ReadyStep(companion.BotCommand(companion.Actor(p), "cards", map[string]any{"outside": ids(outside), "inside": ids(inside)}))
			}
		}
		for p := range st.players() {
			if st.given[p] == nil {
				return companion.BotStep{}, nil // the player chooses their case's cards
			}
		}
		return companion.ReadyStep(companion.BotCommand(companion.Host, "start", map[string]any{"starter": turn.Rand(saltStart).IntN(st.players()), "informants": ids(deal.Informants)}))
	}
	v := st.View(companion.Host, companion.ViewContext{}).(View)
	if v.Winner != nil || v.Turn == nil || !turn.Bot(*v.Turn) {
		return companion.BotStep{}, nil
	}
	seat := *v.Turn
	if v.MustTake {
		take := companion.BotCommand(companion.Actor(seat), "take", map[string]any{"from": richest(v.Seats, seat)})
		return companion.Thought(func() (companion.Command, bool, error) { return take, true, nil })
	}
	know, err := st.Knowledge(seat)
	if err != nil {
		return companion.BotStep{}, err
	}
	return companion.Thought(func() (companion.Command, bool, error) {
		sol, err := rules.Solve(know)
		if err != nil {
			return companion.Command{}, false, err
		}
		switch {
		case sol.Contradiction:
			return companion.Command{}, false, fmt.Errorf("seat %d's knowledge contradicts itself", seat+1)
		case sol.Solved != nil:
			return companion.BotCommand(companion.Actor(seat), "solve", map[string]any{"guess": sol.Solved}), true, nil
		case len(sol.Suggestions) == 0:
			return companion.Command{}, false, fmt.Errorf("seat %d has nothing to ask", seat+1)
		}
		best := choose(sol.Suggestions)
		if best.Action == "peek" {
			return companion.BotCommand(companion.Actor(seat), "peek", map[string]any{"letter": best.Letter}), true, nil
		}
		return companion.BotCommand(companion.Actor(seat), "ask", map[string]any{"answerer": *best.Answerer, "ask": best.Ask, "side": best.Side}), true, nil
	})
}
