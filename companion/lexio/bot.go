package lexio

import (
	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

const saltDeal = 100 // + the deal number

// practiceBot is Lexio's practice table (companion.Bot): before each deal
// the service shuffles the 60 tiles (seeded by the practice seed and the
// deal number) and enters the market and every hand, the human's too.
// During a deal each bot seat decides from its own hand and the public
// table only (rules.BotSeat): first, seat by seat from the one after the
// turn, whether to throw a bomb in out of turn (rules.ChooseBomb), then, on
// its turn, its move (rules.ChooseMove). Both are sent as the "play",
// "pass" or "out" command a phone sends.
func practiceBot(cs companion.State, turn companion.BotTurn) (companion.BotStep, error) {
	s := cs.(*State)
	if s.opts.Scorekeeping {
		return companion.BotStep{}, companion.Bad("practice needs the full rules, not chips only")
	}
	g := s.game
	switch g.Phase() {
	case rules.GameOver:
		return companion.BotStep{}, nil
	case rules.BetweenDeals:
		tiles := rules.AllTiles.Tiles()
		turn.Rand(saltDeal+uint64(g.Ledger().Deal()+1)).Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
		n := s.setup.HandSize
		if !s.marketSet {
			return companion.ReadyStep(companion.BotCommand(companion.Host, "market", map[string]any{"tiles": rules.HandOf(tiles[s.players*n:]...).IDs()}))
		}
		for seat := range s.players {
			if !s.entered[seat] {
				return companion.ReadyStep(companion.BotCommand(companion.Actor(seat), "hand", map[string]any{"tiles": rules.HandOf(tiles[seat*n : (seat+1)*n]...).IDs()}))
			}
		}
		return companion.BotStep{}, nil
	}
	// Snapshots of the bot seats' own knowledge, taken now, under the table's lock.
	var seats []rules.BotSeat
	for i := range s.players {
		seat := (g.Turn() + 1 + i) % s.players // the turn's seat last
		if turn.Bot(seat) {
			seats = append(seats, botSeat(g, seat))
		}
	}
	if len(seats) == 0 {
		return companion.BotStep{}, nil
	}
	return companion.Thought(func() (companion.Command, bool, error) {
		for _, b := range seats {
			if b.Seat == b.Turn {
				return botCommand(b.Seat, rules.ChooseMove(b)), true, nil
			}
			if bomb, ok := rules.ChooseBomb(b); ok {
				return botCommand(b.Seat, rules.BotMove{Action: "play", Play: bomb}), true, nil
			}
		}
		return companion.Command{}, false, nil // the human's turn, and no bot bombs
	})
}

// botSeat is what seat knows now: its own hand and the public table.
func botSeat(g rules.Game, seat int) rules.BotSeat {
	counts := make([]int, g.Config().Players)
	for i := range counts {
		counts[i] = g.Hand(i).Len()
	}
	return rules.BotSeat{Seat: seat, Hand: g.Hand(seat), Table: g.Table(), Market: g.Market(), Chips: g.Ledger().Chips(seat),
		Stage: g.Config().Stage, Turn: g.Turn(), Last: g.LastPlayer(), Out: g.IsOut(seat), Counts: counts}
}

// botCommand is the bot's move as the seat's phone sends it.
func botCommand(seat int, m rules.BotMove) companion.Command {
	a := companion.Actor(seat)
	switch m.Action {
	case "play":
		return companion.BotCommand(a, "play", map[string]any{"tiles": m.Play.Tiles.IDs()})
	case "out":
		return companion.BotCommand(a, "out", map[string]any{"tile": m.Tile.String()})
	}
	return companion.BotCommand(a, "pass", nil)
}
