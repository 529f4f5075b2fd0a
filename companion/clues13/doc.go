// Package clues13 runs 13 Clues (13 클루, 2–6 players) at a table: the commands players and the host
// send (enter my five cards, start, take a token, ask, peek, solve, mark my notepad), the events they
// become, the fold, what each seat may see and the seat's hints.
//
// The rules themselves (set-up per player count, who sees which cards, the answer to an ask, the
// magnifying-glass token economy, the deduction engine) live in solver/clues13; this package adds the
// table's hidden information — every case, every inside pair and the informants — which only the
// server knows and which leaves it only through View, each part to the seats that may see it.
package clues13
