package tagiron

import (
	"math"
	"slices"
)

// fewDeals is the most consistent physical deals the ranking walks one by one (informationFew); and
// fewWork bounds the steps spent listing them. Late in a game only a handful of deals are left, and
// walking them is far cheaper than jointCounts' tables, which cost the same however few deals remain.
const (
	fewDeals = 2048
	fewWork  = 1 << 17
)

// fewDeal is one consistent physical deal: each opponent's rack, as an index into its distinct racks,
// and the centre, as an index into the distinct centres.
type fewDeal struct {
	rack   [3]uint16
	centre uint16
}

// informationFew returns I(centre; joint opponent answers) per row question (3–4 players), the same
// quantity as informationCentre, by walking every consistent deal; ok is false when there are more
// than fewDeals of them or listing them would take more than fewWork steps.
func (e *engine) informationFew() (out []float64, ok bool) {
	if len(e.opps) < 2 || e.total == 0 || e.total > fewDeals {
		return nil, false
	}
	// List the deals, opponents with the fewest candidates first; the last opponent is checked
	// against what the others left.
	order := make([]int, len(e.opps))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return len(e.cand[a]) - len(e.cand[b]) })
	racks := make([][]uint32, len(e.opps)) // distinct racks per opponent
	rackIdx := make([]map[uint32]uint16, len(e.opps))
	for o := range rackIdx {
		rackIdx[o] = map[uint32]uint16{}
	}
	var centres []uint32
	centreIdx := map[uint32]uint16{}
	index := func(m map[uint32]uint16, list *[]uint32, r uint32) uint16 {
		i, ok := m[r]
		if !ok {
			i = uint16(len(*list))
			m[r] = i
			*list = append(*list, r)
		}
		return i
	}
	deals := make([]fewDeal, 0, e.total)
	work := 0
	var chosen [3]uint32
	var walk func(level int, used uint32) bool
	walk = func(level int, used uint32) bool {
		o := order[level]
		for _, r := range e.cand[o] {
			if work++; work > fewWork || len(deals) > fewDeals {
				return false
			}
			if r&used != 0 {
				continue
			}
			chosen[o] = r
			if level+1 < len(order) {
				if !walk(level+1, used|r) {
					return false
				}
				continue
			}
			var d fewDeal
			for p := range e.opps {
				d.rack[p] = index(rackIdx[p], &racks[p], chosen[p])
			}
			d.centre = index(centreIdx, &centres, e.full&^(used|r))
			deals = append(deals, d)
		}
		return true
	}
	if !walk(0, 0) || uint64(len(deals)) != e.total {
		return nil, false
	}

	var sumW float64 // as informationCentre sums it
	for _, c := range e.racks {
		sumW += nlogn(e.weight[c])
	}
	t := float64(e.total)
	out = make([]float64, len(e.row))
	cls := make([][]uint32, len(e.opps))
	joint := make([]uint64, len(deals))
	cell := make([]uint64, len(deals))
	buf := make([]Tile, 0, 5)
	for i, q := range e.row {
		ids := map[Answer]uint32{}
		for p := range e.opps {
			cls[p] = cls[p][:0]
			for _, r := range racks[p] {
				a := answer(e.tiles(r, buf), q.card, q.pick)
				id, ok := ids[a]
				if !ok {
					id = uint32(len(ids))
					ids[a] = id
				}
				cls[p] = append(cls[p], id)
			}
		}
		k := uint64(len(ids))
		for j, d := range deals {
			var a uint64
			for p := range e.opps {
				a = a*k + uint64(cls[p][d.rack[p]])
			}
			joint[j] = a
			cell[j] = uint64(d.centre)<<48 | a
		}
		sumGlobal, sumLocal := runsNlogn(joint), runsNlogn(cell)
		v := math.Log2(t) - (sumGlobal+sumW-sumLocal)/t
		out[i] = math.Max(0, v)
	}
	return out, true
}

// runsNlogn sorts keys and returns Σ n log n over the runs of equal keys.
func runsNlogn(keys []uint64) float64 {
	slices.Sort(keys)
	var sum float64
	for i := 0; i < len(keys); {
		j := i + 1
		for j < len(keys) && keys[j] == keys[i] {
			j++
		}
		sum += nlogn(uint64(j - i))
		i = j
	}
	return sum
}
