package code777

// A deliberately naive, independent model of Code 777 used to cross-check the engine: tiles are strings,
// numbers and colours are read off the ids, answers are computed from the rules text, and worlds are
// enumerated as physical 3-tile draws.

import (
	"slices"
	"strconv"
	"strings"
)

var naiveCopies = map[string]int{
	"green1": 1, "yellow2": 2, "black3": 3, "brown4": 4, "red5": 4, "black5": 1,
	"pink6": 3, "green6": 3, "pink7": 1, "yellow7": 2, "blue7": 4,
}

func naiveNum(id string) int    { n, _ := strconv.Atoi(id[len(id)-1:]); return n }
func naiveCol(id string) string { return id[:len(id)-1] }

func naiveCmp(a, b int) string {
	if a > b {
		return "a"
	}
	if b > a {
		return "b"
	}
	return "equal"
}

func naiveRackCounts(card int, rack []string, q2more bool) bool {
	n := []int{naiveNum(rack[0]), naiveNum(rack[1]), naiveNum(rack[2])}
	c := []string{naiveCol(rack[0]), naiveCol(rack[1]), naiveCol(rack[2])}
	sum := n[0] + n[1] + n[2]
	switch card {
	case 1:
		return sum >= 18
	case 2:
		if q2more {
			return sum >= 12
		}
		return sum <= 12
	case 3:
		for i := range 3 {
			for j := range 3 {
				if i != j && n[i] == n[j] && c[i] != c[j] {
					return true
				}
			}
		}
		return false
	case 4:
		return c[0] != c[1] && c[1] != c[2] && c[0] != c[2]
	case 5:
		return (n[0]%2 == 0 && n[1]%2 == 0 && n[2]%2 == 0) || (n[0]%2 == 1 && n[1]%2 == 1 && n[2]%2 == 1)
	case 6:
		return rack[0] == rack[1] || rack[1] == rack[2] || rack[0] == rack[2]
	case 7:
		s := slices.Clone(n)
		slices.Sort(s)
		return s[1] == s[0]+1 && s[2] == s[1]+1
	}
	panic("not a rack card")
}

func naiveAnswer(card int, visible [][]string, q2more bool) string {
	if card <= 7 {
		k := 0
		for _, r := range visible {
			if naiveRackCounts(card, r, q2more) {
				k++
			}
		}
		return strconv.Itoa(k)
	}
	var all []string
	for _, r := range visible {
		all = append(all, r...)
	}
	count := func(pred func(id string) bool) int {
		k := 0
		for _, id := range all {
			if pred(id) {
				k++
			}
		}
		return k
	}
	is := func(want string) func(string) bool { return func(id string) bool { return id == want } }
	col := func(want string) func(string) bool { return func(id string) bool { return naiveCol(id) == want } }
	switch card {
	case 8, 9:
		per := map[string]int{}
		for _, id := range all {
			per[naiveCol(id)]++
		}
		k := 0
		for _, v := range per {
			if card == 8 || v >= 3 {
				k++
			}
		}
		return strconv.Itoa(k)
	case 10:
		k := 0
		for num := 1; num <= 7; num++ {
			if count(func(id string) bool { return naiveNum(id) == num }) == 0 {
				k++
			}
		}
		return strconv.Itoa(k)
	case 11:
		return strconv.Itoa(count(is("green1")) + count(is("black5")) + count(is("pink7")))
	case 12:
		return naiveCmp(count(func(id string) bool { return naiveNum(id) == 3 }), count(is("pink6")))
	case 13:
		return naiveCmp(count(is("green6")), count(is("yellow7")))
	case 14:
		return naiveCmp(count(func(id string) bool { return naiveNum(id) == 2 }), count(is("yellow7")))
	case 15:
		return naiveCmp(count(is("pink6")), count(is("green6")))
	case 16:
		return naiveCmp(count(is("blue7")), count(func(id string) bool { return naiveNum(id) == 7 && id != "blue7" }))
	}
	pairs := map[int][2]string{17: {"brown", "blue"}, 18: {"red", "pink"}, 19: {"green", "blue"},
		20: {"yellow", "pink"}, 21: {"black", "brown"}, 22: {"black", "red"}, 23: {"green", "yellow"}}
	p := pairs[card]
	return naiveCmp(count(col(p[0])), count(col(p[1])))
}

type naiveResult struct {
	consistent int
	numbers    map[string]float64
	kinds      map[string]float64
}

// unseenPool is the tiles the seat has not seen (racks in sight, seen
// discards), sorted, one entry per physical tile.
func unseenPool(req SolveRequest) []string {
	var pool []string
	for id, n := range naiveCopies {
		for range n {
			pool = append(pool, id)
		}
	}
	slices.Sort(pool)
	take := func(id string) {
		i := slices.Index(pool, id)
		pool = slices.Delete(pool, i, i+1)
	}
	for _, r := range req.RacksNow {
		for _, id := range r {
			take(id)
		}
	}
	for _, id := range req.SeenDiscards {
		take(id)
	}
	return pool
}

// naiveSolve enumerates every physical 3-tile draw from the tiles the seat has not seen.
func naiveSolve(req SolveRequest) naiveResult {
	pool := unseenPool(req)
	racks := map[string]bool{}
	numbers := map[string]int{}
	kinds := map[string]int{}
	total := 0
	for i := 0; i < len(pool); i++ {
		for j := i + 1; j < len(pool); j++ {
			for k := j + 1; k < len(pool); k++ {
				cand := []string{pool[i], pool[j], pool[k]}
				if !naiveAgrees(req, cand) {
					continue
				}
				slices.Sort(cand)
				racks[strings.Join(cand, " ")] = true
				nums := []int{naiveNum(cand[0]), naiveNum(cand[1]), naiveNum(cand[2])}
				slices.Sort(nums)
				numbers[strconv.Itoa(nums[0])+" "+strconv.Itoa(nums[1])+" "+strconv.Itoa(nums[2])]++
				for _, id := range slices.Compact(slices.Clone(cand)) {
					kinds[id]++
				}
				total++
			}
		}
	}
	res := naiveResult{consistent: len(racks), numbers: map[string]float64{}, kinds: map[string]float64{}}
	for n, c := range numbers {
		res.numbers[n] = float64(c) / float64(total)
	}
	for id := range naiveCopies {
		if total > 0 {
			res.kinds[id] = float64(kinds[id]) / float64(total)
		}
	}
	return res
}

func naiveAgrees(req SolveRequest, cand []string) bool {
	for _, e := range req.Log {
		if e.Reader == req.Seat {
			continue
		}
		visible := [][]string{cand}
		used := map[string]int{}
		for _, id := range cand {
			used[id]++
		}
		for _, r := range e.Others {
			visible = append(visible, r)
			for _, id := range r {
				used[id]++
			}
		}
		for id, n := range used {
			if n > naiveCopies[id] {
				return false
			}
		}
		card, _ := strconv.Atoi(strings.TrimPrefix(e.Card, "q"))
		if naiveAnswer(card, visible, req.Q2ThresholdMore) != e.Answer.String() {
			return false
		}
	}
	return true
}
