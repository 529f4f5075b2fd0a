package clues13

import (
	"fmt"
	"strings"
)

// Colour is one of the 10 card colours, in the seed's order (purple first, gray last).
type Colour uint8

// The colours, in the seed's order. Removal at low player counts always takes them from the end.
const (
	Purple Colour = iota
	Pink
	Red
	Green
	Yellow
	Blue
	Orange
	White
	Brown
	Gray
)

// NumColours is the number of colours in the full deck.
const NumColours = 10

// Kind is what a card shows: a person, a location or a weapon.
type Kind uint8

// The three kinds; a case is one card of each.
const (
	Person Kind = iota
	Location
	Weapon
)

// Category is one of the six askable categories (범주); each belongs to one kind.
type Category uint8

// The six categories, two per kind, in the seed's order.
const (
	Male Category = iota
	Female
	Indoor
	Outdoor
	Melee
	Ranged
)

// NumCategories is the number of categories.
const NumCategories = 6

// Card is one of the 30 clue cards; its value is colour*3 + kind.
type Card uint8

// NumCards is the number of clue cards in the full deck.
const NumCards = 30

// The 30 cards, colour by colour, each as person, location, weapon.
const (
	Officer Card = iota
	Parlor
	Knife
	Duke
	Market
	Crossbow
	Butcher
	Library
	Poison
	Countess
	Park
	Sword
	Nurse
	Museum
	Blowgun
	Maid
	Harbor
	Rifle
	Dancer
	Theater
	Gun
	Sailor
	Plaza
	Candlestick
	Florist
	Railcar
	Hammer
	Coachman
	Racecourse
	Bow
)

// Read-only tables (never written after start-up); exported views are copies (see Catalogue).
var (
	colourIDs    = [NumColours]string{"purple", "pink", "red", "green", "yellow", "blue", "orange", "white", "brown", "gray"}
	colourKorean = [NumColours]string{"보라", "분홍", "빨강", "초록", "노랑", "파랑", "주황", "흰색", "갈색", "회색"}
	kindIDs      = [3]string{"person", "location", "weapon"}
	kindKorean   = [3]string{"인물", "장소", "흉기"}
	categoryIDs  = [NumCategories]string{"male", "female", "indoor", "outdoor", "melee", "ranged"}
	categoryKo   = [NumCategories]string{"남성", "여성", "실내", "야외", "근접", "원거리"}
	cardIDs      = [NumCards]string{
		"officer", "parlor", "knife", "duke", "market", "crossbow", "butcher", "library", "poison",
		"countess", "park", "sword", "nurse", "museum", "blowgun", "maid", "harbor", "rifle",
		"dancer", "theater", "gun", "sailor", "plaza", "candlestick", "florist", "railcar", "hammer",
		"coachman", "racecourse", "bow",
	}
	// Our own translations; the seed names no cards.
	cardKorean = [NumCards]string{
		"장교", "응접실", "칼", "공작", "시장", "석궁", "정육점 주인", "도서관", "독약",
		"백작 부인", "공원", "검", "간호사", "박물관", "블로건", "하녀", "항구", "소총",
		"무용수", "극장", "권총", "선원", "광장", "촛대", "꽃집 주인", "객차", "망치",
		"마부", "경마장", "활",
	}
	cardCategory = [NumCards]Category{
		Male, Indoor, Melee, // purple
		Male, Outdoor, Ranged, // pink
		Male, Indoor, Melee, // red
		Female, Outdoor, Melee, // green
		Female, Indoor, Ranged, // yellow
		Female, Outdoor, Ranged, // blue
		Female, Indoor, Ranged, // orange
		Male, Outdoor, Melee, // white
		Female, Indoor, Melee, // brown
		Male, Outdoor, Ranged, // gray
	}
)

// String returns the canonical id, e.g. "purple".
func (c Colour) String() string {
	if int(c) < NumColours {
		return colourIDs[c]
	}
	return fmt.Sprintf("colour(%d)", uint8(c))
}

// Korean returns the Korean colour name, e.g. "보라".
func (c Colour) Korean() string {
	if int(c) < NumColours {
		return colourKorean[c]
	}
	return c.String()
}

