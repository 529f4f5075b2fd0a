// Package code777 holds the pure rules of Code 777 (tile kinds, racks, the 23 question cards and their
// answers, the table rules the service needs: racks per player count, challenge order, the question deck
// cycle and the draw-pile reshuffle), the flow of a game at a real table as a pure value (Match: rack
// entries and refills, draw pile, discards, turn order, challenge rounds judged by JudgeRound, coins and the
// win), and an exact deduction engine that tells one seat what its clues allow
// about its own rack: how many kind-multisets remain, the exact probability of every number triple and every
// kind, the chance a challenge now would be right, and which marks on its note sheet are wrong or missing.
//
// The package does no I/O, keeps no mutable global state and is deterministic; randomness (deck and pile
// shuffles) comes only from a *rand.Rand the caller passes in. The JSON contract (tablemate answer /
// tablemate solve, see cmd/tablemate/CONTRACT.md) is AnswerRequest/AnswerFor and SolveRequest/Solve.
package code777
