package lexio

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"strconv"
)

// LedgerExport is the JSON export of a table's ledger: the standings after
// each deal and every transfer, grouped by deal.
type LedgerExport struct {
	Table   string       `json:"table"`
	Players int          `json:"players"`
	Chart   [][]int      `json:"chips_by_deal"`
	Deals   []DealLedger `json:"deals"`
}

// DealLedger is one deal's transfers.
type DealLedger struct {
	Deal      int              `json:"deal"`
	Transfers []ExportTransfer `json:"transfers"`
}

// ExportTransfer is a ledger line with its reason also in the reader's
// language; the other fields keep their stable English keys.
type ExportTransfer struct {
	Transfer
	ReasonText string `json:"reason_text"`
}

// ExportJSON renders the ledger of a table's (public) view as indented
// JSON, with each reason also in lang.
func ExportJSON(table string, players int, v View, lang string) ([]byte, error) {
	out := LedgerExport{Table: table, Players: players, Chart: v.Chart, Deals: []DealLedger{}}
	for d := 1; d <= v.Deal; d++ {
		dl := DealLedger{Deal: d, Transfers: []ExportTransfer{}}
		for _, t := range v.History {
			if t.Deal == d {
				dl.Transfers = append(dl.Transfers, ExportTransfer{Transfer: t, ReasonText: reasonText(t.Reason, lang)})
			}
		}
		out.Deals = append(out.Deals, dl)
	}
	return json.MarshalIndent(out, "", "  ")
}

// ExportCSV renders the ledger of a (public) view as CSV: one transfer a
// line, the reason as a stable English key and in lang (reason_text).
func ExportCSV(v View, lang string) ([]byte, error) {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	_ = w.Write([]string{"deal", "from", "to", "amount", "reason", "reason_text"})
	for _, t := range v.History {
		_ = w.Write([]string{strconv.Itoa(t.Deal), t.From, t.To, strconv.Itoa(t.Amount), t.Reason, reasonText(t.Reason, lang)})
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return nil, fmt.Errorf("writing the ledger CSV: %w", err)
	}
	return b.Bytes(), nil
}
