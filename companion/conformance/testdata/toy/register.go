package toy

import "github.com/tablemate/tablemate/companion"

// Name is the game's registered name.
const Name = "toy"

// The one registration of the toy game.
func init() {
	companion.Register(companion.Game{
		Meta:       companion.Meta{Name: Name, Title: companion.Term{KO: "토이", EN: "Toy"}, Players: []int{2, 3}},
		Rules:      Rules{},
		Words:      map[string]map[string]string{"ko": words},
		Sessions:   []companion.Session{{Name: "2p", Players: 2, Seed: 1}, {Name: "3p", Players: 3, Seed: 2}},
		Play:       play,
		Probe:      probe,
		Bot:        bot,
		Sheet:      sheet,
		SetupKinds: []string{"digit.set"},
	})
}
