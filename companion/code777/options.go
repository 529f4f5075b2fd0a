package code777

import (
	"bytes"
	"encoding/json"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// Options are the table options, from Settings.Options:
// {"q2_threshold_more": true, "reshuffle_at": 4}.
type Options struct {
	// Q2ThresholdMore makes card 2 ask "sum 12 or more" (some printings) instead of "12 or less".
	Q2ThresholdMore bool `json:"q2_threshold_more"`
	// ReshuffleAt is the draw-pile size at which the discards are shuffled back in: 1 (basic), 4 or 7.
	ReshuffleAt int `json:"reshuffle_at"`
}

func parseOptions(raw json.RawMessage) (Options, error) {
	o := Options{ReshuffleAt: int(rules.ReshuffleBasic)}
	if len(bytes.TrimSpace(raw)) > 0 && string(bytes.TrimSpace(raw)) != "null" {
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&o); err != nil {
			return o, companion.Bad("bad table options: %v", err)
		}
	}
	switch rules.ReshuffleAt(o.ReshuffleAt) {
	case rules.ReshuffleBasic, rules.ReshuffleAt4, rules.ReshuffleAt7:
	default:
		return o, companion.Bad("the draw-pile reshuffle happens at 1, 4 or 7 tiles, not %d", o.ReshuffleAt)
	}
	return o, nil
}
