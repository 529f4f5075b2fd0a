// Package teach is first-game mode's bookkeeping: each seat's switch and
// what became of each tip it was shown, folded from the seat's own private
// events; which tip is current; which tips' moments passed. The tips
// themselves (companion.Tip, companion.Teacher) are the games': each game
// computes them from the seat's own view. The table (companion/table)
// decides, writes and serves them.
package teach
