// Package tagiron holds the pure rules of Tagiron (tiles, racks, question cards, answers, the flow of
// one game) and an exact deduction engine that tells one seat everything its clues allow: how many hidden
// worlds remain, the exact probability of every tile at every position of its target rack, which marks on
// its note sheet are wrong or missing, and which face-up question is most informative.
//
// The package does no I/O, keeps no mutable global state and is deterministic. The JSON contract
// (tablemate answer / tablemate solve, see cmd/tablemate/CONTRACT.md) lives in contract.go as typed
// request/response structs.
package tagiron
