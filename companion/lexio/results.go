package lexio

import (
	"slices"

	rules "github.com/tablemate/tablemate/solver/lexio"
)

// Emptied is one emptied hand and its payout, as every phone and the display show it: who emptied,
// the pot they took and what each other player paid them for the tiles left in hand.
type Emptied struct {
	Deal int   `json:"deal"`
	Seat int   `json:"seat"`
	Pot  int   `json:"pot"`
	Paid []int `json:"paid"` // by seat; 0 for the emptier and for players who held nothing
	// Owed is set when a payer had fewer chips in hand than tiles left: by seat, what each
	// payer owed (one chip per tile). Payouts come from chips in hand only; the shortfall is
	// not owed later, and every screen names the payer with what they paid of what they owed.
	Owed []int `json:"owed,omitempty"`
}

// DealSummary is a finished deal's chips per seat: before, the changes by reason, after.
type DealSummary struct {
	Deal      int       `json:"deal"`
	Before    []int     `json:"before"`
	Purchases []int     `json:"purchases"` // chips spent going out (≤ 0)
	Pots      []int     `json:"pots"`      // pots taken on emptying a hand (≥ 0)
	Tiles     []int     `json:"tiles"`     // received for others' tiles minus paid for one's own
	After     []int     `json:"after"`
	Emptied   []Emptied `json:"emptied"`
}

// Final is the end of the game: each seat's place (1 = first; equal chips share the place), its total
// and its change in every deal.
type Final struct {
	Places  []int   `json:"places"`
	Totals  []int   `json:"totals"`
	Changes [][]int `json:"changes"` // by deal, by seat
}

// recordEmptied notes seat's emptied hand with the ledger lines the payout
// added after index from; left is each seat's tiles left, what it owed.
func (s *State) recordEmptied(seat, from int, left []int) {
	l := s.match().Ledger()
	ts := l.Transfers()
	e := Emptied{Deal: l.Deal(), Seat: seat, Paid: make([]int, s.players)}
	for _, t := range ts[from:] {
		switch {
		case t.Reason == rules.PotWin && t.To == rules.Account{Kind: rules.Purse, Seat: seat}:
			e.Pot += t.Amount
		case t.Reason == rules.TilesLeft && t.From.Kind == rules.Purse:
			e.Paid[t.From.Seat] += t.Amount
			if t.Short() > 0 && e.Owed == nil {
				e.Owed = make([]int, s.players)
			}
		}
	}
	if e.Owed != nil {
		for _, t := range ts[from:] {
			if t.Reason == rules.TilesLeft && t.From.Kind == rules.Purse {
				e.Owed[t.From.Seat] += t.Owed
			}
		}
	}
	s.emptied = append(s.emptied, e)
}

// summaries returns the summary of every finished deal, computed from the ledger alone (and the
// emptied hands recorded as they happened).
func (s *State) summaries() []DealSummary {
	l := s.match().Ledger()
	done := l.Deal()
	if s.match().Phase() == rules.Playing {
		done--
	}
	chart := rules.ChipsByDeal(l)
	out := []DealSummary{}
	for d := 1; d <= done && d < len(chart); d++ {
		n := s.players
		sum := DealSummary{Deal: d, Before: slices.Clone(chart[d-1]), After: slices.Clone(chart[d]),
			Purchases: make([]int, n), Pots: make([]int, n), Tiles: make([]int, n), Emptied: []Emptied{}}
		for _, t := range l.DealTransfers(d) {
			switch t.Reason {
			case rules.Purchase:
				sum.Purchases[t.From.Seat] -= t.Amount
			case rules.PotWin:
				sum.Pots[t.To.Seat] += t.Amount
			case rules.TilesLeft:
				sum.Tiles[t.From.Seat] -= t.Amount
				sum.Tiles[t.To.Seat] += t.Amount
			}
		}
		for _, e := range s.emptied {
			if e.Deal == d {
				sum.Emptied = append(sum.Emptied, cloneEmptied(e))
			}
		}
		out = append(out, sum)
	}
	return out
}

// final returns the end of the game from the deal summaries.
func (s *State) final(sums []DealSummary) *Final {
	l := s.match().Ledger()
	f := &Final{Places: make([]int, s.players), Totals: make([]int, s.players), Changes: [][]int{}}
	for p := range f.Totals {
		f.Totals[p] = l.Chips(p)
	}
	for p := range f.Places {
		f.Places[p] = 1
		for q := range f.Totals {
			if f.Totals[q] > f.Totals[p] {
				f.Places[p]++
			}
		}
	}
	for _, d := range sums {
		ch := make([]int, s.players)
		for p := range ch {
			ch[p] = d.After[p] - d.Before[p]
		}
		f.Changes = append(f.Changes, ch)
	}
	return f
}

func cloneEmptied(e Emptied) Emptied {
	e.Paid = slices.Clone(e.Paid)
	e.Owed = slices.Clone(e.Owed)
	return e
}
