// Package history is the game-night history's records: their checks, and
// their exports and imports (CSV, JSON), checked as a whole before anything
// is kept.
package history
