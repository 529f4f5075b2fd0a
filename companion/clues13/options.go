package clues13

// Options are the table options the host may set in Settings.Options, e.g. {"expert": true}.
type Options struct {
	// Expert adds the seed's expert rule (3–6 players): one top-secret token per player for one
	// private Ask that only the asker and the answerer learn.
	Expert bool `json:"expert"`
}
