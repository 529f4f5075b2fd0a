package tagiron

import (
	"strconv"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/tags"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// Tagiron's boxes of tagged pieces.
const (
	TileSet tags.Set = "tagiron-tiles" // r0..r9, b0..b9 (no r5/b5), g5 twice
	CardSet tags.Set = "tagiron-cards" // the 21 question cards
)

// The compiler checks the state against the table's interfaces: a drifted
// signature breaks the build instead of silently turning hints off.
var (
	_ companion.State  = (*State)(nil)
	_ companion.Hinter = (*State)(nil)
	_ companion.Cloner = (*State)(nil)
)

// The one registration of Tagiron: everything the house knows about it.
func init() {
	companion.Register(companion.Game{
		Meta: companion.Meta{Name: Name, Players: []int{2, 3, 4},
			Hints: []string{companion.HintsFull, companion.HintsPossibilities, companion.HintsCheck, companion.HintsOff}},
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
