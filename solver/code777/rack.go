package code777

import (
	"cmp"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// RackSize is the number of tiles on a rack.
const RackSize = 3

// Rack is the three tiles on one rack as a multiset of kinds. The kinds are kept sorted so that two racks
// holding the same kinds are equal values (usable as map keys).
type Rack struct {
	kinds [RackSize]Kind
}

// sort3 orders three values with a sorting network: cheaper than
// slices.Sort in the solver's inner loop.
func sort3[T cmp.Ordered](a, b, c T) (T, T, T) {
	if a > b {
		a, b = b, a
	}
	if b > c {
		b, c = c, b
	}
	if a > b {
		a, b = b, a
	}
	return a, b, c
}

// NewRack returns the rack holding the three kinds, in any order.
func NewRack(a, b, c Kind) Rack {
	a, b, c = sort3(a, b, c)
	return Rack{kinds: [RackSize]Kind{a, b, c}}
}

// ParseRack reads exactly three kind ids.
func ParseRack(ids []string) (Rack, error) {
	if len(ids) != RackSize {
		return Rack{}, fmt.Errorf("a rack holds 3 tiles, got %d (%s)", len(ids), strings.Join(ids, " "))
	}
	var ks [RackSize]Kind
	for i, id := range ids {
		k, err := ParseKind(id)
		if err != nil {
			return Rack{}, err
		}
		ks[i] = k
	}
	r := NewRack(ks[0], ks[1], ks[2])
	if err := r.Tiles().Fits(); err != nil {
		return Rack{}, fmt.Errorf("rack %s: %w", r, err)
	}
	return r, nil
}

// Kinds returns the three kinds in table order.
func (r Rack) Kinds() [RackSize]Kind { return r.kinds }

// Tiles returns the rack as a multiset.
func (r Rack) Tiles() Tiles {
	var t Tiles
	for _, k := range r.kinds {
		t[k]++
	}
	return t
}

// Sum returns the sum of the three numbers.
func (r Rack) Sum() int { return r.kinds[0].Number() + r.kinds[1].Number() + r.kinds[2].Number() }

// IDs returns the three kind ids in table order.
func (r Rack) IDs() []string {
	return []string{r.kinds[0].String(), r.kinds[1].String(), r.kinds[2].String()}
}

// String returns the ids separated by spaces, e.g. "black3 black3 red5".
func (r Rack) String() string { return strings.Join(r.IDs(), " ") }

// MarshalJSON encodes the rack as a list of three ids.
func (r Rack) MarshalJSON() ([]byte, error) { return json.Marshal(r.IDs()) }

// UnmarshalJSON decodes a list of three ids.
func (r *Rack) UnmarshalJSON(b []byte) error {
	var ids []string
	if err := json.Unmarshal(b, &ids); err != nil {
		return fmt.Errorf("a rack is a list of 3 tile ids: %w", err)
	}
	v, err := ParseRack(ids)
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// Numbers is the sorted number triple of a rack: what a challenger names (numbers only, any order).
// The zero value is "no numbers".
type Numbers struct {
	n [RackSize]int8
}

// NewNumbers returns the triple of three numbers 1..7 in any order.
func NewNumbers(a, b, c int) (Numbers, error) {
	for _, v := range []int{a, b, c} {
		if v < 1 || v > 7 {
			return Numbers{}, fmt.Errorf("numbers are 1 to 7, got %d", v)
		}
	}
	a, b, c = sort3(a, b, c)
	return Numbers{n: [RackSize]int8{int8(a), int8(b), int8(c)}}, nil
}

// ParseNumbers reads three numbers separated by spaces or commas, in any order: "5 7 5" -> 5 5 7.
func ParseNumbers(s string) (Numbers, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' })
	if len(fields) != RackSize {
		return Numbers{}, fmt.Errorf("numbers %q: want three numbers like \"5 5 7\"", s)
	}
	var v [RackSize]int
	for i, f := range fields {
		n, err := strconv.Atoi(f)
		if err != nil {
			return Numbers{}, fmt.Errorf("numbers %q: %q is not a number", s, f)
		}
		v[i] = n
	}
	return NewNumbers(v[0], v[1], v[2])
}

// NumbersOf returns the sorted number triple of the rack.
func NumbersOf(r Rack) Numbers {
	// Kinds are in table order, which is ascending by number.
	return Numbers{n: [RackSize]int8{
		int8(r.kinds[0].Number()), int8(r.kinds[1].Number()), int8(r.kinds[2].Number()),
	}}
}

// JudgeChallenge reports whether naming these numbers for this rack is a correct challenge: the three
// numbers must match, colours do not matter.
func JudgeChallenge(r Rack, named Numbers) bool { return NumbersOf(r) == named }

// IsZero reports whether n is the zero value (no numbers).
func (n Numbers) IsZero() bool { return n == Numbers{} }

// Values returns the three numbers in ascending order.
func (n Numbers) Values() [RackSize]int {
	return [RackSize]int{int(n.n[0]), int(n.n[1]), int(n.n[2])}
}

// String returns the numbers separated by spaces, e.g. "5 5 7".
func (n Numbers) String() string {
	return fmt.Sprintf("%d %d %d", n.n[0], n.n[1], n.n[2])
}

// less orders triples lexicographically; used to break ties deterministically.
func (n Numbers) less(o Numbers) bool {
	for i := range n.n {
		if n.n[i] != o.n[i] {
			return n.n[i] < o.n[i]
		}
	}
	return false
}

// MarshalText encodes "5 5 7".
func (n Numbers) MarshalText() ([]byte, error) {
	if n.IsZero() {
		return nil, fmt.Errorf("no numbers to encode")
	}
	return []byte(n.String()), nil
}

// UnmarshalText decodes "5 5 7" (any order).
func (n *Numbers) UnmarshalText(b []byte) error {
	v, err := ParseNumbers(string(b))
	if err != nil {
		return err
	}
	*n = v
	return nil
}
