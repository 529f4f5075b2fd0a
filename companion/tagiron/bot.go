package tagiron

import (
	"fmt"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// Salts of a practice table's seeded draws.
const (
	saltRacks = 1
	saltDeck  = 2
	saltStart = 3
)

// practiceBot is Tagiron's practice table (companion.Bot): the service deals every
// rack and draws the face-up cards from the practice seed; every bot seat
// asks the question the engine ranks best from its own knowledge and
// declares once its target is solved (on its last chance: the likeliest
// tiles), as the simulator's bots do.
func practiceBot(cs companion.State, turn companion.BotTurn) (companion.Command, bool, error) {
	st := cs.(*State)
	// The deal: one seeded shuffle of the physical tiles, a rack per seat.
	tiles := rules.PhysicalTiles()
	turn.Rand(saltRacks).Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	size := st.rackSize()
	for s := range st.players {
		if st.racks[s] == nil {
			return companion.BotCommand(companion.Actor(s), "tiles", map[string]any{"tiles": ids(tiles[s*size : (s+1)*size])}), true, nil
		}
	}
	if st.match.NeedsRefill() {
		card, ok := nextCard(st, turn)
		if ok {
			return companion.BotCommand(companion.Host, "reveal", map[string]any{"card": card.String()}), true, nil
		}
	}
	if !st.started {
		return companion.BotCommand(companion.Host, "start", map[string]any{"starter": turn.Rand(saltStart).IntN(st.players)}), true, nil
	}
	if st.match.Over() {
		return companion.Command{}, false, nil
	}
	// A bot seat that may declare and has solved its target does so (with 3–4 players also off-turn).
	for s := range st.players {
		if !turn.Bot(s) {
			continue
		}
		v := st.View(companion.Actor(s), companion.ViewContext{}).(View)
		if v.Me == nil || !v.Me.CanDeclare {
			continue
		}
		res, err := rules.Solve(noRow(st.Knowledge(s)))
		if err != nil {
			return companion.Command{}, false, err
		}
		guess := res.Target.Solved
		if guess == nil {
			if st.match.LastChance() != s {
				continue
			}
			guess = likeliest(res.Target.Positions)
		}
		return companion.BotCommand(companion.Actor(s), "declare", map[string]any{"tiles": guess}), true, nil
	}
	if lc := st.match.LastChance(); lc >= 0 || !turn.Bot(st.match.Turn()) {
		return companion.Command{}, false, nil // the human's turn (or last chance)
	}
	s := st.match.Turn()
	full, err := rules.Solve(st.Knowledge(s))
	if err != nil {
		return companion.Command{}, false, err
	}
	if len(full.Suggestions) == 0 {
		return companion.Command{}, false, fmt.Errorf("seat %d has nothing to ask", s+1)
	}
	best := full.Suggestions[0]
	return companion.BotCommand(companion.Actor(s), "ask", map[string]any{"card": best.Card, "pick": best.Pick}), true, nil
}

// nextCard is the next card of the practice deck: the deck shuffled once
// with the seed, less the cards already drawn.
func nextCard(st *State, turn companion.BotTurn) (rules.Card, bool) {
	deck := rules.Deck(st.players)
	turn.Rand(saltDeck).Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	drawn := map[rules.Card]int{}
	for _, c := range st.drawn {
		drawn[c]++
	}
	for _, c := range deck {
		if drawn[c] > 0 {
			drawn[c]--
			continue
		}
		return c, true
	}
	return 0, false
}
