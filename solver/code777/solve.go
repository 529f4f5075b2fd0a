package code777

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"slices"
	"strings"
)

// GameID is the "game" value of the JSON contract.
const GameID = "code777"

// SolveRequest is one seat's knowledge ("tablemate solve", cmd/tablemate/CONTRACT.md): exactly what the server
// may show that seat.
type SolveRequest struct {
	Game    string `json:"game"`
	Players int    `json:"players"`
	Seat    int    `json:"seat"`
	// RacksNow maps every rack but the seat's own ("0".."4", "n1", "n2") to its three tile ids.
	RacksNow map[string][]string `json:"racks_now"`
	// SeenDiscards are discarded tiles the seat saw; they cannot be on its rack.
	SeenDiscards []string `json:"seen_discards"`
	// Log holds the answers given since the seat's current rack was placed.
	Log             []LogEntry `json:"log"`
	Q2ThresholdMore bool       `json:"q2_threshold_more,omitempty"`
	// History, when given, is every move of the tiles since the game began as the seat saw it (see Step):
	// the rack is then weighed by all of it, not as a fresh draw from the tiles unseen now. It must end
	// with racks_now on the racks and seen_discards (the discards seen since the last reshuffle) in the
	// discards.
	History []Step `json:"history,omitempty"`
}

// LogEntry is one card read aloud: Others is what the seat saw at that moment on every rack except its own
// and the reader's.
type LogEntry struct {
	Reader int                 `json:"reader"`
	Card   string              `json:"card"`
	Answer Answer              `json:"answer"`
	Others map[string][]string `json:"others"`
}

// SolveResponse is everything the seat may deduce about its own rack.
type SolveResponse struct {
	// Consistent counts the distinct multisets of kinds the seat's rack may still be; 0 is a contradiction.
	Consistent    int  `json:"consistent"`
	Contradiction bool `json:"contradiction"`
	// Numbers maps sorted number triples ("5 5 7") to their exact probability (zeros left out).
	Numbers map[string]float64 `json:"numbers"`
	// Solved is the number triple when only one remains, else nil (JSON null).
	Solved *string `json:"solved"`
	// Kinds maps every kind to the probability that the rack holds at least one tile of it (extra field).
	Kinds map[string]float64 `json:"kinds"`
	// Racks maps each possible rack ("black3 black3 red5") to its probability (extra field).
	Racks map[string]float64 `json:"racks"`
	// ChallengeRight is the chance a challenge now would be right, naming the best numbers; nil on a
	// contradiction (extra field).
	ChallengeRight *ChallengeOdds `json:"challenge_right"`
	// Suggestions is always empty: in Code 777 the next question is drawn, not chosen.
	Suggestions []Suggestion `json:"suggestions"`
}

// ChallengeOdds is the best challenge available now. Ties go to the smallest triple, for determinism.
type ChallengeOdds struct {
	Numbers     string  `json:"numbers"`
	Probability float64 `json:"probability"`
}

// Suggestion is the contract's shape for a question worth asking; Code 777 never has any (see
// SolveResponse.Suggestions).
type Suggestion struct {
	Card         string  `json:"card"`
	ExpectedBits float64 `json:"expected_bits"`
}

