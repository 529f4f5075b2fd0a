package code777

import (
	"strconv"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/tags"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// Code 777's boxes of tagged pieces.
const (
	TileSet tags.Set = "code777-tiles" // 11 kinds, 28 tiles (several tags per kind)
	CardSet tags.Set = "code777-cards" // q1..q23
)

// The compiler checks the state against the table's interfaces: a drifted
// signature breaks the build instead of silently turning hints off.
var (
	_ companion.State  = (*State)(nil)
	_ companion.Hinter = (*State)(nil)
	_ companion.Cloner = (*State)(nil)
)

// The one registration of Code 777: everything the house knows about it.
func init() {
	companion.Register(companion.Game{
		Meta: companion.Meta{Name: Name, Players: []int{2, 3, 4, 5},
			Hints: []string{companion.HintsFull, companion.HintsPossibilities, companion.HintsCheck, companion.HintsOff},
			Options: []companion.Option{
				{Name: "reshuffle_at", Default: int(rules.ReshuffleBasic), Values: []any{1, 4, 7}},
				{Name: "q2_threshold_more", Bool: true, Default: false, Values: []any{false, true}},
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
