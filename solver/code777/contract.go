package code777

import (
	"fmt"
)

// AnswerRequest asks what a reader must answer ("tablemate answer", cmd/tablemate/CONTRACT.md). Racks are the
// racks the reader sees.
type AnswerRequest struct {
	Game            string     `json:"game"`
	Racks           [][]string `json:"racks"`
	Card            string     `json:"card"`
	Q2ThresholdMore bool       `json:"q2_threshold_more,omitempty"`
}

// AnswerResponse is the reader's answer: an integer or "a", "b", "equal".
type AnswerResponse struct {
	Answer Answer `json:"answer"`
}

// AnswerFor answers an AnswerRequest, validating ids, rack sizes, the number of racks and copy limits.
func AnswerFor(req AnswerRequest) (AnswerResponse, error) {
	if req.Game != GameID {
		return AnswerResponse{}, fmt.Errorf("game %q: this command is for %q", req.Game, GameID)
	}
	card, err := ParseCard(req.Card)
	if err != nil {
		return AnswerResponse{}, err
	}
	racks := make([]Rack, len(req.Racks))
	for i, ids := range req.Racks {
		if racks[i], err = ParseRack(ids); err != nil {
			return AnswerResponse{}, fmt.Errorf("racks[%d]: %w", i, err)
		}
	}
	a, err := AnswerCard(racks, card, Options{Q2ThresholdMore: req.Q2ThresholdMore})
	if err != nil {
		return AnswerResponse{}, err
	}
	return AnswerResponse{Answer: a}, nil
}
