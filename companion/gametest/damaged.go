package gametest

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
)

// Damaged is where a game's own test of damaged events starts: one of its
// recorded sessions, the events its fold applies, and states to damage at
// the start, part-way through and after the whole game. Each check requires
// an error that says what is wrong in the game's words.
type Damaged struct {
	t      *testing.T
	Log    Log
	Events []companion.Event
}

// DamagedSession reads the game's recording testdata/<session>.log.json.
func DamagedSession(t *testing.T, session string) *Damaged {
	log := ReadLog(t, filepath.Join("testdata", session+".log.json"))
	return &Damaged{t: t, Log: log, Events: Effective(log.Events)}
}

// Fresh is the game's initial state for the session's settings.
func (d *Damaged) Fresh() companion.State { return New(d.t, d.Log.Settings) }

// Over is the state after the whole session.
func (d *Damaged) Over() companion.State { return Fold(d.t, d.Fresh(), d.Events) }

// Before is the state just before the session's first event of kind; its
// data is decoded into data (a pointer).
func (d *Damaged) Before(kind string, data any) companion.State {
	for i, e := range d.Events {
		if e.Kind == kind {
			require.NoError(d.t, json.Unmarshal(e.Data, data))
			return Fold(d.t, d.Fresh(), d.Events[:i])
		}
	}
	require.FailNow(d.t, "the session has no "+kind+" event")
	return nil
}

// Refused requires st to refuse an event of kind with data (anything that
// encodes to JSON) with an error holding every phrase.
func (d *Damaged) Refused(st companion.State, kind string, data any, phrases ...string) {
	d.t.Helper()
	RequireRefused(d.t, st, Event(kind, data), phrases...)
}

// Garbled requires a fresh state to refuse an event of kind whose data is
// the raw text (JSON cut short) with an error holding every phrase.
func (d *Damaged) Garbled(kind, raw string, phrases ...string) {
	d.t.Helper()
	RequireRefused(d.t, d.Fresh(), companion.Event{Seq: 1, Kind: kind, Data: json.RawMessage(raw)}, phrases...)
}

// Unchanged requires a refused event to leave st as it was: the host's view
// is the same before and after.
func (d *Damaged) Unchanged(st companion.State, kind string, data any) {
	d.t.Helper()
	view := func() string {
		b, err := json.Marshal(st.View(companion.Host, companion.ViewContext{Settings: d.Log.Settings}))
		require.NoError(d.t, err)
		return string(b)
	}
	before := view()
	_, err := Apply(d.t, st, Event(kind, data))
	require.Error(d.t, err)
	require.JSONEq(d.t, before, view())
}
