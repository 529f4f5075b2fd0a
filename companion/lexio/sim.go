package lexio

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

// playRandom plays a random legal game of the session to its end at a real
// table of svc, every move through Table.Do as a phone's would be, then the
// host's undo and redo of the last move: Lexio's sessions for the
// conformance suite (it has no bots).
func playRandom(ctx context.Context, svc companion.Tables, s companion.Session) (companion.Playing, error) {
	players := s.Players
	table, err := svc.Start(ctx, companion.Settings{Game: Name, Players: players, Options: s.Options})
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(uint64(s.Seed), 2))
	do := func(a int, typ string, args map[string]any) error {
		if args == nil {
			args = map[string]any{}
		}
		b, _ := json.Marshal(args)
		_, err := table.Do(ctx, companion.Command{Actor: companion.Actor(a), Type: typ, Data: b})
		if err != nil {
			return fmt.Errorf("%s by %d: %w", typ, a, err)
		}
		return nil
	}
	for steps := 0; ; steps++ {
		g := table.State().(*State).game // read between commands only
		if steps > 5000 {
			return nil, fmt.Errorf("the game did not end")
		}
		switch g.Phase() {
		case rules.GameOver:
			for _, c := range []string{"undo", "redo"} {
				if err := do(int(companion.Host), c, nil); err != nil {
					return nil, err
				}
			}
			return table, nil
		case rules.BetweenDeals:
			tiles := rules.AllTiles.Tiles()
			rng.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
			n := table.State().(*State).setup.HandSize
			for s := range players {
				if err := do(s, "hand", map[string]any{"tiles": rules.HandOf(tiles[s*n : (s+1)*n]...).IDs()}); err != nil {
					return nil, err
				}
			}
			if err := do(int(companion.Host), "market", map[string]any{"tiles": rules.HandOf(tiles[players*n:]...).IDs()}); err != nil {
				return nil, err
			}
			continue
		}
		s, lead := g.Turn(), g.Table().Type == rules.None
		ps := g.LegalPlays(s)
		var err error
		switch r := rng.IntN(10); {
		case !lead && r < 2 && g.Market() != 0 && g.Ledger().Chips(s) >= rules.OutCost && g.Config().Stage == rules.StageMarket:
			m := g.Market().Tiles()
			err = do(s, "out", map[string]any{"tile": m[rng.IntN(len(m))].String()})
		case !lead && (r < 5 || len(ps) == 0):
			err = do(s, "pass", nil)
		default:
			err = do(s, "play", map[string]any{"tiles": ps[rng.IntN(len(ps))].Tiles.IDs()})
		}
		if err != nil {
			return nil, err
		}
	}
}
