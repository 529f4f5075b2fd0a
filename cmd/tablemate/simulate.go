package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/sqlite"
)

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
	g, err := companion.GameFor(*game)
	if err != nil || g.Sim == nil {
		var names []string
		for _, g := range companion.Games() {
			if g.Sim != nil {
				names = append(names, g.Name)
			}
		}
		return fmt.Errorf("no simulator for %q (one of %s)", *game, strings.Join(names, ", "))
	}
	sim := g.Sim
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
	svc, err := service.Open(ctx, store, service.Options{})
	if err != nil {
		return err
	}
	var totalQ, totalExtra, solvedSum, solvedN, draws, allSum, allN, allNever int
	wins := make([]int, *players)
	for g := 0; g < *games; g++ {
		r, err := sim.Play(ctx, svc, *players, *seed+int64(g))
		if err != nil {
			return fmt.Errorf("game %d: %w", g+1, err)
		}
		totalQ += r.Questions
		totalExtra += r.Extra
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
		extra := ""
		if sim.Extra != "" {
			extra = fmt.Sprintf(", %d %s", r.Extra, sim.Extra)
		}
		fmt.Fprintf(stdout, "game %d: %d questions%s, solved after (%s, per seat) %v, winners %v, draw %v\n",
			g+1, r.Questions, extra, sim.Unit, r.SolvedAfter, seats(r.Winners), r.Draw)
	}
	n := float64(*games)
	fmt.Fprintf(stdout, "\n%s, %d players, %d games (seed %d):\n", *game, *players, *games, *seed)
	fmt.Fprintf(stdout, "  questions per game:             %.2f\n", float64(totalQ)/n)
	if sim.Extra != "" {
		fmt.Fprintf(stdout, "  %-32s%.2f\n", sim.Extra+" per game:", float64(totalExtra)/n)
	}
	if solvedN > 0 {
		fmt.Fprintf(stdout, "  questions until solved (seat):  %.2f %s  (over %d seats that solved)\n", float64(solvedSum)/float64(solvedN), sim.Unit, solvedN)
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
