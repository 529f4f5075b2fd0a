package code777

import (
	"context"
	"strconv"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/tags"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// Name is the game's id in settings, URLs and the CLI.
const Name = "code777"

// Code 777's boxes of tagged pieces.
const (
	TileSet tags.Set = "code777-tiles" // 11 kinds, 28 tiles (several tags per kind)
	CardSet tags.Set = "code777-cards" // q1..q23
)

// The compiler checks the state against the table's interfaces: a drifted
// signature breaks the build instead of silently turning hints off.
var (
	_ companion.State   = (*State)(nil)
	_ companion.Hinter  = (*State)(nil)
	_ companion.Entries = (*State)(nil)
)

// The one registration of Code 777: everything the house knows about it.
func init() {
	companion.Register(companion.Game{
		Meta: companion.Meta{Name: Name, Title: companion.Term{KO: "코드 777", EN: "Code 777"}, Players: []int{2, 3, 4, 5},
			Hints: []string{companion.HintsFull, companion.HintsPossibilities, companion.HintsCheck, companion.HintsOff},
			Options: []companion.Option{
				{Name: "reshuffle_at", Default: int(rules.ReshuffleBasic), Values: []any{1, 4, 7}},
				{Name: "q2_threshold_more", Bool: true, Default: false, Values: []any{false, true}},
			}},
		Rules:   Rules{},
		Words:   map[string]map[string]string{"ko": companion.MergeWords(tableWordsKO, refusalWordsKO, scanWordsKO, reshuffleWordsKO)},
		TagSets: tagSets(),
		// A reader's confirm button confirms the reshuffle that is due (reshuffle.go).
		Buttons:  []string{tags.ButtonConfirm},
		Describe: describeScan,
		Result:   result,
		Recount:  recount,
		Probe:    companion.Probes(777, tryProbe),
		Abilities: companion.Abilities{
			Answer:  companion.Typed(rules.AnswerFor),
			Solve:   companion.Typed(rules.Solve),
			Explain: companion.Typed(rules.Explain),
			// A Code 777 player never picks a question: a seat's count is the cards read by others that it heard.
			Sim: &companion.Sim{Play: simulate, Unit: "cards heard"},
		},
		Vocabulary: vocabulary(),
		Sessions:   []companion.Session{{Name: "2p", Players: 2, Seed: 3}, {Name: "3p", Players: 3, Seed: 5}, {Name: "5p", Players: 5, Seed: 7}},
		Bot:        practiceBot,
		SetupKinds: []string{evRack},
		Sheet:      sheet,
		Cites:      rules.Cites,
		Teach:      teach,
	})
}

// simulate is Simulate as the command line reports it: questions are cards read.
func simulate(ctx context.Context, svc companion.Tables, players int, seed int64) (companion.SimResult, error) {
	r, err := Simulate(ctx, svc, players, seed)
	g := companion.SimResult{Questions: r.Questions, SolvedAfter: r.SolvedAfter}
	if r.Winner >= 0 {
		g.Winners = []int{r.Winner}
	}
	return g, err
}

func tagSets() []companion.TagSet {
	var tiles, cards []companion.Component
	for _, k := range rules.Kinds() {
		tiles = append(tiles, companion.Component{ID: k.String(), Label: k.Color().String() + " " + strconv.Itoa(k.Number()), Copies: k.Copies()})
	}
	for _, c := range rules.Cards() {
		cards = append(cards, companion.Component{ID: c.String(), Label: c.String(), Copies: 1})
	}
	return []companion.TagSet{
		{ID: string(TileSet), Secret: true, Components: tiles},
		{ID: string(CardSet), Components: cards},
	}
}
