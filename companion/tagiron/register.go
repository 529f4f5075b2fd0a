package tagiron

import (
	"context"
	"strconv"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/tags"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// Name is the game's id in settings, URLs and the CLI.
const Name = "tagiron"

// Tagiron's boxes of tagged pieces.
const (
	TileSet tags.Set = "tagiron-tiles" // r0..r9, b0..b9 (no r5/b5), g5 twice
	CardSet tags.Set = "tagiron-cards" // the 21 question cards
)

// The compiler checks the state against the table's interfaces: a drifted
// signature breaks the build instead of silently turning hints off.
var (
	_ companion.State   = (*State)(nil)
	_ companion.Hinter  = (*State)(nil)
	_ companion.Entries = (*State)(nil)
)

// The one registration of Tagiron: everything the house knows about it.
func init() {
	companion.Register(companion.Game{
		Meta: companion.Meta{Name: Name, Title: companion.Term{KO: "타기론", EN: "Tagiron"}, Players: []int{2, 3, 4},
			Hints: []string{companion.HintsFull, companion.HintsPossibilities, companion.HintsCheck, companion.HintsOff}},
		Rules:    Rules{},
		Words:    map[string]map[string]string{"ko": companion.MergeWords(tableWordsKO, refusalWordsKO, scanWordsKO)},
		TagSets:  tagSets(),
		Describe: describeScan,
		Result:   result,
		Recount:  recount,
		Probe:    probe,
		Abilities: companion.Abilities{
			Answer:  companion.Typed(rules.AnswerFor),
			Solve:   companion.Typed(rules.Solve),
			Explain: companion.Typed(rules.Explain),
			Sim:     &companion.Sim{Play: simulate, Unit: "own questions"},
		},
		Vocabulary: vocabulary(),
		Sessions:   []companion.Session{{Name: "2p", Players: 2, Seed: 3}, {Name: "3p", Players: 3, Seed: 5}, {Name: "4p", Players: 4, Seed: 7}},
		Bot:        practiceBot,
		SetupKinds: []string{evTiles},
		Sheet:      sheet,
		Cites:      rules.Cites,
		Teach:      teach,

		// A photo of the seat's own rack enters it (web's camera).
		PhotoEntry: "tiles",
	})
}

// simulate is Simulate as the command line reports it.
func simulate(ctx context.Context, svc companion.Tables, players int, seed int64) (companion.SimResult, error) {
	r, err := Simulate(ctx, svc, players, seed)
	return companion.SimResult{Questions: r.Questions, SolvedAfter: r.SolvedAfter, UntilSolved: r.UntilSolved, Winners: r.Winners, Draw: r.Draw}, err
}

func tagSets() []companion.TagSet {
	var tiles, cards []companion.Component
	for _, t := range rules.AllTileIDs() {
		tiles = append(tiles, companion.Component{ID: t.String(), Label: t.Color().String() + " " + strconv.Itoa(t.Number()), Copies: t.Copies()})
	}
	for c := rules.Card(1); c <= rules.NumCards; c++ {
		cards = append(cards, companion.Component{ID: c.String(), Label: c.String(), Copies: 1})
	}
	return []companion.TagSet{
		{ID: string(TileSet), Secret: true, Components: tiles},
		{ID: string(CardSet), Components: cards},
	}
}
