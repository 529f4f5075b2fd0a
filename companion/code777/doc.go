// Package code777 runs Code 777 at a table: the deal and every refill entered by the player who places the
// tiles, the question card the reader turns up (the companion computes the reader's answer from the racks
// the reader sees), challenges (several at once resolved in the rule sheet's order), the neutral racks of
// 2-3 players, the question deck's cycles, the draw pile and its reshuffle, coins, the note sheet and hints.
//
// Seats are numbered clockwise (turn order). A player places tiles on the rack of the player to their LEFT
// (the rule sheet), so the placer of rack s is the rack owner's right-hand neighbour, seat s-1 (mod the
// number of players); neutral racks are entered by the host or any player.
//
// The pure rules (answers, challenge order, deck cycle, draw-pile rule, deduction) live in solver/code777;
// this package adds the table's hidden information. A rack's tiles never reach its owner: views, live
// updates and hints are all computed from what the actor may see.
package code777
