package lexio

import (
	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

const saltDeal = 100 // + the deal number

// practiceBot is Lexio's practice table (companion.Bot): before each deal
// the service shuffles the 60 tiles (seeded by the practice seed and the
// deal number) and enters the market and every hand, the human's too; a bot
// seat plays on its turn as rules.ChooseMove says, from its own hand and the
// public table only. Bots never bomb out of turn.
func practiceBot(cs companion.State, turn companion.BotTurn) (companion.Command, bool, error) {
	s := cs.(*State)
	if s.opts.Scorekeeping {
		return companion.Command{}, false, companion.Bad("practice needs the full rules, not chips only")
	}
	g := s.game
	switch g.Phase() {
	case rules.GameOver:
		return companion.Command{}, false, nil
	case rules.BetweenDeals:
		tiles := rules.AllTiles.Tiles()
		turn.Rand(saltDeal+uint64(g.Ledger().Deal()+1)).Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
		n := s.setup.HandSize
		if !s.marketSet {
			return companion.BotCommand(companion.Host, "market", map[string]any{"tiles": rules.HandOf(tiles[s.players*n:]...).IDs()}), true, nil
		}
		for seat := range s.players {
			if !s.entered[seat] {
				return companion.BotCommand(companion.Actor(seat), "hand", map[string]any{"tiles": rules.HandOf(tiles[seat*n : (seat+1)*n]...).IDs()}), true, nil
			}
		}
		return companion.Command{}, false, nil
	}
	seat := g.Turn()
	if !turn.Bot(seat) {
		return companion.Command{}, false, nil
	}
	m := rules.ChooseMove(rules.BotSeat{Hand: g.Hand(seat), Table: g.Table(), Market: g.Market(), Chips: g.Ledger().Chips(seat), Stage: g.Config().Stage})
	a := companion.Actor(seat)
	switch m.Action {
	case "play":
		return companion.BotCommand(a, "play", map[string]any{"tiles": m.Play.Tiles.IDs()}), true, nil
	case "out":
		return companion.BotCommand(a, "out", map[string]any{"tile": m.Tile.String()}), true, nil
	}
	return companion.BotCommand(a, "pass", nil), true, nil
}
