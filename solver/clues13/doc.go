// Package clues13 holds the pure rules and the exact deduction engine of 13 Clues (13 클루, 2–6 players).
//
// It has three layers, all free of I/O, clocks and randomness (a seeded *rand.Rand is passed in where a
// deal is drawn):
//
//   - components: the 30 clue cards, the 10 colours and 6 categories a player may ask about, the informant
//     letters, the set-up per player count, with English ids and Korean names for the phone pages;
//   - rule helpers the table service needs: who sees which cards (Deal), what an asked player answers,
//     the magnifying-glass token economy (Economy), the turn flow of a game as a pure value (Match: whose
//     turn, must-take, asks, peeks, solves, the winner) and the checks a move must pass;
//   - the deduction engine behind `tablemate solve` (Solve, Deduce) and the note checker (Check).
//
// The engine never enumerates whole hidden worlds. For each candidate case of the seat it counts the ways
// to give the remaining unseen cards to the opponents' inside pairs with a dynamic programme over subsets
// of those cards, because every answer of opponent Q depends only on the seat's case and Q's own pair.
// Counts are exact integers; probabilities are divided out only at the end.
package clues13
