package service

import (
	"context"
	"fmt"
	"time"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/table"
)

// Problem is one table whose stored log does not replay. Archived says the
// host archived it: it is off the live list, its rows kept, and no longer
// a problem.
type Problem struct {
	Table    string
	Game     string
	Fault    companion.Fault
	Archived time.Time
}

// Check replays every table of a store, as Open would, without changing
// anything, and names each table that would be set aside (for tablemate doctor).
func Check(ctx context.Context, store table.Store) ([]Problem, int, error) {
	infos, err := store.Tables(ctx)
	if err != nil {
		return nil, 0, fmt.Errorf("loading tables: %w", err)
	}
	var out []Problem
	for _, info := range infos {
		if f := table.Load(ctx, store, info, time.Now).Fault(); f != nil || !info.Archived.IsZero() {
			p := Problem{Table: info.ID, Game: info.Settings.Game, Archived: info.Archived}
			if f != nil {
				p.Fault = *f
			}
			out = append(out, p)
		}
	}
	return out, len(infos), nil
}
