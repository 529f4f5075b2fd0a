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
// tiles), as the simulator's bots do. The solving runs outside the table's
// lock, on copies of each bot seat's own knowledge.
func practiceBot(cs companion.State, turn companion.BotTurn) (companion.BotStep, error) {
	st := cs.(*State)
	// The deal: one seeded shuffle of the physical tiles, a rack per seat.
	tiles := rules.PhysicalTiles()
	turn.Rand(saltRacks).Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	size := st.rackSize()
	for s := range st.players {
		if st.racks[s] == nil {
			return companion.ReadyStep(companion.BotCommand(companion.Actor(s), "tiles", map[string]any{"tiles": ids(tiles[s*size : (s+1)*size])}))
		}
	}
	if st.match.NeedsRefill() {
		card, ok := nextCard(st, turn)
		if ok {
			return companion.ReadyStep(companion.BotCommand(companion.Host, "reveal", map[string]any{"card": card.String()}))
		}
	}
	if !st.started {
		return companion.ReadyStep(companion.BotCommand(companion.Host, "start", map[string]any{"starter": turn.Rand(saltStart).IntN(st.players)}))
	}
	if st.match.Over() {
		return companion.BotStep{}, nil
	}
	// A bot seat that may declare (with 3–4 players also off-turn): what it knows now.
	type declarer struct {
		seat int
		know rules.SolveRequest
		last bool // its last chance: it declares even unsolved
	}
	var declarers []declarer
	for s := range st.players {
		if !turn.Bot(s) {
			continue
		}
		v := st.View(companion.Actor(s), companion.ViewContext{}).(View)
		if v.Me != nil && v.Me.CanDeclare {
			declarers = append(declarers, declarer{seat: s, know: noRow(st.Knowledge(s)), last: st.match.LastChance() == s})
		}
	}
	asker := -1
	var ask rules.SolveRequest
	if lc := st.match.LastChance(); lc < 0 && turn.Bot(st.match.Turn()) {
		asker, ask = st.match.Turn(), st.Knowledge(st.match.Turn())
	}
	if len(declarers) == 0 && asker < 0 {
		return companion.BotStep{}, nil // the human's turn (or last chance)
	}
	return companion.Thought(func() (companion.Command, bool, error) {
		// A bot seat that has solved its target declares it.
		for _, d := range declarers {
			res, err := rules.Solve(d.know)
			if err != nil {
				return companion.Command{}, false, err
			}
			guess := res.Target.Solved
			if guess == nil {
				if !d.last {
					continue
				}
				guess = likeliest(res.Target.Positions)
			}
			return companion.BotCommand(companion.Actor(d.seat), "declare", map[string]any{"tiles": guess}), true, nil
		}
		if asker < 0 {
			return companion.Command{}, false, nil
		}
		full, err := rules.Solve(ask)
		if err != nil {
			return companion.Command{}, false, err
		}
		if len(full.Suggestions) == 0 {
			return companion.Command{}, false, fmt.Errorf("seat %d has nothing to ask", asker+1)
		}
		best := full.Suggestions[0]
		return companion.BotCommand(companion.Actor(asker), "ask", map[string]any{"card": best.Card, "pick": best.Pick}), true, nil
	})
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
