package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/clues13"
	"github.com/tablemate/tablemate/companion/code777"
	"github.com/tablemate/tablemate/companion/sqlite"
	"github.com/tablemate/tablemate/companion/tagiron"
)

// simGame is one simulated game, whatever the game.
type simGame struct {
	Questions   int   // questions asked in the whole game
	SolvedAfter []int // per seat: questions (see solvedUnit) when first solved (-1: never)
	// UntilSolved, where a game has it, counts for every seat, continuing
	// past the end of the game for seats it cut short (see tagiron.SimResult).
	UntilSolved []int
	Winners     []int
	Draw        bool
	Peeks       int // 13 Clues: informants looked at (not questions)
}

// simulators play one game through the real companion flow with bots.
// solvedUnit says what SolvedAfter counts: a Code 777 player never picks a
// question, so there it is the cards read by others that the seat heard.
var solvedUnit = map[string]string{"tagiron": "own questions", "clues13": "own asks", "code777": "cards heard"}

var simulators = map[string]func(ctx context.Context, svc *companion.Service, players int, seed int64) (simGame, error){
	"tagiron": func(ctx context.Context, svc *companion.Service, players int, seed int64) (simGame, error) {
		r, err := tagiron.Simulate(ctx, svc, players, seed)
		return simGame{Questions: r.Questions, SolvedAfter: r.SolvedAfter, UntilSolved: r.UntilSolved, Winners: r.Winners, Draw: r.Draw}, err
	},
	// Code 777: questions are cards read; solved after = cards the seat heard (read by others).
	"code777": func(ctx context.Context, svc *companion.Service, players int, seed int64) (simGame, error) {
		r, err := code777.Simulate(ctx, svc, players, seed)
		g := simGame{Questions: r.Questions, SolvedAfter: r.SolvedAfter}
		if r.Winner >= 0 {
			g.Winners = []int{r.Winner}
		}
		return g, err
	},
	// 13 Clues: questions are asks; solved after = the seat's own asks.
	"clues13": func(ctx context.Context, svc *companion.Service, players int, seed int64) (simGame, error) {
		r, err := clues13.Simulate(ctx, svc, players, seed)
		g := simGame{Questions: r.Questions, SolvedAfter: r.SolvedAfter, Peeks: r.Peeks}
		if r.Winner >= 0 {
			g.Winners = []int{r.Winner}
		}
		return g, err
	},
}

func simulate(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("simulate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "tagiron", "game to simulate")
	players := fs.Int("players", 2, "number of players")
	games := fs.Int("games", 10, "number of games")
	seed := fs.Int64("seed", 1, "random seed (the same seed plays the same games)")
	db := fs.String("db", "", "keep the simulated tables in this database (default: a temporary file)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	sim, ok := simulators[*game]
	if !ok {
		var names []string
		for n := range simulators {
			names = append(names, n)
		}
		sort.Strings(names)
		return fmt.Errorf("no simulator for %q (one of %s)", *game, strings.Join(names, ", "))
	}
	path := *db
	if path == "" {
		dir, err := os.MkdirTemp("", "tablemate-sim")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		path = filepath.Join(dir, "sim.db")
	}
	store, err := sqlite.Open(ctx, path)
	if err != nil {
		return err
	}
	defer store.Close()
	svc, err := companion.Open(ctx, store, companion.Options{})
	if err != nil {
		return err
	}
	var totalQ, totalPeeks, solvedSum, solvedN, draws, allSum, allN, allNever int
	wins := make([]int, *players)
	for g := 0; g < *games; g++ {
		r, err := sim(ctx, svc, *players, *seed+int64(g))
		if err != nil {
			return fmt.Errorf("game %d: %w", g+1, err)
		}
		totalQ += r.Questions
		totalPeeks += r.Peeks
		for _, s := range r.SolvedAfter {
			if s >= 0 {
				solvedSum += s
				solvedN++
			}
		}
		for _, u := range r.UntilSolved {
			if u < 0 {
				allNever++
				continue
			}
			allSum += u
			allN++
		}
		if r.Draw {
			draws++
		}
		if len(r.Winners) > 0 {
			wins[r.Winners[0]]++
		}
		peeks := ""
		if *game == "clues13" {
			peeks = fmt.Sprintf(", %d peeks", r.Peeks)
		}
		fmt.Fprintf(stdout, "game %d: %d questions%s, solved after (%s, per seat) %v, winners %v, draw %v\n",
			g+1, r.Questions, peeks, solvedUnit[*game], r.SolvedAfter, seats(r.Winners), r.Draw)
	}
	n := float64(*games)
	fmt.Fprintf(stdout, "\n%s, %d players, %d games (seed %d):\n", *game, *players, *games, *seed)
	fmt.Fprintf(stdout, "  questions per game:             %.2f\n", float64(totalQ)/n)
	if *game == "clues13" {
		fmt.Fprintf(stdout, "  peeks per game:                 %.2f\n", float64(totalPeeks)/n)
	}
	if solvedN > 0 {
		fmt.Fprintf(stdout, "  questions until solved (seat):  %.2f %s  (over %d seats that solved)\n", float64(solvedSum)/float64(solvedN), solvedUnit[*game], solvedN)
	}
	if allN+allNever > 0 {
		fmt.Fprintf(stdout, "  questions until solved (every seat, played on past the end): %.2f  (%d seats; %d ran out of cards)\n",
			float64(allSum)/float64(max(allN, 1)), allN, allNever)
	}
	fmt.Fprintf(stdout, "  first place by seat:            %v\n  draws:                          %d\n", wins, draws)
	return nil
}

// seats renders 0-based seats as players 1, 2, ...
func seats(s []int) []int {
	out := make([]int, len(s))
	for i, v := range s {
		out[i] = v + 1
	}
	return out
}
