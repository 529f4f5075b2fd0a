package tagiron

import (
	"flag"
	"math"
	"os"
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"
)

// -write-openings remakes the embedded opening tables (go generate, see openings.go).
var writeOpenings = flag.Bool("write-openings", false, "remake openings4.bin from the live ranking")

// liveOpening is the live ranking's value of every opening question (openingQuestions) for a seat
// holding own: the computation the table stands for.
func liveOpening(tb testing.TB, players int, own []Tile) []float64 {
	tb.Helper()
	r, err := NewRack(own, RackSize(players))
	require.NoError(tb, err)
	s, err := parseState(SolveRequest{Game: GameID, Players: players, Own: r.IDs()})
	require.NoError(tb, err)
	s.row = openingQuestions(players)
	e := newEngine(s)
	defer e.release()
	e.liveOnly = true
	return e.informationCentre()
}

// rackTiles unpacks an openingKey of size tiles.
func rackTiles(key uint32, size int) []Tile {
	t := make([]Tile, size)
	for i := size - 1; i >= 0; i-- {
		t[i] = Tile(key & 31)
		key >>= 5
	}
	return t
}

// TestOpeningTable checks the embedded table against the live ranking, value for value (bit for bit
// on amd64, where it is made; elsewhere Go may fuse multiply-adds, so within 1e-12 bits): a sample of
// racks on every run, every rack with TAGIRON_OPENINGS=full (about five minutes). With
// -write-openings it remakes the table instead.
func TestOpeningTable(t *testing.T) {
	const players = 4
	racks := openingRacks(RackSize(players))
	if *writeOpenings {
		values := make([][]float64, len(racks))
		for i, key := range racks {
			values[i] = liveOpening(t, players, rackTiles(key, RackSize(players)))
		}
		require.NoError(t, os.WriteFile("openings4.bin", encodeOpenings(players, values), 0o644))
		return
	}
	table := openingTable4()
	step := 97 // a sample spread over the racks
	if os.Getenv("TAGIRON_OPENINGS") == "full" {
		step = 1
	}
	sample := []int{len(racks) - 1} // the last rack (both green 5s and the highest tiles)
	for i := 0; i < len(racks)-1; i += step {
		sample = append(sample, i)
	}
	for _, i := range sample {
		checkOpening(t, table, i, liveOpening(t, players, rackTiles(racks[i], RackSize(players))))
	}
}

func checkOpening(t *testing.T, table *openingTable, ri int, live []float64) {
	t.Helper()
	for qi, want := range live {
		got := table.value(qi, ri)
		if runtime.GOARCH == "amd64" {
			require.Equal(t, math.Float64bits(want), math.Float64bits(got), "%d players, rack %d, %s: %v, live %v",
				table.players, ri, table.questions[qi], got, want)
		} else {
			require.InDelta(t, want, got, 1e-12)
		}
	}
}

// An opening ranked through Solve is the live ranking: same order, same values, for every row; and a
// single answer (or a wrong declaration) sends it back to counting.
func TestOpeningSolveIsLive(t *testing.T) {
	for _, players := range []int{3, 4} {
		// 3 players: no table; the same answer either way.
		d := randomDeal(t, players, PhysicalTiles())
		req := requestFor(d, 0, nil, hardRow(players))
		got, err := Solve(req)
		require.NoError(t, err)
		s, err := parseState(req)
		require.NoError(t, err)
		e := newEngine(s)
		e.liveOnly = true
		want := e.rank()
		e.release()
		require.Equal(t, want, got.Suggestions, "%d players", players)

		e = newEngine(s)
		_, ok := e.informationOpening()
		require.Equal(t, players == 4, ok)
		e.release()
		s, err = parseState(requestFor(d, 0, d.logFrom(t, []Card{CountRed}, []int{0}), hardRow(players)))
		require.NoError(t, err)
		e = newEngine(s)
		_, ok = e.informationOpening()
		require.False(t, ok, "after an answer")
		e.release()
	}
}
