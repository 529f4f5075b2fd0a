package lexio

// Options are the table options (Settings.Options JSON).
type Options struct {
	// Stage is the teaching stage: 1 basic climbing, 2 with bombs, 3 full
	// rules (the default; 1 at a practice table with a player).
	Stage int `json:"stage,omitempty"`
	// Deals is the agreed number of deals (default 3).
	Deals int `json:"deals,omitempty"`
	// Scorekeeping records only purchases, trick ends and emptied hands; no hands are entered.
	Scorekeeping bool `json:"scorekeeping,omitempty"`
}

// DefaultDeals is the number of deals when the host does not choose.
const DefaultDeals = 3

// MaxDeals bounds the agreed number of deals.
const MaxDeals = 50
