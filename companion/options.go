package companion

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
)

// checkOptions refuses, in words, table options the game does not declare
// (Meta.Options), or a value it does not offer (what a value means at this
// table, the game's own rules say): one place for every game,
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
		o := g.Options[i]
		value := string(bytes.TrimSpace(given[name]))
		offered := make([]string, len(o.Values))
		for j, v := range o.Values {
			b, _ := json.Marshal(v)
			offered[j] = string(b)
		}
		if !slices.Contains(offered, normalJSON(given[name])) {
			return Bad("the table option %q takes one of %s, not %s", name, strings.Join(offered, ", "), value)
		}
	}
	return nil
}

// normalJSON writes a JSON value as encoding/json writes the same value (3.0
// as 3), so a given value compares with the declared ones as text.
func normalJSON(raw json.RawMessage) string {
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return string(raw)
	}
	b, _ := json.Marshal(v)
	return string(b)
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
		"the table option %q takes one of %s, not %s":                       "%[1]q 옵션의 값은 %[2]s 중 하나입니다 (%[3]s{은/는} 쓸 수 없습니다)",
		"the table option %q is for %d or more players":                     "%q 옵션은 %d명 이상일 때만 쓸 수 있습니다",
		"a practice table needs a seat for you: choose one from 1 to %d":    "연습 테이블에는 내 자리가 있어야 합니다. 1부터 %d까지에서 고르세요",
	})
}
