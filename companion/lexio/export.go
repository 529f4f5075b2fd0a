package lexio

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"sync"
)

// LedgerExport is the JSON export of a table's ledger: the players (seat
// number and chosen name), the standings after each deal and every transfer,
// grouped by deal.
type LedgerExport struct {
	Table   string       `json:"table"`
	Players int          `json:"players"`
	Seats   []ExportSeat `json:"seats"`
	Chart   [][]int      `json:"chips_by_deal"`
	Deals   []DealLedger `json:"deals"`
}

// ExportSeat is one player of the export: the seat counted from 1 (as in
// "player 2") and the name chosen at the table ("" when none was).
type ExportSeat struct {
	Seat int    `json:"seat"`
	Name string `json:"name"`
}

// DealLedger is one deal's transfers.
type DealLedger struct {
	Deal      int              `json:"deal"`
	Transfers []ExportTransfer `json:"transfers"`
}

// ExportTransfer is a ledger line with its accounts (the chosen name next to
// the seat number) and its reason also in the reader's language; the other
// fields keep their stable English keys.
type ExportTransfer struct {
	Transfer
	FromText   string `json:"from_text"`
	ToText     string `json:"to_text"`
	ReasonText string `json:"reason_text"`
}

// bom starts the CSV so that a spreadsheet (Excel) reads its names and
// Korean words as UTF-8.
const bom = "\ufeff"

// ExportJSON renders the ledger of a table's (public) view as indented
// JSON, with the players' names and each line also in lang.
func ExportJSON(table string, names []string, v View, lang string) ([]byte, error) {
	out := LedgerExport{Table: table, Players: len(names), Chart: v.Chart, Deals: []DealLedger{}, Seats: []ExportSeat{}}
	for i, n := range names {
		out.Seats = append(out.Seats, ExportSeat{Seat: i + 1, Name: n})
	}
	for d := 1; d <= v.Deal; d++ {
		dl := DealLedger{Deal: d, Transfers: []ExportTransfer{}}
		for _, t := range v.History {
			if t.Deal == d {
				dl.Transfers = append(dl.Transfers, ExportTransfer{Transfer: t, FromText: accountText(t.From, names, lang),
					ToText: accountText(t.To, names, lang), ReasonText: transferReason(t, lang)})
			}
		}
		out.Deals = append(out.Deals, dl)
	}
	return json.MarshalIndent(out, "", "  ")
}

// ExportCSV renders the ledger of a (public) view as CSV (UTF-8 with a byte
// order mark): one transfer a line, the accounts as stable English keys and in
// lang with the players' chosen names (from_text, to_text), what a short payer
// owed, the reason as a key and in lang.
func ExportCSV(v View, names []string, lang string) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(bom)
	w := csv.NewWriter(&b)
	_ = w.Write([]string{"deal", "from", "from_text", "to", "to_text", "amount", "owed", "reason", "reason_text"})
	for _, t := range v.History {
		owed := ""
		if t.Owed > 0 {
			owed = strconv.Itoa(t.Owed)
		}
		_ = w.Write([]string{strconv.Itoa(t.Deal), t.From, accountText(t.From, names, lang), t.To, accountText(t.To, names, lang),
			strconv.Itoa(t.Amount), owed, t.Reason, transferReason(t, lang)})
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return nil, fmt.Errorf("writing the ledger CSV: %w", err)
	}
	return b.Bytes(), nil
}

// accountKey is compiled on first use (an export), not at every start of the binary.
var accountKey = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(front of )?player (\d+)$`) })

// accountText words a ledger account ("player 2", "front of player 2",
// "pot") in lang with the seat's chosen name next to its number:
// "민지 (플레이어 2)", "in front of Minji (player 2)", "시장 칩".
func accountText(a string, names []string, lang string) string {
	m := accountKey().FindStringSubmatch(a)
	if m == nil {
		if a == "pot" && lang == "ko" {
			return "시장 칩"
		}
		return a
	}
	n, _ := strconv.Atoi(m[2])
	who := "player " + m[2]
	if lang == "ko" {
		who = "플레이어 " + m[2]
	}
	if n >= 1 && n <= len(names) && names[n-1] != "" {
		who = names[n-1] + " (" + who + ")"
	}
	switch {
	case m[1] == "":
		return who
	case lang == "ko":
		return who + " 앞"
	}
	return "in front of " + who
}

// transferReason is a line's reason in lang; a payment short of what was owed
// says so: "남은 패 정산: 13개 중 0개 (칩 없음)".
func transferReason(t Transfer, lang string) string {
	r := reasonText(t.Reason, lang)
	if t.Owed <= t.Amount {
		return r
	}
	if lang == "ko" {
		why := "칩 부족"
		if t.Amount == 0 {
			why = "칩 없음"
		}
		return fmt.Sprintf("%s: %d개 중 %d개 (%s)", r, t.Owed, t.Amount, why)
	}
	why := "too few chips"
	if t.Amount == 0 {
		why = "no chips"
	}
	return fmt.Sprintf("%s: %d of %d paid (%s)", r, t.Amount, t.Owed, why)
}
