package lexio

import "cmp"

// BotMove is what a practice bot does on its turn: play tiles, pass, or go
// out buying one market tile.
type BotMove struct {
	Action string // "play", "pass" or "out"
	Play   Play   // the play (Action "play")
	Tile   Tile   // the market tile bought (Action "out")
}

// BotSeat is everything a bot may know on its turn: its own hand, the
// table, the face-up market, its chips and the stage. It never sees another
// seat's tiles.
type BotSeat struct {
	Hand   Hand
	Table  Play
	Market Hand
	Chips  int
	Stage  Stage
}

// ChooseMove is a simple, legal, sensible Lexio player (for practice
// tables). Leading, it plays its lowest combination, the longer one on a
// tie (a straight 3–7 before a single 3), and never leads a bomb while it
// has anything else. Following, it plays the lowest play of the table's type
// that beats it; it throws a bomb only when nothing else beats and the bomb
// leaves it at most 3 tiles; otherwise it goes out (stage 3) when it holds at
// least 20 chips and the market's best tile beats its own best tile, and
// passes in every other case. It plays only on its turn.
func ChooseMove(s BotSeat) BotMove {
	plays := Plays(s.Hand, s.Table, Options{Stage: s.Stage})
	var best, bomb *Play
	for i := range plays {
		p := &plays[i]
		if p.Type == Bomb {
			if bomb == nil || lower(*p, *bomb) {
				bomb = p
			}
			continue
		}
		if best == nil || lower(*p, *best) {
			best = p
		}
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
