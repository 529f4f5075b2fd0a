package lexio

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/gametest"
	rules "github.com/tablemate/tablemate/solver/lexio"
	"pgregory.net/rapid"
)

// games are the recorded games: random legal games played to their end at a
// real table (teaching stages and player counts vary), then the host's undo
// and redo of the last move.
var games = []struct {
	name    string
	players int
	opts    Options
	seed    uint64
}{
	{"3p-stage3", 3, Options{Stage: 3, Deals: 2}, 3},
	{"5p-stage2", 5, Options{Stage: 2, Deals: 1}, 5},
	{"6p-stage1", 6, Options{Stage: 1, Deals: 1}, 7},
}

// playAtTable plays a random legal game at a real table of svc, every move
// through Table.Do as a phone's would be.
func playAtTable(ctx context.Context, svc *companion.Service, players int, opts Options, seed uint64) (*companion.Table, error) {
	raw, err := json.Marshal(opts)
	if err != nil {
		return nil, err
	}
	table, err := svc.CreateTable(ctx, companion.Settings{Game: Name, Players: players, Options: raw})
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(seed, 2))
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

func recorded(t *testing.T, i int) gametest.Log {
	g := games[i]
	return gametest.Recorded(t, filepath.Join("testdata", g.name+".log.json"), func(ctx context.Context, svc *companion.Service) (*companion.Table, error) {
		return playAtTable(ctx, svc, g.players, g.opts, g.seed)
	})
}

// TestGoldenReplays replays each recorded game through a real Service on a
// real SQLite file to every audience's final view, byte for byte.
func TestGoldenReplays(t *testing.T) {
	for i, g := range games {
		t.Run(g.name, func(t *testing.T) {
			gametest.Golden(t, filepath.Join("testdata", "golden", g.name), gametest.Replay(t, recorded(t, i)))
		})
	}
}

// TestDamagedEventsNeverPanic feeds mutated recorded events to Apply.
func TestDamagedEventsNeverPanic(t *testing.T) {
	for i, g := range games {
		log := recorded(t, i)
		t.Run(g.name, func(t *testing.T) { rapid.Check(t, func(rt *rapid.T) { gametest.CheckDamage(rt, log) }) })
	}
}

// TestDamagedEventsAreRefused: each kind of damage is an error that says what is wrong.
func TestDamagedEventsAreRefused(t *testing.T) {
	log := recorded(t, 0)
	events := gametest.Effective(log.Events)
	fresh := func() companion.State { return gametest.New(t, log.Settings) }
	ev := func(kind string, data any) companion.Event {
		return companion.Event{Seq: 1, Kind: kind, Data: gametest.Must(data)}
	}
	var hand map[string]any
	require.NoError(t, json.Unmarshal(events[0].Data, &hand))
	require.Equal(t, "hand.set", events[0].Kind)
	gametest.RequireRefused(t, fresh(), companion.Event{Seq: 1, Kind: "hand.set", Data: json.RawMessage(`{"seat":0,"tiles":["sun1"`)}, "hand.set", "does not decode")
	gametest.RequireRefused(t, fresh(), ev("hand.sat", hand), `"hand.sat"`, "Lexio does not have")
	bad := map[string]any{"seat": 0, "tiles": append([]any{"sun99"}, hand["tiles"].([]any)[1:]...)}
	gametest.RequireRefused(t, fresh(), ev("hand.set", bad), "hand.set", "sun99")
	hand["seat"] = 7
	gametest.RequireRefused(t, fresh(), ev("hand.set", hand), "a hand.set event for seat 7, which this 3-player table does not have")
	gametest.RequireRefused(t, fresh(), ev("pass", map[string]any{"seat": 0}), "pass", "the rules refuse")
	gametest.RequireRefused(t, fresh(), ev("score.deal", nil), "not scorekeeping")
	// Mid-deal: a pass by a seat that is not on turn is refused.
	var at int
	for i, e := range events {
		if e.Kind == "pass" {
			at = i
			break
		}
	}
	require.Positive(t, at)
	mid := gametest.Fold(t, fresh(), events[:at])
	var d seatData
	require.NoError(t, json.Unmarshal(events[at].Data, &d))
	gametest.RequireRefused(t, mid, ev("pass", seatData{Seat: (d.Seat + 1) % 3}), "the rules refuse")
	over := gametest.Fold(t, fresh(), events)
	gametest.RequireRefused(t, over, ev("market.set", map[string]any{"tiles": []string{}}), "game is over")
}

// TestClone: a clone and its original fold on independently.
func TestClone(t *testing.T) {
	for i, g := range games {
		t.Run(g.name, func(t *testing.T) { gametest.CheckClone(t, recorded(t, i), rules.Game{}, rules.Scorekeeper{}) })
	}
}

// BenchmarkClone is the cost of one snapshot of a finished recorded game.
func BenchmarkClone(b *testing.B) {
	log := gametest.ReadLog(b, filepath.Join("testdata", games[0].name+".log.json"))
	st := gametest.Fold(b, gametest.New(b, log.Settings), gametest.Effective(log.Events)).(companion.Cloner)
	for b.Loop() {
		st.Clone()
	}
}
