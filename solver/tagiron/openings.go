package tagiron

import (
	_ "embed"
	"encoding/binary"
	"fmt"
	"math"
	"slices"
	"sync"
)

// Before any opponent has answered, a question's expected information depends only on the seat's own
// rack, the player count and the question: every opponent may hold any rack of the rest. The 4-player
// opening is the costliest ranking of a game (nearly every deal has its own joint answer, so the counts
// barely compress), so its values are looked up in a table made once by the live computation
// (informationCentre) and embedded: a lookup returns the very float64 the computation gives on the
// machine that made the table, so a ranking's order and values are the same. (The 3-player opening
// costs a few milliseconds and 2 players a fraction of one: they are counted live.)
//
// Remake the table after any change to the ranking (about five minutes of CPU; TestOpeningTable
// checks a sample of racks on every run and every rack with TAGIRON_OPENINGS=full):
//
//go:generate go test -run ^TestOpeningTable$ -timeout 0 -args -write-openings

//go:embed openings4.bin
var openings4 []byte

// openingMagic starts each table file; the digit is the format's version.
const openingMagic = "TGO1"

// openingTable is one player count's table, read in place from the embedded bytes: per question a
// palette of the distinct values (float64 bits) and, per own rack, the index of its value in the
// palette (one byte when the palette has at most 256 values, else two).
type openingTable struct {
	players   int
	questions []question
	racks     []uint32 // openingKey of every distinct own rack, in increasing order
	palettes  [][]byte // per question: 8 bytes a value
	indexes   [][]byte // per question: 1 or 2 bytes a rack
	wide      []bool   // per question: two-byte indexes
}

// openingQuestions returns every question of the deck for this many players in deck order, both
// numbers of each choice card: the table's questions.
func openingQuestions(players int) []question {
	var qs []question
	for _, c := range Deck(players) {
		if ch := c.Choices(); ch != nil {
			qs = append(qs, question{c, ch[0]}, question{c, ch[1]})
		} else {
			qs = append(qs, question{c, 0})
		}
	}
	return qs
}

// openingRacks returns every distinct rack of size tiles (tiles by id, in rack order; only g5 may
// appear twice) as openingKeys, in increasing order.
func openingRacks(size int) []uint32 {
	var out []uint32
	var rec func(from Tile, left int, key uint32, used [NumTileIDs]int)
	rec = func(from Tile, left int, key uint32, used [NumTileIDs]int) {
		if left == 0 {
			out = append(out, key)
			return
		}
		for t := from; t < NumTileIDs; t++ {
			if used[t] == t.Copies() {
				continue
			}
			used[t]++
			rec(t, left-1, key<<5|uint32(t), used)
			used[t]--
		}
	}
	rec(0, size, 0, [NumTileIDs]int{})
	return out
}

// openingKey packs a rack (tiles in rack order) five bits a tile, the first tile highest, so keys
// sort as the racks do.
func openingKey(tiles []Tile) uint32 {
	var key uint32
	for _, t := range tiles {
		key = key<<5 | uint32(t)
	}
	return key
}

// encodeOpenings writes a table: the magic, the player count, the number of questions and racks,
// then per question its palette (count, values) and its indexes; values[r][q] is rack r's value.
func encodeOpenings(players int, values [][]float64) []byte {
	qs, racks := openingQuestions(players), openingRacks(RackSize(players))
	out := append([]byte(openingMagic), byte(players), byte(len(qs)))
	out = binary.LittleEndian.AppendUint16(out, uint16(len(racks)))
	for q := range qs {
		pos := map[uint64]int{}
		var palette []uint64
		for r := range racks {
			b := math.Float64bits(values[r][q])
			if _, ok := pos[b]; !ok {
				pos[b] = len(palette)
				palette = append(palette, b)
			}
		}
		out = binary.LittleEndian.AppendUint16(out, uint16(len(palette)))
		for _, b := range palette {
			out = binary.LittleEndian.AppendUint64(out, b)
		}
		for r := range racks {
			i := pos[math.Float64bits(values[r][q])]
			if len(palette) <= 256 {
				out = append(out, byte(i))
			} else {
				out = binary.LittleEndian.AppendUint16(out, uint16(i))
			}
		}
	}
	return out
}

// decodeOpenings reads a table written by encodeOpenings, keeping slices of data.
func decodeOpenings(data []byte) (*openingTable, error) {
	if len(data) < 8 || string(data[:4]) != openingMagic {
		return nil, fmt.Errorf("not an opening table")
	}
	t := &openingTable{players: int(data[4])}
	t.questions = openingQuestions(t.players)
	t.racks = openingRacks(RackSize(t.players))
	if int(data[5]) != len(t.questions) || int(binary.LittleEndian.Uint16(data[6:])) != len(t.racks) {
		return nil, fmt.Errorf("opening table for %d players: %d questions and %d racks, want %d and %d",
			t.players, data[5], binary.LittleEndian.Uint16(data[6:]), len(t.questions), len(t.racks))
	}
	rest := data[8:]
	take := func(n int) ([]byte, error) {
		if len(rest) < n {
			return nil, fmt.Errorf("opening table for %d players is cut short", t.players)
		}
		b := rest[:n]
		rest = rest[n:]
		return b, nil
	}
	for range t.questions {
		head, err := take(2)
		if err != nil {
			return nil, err
		}
		n := int(binary.LittleEndian.Uint16(head))
		palette, err := take(8 * n)
		if err != nil {
			return nil, err
		}
		wide := n > 256
		width := 1
		if wide {
			width = 2
		}
		idx, err := take(width * len(t.racks))
		if err != nil {
			return nil, err
		}
		t.palettes, t.indexes, t.wide = append(t.palettes, palette), append(t.indexes, idx), append(t.wide, wide)
	}
	if len(rest) != 0 {
		return nil, fmt.Errorf("opening table for %d players: %d bytes too many", t.players, len(rest))
	}
	return t, nil
}

// value returns question qi's value for the rack at index ri.
func (t *openingTable) value(qi, ri int) float64 {
	i := int(t.indexes[qi][ri])
	if t.wide[qi] {
		i = int(binary.LittleEndian.Uint16(t.indexes[qi][2*ri:]))
	}
	return math.Float64frombits(binary.LittleEndian.Uint64(t.palettes[qi][8*i:]))
}

// openingTable4 is the embedded 4-player table, read on first use (its bytes stay where the binary
// holds them).
var openingTable4 = sync.OnceValue(func() *openingTable {
	t, err := decodeOpenings(openings4)
	if err != nil {
		panic(err) // the embedded file is part of the build, checked by TestOpeningTable
	}
	return t
})

// informationOpening returns informationCentre's values from the table when no opponent has answered
// anything yet in a 4-player game (and the seat has declared nothing); ok is false otherwise.
func (e *engine) informationOpening() (out []float64, ok bool) {
	if e.liveOnly || e.players != 4 || len(e.wrong) > 0 || e.total == 0 {
		return nil, false
	}
	for _, c := range e.clues {
		if len(c) > 0 {
			return nil, false
		}
	}
	t := openingTable4()
	ri, found := slices.BinarySearch(t.racks, openingKey(e.own))
	if !found {
		return nil, false
	}
	out = make([]float64, len(e.row))
	for i, q := range e.row {
		qi := slices.Index(t.questions, q)
		if qi < 0 {
			return nil, false
		}
		out[i] = t.value(qi, ri)
	}
	return out, true
}
