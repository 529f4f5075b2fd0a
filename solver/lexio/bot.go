package lexio

import "cmp"

// BotMove is what a practice bot does on its turn: play tiles, pass, or go
// out buying one market tile.
type BotMove struct {
	Action string // "play", "pass" or "out"
	Play   Play   // the play (Action "play")
	Tile   Tile   // the market tile bought (Action "out")
}

// BotSeat is everything a bot may know: its own hand, the table, the
// face-up market, its chips, the stage, and what the whole table sees (whose
// turn it is, who made the play on the table, every seat's tile count). It
// never sees another seat's tiles.
type BotSeat struct {
	Seat   int
	Hand   Hand
	Table  Play
	Market Hand
	Chips  int
	Stage  Stage
	Turn   int   // the seat to act
	Last   int   // who made the play on the table, -1 before the lead
	Out    bool  // the seat went out this trick (no plays, no bombs)
	Counts []int // every seat's tile count
}

// ChooseMove is a simple, legal, sensible Lexio player (for practice
// tables). It keeps its bombs whole: a play that breaks one (a single 7 out
// of four 7s) comes only when it has no other. Leading, it plays its lowest
// combination, the longer one on a tie (a straight 3–7 before a single 3),
// and never leads a bomb while it has anything else. Following, it plays
// the lowest play of the table's type that beats it without breaking a
// bomb; it throws a bomb only when nothing else beats and the bomb leaves it
// at most 3 tiles; otherwise it goes out (stage 3) when it holds at least 20
// chips and the market's best tile beats its own best tile, and passes in
// every other case. Out of turn, see ChooseBomb.
func ChooseMove(s BotSeat) BotMove {
	plays := Plays(s.Hand, s.Table, Options{Stage: s.Stage})
	keep := BombTiles(s.Hand, s.Stage)
	var best, breaking, bomb *Play
	for i := range plays {
		p := &plays[i]
		switch {
		case p.Type == Bomb:
			if bomb == nil || lower(*p, *bomb) {
				bomb = p
			}
		case p.Tiles&keep != 0:
			if breaking == nil || lower(*p, *breaking) {
				breaking = p
			}
		case best == nil || lower(*p, *best):
			best = p
		}
	}
	if best == nil && s.Table.Type == None {
		best = breaking // a leader must play: it breaks a bomb before leading one
	}
	switch {
	case best != nil:
		return BotMove{Action: "play", Play: *best}
	case bomb != nil && (s.Table.Type == None || s.Hand.Len()-bomb.Len() <= 3):
		return BotMove{Action: "play", Play: *bomb}
	case s.Table.Type == None: // a leader must play; it always has a single
		return BotMove{Action: "play", Play: plays[0]}
	}
	if s.Stage.norm() == StageMarket && s.Market != 0 && s.Chips >= 20 {
		mine, theirs := highest(s.Hand, s.Stage), highest(s.Market, s.Stage)
		if Beats(theirs, mine) {
			return BotMove{Action: "out", Tile: theirs.Tiles.Tiles()[0]}
		}
	}
	return BotMove{Action: "pass"}
}

// Thresholds of ChooseBomb.
const (
	bombToFinish = 3 // bomb out of turn when the bomb leaves at most this many tiles
	bombToStop   = 3 // or when the play on the table is an opponent's who holds at most this many
)

// ChooseBomb is the bot's out-of-turn move: a bomb thrown in while another
// seat is to play (the rules allow it at any moment once the trick has a
// play on the table, to a seat that has not gone out). It bombs only when
// it matters, with its weakest bomb: to take a trick it needs (the bomb
// leaves it at most 3 tiles, so leading next it can go out), or to stop an
// opponent going out (the play on the table is an opponent's who holds 1 to
// 3 tiles and would lead next). ok false: it waits for its turn.
func ChooseBomb(s BotSeat) (Play, bool) {
	if s.Seat == s.Turn || s.Out || s.Table.Type == None || s.Last == s.Seat || s.Hand == 0 || !s.Stage.bombs() {
		return Play{}, false
	}
	var bomb *Play
	plays := Plays(s.Hand, s.Table, Options{Stage: s.Stage, BombsOnly: true})
	for i := range plays {
		if p := &plays[i]; p.Type == Bomb && (bomb == nil || Beats(*bomb, *p)) { // the weakest bomb
			bomb = p
		}
	}
	if bomb == nil {
		return Play{}, false
	}
	finish := s.Hand.Len()-bomb.Len() <= bombToFinish
	threat := s.Last >= 0 && s.Last < len(s.Counts) && s.Counts[s.Last] > 0 && s.Counts[s.Last] <= bombToStop
	if !finish && !threat {
		return Play{}, false
	}
	return *bomb, true
}

// BombTiles is every tile of h that is part of a bomb (none before stage 2).
func BombTiles(h Hand, st Stage) Hand {
	if !st.bombs() {
		return 0
	}
	var out Hand
	for _, p := range Plays(h, Play{}, Options{Stage: st, BombsOnly: true}) {
		out |= p.Tiles
	}
	return out
}

// lower orders plays for the bot: the lower key first, then the longer
// play, then the lower tiles.
func lower(a, b Play) bool {
	if c := cmp.Compare(a.Key, b.Key); c != 0 {
		return c < 0
	}
	if a.Len() != b.Len() {
		return a.Len() > b.Len()
	}
	return a.Tiles < b.Tiles
}

// highest is the strongest single tile of h as a play.
func highest(h Hand, st Stage) Play {
	var top Play
	for _, t := range h.Tiles() {
		p, err := ClassifyIn(HandOf(t), st)
		if err == nil && (top.Type == None || Beats(p, top)) {
			top = p
		}
	}
	return top
}
