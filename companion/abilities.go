package companion

import (
	"context"
	"encoding/json"
	"fmt"
)

// Abilities are a game's uses outside a table, each optional: the command
// line finds them here, so adding a game adds no case to cmd/tablemate.
type Abilities struct {
	// Answer, Solve, Explain and Plays answer one JSON document of the
	// commands `tablemate answer`, `solve`, `explain` and `<game> plays`.
	Answer, Solve, Explain, Plays Line
	// Sim plays whole games with bots (`tablemate simulate`).
	Sim *Sim
}

// Term is one piece's name in both languages.
type Term struct {
	KO string `json:"ko"`
	EN string `json:"en"`
}

// Line answers one JSON document, a line of a command's input.
type Line func(line []byte) (any, error)

// Typed adapts a solver's typed function to a Line.
func Typed[Req, Resp any](f func(Req) (Resp, error)) Line {
	return func(line []byte) (any, error) {
		var req Req
		if err := json.Unmarshal(line, &req); err != nil {
			return nil, fmt.Errorf("malformed JSON: %v", err)
		}
		return f(req)
	}
}

// Tables is where a game's scripted session (Game.Play) or simulation
// (Sim.Play) plays: new tables of the service (companion/service), driven
// through the same path as phones.
type Tables interface {
	// Start makes a new table with the settings.
	Start(ctx context.Context, set Settings) (Playing, error)
}

// Playing is a table as a game's session drives it (companion/table's
// Table): commands in, through the same path as phones; its state, views
// and sequence out.
type Playing interface {
	ID() string
	Do(ctx context.Context, c Command) (int64, error)
	State() State
	View(a Actor) View
	Seq() int64
}

// Sim plays one whole game at a new table of svc with bots, through the
// same path as phones, the same game for the same seed.
type Sim struct {
	Play func(ctx context.Context, svc Tables, players int, seed int64) (SimResult, error)
	// Unit says what SolvedAfter counts ("own questions", "cards heard").
	Unit string
	// Extra names the game's own count in SimResult.Extra ("peeks"), if any.
	Extra string
}

// SimResult is one simulated game, whatever the game.
type SimResult struct {
	Questions   int   // questions asked in the whole game
	SolvedAfter []int // per seat: Sim.Unit when its own knowledge first pinned the answer (-1: never)
	// UntilSolved, where a game has it, counts for every seat, continuing
	// past the end of the game for seats it cut short.
	UntilSolved []int
	Winners     []int
	Draw        bool
	Extra       int // the count Sim.Extra names
}

// Session is one whole game the conformance suite records and replays: its
// files are testdata/<Name>.log.json and testdata/golden/<Name>/ in the
// game's package.
type Session struct {
	Name    string
	Players int
	Seed    int64
	Options json.RawMessage // the table's options; nil for the defaults
}

// LinesOf lists the games that have one ability, by name.
func LinesOf(pick func(Abilities) Line) map[string]Line {
	out := map[string]Line{}
	for _, g := range Games() {
		if l := pick(g.Abilities); l != nil {
			out[g.Name] = l
		}
	}
	return out
}