// ParseColour reads a canonical colour id.
func ParseColour(s string) (Colour, error) {
	for i, id := range colourIDs {
		if id == s {
			return Colour(i), nil
		}
	}
	return 0, fmt.Errorf("unknown colour %q", s)
}

// String returns "person", "location" or "weapon".
func (k Kind) String() string {
	if int(k) < len(kindIDs) {
		return kindIDs[k]
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// Korean returns the Korean kind name, e.g. "인물".
func (k Kind) Korean() string {
	if int(k) < len(kindKorean) {
		return kindKorean[k]
	}
	return k.String()
}

// String returns the canonical id, e.g. "male".
func (c Category) String() string {
	if int(c) < NumCategories {
		return categoryIDs[c]
	}
	return fmt.Sprintf("category(%d)", uint8(c))
}

// Korean returns the Korean category name, e.g. "남성".
func (c Category) Korean() string {
	if int(c) < NumCategories {
		return categoryKo[c]
	}
	return c.String()
}

// Kind returns the kind of card the category sorts (male and female are persons, and so on).
func (c Category) Kind() Kind { return Kind(c / 2) }

// ParseCategory reads a canonical category id.
func ParseCategory(s string) (Category, error) {
	for i, id := range categoryIDs {
		if id == s {
			return Category(i), nil
		}
	}
	return 0, fmt.Errorf("unknown category %q", s)
}

// Colour returns the card's colour.
func (c Card) Colour() Colour { return Colour(c / 3) }

// Kind returns whether the card is a person, a location or a weapon.
func (c Card) Kind() Kind { return Kind(c % 3) }

// Category returns the card's category (sex, indoor/outdoor, melee/ranged).
func (c Card) Category() Category { return cardCategory[c] }

// Valid reports whether c is one of the 30 cards.
func (c Card) Valid() bool { return int(c) < NumCards }

// String returns the canonical id, e.g. "officer".
func (c Card) String() string {
	if c.Valid() {
		return cardIDs[c]
	}
	return fmt.Sprintf("card(%d)", uint8(c))
}

// Korean returns the project's Korean name for the card, e.g. "장교".
func (c Card) Korean() string {
	if c.Valid() {
		return cardKorean[c]
	}
	return c.String()
}

// ParseCard reads a canonical card id such as "officer".
func ParseCard(s string) (Card, error) {
	for i, id := range cardIDs {
		if id == s {
			return Card(i), nil
		}
	}
	return 0, fmt.Errorf("unknown card %q", s)
}

// CardOf returns the card of the given colour and kind.
func CardOf(c Colour, k Kind) Card { return Card(uint8(c)*3 + uint8(k)) }

// Subject is what an Ask may name: one of the 10 colours or one of the 6 categories (never a kind).
// Values 0–9 are the colours, 10–15 the categories.
type Subject uint8

// NumSubjects is the number of askable subjects in the full game.
const NumSubjects = NumColours + NumCategories

// ColourSubject returns the subject "how many cards of colour c".
func ColourSubject(c Colour) Subject { return Subject(c) }

// CategorySubject returns the subject "how many cards of category c".
func CategorySubject(c Category) Subject { return Subject(NumColours + int(c)) }

// Colour returns the colour asked about, if the subject is a colour.
func (s Subject) Colour() (Colour, bool) { return Colour(s), int(s) < NumColours }

// Category returns the category asked about, if the subject is a category.
func (s Subject) Category() (Category, bool) {
	return Category(int(s) - NumColours), int(s) >= NumColours && int(s) < NumSubjects
}

// Matches reports whether card c counts towards the subject.
func (s Subject) Matches(c Card) bool {
	if col, ok := s.Colour(); ok {
		return c.Colour() == col
	}
	cat, _ := s.Category()
	return c.Category() == cat
}

// String returns the colour or category id, e.g. "red" or "male".
func (s Subject) String() string {
	if col, ok := s.Colour(); ok {
		return col.String()
	}
	if cat, ok := s.Category(); ok {
		return cat.String()
	}
	return fmt.Sprintf("subject(%d)", uint8(s))
}

// Korean returns the Korean colour or category name.
func (s Subject) Korean() string {
	if col, ok := s.Colour(); ok {
		return col.Korean()
	}
	if cat, ok := s.Category(); ok {
		return cat.Korean()
	}
	return s.String()
}

// ParseSubject reads a colour id ("red") or a category id ("male"), exactly as the rules spell them.
// Kinds ("person") are refused: the rules forbid asking about them.
func ParseSubject(s string) (Subject, error) {
	if c, err := ParseColour(s); err == nil {
		return ColourSubject(c), nil
	}
	if c, err := ParseCategory(s); err == nil {
		return CategorySubject(c), nil
	}
	for _, k := range kindIDs {
		if k == s {
			return 0, fmt.Errorf("cannot ask about %q: only the 10 colours and the 6 categories may be asked", s)
		}
	}
	return 0, fmt.Errorf("unknown colour or category %q", s)
}

// Answer counts the cards in sees that match s: what a player who sees those cards answers.
func Answer(sees []Card, s Subject) int {
	n := 0
	for _, c := range sees {
		if s.Matches(c) {
			n++
		}
	}
	return n
}

// Letter names an informant card by its letter tile, A..H (0..7).
type Letter uint8

// MaxLetters is the number of letter tiles in the box (A–H).
const MaxLetters = 8

// String returns "A".."H".
func (l Letter) String() string {
	if int(l) < MaxLetters {
		return string(rune('A' + l))
	}
	return fmt.Sprintf("letter(%d)", uint8(l))
}

// ParseLetter reads a letter tile "A".."H" (lower case is accepted too).
func ParseLetter(s string) (Letter, error) {
	if len(s) == 1 {
		u := strings.ToUpper(s)[0]
		if u >= 'A' && u < 'A'+MaxLetters {
			return Letter(u - 'A'), nil
		}
	}
	return 0, fmt.Errorf("unknown informant letter %q (A to H)", s)
}

// Side is which inside card a 2-player Ask includes; NoSide for 3–6 players.
type Side uint8

// The sides. Inside pairs are stored [left, right].
const (
	NoSide Side = iota
	Left
	Right
)

// String returns "", "left" or "right".
func (s Side) String() string {
	switch s {
	case Left:
		return "left"
	case Right:
		return "right"
	}
	return ""
}

// ParseSide reads "left", "right" or "" (no side).
func ParseSide(s string) (Side, error) {
	switch s {
	case "":
		return NoSide, nil
	case "left":
		return Left, nil
	case "right":
		return Right, nil
	}
	return 0, fmt.Errorf("unknown side %q (left or right)", s)
}

// Name is an id with its English and Korean display names, for the pages.
type Name struct {
	ID     string `json:"id"`
	Korean string `json:"ko"`
}

// CardInfo describes one card for the pages.
type CardInfo struct {
	Card     Card     `json:"-"`
	ID       string   `json:"id"`
	Korean   string   `json:"ko"`
	Colour   Colour   `json:"colour"`
	Kind     Kind     `json:"kind"`
	Category Category `json:"category"`
}

// Catalogue returns a fresh description of all 30 cards in id order.
func Catalogue() []CardInfo {
	out := make([]CardInfo, NumCards)
	for i := range out {
		c := Card(i)
		out[i] = CardInfo{Card: c, ID: c.String(), Korean: c.Korean(), Colour: c.Colour(), Kind: c.Kind(), Category: c.Category()}
	}
	return out
}

// CategoryNames returns the 6 categories with their Korean names.
func CategoryNames() []Name {
	out := make([]Name, NumCategories)
	for i := range out {
		out[i] = Name{ID: Category(i).String(), Korean: Category(i).Korean()}
	}
	return out
}

// MarshalText writes the canonical id (so JSON shows "purple", not 0).
func (c Colour) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// MarshalText writes "person", "location" or "weapon".
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// MarshalText writes the canonical id.
func (c Category) MarshalText() ([]byte, error) { return []byte(c.String()), nil }
