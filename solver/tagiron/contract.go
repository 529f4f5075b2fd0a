package tagiron

import "fmt"

// GameID is the value of the contract's "game" field for Tagiron.
const GameID = "tagiron"

// AnswerRequest is one line of `tablemate answer` for Tagiron:
// {"game":"tagiron","rack":["r0","r3","b6","b7","r9"],"card":"same-color-neighbours"} (choice cards add
// "pick"). The rack may be given in any order; it holds 5 tiles, or 4 in the 4-player game.
type AnswerRequest struct {
	Game string   `json:"game"`
	Rack []string `json:"rack"`
	Card string   `json:"card"`
	Pick int      `json:"pick,omitempty"`
}

// AnswerResponse is the reply: {"answer":[[1,2],[3,4]]}.
type AnswerResponse struct {
	Answer Answer `json:"answer"`
}

// AnswerFor answers one request, or returns a clear error for bad input.
func AnswerFor(req AnswerRequest) (AnswerResponse, error) {
	if err := checkGame(req.Game); err != nil {
		return AnswerResponse{}, err
	}
	if len(req.Rack) != 4 && len(req.Rack) != 5 {
		return AnswerResponse{}, fmt.Errorf("rack has %d tiles: want 5, or 4 in the 4-player game", len(req.Rack))
	}
	r, err := ParseRack(req.Rack, len(req.Rack))
	if err != nil {
		return AnswerResponse{}, err
	}
	c, err := ParseCard(req.Card)
	if err != nil {
		return AnswerResponse{}, err
	}
	a, err := AnswerCard(r, c, req.Pick)
	if err != nil {
		return AnswerResponse{}, err
	}
	return AnswerResponse{Answer: a}, nil
}

func checkGame(game string) error {
	if game != GameID {
		return fmt.Errorf("game %q: this engine answers for %q", game, GameID)
	}
	return nil
}
