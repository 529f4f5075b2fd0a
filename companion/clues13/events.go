package clues13

// Event kinds.
const (
	evCards = "cards.set"  // a seat entered its five cards: the case it gives its left neighbour and its inside pair
	evStart = "game.start" // the starting player and, when laid out or scanned, the informants under their letters
	evTake  = "take"       // the player on turn took a token from another player (supply empty)
	evAsk   = "ask"        // an ask and its true answer (computed at decision time)
	evPeek  = "peek"       // a look at one informant, with the card seen (entered by the peeker unless laid out)
	evSolve = "solve"      // a solve attempt and its verdict
	evMark  = "note.mark"  // a notepad mark (private, not undoable)
	evText  = "note.text"  // the notepad's free text (private, not undoable)
)

type cardsData struct {
	Seat    int      `json:"seat"`
	Outside []string `json:"outside"`
	Inside  []string `json:"inside"`
}

// startData's Informants are in letter order when laid out (by the host or scans); empty when the
// informants stay as they lie, unknown to the server until each peeker says what they saw.
type startData struct {
	Starter    int      `json:"starter"`
	Informants []string `json:"informants,omitempty"`
}

type takeData struct {
	Seat int `json:"seat"`
	From int `json:"from"`
}

type askData struct {
	Seat     int    `json:"seat"`
	Answerer int    `json:"answerer"`
	Ask      string `json:"ask"`
	Side     string `json:"side,omitempty"`
	Private  bool   `json:"private,omitempty"`
	Answer   int    `json:"answer"`
}

// peekData's Card is the informant laid out under Letter, or, when the informants lie unknown, the card
// the peeker said they saw (Entered): their own knowledge, never checked against the hidden cards.
type peekData struct {
	Seat    int    `json:"seat"`
	Letter  string `json:"letter"`
	Card    string `json:"card"`
	Entered bool   `json:"entered,omitempty"`
}

type solveData struct {
	Seat    int      `json:"seat"`
	Guess   []string `json:"guess"`
	Correct bool     `json:"correct"`
}

type markData struct {
	Seat  int    `json:"seat"`
	Card  string `json:"card"`
	State string `json:"state"`
}

type textData struct {
	Seat int    `json:"seat"`
	Text string `json:"text"`
}

// evPlace is one card a scan placed; the fifth carries the seat's entry
// (the "cards" command's event data) and completes it.
const evPlace = "card.place"

// evLay is one informant a scan laid under the next letter at set-up.
const evLay = "informant.lay"

type laidData struct {
	Letter string `json:"letter"`
	Card   string `json:"card"`
	Tag    string `json:"tag,omitempty"`
}

type placeData struct {
	Seat     int        `json:"seat"`
	Card     string     `json:"card"`
	Tag      string     `json:"tag"`
	N        int        `json:"n"` // cards placed for the seat with this one
	Complete *cardsData `json:"complete,omitempty"`
}

// Undoable implements companion.State: the notepad is corrected by new marks, not by the host's undo.
func (s *State) Undoable(kind string) bool { return !s.Private(kind) }

// Private implements companion.State: a notepad is its owner's alone.
func (s *State) Private(kind string) bool { return kind == evMark || kind == evText }
