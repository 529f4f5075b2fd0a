package history

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/tablemate/tablemate/companion"
)

// A history export put back (after a reinstall, or on another Pi) is
// checked as a whole before anything is kept: one bad record refuses the
// file, with its first problem in words. The limits keep every record the
// size a real game has, so no later download or page can grow without bound.
const (
	// Format names the JSON export.
	Format = "tablemate-history/1"
	// MaxImportBytes bounds an import file; MaxImportRecords its records.
	MaxImportBytes   = 4 << 20
	MaxImportRecords = 10000
	maxTableID       = 32
	maxOptions       = 1024
	maxDeals         = 200
	maxQuestions     = 10000
	maxChips         = 1 << 20
)

// Export is the JSON export: every record in view, as stored.
type Export struct {
	Format  string   `json:"format"`
	Records []Record `json:"records"`
}

// Read reads a history export and checks every record; it returns
// the records only if all of them are sound.
func Read(r io.Reader) ([]Record, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxImportBytes+1))
	if err != nil {
		return nil, companion.Bad("the history file could not be read")
	}
	if len(data) > MaxImportBytes {
		return nil, companion.Bad("the history file is larger than %d MB; split it, or check that it is a Tablemate history export", MaxImportBytes>>20)
	}
	var head struct {
		Format  string            `json:"format"`
		Records []json.RawMessage `json:"records"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, companion.Bad("this is not a Tablemate history export")
	}
	if head.Format != Format {
		return nil, companion.Bad("this is not a Tablemate history export")
	}
	if len(head.Records) > MaxImportRecords {
		return nil, companion.Bad("the file holds %d games; at most %d can be imported at once", len(head.Records), MaxImportRecords)
	}
	out := make([]Record, 0, len(head.Records))
	seen := map[string]bool{}
	for i, raw := range head.Records {
		var rec Record
		dec := json.NewDecoder(bytes.NewReader(raw))
		if err := dec.Decode(&rec); err != nil {
			return nil, companion.Bad("game %d of the file: %s", i+1, fieldOf(err))
		}
		if err := Check(rec); err != nil {
			return nil, companion.Bad("game %d of the file: %s", i+1, companion.Word{EN: err.Error(), KO: koOf(err)})
		}
		if seen[rec.Table] {
			return nil, companion.Bad("game %d of the file: table %s is in the file twice", i+1, clip(rec.Table))
		}
		seen[rec.Table] = true
		out = append(out, rec)
	}
	return out, nil
}

func fieldOf(err error) companion.Word {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) && te.Field != "" {
		f := clip(te.Field)
		return companion.Word{EN: "“" + f + "” has the wrong kind of value", KO: "“" + f + "” 값의 종류가 맞지 않습니다"}
	}
	return companion.Word{EN: "it is not a history record", KO: "게임 기록이 아닙니다"}
}

// recordProblem is what is wrong with one record, in both languages.
type recordProblem struct{ en, ko string }

func (p *recordProblem) Error() string { return p.en }

func koOf(err error) string {
	var p *recordProblem
	if errors.As(err, &p) {
		return p.ko
	}
	return ""
}

func problemf(en, ko string, args ...any) error {
	fill := func(s string) string {
		for i, a := range args {
			s = strings.ReplaceAll(s, "{"+strconv.Itoa(i)+"}", toString(a))
		}
		return s
	}
	return &recordProblem{en: fill(en), ko: fill(ko)}
}

func toString(a any) string {
	switch v := a.(type) {
	case string:
		return v
	case int:
		return strconv.Itoa(v)
	}
	b, _ := json.Marshal(a)
	return string(b)
}

// Check says what is wrong with a history record, or nil: a known
// game, a player count the game has, bounded fields, a result that fits.
func Check(r Record) error {
	switch {
	case r.Table == "" || r.Game == "":
		return problemf("a record needs its table and game", "기록에는 테이블과 게임이 있어야 합니다")
	case len(r.Table) > maxTableID || !utf8.ValidString(r.Table):
		return problemf("the table id is longer than {0} characters", "테이블 ID가 {0}자보다 깁니다", maxTableID)
	}
	g, err := companion.GameFor(r.Game)
	if err != nil {
		return problemf("“{0}” is not a game Tablemate knows", "“{0}”: Tablemate가 모르는 게임입니다", clip(r.Game))
	}
	if !g.Supports(r.Players) {
		counts := make([]string, len(g.Players))
		for i, p := range g.Players {
			counts[i] = strconv.Itoa(p)
		}
		return problemf("{0} is played by {1} players, not {2}", "{0} 게임은 {1}명이 합니다. {2}명으로는 할 수 없습니다", r.Game, strings.Join(counts, ", "), r.Players)
	}
	if r.Hints != "" {
		ok := false
		for _, h := range g.Hints {
			ok = ok || h == r.Hints
		}
		if !ok {
			return problemf("the hint level “{0}” is not one of the game's", "이 게임에는 “{0}” 힌트 단계가 없습니다", clip(r.Hints))
		}
	}
	if len(r.Options) > maxOptions {
		return problemf("the options are longer than {0} bytes", "옵션이 {0}바이트보다 깁니다", maxOptions)
	}
	if len(r.Options) > 0 {
		var o map[string]any
		if json.Unmarshal(r.Options, &o) != nil {
			return problemf("the options are not a JSON object", "옵션이 JSON 객체가 아닙니다")
		}
	}
	if len(r.Names) > r.Players {
		return problemf("{0} names for {1} players", "플레이어 {1}명에 이름이 {0}개입니다", len(r.Names), r.Players)
	}
	for _, n := range r.Names {
		if utf8.RuneCountInString(n) > companion.MaxName || !utf8.ValidString(n) || strings.ContainsAny(n, "\x00\r\n") {
			return problemf("a name is longer than {0} characters or holds a line break", "이름이 {0}자보다 길거나 줄바꿈이 들어 있습니다", companion.MaxName)
		}
	}
	if r.Finished.Before(r.Started) || r.Seconds < 0 || r.Seconds > int64(366*24*time.Hour/time.Second) {
		return problemf("its times do not fit (it finished before it started, or lasted over a year)", "시간이 맞지 않습니다(시작 전에 끝났거나 1년 넘게 걸림)")
	}
	res := r.Result
	if len(res.Places) > r.Players || len(res.Winners) > r.Players || len(res.Questions) > r.Players || len(res.Chips) > r.Players {
		return problemf("its result has more seats than its {0} players", "결과의 자리 수가 플레이어 {0}명보다 많습니다", r.Players)
	}
	for _, p := range res.Places {
		if p < 0 || p > r.Players {
			return problemf("a place is outside 1–{0}", "순위가 1–{0} 밖에 있습니다", r.Players)
		}
	}
	for _, w := range append(slices.Clone(res.Winners), res.Solvers...) {
		if w < 0 || w >= r.Players {
			return problemf("a winner is not one of its {0} seats", "승자가 {0}개의 자리 중 하나가 아닙니다", r.Players)
		}
	}
	for _, q := range res.Questions {
		if q < 0 || q > maxQuestions {
			return problemf("a count of questions is outside 0–{0}", "질문 수가 0–{0} 밖에 있습니다", maxQuestions)
		}
	}
	for _, c := range res.Chips {
		if c < -maxChips || c > maxChips {
			return problemf("a count of chips is out of range", "칩 수가 범위를 벗어났습니다")
		}
	}
	if len(res.Chart) > maxDeals+1 {
		return problemf("its chart holds more than {0} deals", "차트의 딜이 {0}번보다 많습니다", maxDeals)
	}
	for _, row := range res.Chart {
		if len(row) > r.Players {
			return problemf("its result has more seats than its {0} players", "결과의 자리 수가 플레이어 {0}명보다 많습니다", r.Players)
		}
		for _, c := range row {
			if c < -maxChips || c > maxChips {
				return problemf("a count of chips is out of range", "칩 수가 범위를 벗어났습니다")
			}
		}
	}
	return nil
}

func clip(s string) string {
	if utf8.RuneCountInString(s) > 20 {
		return string([]rune(s)[:20]) + "…"
	}
	return s
}

// CSVHeader is the first line of the CSV export.
var CSVHeader = []string{"table", "game", "players", "options", "started", "finished", "seconds", "ended_early", "seat", "name", "place", "won", "questions", "chips", "player_text"}

// WriteCSV writes one line per player per game, so a spreadsheet can
// sum and filter it (the table's facts repeat on each of its lines), as it
// goes: the file is never held in memory. A record that is not sound (kept
// before imports were checked) is left out, so the file stays bounded.
//
// The file starts with a byte order mark (Excel then reads the names as
// UTF-8), and player_text names each player in lang, the chosen name next to
// the seat number ("민지 (플레이어 1)").
func WriteCSV(out io.Writer, recs []Record, lang string) error {
	if _, err := io.WriteString(out, "\ufeff"); err != nil {
		return err
	}
	seatWord := "player "
	if lang == "ko" {
		seatWord = "플레이어 "
	}
	w := csv.NewWriter(out)
	if err := w.Write(CSVHeader); err != nil {
		return err
	}
	for _, r := range recs {
		if Check(r) != nil {
			continue
		}
		for seat := 0; seat < r.Players; seat++ {
			name, place, won, q, chips := "", "", "0", "", ""
			if seat < len(r.Names) {
				name = r.Names[seat]
			}
			if seat < len(r.Result.Places) && r.Result.Places[seat] > 0 {
				place = strconv.Itoa(r.Result.Places[seat])
			}
			for _, x := range r.Result.Winners {
				if x == seat {
					won = "1"
				}
			}
			if seat < len(r.Result.Questions) {
				q = strconv.Itoa(r.Result.Questions[seat])
			}
			if seat < len(r.Result.Chips) {
				chips = strconv.Itoa(r.Result.Chips[seat])
			}
			if err := w.Write([]string{r.Table, r.Game, strconv.Itoa(r.Players), string(r.Options), r.Started.UTC().Format(time.RFC3339),
				r.Finished.UTC().Format(time.RFC3339), strconv.FormatInt(r.Seconds, 10), strconv.FormatBool(r.Ended),
				strconv.Itoa(seat + 1), name, place, won, q, chips, playerText(name, seatWord, seat)}); err != nil {
				return err
			}
		}
		w.Flush()
		if err := w.Error(); err != nil {
			return err
		}
	}
	w.Flush()
	return w.Error()
}

// playerText names a seat for people: "민지 (player 1)", or "player 1" unnamed.
func playerText(name, seatWord string, seat int) string {
	if name == "" {
		return seatWord + strconv.Itoa(seat+1)
	}
	return name + " (" + seatWord + strconv.Itoa(seat+1) + ")"
}

// WriteJSON writes the JSON export record by record (sound records
// only, as WriteCSV).
func WriteJSON(out io.Writer, recs []Record) error {
	if _, err := io.WriteString(out, `{"format":"`+Format+`","records":[`); err != nil {
		return err
	}
	first := true
	for _, r := range recs {
		if Check(r) != nil {
			continue
		}
		b, err := json.Marshal(r)
		if err != nil {
			return err
		}
		sep := ",\n"
		if first {
			sep, first = "\n", false
		}
		if _, err := io.WriteString(out, sep); err != nil {
			return err
		}
		if _, err := out.Write(b); err != nil {
			return err
		}
	}
	_, err := io.WriteString(out, "\n]}\n")
	return err
}
