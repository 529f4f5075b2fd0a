package toy

import (
	"github.com/tablemate/tablemate/companion"
)

// bot plays a practice table: the service enters every seat's digit (the
// human's too: there is no physical game to choose it from), then each bot
// seat guesses in its turn; on the human's turn it waits.
func bot(st companion.State, turn companion.BotTurn) (companion.BotStep, error) {
	s := st.(*State)
	for seat, set := range s.set {
		if !set {
			digit := turn.Rand(uint64(seat)).IntN(10)
			return companion.ReadyStep(companion.BotCommand(companion.Actor(seat), "digit", map[string]any{"digit": digit}))
		}
	}
	if s.winner > 0 || !turn.Bot(s.turn) {
		return companion.BotStep{}, nil
	}
	seat, players := s.turn, len(s.digits)
	rng := turn.Rand(uint64(turn.Seq))
	return companion.Thought(func() (companion.Command, bool, error) {
		target := (seat + 1 + rng.IntN(players-1)) % players
		return companion.BotCommand(companion.Actor(seat), "guess", map[string]any{"target": target, "digit": rng.IntN(10)}), true, nil
	})
}
