package lexio

import (
	"encoding/json"
	"strconv"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/tags"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

// Name is the game's id in settings, URLs and the CLI.
const Name = "lexio"

// TileSet is Lexio's box of tagged pieces: sun1..cloud15.
const TileSet tags.Set = "lexio-tiles"

// The compiler checks the state against the table's interfaces: a drifted
// signature breaks the build instead of silently turning hints off.
var (
	_ companion.State   = (*State)(nil)
	_ companion.Entries = (*State)(nil)
)

// The one registration of Lexio: everything the house knows about it.
func init() {
	companion.Register(companion.Game{
		Meta: companion.Meta{Name: Name, Title: companion.Term{KO: "렉시오", EN: "Lexio"}, Players: []int{3, 4, 5, 6}, Hints: []string{companion.HintsOff},
			Options: []companion.Option{
				{Name: "stage", Default: 3, Values: []any{3, 2, 1}},
				{Name: "deals", Default: DefaultDeals, Values: []any{3, 1, 2, 4, 5, 6, 8, 10}},
				{Name: "scorekeeping", Bool: true, Default: false, Values: []any{false, true}},
			}},
		Rules:      Rules{},
		Words:      map[string]map[string]string{"ko": companion.MergeWords(tableWordsKO, refusalWordsKO, scanWordsKO)},
		TagSets:    tagSets(),
		Vocabulary: vocabulary(),
		Describe:   describeScan,
		Result:     result,
		Recount:    recount,
		Probe:      companion.Probes(60, tryProbe),
		Buttons:    []string{tags.ButtonConfirm, tags.ButtonNext},
		Abilities:  companion.Abilities{Plays: companion.Typed(rules.PlaysFor)},
		Sessions: []companion.Session{
			{Name: "3p-stage3", Players: 3, Seed: 3, Options: json.RawMessage(`{"stage":3,"deals":2}`)},
			{Name: "5p-stage2", Players: 5, Seed: 5, Options: json.RawMessage(`{"stage":2,"deals":1}`)},
			{Name: "6p-stage1", Players: 6, Seed: 7, Options: json.RawMessage(`{"stage":1,"deals":1}`)},
		},
		Play: playRandom,
		Exports: []companion.Export{
			{Name: "ledger.csv", MIME: "text/csv; charset=utf-8", Render: export(func(env companion.View, v View, lang string) ([]byte, error) {
				return ExportCSV(v, seatNames(env), lang)
			})},
			{Name: "ledger.json", MIME: "application/json", Render: export(func(env companion.View, v View, lang string) ([]byte, error) {
				return ExportJSON(env.Table, seatNames(env), v, lang)
			})},
			{Name: "chart.svg", MIME: "image/svg+xml", Render: export(func(env companion.View, v View, _ string) ([]byte, error) {
				return ChartSVGColours(v.Chart, seatNames(env), env.Colors), nil
			})},
		},
		Bot:        practiceBot,
		SetupKinds: []string{evHand},
		Sheet:      sheet,
		Cites:      rules.Cites,
		Teach:      teach,

		// A photo of the seat's own hand enters it (web's camera).
		PhotoEntry: "hand",
	})
}

// export adapts a renderer of Lexio's display view to companion.Export.
func export(render func(companion.View, View, string) ([]byte, error)) func(companion.View, string) ([]byte, error) {
	return func(env companion.View, lang string) ([]byte, error) {
		v, ok := env.Body.(View)
		if !ok {
			return nil, companion.Detailed(companion.NotFound, "not found", "table %s is not a Lexio table", env.Table)
		}
		return render(env, v, lang)
	}
}

// By suit, then rank: the way a box of tiles is sorted by hand.
func tagSets() []companion.TagSet {
	var tiles []companion.Component
	for s := rules.Suit(0); s < rules.NumSuits; s++ {
		for r := 1; r <= rules.MaxRank; r++ {
			t, _ := rules.NewTile(s, r)
			tiles = append(tiles, companion.Component{ID: t.String(), Label: s.String() + " " + strconv.Itoa(r), Copies: 1})
		}
	}
	return []companion.TagSet{{ID: string(TileSet), Secret: true, Components: tiles}}
}
