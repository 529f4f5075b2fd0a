// Package toy is a fifth game made only from the README's "What a fifth
// game needs": each player sets a secret digit, then players take turns
// guessing another player's digit; the first right guess wins. Its
// register.go is its one registration; the conformance suite imports it in
// its test alone, so it is registered nowhere else.
package toy
