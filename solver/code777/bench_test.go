package code777

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"
)

// worstRequest is the largest state a seat meets: 5 players (4 visible racks, so 16 unseen tiles and the
// most candidate racks), no discards seen, and a log of two full deck cycles (46 answers) from the other
// readers. With weak, every answer is the least informative of the 46, repeated: no candidate is pruned
// early, so every candidate is checked against every entry.
func worstRequest(tb testing.TB, weak bool) SolveRequest {
	tb.Helper()
	r := rand.New(rand.NewPCG(5, 46))
	tiles := FullSet().List()
	r.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	var deal [MaxPlayers]Rack
	for i := range deal {
		deal[i] = NewRack(tiles[3*i], tiles[3*i+1], tiles[3*i+2])
	}
	req := SolveRequest{Game: GameID, Players: MaxPlayers, Seat: 0, RacksNow: map[string][]string{}}
	for s := 1; s < MaxPlayers; s++ {
		req.RacksNow[SeatRack(s).String()] = deal[s].IDs()
	}
	for i := range 2 * NumCards {
		reader := 1 + i%(MaxPlayers-1)
		card := Card(1 + i%NumCards)
		e := LogEntry{Reader: reader, Card: card.String(), Others: map[string][]string{}}
		visible := []Rack{deal[0]}
		for s := 1; s < MaxPlayers; s++ {
			if s != reader {
				e.Others[SeatRack(s).String()] = deal[s].IDs()
				visible = append(visible, deal[s])
			}
		}
		e.Answer, _ = AnswerCard(visible, card, Options{})
		req.Log = append(req.Log, e)
	}
	if weak {
		best, bestN := req.Log[0], -1
		for _, e := range req.Log {
			one := req
			one.Log = []LogEntry{e}
			resp, err := Solve(one)
			if err != nil {
				tb.Fatal(err)
			}
			if resp.Consistent > bestN {
				best, bestN = e, resp.Consistent
			}
		}
		for i := range req.Log {
			req.Log[i] = best
		}
	}
	return req
}

func BenchmarkSolveWorst(b *testing.B) {
	for _, tc := range []struct {
		name string
		weak bool
	}{{"46 answers", false}, {"46 weakest answers", true}} {
		req := worstRequest(b, tc.weak)
		b.Run(tc.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := Solve(req); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkSolveJSON is one line of "tablemate solve": decode, solve, encode.
func BenchmarkSolveJSON(b *testing.B) {
	line, err := json.Marshal(worstRequest(b, true))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		var req SolveRequest
		if err := json.Unmarshal(line, &req); err != nil {
			b.Fatal(err)
		}
		resp, err := Solve(req)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := json.Marshal(resp); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCheckWorst(b *testing.B) {
	req := worstRequest(b, true)
	marks := []Mark{KindMark(Red5, Out), KindMark(Blue7, Certain)}
	for b.Loop() {
		if _, err := Check(req, marks); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAnswerFor(b *testing.B) {
	req := AnswerRequest{Game: GameID, Card: "q12", Racks: [][]string{
		{"black3", "black3", "red5"}, {"blue7", "pink6", "green1"}, {"brown4", "brown4", "yellow2"}}}
	for b.Loop() {
		if _, err := AnswerFor(req); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkExplain times, per player count, the costliest claim (every kind, both ways) on a random
// state with a long log.
func BenchmarkExplain(b *testing.B) {
	r := rand.New(rand.NewPCG(16, 16))
	for players := MinPlayers; players <= MaxPlayers+1; players++ {
		name := fmt.Sprintf("players=%d", players)
		var req SolveRequest
		if players <= MaxPlayers {
			req, _ = randomCase(r, players, 12, false)
		} else {
			req, name = worstRequest(b, false), "players=5/log=46"
		}
		var slowest ExplainRequest
		worst := -1
		for _, k := range Kinds() {
			for _, is := range []bool{true, false} {
				x := ExplainRequest{SolveRequest: req, Claim: Claim{Tile: k.String(), Is: is}}
				ex, err := Explain(x)
				if err != nil {
					b.Fatal(err)
				}
				// The costliest kind: a claim that holds with the longest irreducible list
				// (every search for it is exhaustive); the first such, so the choice is fixed.
				if n := len(ex.Because); (ex.Holds && n > worst) || slowest.Game == "" {
					worst, slowest = n, x
				}
			}
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Explain(slowest); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
