// Package games registers every game Tablemate runs at a table. Import it
// (blank) wherever tables are served: the server, the CLI, tests.
package games

import (
	_ "github.com/tablemate/tablemate/companion/clues13" // 13 Clues, 2–6 players
	_ "github.com/tablemate/tablemate/companion/code777" // Code 777, 2–5 players
	_ "github.com/tablemate/tablemate/companion/lexio"   // Lexio bomb market, 3–6 players
	_ "github.com/tablemate/tablemate/companion/tagiron" // Tagiron, 2–4 players
)