// UnmarshalJSON decodes the request and refuses a missing "seat" or "players" (0 is a real seat, so a
// silent default would answer for the wrong player).
func (r *SolveRequest) UnmarshalJSON(b []byte) error {
	type plain SolveRequest
	var aux struct {
		plain
		Players *int `json:"players"`
		Seat    *int `json:"seat"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	if aux.Players == nil {
		return errors.New(`missing "players"`)
	}
	if aux.Seat == nil {
		return errors.New(`missing "seat"`)
	}
	*r = SolveRequest(aux.plain)
	r.Players, r.Seat = *aux.Players, *aux.Seat
	return nil
}

// UnmarshalJSON decodes a log entry and refuses a missing "reader" (0 is a real seat).
func (e *LogEntry) UnmarshalJSON(b []byte) error {
	type plain LogEntry
	var aux struct {
		plain
		Reader *int `json:"reader"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	if aux.Reader == nil {
		return errors.New(`log entry: missing "reader"`)
	}
	*e = LogEntry(aux.plain)
	e.Reader = *aux.Reader
	return nil
}

// knowledge is a validated SolveRequest.
type knowledge struct {
	opts Options
	// unseen are the tiles the seat has not seen: its rack is 3 of them.
	unseen Tiles
	// clues are the log entries read by others, the only ones that teach the seat anything.
	clues []clue
	// prior weighs each possible rack by the seat's history (nil without one: a fresh draw from unseen).
	prior map[Tiles]*big.Int
}

// clue is one answer heard by the seat, reduced to what the reader saw besides the seat's rack.
type clue struct {
	card   Card
	answer Answer
	// others are the tiles the reader saw on racks other than the seat's: with the candidate they must fit
	// the game, and cards 8-23 look only at the sum of the two.
	others Tiles
	// qualifying counts the other racks that satisfy a rack-counting card (1-7).
	qualifying int
}

// parseKnowledge validates the request; every error names what was wrong in player terms.
func parseKnowledge(req SolveRequest) (knowledge, error) {
	if req.Game != GameID {
		return knowledge{}, fmt.Errorf("game %q: this solver is for %q", req.Game, GameID)
	}
	racks, err := RacksFor(req.Players)
	if err != nil {
		return knowledge{}, err
	}
	if req.Seat < 0 || req.Seat >= req.Players {
		return knowledge{}, fmt.Errorf("seat %d is not a seat of a %d-player game (0-%d)", req.Seat, req.Players, req.Players-1)
	}
	seat := SeatRack(req.Seat)
	_, now, err := parseRackMap(req.RacksNow, racks, seat, seat)
	if err != nil {
		return knowledge{}, fmt.Errorf("racks_now: %w", err)
	}
	discards, err := ParseTiles(req.SeenDiscards)
	if err != nil {
		return knowledge{}, fmt.Errorf("seen_discards: %w", err)
	}
	seen := now.Plus(discards)
	if err := seen.Fits(); err != nil {
		return knowledge{}, fmt.Errorf("racks_now and seen_discards together: %w", err)
	}
	unseen, _ := FullSet().Minus(seen) // cannot fail: seen fits the game
	if unseen.Total() < RackSize {
		return knowledge{}, fmt.Errorf("the seat has seen %d of the 28 tiles, leaving none for its own rack", seen.Total())
	}
	kn := knowledge{opts: Options{Q2ThresholdMore: req.Q2ThresholdMore}, unseen: unseen}
	if req.History != nil {
		if kn.prior, err = historyPrior(req, racks, now, discards, kn.opts); err != nil {
			return knowledge{}, err
		}
	}
	v := len(racks) - 1
	for i, e := range req.Log {
		c, err := parseClue(e, racks, seat, v, kn.opts)
		if err != nil {
			return knowledge{}, fmt.Errorf("log[%d]: %w", i, err)
		}
		if e.Reader != req.Seat { // the seat's own readings teach it nothing
			kn.clues = append(kn.clues, c)
		}
	}
	return kn, nil
}

// parseClue validates one log entry. Entries the seat read itself may leave out "others".
func parseClue(e LogEntry, racks []RackID, seat RackID, v int, opts Options) (clue, error) {
	if e.Reader < 0 || e.Reader >= MaxPlayers || !slices.Contains(racks, SeatRack(e.Reader)) {
		return clue{}, fmt.Errorf("reader %d is not a seat of this game", e.Reader)
	}
	card, err := ParseCard(e.Card)
	if err != nil {
		return clue{}, err
	}
	if e.Answer == NoAnswer {
		return clue{}, fmt.Errorf("%s: missing answer", card)
	}
	if !Possible(card, v, e.Answer) {
		return clue{}, fmt.Errorf("%s can never be answered %s when the reader sees %d racks (possible: %s)",
			card, e.Answer, v, answerList(PossibleAnswers(card, v)))
	}
	c := clue{card: card, answer: e.Answer}
	reader := SeatRack(e.Reader)
	if reader == seat && len(e.Others) == 0 {
		return c, nil
	}
	byID, others, err := parseRackMap(e.Others, racks, seat, reader)
	if err != nil {
		return clue{}, fmt.Errorf("others: %w", err)
	}
	for _, r := range byID {
		if c.card.countsRacks() && rackQualifies(c.card, r, opts) {
			c.qualifying++
		}
	}
	c.others = others
	return c, nil
}

// parseRackMap checks that m holds exactly the racks in play other than the seat's and the reader's, each a
// valid rack, and returns them with their tiles together (which must fit the game).
func parseRackMap(m map[string][]string, racks []RackID, seat, reader RackID) (map[RackID]Rack, Tiles, error) {
	byID := make(map[RackID]Rack, len(m))
	var all Tiles
	for _, key := range slices.Sorted(maps.Keys(m)) { // sorted: the first error is deterministic
		id, err := ParseRackID(key)
		if err != nil {
			return nil, Tiles{}, err
		}
		switch {
		case !slices.Contains(racks, id):
			return nil, Tiles{}, fmt.Errorf("rack %q is not in play with this player count", key)
		case id == seat:
			return nil, Tiles{}, fmt.Errorf("rack %q is the seat's own rack, which the seat cannot see", key)
		case id == reader:
			return nil, Tiles{}, fmt.Errorf("rack %q is the reader's own rack, which the reader cannot see", key)
		}
		r, err := ParseRack(m[key])
		if err != nil {
			return nil, Tiles{}, fmt.Errorf("rack %q: %w", key, err)
		}
		byID[id] = r
		all = all.Plus(r.Tiles())
	}
	for _, id := range racks {
		if _, ok := byID[id]; !ok && id != seat && id != reader {
			return nil, Tiles{}, fmt.Errorf("rack %q is missing", id)
		}
	}
	if err := all.Fits(); err != nil {
		return nil, Tiles{}, err
	}
	return byID, all, nil
}

func answerList(as []Answer) string {
	s := make([]string, len(as))
	for i, a := range as {
		s[i] = a.String()
	}
	return strings.Join(s, ", ")
}

// world is one possible rack of the seat with its prior weight: the number of physical 3-tile draws from
// the unseen tiles that give it (product of binomial coefficients over kinds), or with a history the
// weight of the histories that end with it.
type world struct {
	rack   Rack
	weight *big.Int
}

// worlds lists the seat's possible racks, in table order, that agree with every clue given.
func (kn *knowledge) worlds(clues []clue) []world {
	var out []world
	u := &kn.unseen
	for a := range numKinds {
		for b := a; b < numKinds; b++ {
			for c := b; c < numKinds; c++ {
				r := Rack{kinds: [RackSize]Kind{a, b, c}}
				t := r.Tiles()
				var w *big.Int
				if kn.prior != nil {
					w = kn.prior[t]
				} else if d := draws(*u, t); d > 0 {
					w = big.NewInt(d)
				}
				if w != nil && w.Sign() > 0 && kn.agrees(r, t, clues) {
					out = append(out, world{rack: r, weight: w})
				}
			}
		}
	}
	return out
}

// agrees reports whether the reader of every clue, seeing the others and rack r, gave the recorded answer.
func (kn *knowledge) agrees(r Rack, t Tiles, clues []clue) bool {
	for i := range clues {
		c := &clues[i]
		seen := c.others.Plus(t)
		// At that moment the others and the seat's rack were distinct physical tiles.
		for k := range numKinds {
			if seen[k] > kindTable[k].copies {
				return false
			}
		}
		var got Answer
		if c.card.countsRacks() {
			n := c.qualifying
			if rackQualifies(c.card, r, kn.opts) {
				n++
			}
			got = Count(n)
		} else {
			got = tallyAnswer(c.card, &seen)
		}
		if got != c.answer {
			return false
		}
	}
	return true
}

// binomial returns n choose k for the small numbers of this game.
func binomial(n, k int) int64 {
	if k < 0 || k > n {
		return 0
	}
	r := int64(1)
	for i := 1; i <= k; i++ {
		r = r * int64(n-k+i) / int64(i)
	}
	return r
}

// posterior summarises the possible worlds with exact integer weights.
type posterior struct {
	worlds  []world
	total   *big.Int
	numbers map[Numbers]*big.Int
	// has[k] is the weight of worlds holding at least one tile of kind k.
	has [NumKinds]*big.Int
}

func newPosterior(ws []world) posterior {
	p := posterior{worlds: ws, total: new(big.Int), numbers: map[Numbers]*big.Int{}}
	for k := range p.has {
		p.has[k] = new(big.Int)
	}
	for _, w := range ws {
		p.total.Add(p.total, w.weight)
		n := NumbersOf(w.rack)
		if p.numbers[n] == nil {
			p.numbers[n] = new(big.Int)
		}
		p.numbers[n].Add(p.numbers[n], w.weight)
		t := w.rack.Tiles()
		for k := range numKinds {
			if t[k] > 0 {
				p.has[k].Add(p.has[k], w.weight)
			}
		}
	}
	return p
}

// none reports whether no world holds a tile of kind k; all, whether every world does.
func (p posterior) none(k Kind) bool { return p.has[k].Sign() == 0 }
func (p posterior) all(k Kind) bool  { return p.has[k].Cmp(p.total) == 0 }

// solved returns the number triple when only one remains.
func (p posterior) solved() (Numbers, bool) {
	if len(p.numbers) != 1 {
		return Numbers{}, false
	}
	for n := range p.numbers {
		return n, true
	}
	return Numbers{}, false
}

// prob returns w/total as the nearest float (0 for a nil w: no weight).
func (p posterior) prob(w *big.Int) float64 {
	if w == nil || p.total.Sign() == 0 {
		return 0
	}
	f, _ := new(big.Rat).SetFrac(w, p.total).Float64()
	return f
}

// Solve answers "tablemate solve" for Code 777: it enumerates the seat's possible racks, weights each by
// the number of physical draws from the unseen tiles that give it, keeps those under which every reader
// would have given the recorded answer, and reports exact probabilities.
func Solve(req SolveRequest) (SolveResponse, error) {
	kn, err := parseKnowledge(req)
	if err != nil {
		return SolveResponse{}, err
	}
	p := newPosterior(kn.worlds(kn.clues))
	resp := SolveResponse{
		Consistent:    len(p.worlds),
		Contradiction: len(p.worlds) == 0,
		Numbers:       map[string]float64{},
		Kinds:         map[string]float64{},
		Racks:         map[string]float64{},
		Suggestions:   []Suggestion{},
	}
	if resp.Contradiction {
		return resp, nil
	}
	var best Numbers
	for n, w := range p.numbers {
		resp.Numbers[n.String()] = p.prob(w)
		bw := p.numbers[best]
		if c := w.Cmp(bw0(bw)); c > 0 || (c == 0 && n.less(best)) {
			best = n
		}
	}
	resp.ChallengeRight = &ChallengeOdds{Numbers: best.String(), Probability: p.prob(p.numbers[best])}
	if n, ok := p.solved(); ok {
		s := n.String()
		resp.Solved = &s
	}
	for k := range numKinds {
		resp.Kinds[k.String()] = p.prob(p.has[k])
	}
	for _, w := range p.worlds {
		resp.Racks[w.rack.String()] = p.prob(w.weight)
	}
	return resp, nil
}

// bw0 is w, or zero for nil.
func bw0(w *big.Int) *big.Int {
	if w == nil {
		return new(big.Int)
	}
	return w
}
