package code777

import (
	"fmt"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/code777"
)

const saltStart = 1

// practiceBot is Code 777's practice table (companion.Bot): the service draws every
// rack from the pile (seeded by the practice seed and the table's sequence,
// so a replay draws the same) and every question card at random (State.practiceCard),
// a bot seat challenges as soon as its own knowledge pins its numbers down and
// reads the drawn card on its turn. On the human's turn the table waits for
// them to turn the drawn card over on their phone (one tap). The solving runs outside the
// table's lock, on copies of each bot seat's own knowledge.
func practiceBot(cs companion.State, turn companion.BotTurn) (companion.BotStep, error) {
	st := cs.(*State)
	v := st.View(companion.Host, companion.ViewContext{}).(View)
	if v.Winner != nil {
		return companion.BotStep{}, nil
	}
	rng := turn.Rand(uint64(turn.Seq) + 16)
	// The physical table's steps: the reshuffles (the service shuffles, as the host), then the refills in
	// draw order.
	if v.Pile.ReshuffleNow {
		return companion.ReadyStep(companion.BotCommand(companion.Host, "reshuffle", map[string]any{"what": "tiles"}))
	}
	if len(v.Waiting) > 0 {
		rack, _, err := rules.DrawRack(st.m.Pile(), rng)
		if err != nil {
			return companion.BotStep{}, err
		}
		id, placer := v.Waiting[0], companion.Host
		for _, r := range v.Racks {
			if r.ID == id && r.Placer != nil {
				placer = companion.Actor(*r.Placer)
			}
		}
		return companion.ReadyStep(companion.BotCommand(placer, "rack", map[string]any{"rack": id, "tiles": rack.IDs()}))
	}
	if !st.m.Started() {
		return companion.ReadyStep(companion.BotCommand(companion.Host, "start", map[string]any{"starter": turn.Rand(saltStart).IntN(st.players)}))
	}
	if v.Deck.ShuffleNow {
		return companion.ReadyStep(companion.BotCommand(companion.Host, "reshuffle", map[string]any{"what": "cards"}))
	}
	type seatKnows struct {
		seat int
		know rules.SolveRequest
	}
	var challengers []seatKnows
	for s := range st.players {
		if !turn.Bot(s) {
			continue
		}
		if know, ok := st.Knowledge(s); ok {
			challengers = append(challengers, seatKnows{s, know})
		}
	}
	// The bot on turn reads the card the service drew for it.
	var read *companion.Command
	if card, ok := st.practiceCard(); ok && v.Turn != nil && turn.Bot(*v.Turn) {
		c := companion.BotCommand(companion.Actor(*v.Turn), "read", map[string]any{"card": card.String()})
		read = &c
	}
	if len(challengers) == 0 && read == nil {
		return companion.BotStep{}, nil
	}
	return companion.Thought(func() (companion.Command, bool, error) {
		for _, c := range challengers {
			res, err := rules.Solve(c.know)
			if err != nil {
				return companion.Command{}, false, err
			}
			if res.Contradiction {
				return companion.Command{}, false, fmt.Errorf("seat %d's knowledge contradicts itself", c.seat+1)
			}
			if res.Solved != nil {
				return companion.BotCommand(companion.Actor(c.seat), "challenge", map[string]any{"numbers": *res.Solved}), true, nil
			}
		}
		if read == nil {
			return companion.Command{}, false, nil // the human reads the card they drew
		}
		return *read, true, nil
	})
}

// saltDraw salts a practice table's draws of question cards (+ the count of cards read).
const saltDraw = 1 << 20

// practiceCard is, at a practice table, the question card the service has drawn
// for the next read: one card at random from the draw pile (or from the
// discards, when the pile is empty and they are shuffled back), the same
// on every call until it is read. ok is false at a physical table, where
// the reader draws the top card of the real deck.
func (s *State) practiceCard() (rules.Card, bool) {
	if !s.practice {
		return 0, false
	}
	d := s.m.Deck()
	pile := d.Pile
	if len(pile) == 0 {
		pile = d.Discards
	}
	if len(pile) == 0 {
		return 0, false
	}
	rng := companion.Practice{Seed: s.drawSeed}.Rand(saltDraw + uint64(s.m.Reads()))
	return pile[rng.IntN(len(pile))], true
}
