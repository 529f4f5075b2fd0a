package clues13

import (
	"context"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/tags"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// Name is the game's id in settings, URLs and the CLI.
const Name = "clues13"

// CardSet is 13 Clues' box of tagged pieces: the 30 person, location and weapon cards.
const CardSet tags.Set = "clues13-cards"

// The compiler checks the state against the table's interfaces: a drifted
// signature breaks the build instead of silently turning hints off.
var (
	_ companion.State   = (*State)(nil)
	_ companion.Hinter  = (*State)(nil)
	_ companion.Entries = (*State)(nil)
)

// The one registration of 13 Clues: everything the house knows about it.
func init() {
	companion.Register(companion.Game{
		Meta: companion.Meta{Name: Name, Title: companion.Term{KO: "13 클루", EN: "13 Clues"}, Players: []int{2, 3, 4, 5, 6},
			Hints: []string{companion.HintsFull, companion.HintsPossibilities, companion.HintsCheck, companion.HintsOff},
			Options: []companion.Option{
				{Name: "expert", Bool: true, Default: false, Values: []any{false, true}, MinPlayers: 3},
			}},
		Rules:    Rules{},
		Words:    map[string]map[string]string{"ko": companion.MergeWords(tableWordsKO, refusalWordsKO, scanWordsKO)},
		TagSets:  tagSets(),
		Describe: describeScan,
		Result:   result,
		Recount:  recount,
		Probe:    companion.Probes(13, tryProbe),
		Abilities: companion.Abilities{
			Solve:   companion.Typed(rules.Solve),
			Explain: companion.Typed(rules.Explain),
			Sim:     &companion.Sim{Play: simulate, Unit: "own asks", Extra: "peeks"},
		},
		Sessions:   []companion.Session{{Name: "2p", Players: 2, Seed: 3}, {Name: "3p", Players: 3, Seed: 5}, {Name: "6p", Players: 6, Seed: 7}},
		Bot:        practiceBot,
		SetupKinds: []string{evCards},
		Sheet:      sheet,
		Cites:      rules.Cites,
		Teach:      teach,
	})
}

// simulate is Simulate as the command line reports it: questions are asks,
// and the game's own count is the informants peeked at.
func simulate(ctx context.Context, svc companion.Tables, players int, seed int64) (companion.SimResult, error) {
	r, err := Simulate(ctx, svc, players, seed)
	g := companion.SimResult{Questions: r.Questions, SolvedAfter: r.SolvedAfter, Extra: r.Peeks}
	if r.Winner >= 0 {
		g.Winners = []int{r.Winner}
	}
	return g, err
}

func tagSets() []companion.TagSet {
	var cards []companion.Component
	for i := 0; i < rules.NumCards; i++ {
		c := rules.Card(i)
		cards = append(cards, companion.Component{ID: c.String(), Label: c.String(), Copies: 1})
	}
	return []companion.TagSet{{ID: string(CardSet), Secret: true, Components: cards}}
}
