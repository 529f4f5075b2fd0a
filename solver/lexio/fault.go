package lexio

// Fault says why a combination may not follow the play on the table. The
// table service turns it into the reason a phone shows ("wrong type", ...).
type Fault uint8

// The faults, in the order they are checked.
const (
	NoFault       Fault = iota
	WrongType           // a different, non-bomb type
	WrongLength         // the same type with another tile count (steps, straights)
	NotHigher           // the same shape whose key is not strictly higher
	WeakerBomb          // a bomb on a bomb that is not stronger
	BombOnNothing       // no combination at all (the zero Play)
	NeedsBomb           // a non-bomb on a bomb: only a stronger bomb beats a bomb
)

var faultNames = [...]string{"", "wrong type", "wrong length", "not higher", "weaker bomb", "no combination", "only a bomb beats a bomb"}

// String names the fault in words.
func (f Fault) String() string {
	if int(f) < len(faultNames) {
		return faultNames[f]
	}
	return "fault"
}

// FaultOf says why p may not be played on table; NoFault exactly when
// Beats(p, table).
func FaultOf(p, table Play) Fault {
	switch {
	case Beats(p, table):
		return NoFault
	case p.Type == None:
		return BombOnNothing
	case p.Type == Bomb:
		return WeakerBomb
	case table.Type == Bomb:
		return NeedsBomb
	case p.Type != table.Type:
		return WrongType
	case p.Len() != table.Len():
		return WrongLength
	}
	return NotHigher
}

// ChipsByDeal returns every seat's chips (not counting chips in front of
// buyers) at the start of the game and after each deal that has begun, by
// replaying the ledger's transfers; row 0 is the start. The last row is the
// standing now when a deal is under way.
func ChipsByDeal(l Ledger) [][]int {
	chips := make([]int, l.Players())
	for s := range chips {
		chips[s] = StartChips
	}
	rows := [][]int{append([]int(nil), chips...)}
	ts := l.Transfers()
	i := 0
	for d := 1; d <= l.Deal(); d++ {
		for ; i < len(ts) && ts[i].Deal == d; i++ {
			if t := ts[i]; t.From.Kind == Purse {
				chips[t.From.Seat] -= t.Amount
			}
			if t := ts[i]; t.To.Kind == Purse {
				chips[t.To.Seat] += t.Amount
			}
		}
		rows = append(rows, append([]int(nil), chips...))
	}
	return rows
}
