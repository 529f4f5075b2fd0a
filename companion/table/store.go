package table

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"time"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/history"
)

// TableInfo is what is stored about a table besides its events.
type Info struct {
	ID       string
	Settings companion.Settings
	Tokens   []string // seat i's secret token, by seat index
	Created  time.Time
	// Damaged, when the store could not read the table's own row, says why;
	// the service then sets the table aside.
	Damaged string `json:"-"`
	// Key is the creating request's key and the digest of its settings
	// ("key#digest"), "" without one.
	Key string `json:"-"`
	// Archived is when the host archived the table (zero: it is live).
	Archived time.Time `json:"-"`
	// Head is what the table's log must end at, as the store wrote it with
	// the events; nil for a table whose log was not written since the store
	// began keeping it.
	Head *LogHead `json:"-"`
}

// LogHead is the last event's seq of a table's log and the running digest
// (ChainDigest) of every row up to it.
type LogHead struct {
	Seq    int64
	Digest string
}

// ChainDigest folds one stored row into the running digest of a log
// (prev is "" before the first row): every field as stored, so a row
// changed, added, removed or copied from another table changes it.
func ChainDigest(prev string, e companion.Event) string {
	h := sha256.New()
	for _, f := range []string{prev, e.Table, strconv.FormatInt(e.Seq, 10), e.Kind, strconv.Itoa(int(e.Actor)),
		string(e.Data), e.At.UTC().Format(time.RFC3339Nano), e.Key} {
		// Each field with its length: no two rows run together alike.
		h.Write([]byte(strconv.Itoa(len(f)) + ":" + f))
	}
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// Store keeps tables and their event logs durably. Append must have made the
// events durable (committed, synced) when it returns nil; a failed Append
// changes nothing.
type Store interface {
	CreateTable(ctx context.Context, t Info) error
	Tables(ctx context.Context) ([]Info, error)
	// Append writes one command's events, and the history records they
	// keep or take back, in one transaction: all of it or nothing.
	Append(ctx context.Context, events []companion.Event, keep ...history.Change) error
	Events(ctx context.Context, table string) ([]companion.Event, error)
	// ArchiveTable takes a table off the live list for good; its rows stay.
	ArchiveTable(ctx context.Context, table string, at time.Time) error
	Meta(ctx context.Context, key string) (string, bool, error)
	SetMeta(ctx context.Context, key, value string) error
	// PutRecords keeps (or replaces) finished tables' history records, all
	// or none;
	// Records lists them, newest first; DeleteRecords deletes the given
	// tables' records, every record when tables is empty, and says how many.
	PutRecords(ctx context.Context, recs ...history.Record) error
	Records(ctx context.Context) ([]history.Record, error)
	DeleteRecords(ctx context.Context, tables []string) (int, error)
	Close() error
}
