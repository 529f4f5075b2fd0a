package tags

import (
	"context"
	"fmt"

	"github.com/tablemate/tablemate/companion"
)

// Slot is one physical piece the wizard asks for.
type Slot struct {
	Component string `json:"component"`
	Label     string `json:"label"`
	Copy      int    `json:"copy"`   // 1-based, among the component's copies
	Copies    int    `json:"copies"` // physical copies of the component
}

// Prompt is what the host console says, e.g. "scan the red 0" or "scan the
// green 5 (copy 2 of 2)".
func (s Slot) Prompt() string {
	if s.Copies > 1 {
		return fmt.Sprintf("scan the %s (copy %d of %d)", s.Label, s.Copy, s.Copies)
	}
	return "scan the " + s.Label
}

// wizard walks the pieces of one set that have no tag yet. The Bridge's
// lock guards it.
type wizard struct {
	set     Set
	reader  string // "" = every reader
	slots   []Slot
	step    int
	history []wizardStep
	message string
}

// wizardStep is one move, for undo: a registration (tag set) or a skip.
type wizardStep struct {
	step int
	tag  string
}

// WizardView is the wizard's state for the host console.
type WizardView struct {
	Active bool   `json:"active"`
	Set    Set    `json:"set,omitempty"`
	Reader string `json:"reader,omitempty"` // "" = any reader
	// Step is the 0-based index of Current among Steps pieces that had no
	// tag when the wizard started.
	Step    int    `json:"step"`
	Steps   int    `json:"steps"`
	Current *Slot  `json:"current,omitempty"` // nil once every piece is done
	Prompt  string `json:"prompt,omitempty"`
	// Registered counts the set's tags now; Pieces its physical pieces.
	Registered int    `json:"registered"`
	Pieces     int    `json:"pieces"`
	Message    string `json:"message,omitempty"` // what the last scan did
	CanUndo    bool   `json:"can_undo"`
}

func (b *Bridge) newWizard(set Set, reader string) *wizard {
	w := &wizard{set: set, reader: reader}
	for _, c := range set.Components() {
		for i := b.reg.Count(set, c.ID) + 1; i <= c.Copies; i++ {
			w.slots = append(w.slots, Slot{Component: c.ID, Label: c.Label, Copy: i, Copies: c.Copies})
		}
	}
	return w
}

func (b *Bridge) wizardView() WizardView {
	w := b.wiz
	if w == nil {
		return WizardView{}
	}
	v := WizardView{Active: true, Set: w.set, Reader: w.reader, Step: w.step, Steps: len(w.slots),
		Pieces: w.set.Pieces(), Message: w.message, CanUndo: len(w.history) > 0}
	for _, c := range w.set.Components() {
		v.Registered += b.reg.Count(w.set, c.ID)
	}
	if w.step < len(w.slots) {
		s := w.slots[w.step]
		v.Current, v.Prompt = &s, s.Prompt()
	} else {
		v.Prompt = fmt.Sprintf("every piece of %s has a tag", w.set)
	}
	return v
}

// StartWizard starts registering the set's pieces that have no tag yet,
// read on the named reader ("" = any reader). It replaces a running wizard.
func (b *Bridge) StartWizard(set Set, reader string) (WizardView, error) {
	set, err := ParseSet(string(set))
	if err != nil {
		return WizardView{}, err
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.wiz = b.newWizard(set, reader)
	if len(b.wiz.slots) == 0 {
		b.wiz.message = fmt.Sprintf("every piece of %s has a tag already", set)
	}
	b.changed()
	return b.wizardView(), nil
}

// Wizard returns the wizard's state.
func (b *Bridge) Wizard() WizardView {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.wizardView()
}

// StopWizard ends the wizard; what was registered stays.
func (b *Bridge) StopWizard() WizardView {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.wiz = nil
	b.changed()
	return b.wizardView()
}

// SkipWizard moves on without registering the current piece (a lost tile,
// a tag to fix later).
func (b *Bridge) SkipWizard() (WizardView, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.skipWizard()
}

// skipWizard is SkipWizard with b.mu held.
func (b *Bridge) skipWizard() (WizardView, error) {
	w := b.wiz
	if w == nil {
		return WizardView{}, companion.Refuse("the registration wizard is not running")
	}
	if w.step >= len(w.slots) {
		return b.wizardView(), companion.Refuse("there is nothing left to skip")
	}
	w.history = append(w.history, wizardStep{step: w.step})
	w.message = "skipped the " + w.slots[w.step].Label
	w.step++
	b.changed()
	return b.wizardView(), nil
}

// UndoWizard takes back the last registration (removing its tag) or skip.
func (b *Bridge) UndoWizard(ctx context.Context) (WizardView, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.undoWizard(ctx)
}

// undoWizard is UndoWizard with b.mu held.
func (b *Bridge) undoWizard(ctx context.Context) (WizardView, error) {
	w := b.wiz
	if w == nil {
		return WizardView{}, companion.Refuse("the registration wizard is not running")
	}
	if len(w.history) == 0 {
		return b.wizardView(), companion.Refuse("nothing to undo")
	}
	last := w.history[len(w.history)-1]
	if last.tag != "" {
		if _, err := b.reg.Unregister(ctx, last.tag); err != nil && companion.ErrorCode(err) != companion.NotFound {
			return b.wizardView(), err
		}
		w.message = fmt.Sprintf("removed tag %s; %s again", last.tag, w.slots[last.step].Prompt())
	} else {
		w.message = "back to the " + w.slots[last.step].Label
	}
	w.history = w.history[:len(w.history)-1]
	w.step = last.step
	b.changed()
	return b.wizardView(), nil
}

// wizardScan registers a read for the current piece. Called with b.mu held.
func (b *Bridge) wizardScan(ctx context.Context, r Read) Result {
	w := b.wiz
	res := Result{Reader: r.Reader, Tag: r.Tag, Set: w.set}
	if w.step >= len(w.slots) {
		res.Outcome, res.Message = Refused, fmt.Sprintf("every piece of %s has a tag: stop the wizard to play", w.set)
		return res
	}
	slot := w.slots[w.step]
	res.Component = slot.Component
	if old, ok := b.reg.Lookup(r.Tag); ok {
		res.Outcome = Refused
		if old.Set == w.set && old.Component == slot.Component {
			res.Message = fmt.Sprintf("tag %s is already this %s: %s", r.Tag, slot.Label, slot.Prompt())
		} else {
			res.Message = fmt.Sprintf("tag %s is already registered as %s %s: %s", r.Tag, old.Set, old.Component, slot.Prompt())
		}
		w.message = res.Message
		return res
	}
	e, err := b.reg.Register(ctx, Entry{Tag: r.Tag, Set: w.set, Component: slot.Component})
	if err != nil {
		res.Outcome, res.Message = Refused, companion.AsError(err).Msg
		w.message = res.Message
		return res
	}
	b.dropUnknown(e.Tag)
	w.history = append(w.history, wizardStep{step: w.step, tag: e.Tag})
	w.step++
	res.Outcome = Registered
	res.Message = fmt.Sprintf("registered tag %s as the %s", e.Tag, slot.Label)
	if w.step < len(w.slots) {
		res.Message += "; now " + w.slots[w.step].Prompt()
	} else {
		res.Message += "; every piece is done"
	}
	w.message = res.Message
	return res
}
