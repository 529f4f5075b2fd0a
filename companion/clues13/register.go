package clues13

import (
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/tags"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// CardSet is 13 Clues' box of tagged pieces: the 30 person, location and weapon cards.
const CardSet tags.Set = "clues13-cards"

// The compiler checks the state against the table's interfaces: a drifted
// signature breaks the build instead of silently turning hints off.
var (
	_ companion.State  = (*State)(nil)
	_ companion.Hinter = (*State)(nil)
	_ companion.Cloner = (*State)(nil)
)

// The one registration of 13 Clues: everything the house knows about it.
func init() {
	companion.Register(companion.Game{
		Meta: companion.Meta{Name: Name, Players: []int{2, 3, 4, 5, 6},
			Hints: []string{companion.HintsFull, companion.HintsPossibilities, companion.HintsCheck, companion.HintsOff},
			Options: []companion.Option{
				{Name: "expert", Bool: true, Default: false, Values: []any{false, true}},
			}},
		Rules:    Rules{},
		Words:    map[string]map[string]string{"ko": companion.MergeWords(tableWordsKO, refusalWordsKO, scanWordsKO)},
		TagSets:  tagSets(),
		Describe: describeScan,
		Result:   result,
		Recount:  recount,
		Bot:      practiceBot,
		Sheet:    sheet,
		Teach:    teach,
	})
}

func tagSets() []companion.TagSet {
	var cards []companion.Component
	for i := 0; i < rules.NumCards; i++ {
		c := rules.Card(i)
		cards = append(cards, companion.Component{ID: c.String(), Label: c.String(), Copies: 1})
	}
	return []companion.TagSet{{ID: string(CardSet), Secret: true, Components: cards}}
}
