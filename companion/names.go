package companion

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxName bounds a seat's name, in characters.
const MaxName = 24

// Colors are the colours a seat may pick beside its name (the pages draw
// them as a dot); a seat that picks none has none.
var Colors = []string{"red", "orange", "yellow", "green", "teal", "blue", "purple", "pink", "brown", "gray"}

// CleanName trims a chosen name and refuses an empty, overlong or
// unprintable one.
func CleanName(s string) (string, error) {
	s = strings.Join(strings.Fields(s), " ")
	if s == "" {
		return "", Bad("a name needs at least one letter")
	}
	if utf8.RuneCountInString(s) > MaxName {
		return "", Bad("a name has at most %d characters", MaxName)
	}
	for _, r := range s {
		if !unicode.IsPrint(r) {
			return "", Bad("a name has only letters, digits, signs and spaces")
		}
	}
	return s, nil
}

// SeatName is how a seat is called at a table.
type SeatName struct {
	Name  string `json:"name"`
	Color string `json:"color,omitempty"`
}

// PlayerWord names a seat in messages: its chosen name, else "플레이어 2" /
// "Player 2".
func PlayerWord(names []SeatName, seat int) Word {
	if seat >= 0 && seat < len(names) && names[seat].Name != "" {
		return Word{EN: names[seat].Name, KO: names[seat].Name}
	}
	n := strconv.Itoa(seat + 1)
	return Word{EN: "Player " + n, KO: "플레이어 " + n}
}

// Player is a message argument naming a seat (counted from 0). A game's
// refusal passes Player(seat) for a "%s" and the table that refuses words
// it with the seat's chosen name when it has one (see NameSeats), so the
// message says "민지의 차례입니다", not "2번 플레이어"; its Korean particles
// follow the name ("%s{이/가}"). Unbound it reads "Player 2" / "플레이어 2".
type Player int

func (p Player) String() string { return PlayerWord(nil, int(p)).EN }

// In returns the seat's number-name in lang (see NameSeats for the chosen name).
func (p Player) In(lang string) string { return PlayerWord(nil, int(p)).In(lang) }

// Named returns the seat's name at a table with these names.
func (p Player) Named(names []SeatName) Word { return PlayerWord(names, int(p)) }

// Belonging names a seat's thing in a message ("Minji's rack", "민지의
// 받침대"); like Player it takes the seat's name when the table refuses.
type Belonging struct {
	Seat   int
	EN, KO string
}

func (b Belonging) String() string { return b.Named(nil).EN }

// In returns the thing with the seat's number-name in lang.
func (b Belonging) In(lang string) string { return b.Named(nil).In(lang) }

// Named returns the thing with the seat's name at a table with these names.
func (b Belonging) Named(names []SeatName) Word {
	return Deed(PlayerWord(names, b.Seat), b.EN, b.KO)
}

// NamedPhrase is a message argument worded with the table's names: a sentence
// that names seats (a conflict's "민지가 … 물었을 때"), made again when the
// table refuses, so a refusal never says "2번 플레이어" for a named seat.
type NamedPhrase func(names []string) Word

func (p NamedPhrase) String() string { return p(nil).EN }

// In returns the phrase in lang, seats by their numbers.
func (p NamedPhrase) In(lang string) string { return p(nil).In(lang) }

// Named returns the phrase worded with the table's names.
func (p NamedPhrase) Named(names []SeatName) Word {
	ns := make([]string, len(names))
	for i, n := range names {
		ns[i] = n.Name
	}
	return p(ns)
}

// Seated is a message argument that names a seat (Player, Belonging, NamedPhrase).
type Seated interface {
	Named(names []SeatName) Word
}

// NameSeats words the seats an error names (its Seated arguments) with
// the table's names, in every language and in the English Msg. Other
// errors pass as they are; err itself is not changed.
func NameSeats(err error, names []SeatName) error {
	var e *Error
	if !errors.As(err, &e) || len(e.Args) == 0 {
		return err
	}
	var args []any
	for i, a := range e.Args {
		if s, ok := a.(Seated); ok {
			if args == nil {
				args = append([]any(nil), e.Args...)
			}
			args[i] = s.Named(names)
		}
	}
	if args == nil {
		return err
	}
	named := *e
	named.Args = args
	named.Msg = fmt.Sprintf(e.Key, args...)
	return &named
}

// nameWordsKO is the Korean for the naming refusals.
var nameWordsKO = map[string]string{
	"say which seat to name":                            "어느 자리의 이름인지 정해 주세요",
	"only a player or the host can name a seat":         "플레이어나 호스트만 자리 이름을 정할 수 있습니다",
	"a player names only their own seat":                "플레이어는 자기 자리 이름만 정할 수 있습니다",
	"a name needs at least one letter":                  "이름에는 글자가 하나 이상 있어야 합니다",
	"a name has at most %d characters":                  "이름은 %d자까지입니다",
	"a name has only letters, digits, signs and spaces": "이름에는 글자, 숫자, 기호와 띄어쓰기만 쓸 수 있습니다",
	"unknown colour %q":                                 "알 수 없는 색 %q",
	"only a finished table can be played again":         "끝난 테이블만 다시 할 수 있습니다",
	"say which games to delete from the history":        "기록에서 지울 게임을 골라 주세요",
	"this is not a Tablemate history export":            "Tablemate 기록 내보내기 파일이 아닙니다",
	"a date is written like 2026-11-30":                 "날짜는 2026-11-30처럼 씁니다",
	"a history record needs its table and game":         "기록에는 테이블과 게임이 있어야 합니다",
}

func init() { addHouseWords("ko", nameWordsKO) }

// Deed words one player's move for the host's undo and redo: Deed(민지,
// "question", "질문", card) is "Minji's question “…”" / "민지의 질문 “…”".
func Deed(who Word, en, ko string, detail ...Word) Word {
	w := Word{EN: who.EN + "'s " + en, KO: who.In("ko") + "의 " + ko}
	for _, d := range detail {
		w.EN += " " + d.EN
		w.KO += " " + d.In("ko")
	}
	return w
}

// DecodeBody reads a view's game part into the game's own view type (for
// Game.Result, which gets the envelope).
func DecodeBody(v View, into any) error {
	b, err := json.Marshal(v.Body)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, into)
}

// PlacesFromWinner places a game with one winner: the winner first, every
// other seat second.
func PlacesFromWinner(players int, winner *int) Result {
	r := Result{Places: make([]int, players), Winners: []int{}}
	if winner == nil {
		return r
	}
	for i := range r.Places {
		r.Places[i] = 2
	}
	if *winner >= 0 && *winner < players {
		r.Places[*winner] = 1
		r.Winners = []int{*winner}
	}
	return r
}
