package companion

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
)

// Prepare checks a new table's settings against the game and fills in what
// its creator left to it (the hint level: the most help the game offers, a
// practice table's "possibilities"); the table is created with what it
// returns.
func (g *Game) Prepare(set Settings) (Settings, error) {
	var err error
	if set.Hints, err = g.hintLevel(g.practiceHints(set)); err != nil {
		return set, err
	}
	if err := g.checkOptions(set); err != nil {
		return set, err
	}
	if _, err := g.Rules.New(set); err != nil {
		return set, err
	}
	return set, g.checkPractice(set)
}

// checkOptions refuses, in words, table options the game does not declare
// (Meta.Options), or a value of another kind than it takes (whether a
// number fits, the game's own rules say: a console offers some values, a
// game may take more): one place for every game,
// before the game's own reading of them, so every game refuses an unknown
// option the same way and none keeps one in silence.
func (g *Game) checkOptions(set Settings) error {
	raw := bytes.TrimSpace(set.Options)
	if len(raw) == 0 || string(raw) == "null" {
		return nil
	}
	var given map[string]json.RawMessage
	if json.Unmarshal(raw, &given) != nil {
		return Bad(`the table options must be names with values, such as {"deals": 3}`)
	}
	names := make([]string, 0, len(given))
	for name := range given {
		names = append(names, name)
	}
	slices.Sort(names) // the first unknown one by name, the same every time
	for _, name := range names {
		i := slices.IndexFunc(g.Options, func(o Option) bool { return o.Name == name })
		if i < 0 {
			if len(g.Options) == 0 {
				return Bad("this game has no table options")
			}
			known := make([]string, len(g.Options))
			for j, o := range g.Options {
				known[j] = o.Name
			}
			return Bad("this game has no table option %q; its options are %s", name, strings.Join(known, ", "))
		}
		if want := kindOf(g.Options[i].Default); kindOf(decoded(given[name])) != want {
			return Bad("the table option %q takes %s, not %s", name, want, string(bytes.TrimSpace(given[name])))
		}
	}
	return nil
}

// decoded is a JSON value as encoding/json decodes it into any.
func decoded(raw json.RawMessage) any {
	var v any
	_ = json.Unmarshal(raw, &v)
	return v
}

// kindOf names the kind of an option's value as the refusal says it.
func kindOf(v any) Word {
	switch v.(type) {
	case bool:
		return Word{EN: "true or false", KO: "true/false"}
	case int, int64, float64:
		return Word{EN: "a number", KO: "숫자"}
	case string:
		return Word{EN: "a text", KO: "글자"}
	}
	return Word{EN: "a list or a group of values", KO: "목록이나 묶음"}
}

// CheckRequested refuses settings only the house's own tests and
// simulations may make, when a host asks for them through the API: a
// practice table needs the host's own seat (bots-only games are the tests').
func CheckRequested(set Settings) error {
	if p := set.Practice; p != nil && (p.Seat < 0 || p.Seat >= set.Players) {
		return practiceSeat(set.Players)
	}
	return nil
}

// practiceSeat is the refusal of a practice table without a seat for the
// player, or with one the table does not have.
func practiceSeat(players int) *Error {
	return Bad("a practice table needs a seat for you: choose one from 1 to %d", max(players, 1))
}

// The Korean of the table options' and practice tables' refusals.
func init() {
	addHouseWords("ko", map[string]string{
		`the table options must be names with values, such as {"deals": 3}`: `테이블 옵션은 {"deals": 3}처럼 이름과 값으로 적어야 합니다`,
		"this game has no table options":                                    "이 게임에는 테이블 옵션이 없습니다",
		"this game has no table option %q; its options are %s":              "이 게임에는 %q 옵션이 없습니다. 있는 옵션은 %s입니다",
		"the table option %q takes %s, not %s":                              "%[1]q 옵션에는 %[2]s 값을 씁니다 (%[3]s{은/는} 쓸 수 없습니다)",
		"the table option %q is for %d or more players":                     "%q 옵션은 %d명 이상일 때만 쓸 수 있습니다",
		"a practice table needs a seat for you: choose one from 1 to %d":    "연습 테이블에는 내 자리가 있어야 합니다. 1부터 %d까지에서 고르세요",
	})
}
