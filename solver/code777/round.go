package code777

// CoinsToWin ends the game: the first player with this many coins wins.
const CoinsToWin = 3

// Challenge is one player naming the numbers on their own rack.
type Challenge struct {
	Seat    int
	Numbers Numbers
}

// Verdict is one challenge judged: right or wrong, and the neutral rack it refreshes (if any).
type Verdict struct {
	Seat    int
	Correct bool
	Refresh RackID // meaningful when Refreshes is set
	// Refreshes: a correct challenge that did not end the game refreshes a neutral rack (2–3 players).
	Refreshes bool
}

// Round is the outcome of one round of challenges, judged in the rule sheet's order.
type Round struct {
	Verdicts []Verdict
	Void     []int // challengers not heard because an earlier one won the game
	Coins    []int // every seat's coins afterwards
	Correct  int   // correct challenges in the whole game afterwards
	Winner   int   // the seat that reached CoinsToWin, or -1
}

// JudgeRound judges challenges that are already in the rule sheet's order (ChallengeOrder) against the
// racks (index = seat), given every seat's coins and the number of correct challenges before this round.
// Each correct one earns a coin and, unless it wins the game, refreshes a neutral rack once (seed: "every
// time someone is correct"), even when several are correct in the same round; once someone reaches
// CoinsToWin the remaining challengers are not heard. It is pure: the inputs are not changed.
func JudgeRound(players int, racks []Rack, coins []int, correctBefore int, order []Challenge) Round {
	r := Round{Coins: append([]int(nil), coins...), Correct: correctBefore, Winner: -1}
	for _, c := range order {
		if r.Winner >= 0 {
			r.Void = append(r.Void, c.Seat)
			continue
		}
		v := Verdict{Seat: c.Seat, Correct: JudgeChallenge(racks[c.Seat], c.Numbers)}
		if v.Correct {
			r.Coins[c.Seat]++
			if r.Coins[c.Seat] >= CoinsToWin {
				r.Winner = c.Seat
			} else if id, ok := NeutralToRefresh(players, r.Correct); ok {
				v.Refresh, v.Refreshes = id, true
			}
			r.Correct++
		}
		r.Verdicts = append(r.Verdicts, v)
	}
	return r
}
