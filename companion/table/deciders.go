package table

import (
	"fmt"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/teach"
)

// A command goes through one pipeline (Table.act): the first decider in
// deciders that takes it decides it — the table's own commands first, the
// game's Decide last — and returns the changes it makes or a refusal. Its
// changes are then written in one transaction and applied (Table.commit).
// A new table command is one more entry here, not one more branch.
type decider struct {
	// takes says whether this decider answers the command (it may refuse it).
	takes  func(t *Table, c companion.Command) bool
	decide func(t *Table, c companion.Command) ([]companion.Change, error)
}

var deciders = []decider{
	{setAside, decideSetAside},
	// Names and a seat's own first-game settings may change after the end
	// too: the history and the exports show the names.
	{commandIs("name"), func(t *Table, c companion.Command) ([]companion.Change, error) {
		ch, err := decideName(c, t.Info.Settings.Players)
		return []companion.Change{ch}, err
	}},
	{func(_ *Table, c companion.Command) bool { return teach.IsCommand(c.Type) }, (*Table).decideTeach},
	{func(t *Table, _ companion.Command) bool { return t.ended }, refusing(companion.Refuse("this table has ended"))},
	{func(_ *Table, c companion.Command) bool { return c.Actor == companion.Display }, refusing(companion.Errorf(companion.Forbidden, "the display cannot act"))},
	{commandIs("undo", "redo"), (*Table).decideUndo},
	{commandIs("end"), decideEnd},
	{commandIs("rollback"), refusing(companion.Refuse("only a table that was set aside can be rolled back"))},
	{commandIs("allow"), (*Table).decideAllow},
	{func(*Table, companion.Command) bool { return true }, (*Table).decideGame},
}

// decide runs the command through the deciders.
func (t *Table) decide(c companion.Command) ([]companion.Change, error) {
	for _, d := range deciders {
		if d.takes(t, c) {
			return d.decide(t, c)
		}
	}
	return nil, fmt.Errorf("no decider took a %q command", c.Type) // the game's takes every command
}

func commandIs(types ...string) func(*Table, companion.Command) bool {
	return func(_ *Table, c companion.Command) bool {
		for _, typ := range types {
			if c.Type == typ {
				return true
			}
		}
		return false
	}
}

func refusing(err *companion.Error) func(*Table, companion.Command) ([]companion.Change, error) {
	return func(*Table, companion.Command) ([]companion.Change, error) { return nil, err }
}

func setAside(t *Table, _ companion.Command) bool { return t.fault != nil }

// decideSetAside answers every command at a set-aside table: the host may
// roll it back to its last good event (a new event that sets aside every
// row from the bad one on; they stay in the log to inspect), after which it
// replays and plays on. Anything else is refused.
func decideSetAside(t *Table, c companion.Command) ([]companion.Change, error) {
	if c.Type != "rollback" || c.Actor != companion.Host {
		// The reason is the host's and the server log's: a refusal to a seat
		// says only that the table is set aside.
		const key = "this table was set aside because its saved log is damaged; the host can look at it"
		return nil, &companion.Error{Code: companion.Conflict, Key: key, Msg: key, Err: fmt.Errorf("table %s is set aside: %v", t.Info.ID, t.fault)}
	}
	if t.rules == nil || t.fault.NoRollback != "" {
		why := noRollback[t.fault.NoRollback]
		if why == "" {
			why = noRollback[companion.NoRollbackUnknownGame]
		}
		return nil, &companion.Error{Code: companion.Conflict, Key: why, Msg: why}
	}
	return []companion.Change{{Kind: companion.KindRollback, Data: rollbackData{To: t.fault.Seq - 1}}}, nil
}

// decideUndo takes back the latest game move (undo) or restores the latest
// one taken back (redo): the host's, or a reader's button.
func (t *Table) decideUndo(c companion.Command) ([]companion.Change, error) {
	if c.Actor != companion.Host && c.Actor != companion.Reader {
		return nil, companion.Errorf(companion.Forbidden, "only the host can undo")
	}
	find := t.hist.undoTarget
	if c.Type == "redo" {
		find = t.hist.redoTarget
	}
	target, ok := find(t.state)
	if !ok {
		return nil, companion.Refuse("nothing to %s", companion.Word{EN: c.Type, KO: map[string]string{"undo": "되돌릴", "redo": "다시 할"}[c.Type]})
	}
	return []companion.Change{{Kind: companion.KindUndo, Data: undoData{Target: target}}}, nil
}

func decideEnd(_ *Table, c companion.Command) ([]companion.Change, error) {
	if c.Actor != companion.Host {
		return nil, companion.Errorf(companion.Forbidden, "only the host can end a table")
	}
	return []companion.Change{{Kind: companion.KindEnd}}, nil
}

// decideGame is the game's Decide, under the entry rule (entries.go).
func (t *Table) decideGame(c companion.Command) ([]companion.Change, error) {
	what, replaces := t.replaces(c)
	changes, err := t.state.Decide(c)
	if err != nil {
		return nil, err
	}
	note, err := t.entryGate(c, what, replaces)
	if err != nil {
		return nil, err
	}
	if note != nil && len(changes) > 0 {
		changes = append(changes, *note)
	}
	return changes, nil
}
