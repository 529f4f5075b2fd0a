package tags

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/table"
)

// Read is one accepted read from a reader (hardware.Scan without the
// dependency: package hardware imports nothing of ours, and we import none
// of it).
type Read struct {
	Tag    string    `json:"tag"`
	Reader string    `json:"reader"`
	At     time.Time `json:"at"`
	// Table, when set, is the table the read is for, whatever the reader's
	// route says: the console's camera names the table it photographs for.
	Table string `json:"table,omitempty"`
}

// Outcome says what became of a read.
type Outcome string

// The outcomes.
const (
	Accepted   Outcome = "accepted"   // the table's game took it
	Refused    Outcome = "refused"    // it makes no sense now: nothing changed
	Unknown    Outcome = "unknown"    // the tag is not registered: the console offers to register it
	Registered Outcome = "registered" // the wizard (or the console) registered the tag
)

// Result is what became of one read, for the host console.
type Result struct {
	Seq       int64     `json:"seq"` // 1, 2, ... since the service started
	At        time.Time `json:"at"`
	Reader    string    `json:"reader"`
	Tag       string    `json:"tag"`
	Button    string    `json:"button,omitempty"` // a button press instead of a read
	Set       Set       `json:"set,omitempty"`
	Component string    `json:"component,omitempty"` // left out for a secret piece read into a game
	Table     string    `json:"table,omitempty"`
	Outcome   Outcome   `json:"outcome"`
	Message   string    `json:"message"`
}

// Route says which table a reader feeds and, while dealing, which seat.
type Route struct {
	Reader string `json:"reader"`
	Table  string `json:"table"`
	Seat   *int   `json:"seat,omitempty"`
}

// BridgeOptions configure a Bridge. Feedback sounds a reader once its read
// is decided: ok when the game (or the wizard) took it, not ok when it was
// refused or unknown; nil means no feedback.
type BridgeOptions struct {
	Feedback func(reader string, ok bool)
	Clock    func() time.Time
}

// Keep the console's lists short: they are for the person at the table.
const (
	maxResults = 30
	maxUnknown = 10
)

// Bridge turns reads into commands for the tables. Reads are handled one
// at a time, in order.
type Bridge struct {
	svc   *service.Service
	reg   *Registry
	store Store
	opts  BridgeOptions

	mu      sync.Mutex
	routes  map[string]Route
	wiz     *wizard
	seq     int64
	results []Result // newest last
	unknown []Read   // distinct tags, newest last
	notify  chan struct{}
	// boxes holds, per table, the printed box (LabelBox) of the labels it
	// took: a label of another box of the same game is refused, since two
	// boxes' pieces mixed at one table would deal one piece twice.
	boxes map[string]string
}

// NewBridge loads the reader routes and returns a Bridge.
func NewBridge(ctx context.Context, svc *service.Service, reg *Registry, store Store, opts BridgeOptions) (*Bridge, error) {
	rs, err := store.ReaderRoutes(ctx)
	if err != nil {
		return nil, fmt.Errorf("loading reader routes: %w", err)
	}
	if opts.Clock == nil {
		opts.Clock = time.Now
	}
	if opts.Feedback == nil {
		opts.Feedback = func(string, bool) {}
	}
	b := &Bridge{svc: svc, reg: reg, store: store, opts: opts, routes: map[string]Route{}, notify: make(chan struct{}), boxes: map[string]string{}}
	for _, r := range rs {
		b.routes[r.Reader] = r
	}
	return b, nil
}

// Registry is the bridge's tag registry.
func (b *Bridge) Registry() *Registry { return b.reg }

// changed wakes WaitResult callers. Called with b.mu held.
func (b *Bridge) changed() {
	close(b.notify)
	b.notify = make(chan struct{})
}

// Handle decides one read. It never fails: every problem is a Refused or
// Unknown result, and the reader buzzes.
func (b *Bridge) Handle(ctx context.Context, r Read) Result {
	b.mu.Lock()
	defer b.mu.Unlock()
	var res Result
	if tag, err := NormalizeTag(r.Tag); err != nil {
		res = Result{Reader: r.Reader, Tag: r.Tag, Outcome: Refused, Message: companion.AsError(err).Msg}
	} else {
		r.Tag = tag
		if b.wiz != nil && (b.wiz.reader == "" || b.wiz.reader == r.Reader) {
			res = b.wizardScan(ctx, r)
		} else {
			res = b.play(ctx, r)
		}
	}
	// Only now, after the decision: an unknown tag must not beep "ok" first.
	b.opts.Feedback(r.Reader, res.Outcome == Accepted || res.Outcome == Registered)
	return b.record(res)
}

// record stamps and keeps a result. Called with b.mu held.
func (b *Bridge) record(res Result) Result {
	b.seq++
	res.Seq, res.At = b.seq, b.opts.Clock()
	b.results = append(b.results, res)
	if len(b.results) > maxResults {
		b.results = b.results[len(b.results)-maxResults:]
	}
	b.changed()
	return res
}

// play feeds a registered tag to the reader's table. Called with b.mu held.
func (b *Bridge) play(ctx context.Context, r Read) Result {
	res := Result{Reader: r.Reader, Tag: r.Tag}
	e, ok := b.reg.Lookup(r.Tag)
	if !ok {
		b.dropUnknown(r.Tag)
		b.unknown = append(b.unknown, r)
		if len(b.unknown) > maxUnknown {
			b.unknown = b.unknown[len(b.unknown)-maxUnknown:]
		}
		res.Outcome, res.Message = Unknown, fmt.Sprintf("tag %s is not registered: register it on the host console", r.Tag)
		return res
	}
	res.Set = e.Set
	if !e.Set.Secret() {
		res.Component = e.Component
	}
	t, route, err := b.tableFor(r)
	if err != nil {
		res.Outcome, res.Message = Refused, companion.AsError(err).Msg
		return res
	}
	res.Table = t.ID()
	if game := t.Info.Settings.Game; e.Set.Game() != game {
		res.Outcome, res.Message = Refused, fmt.Sprintf("this piece belongs to %s (%s), but table %s plays %s", e.Set.Game(), e.Set, t.ID(), game)
		return res
	}
	box := LabelBox(e.Tag)
	if had, ok := b.boxes[t.ID()]; ok && box != "" && box != had {
		res.Outcome, res.Message = Refused, fmt.Sprintf("this label is from another box of %s than the pieces table %s plays with: keep each box's pieces together", e.Set.Game(), t.ID())
		return res
	}
	before := t.Seq()
	args := ScanArgs{Tag: e.Tag, Set: e.Set, Component: e.Component, Reader: r.Reader, Seat: route.Seat}
	if _, err := t.Do(ctx, args.Command()); err != nil {
		res.Outcome, res.Message = Refused, companion.AsError(err).Msg
		return res
	}
	if box != "" {
		b.boxes[t.ID()] = box
	}
	res.Outcome, res.Message = Accepted, "accepted"
	if msg := b.describe(t, before); msg != "" {
		res.Message = msg
	}
	return res
}

// tableFor finds the table a read is for: the one it names, else its
// reader's route, else the only live table when the reader has none.
func (b *Bridge) tableFor(r Read) (*table.Table, Route, error) {
	reader := r.Reader
	if r.Table != "" {
		t, err := b.svc.Table(r.Table)
		if err != nil {
			return nil, Route{}, err
		}
		if t.Ended() {
			return nil, Route{}, companion.Refuse("table %s has ended", r.Table)
		}
		return t, Route{Reader: reader, Table: r.Table}, nil
	}
	if rt, ok := b.routes[reader]; ok {
		t, err := b.svc.Table(rt.Table)
		if err != nil {
			return nil, rt, companion.Refuse("reader %s feeds table %s, which no longer exists: choose a table on the host console", reader, rt.Table)
		}
		if t.Ended() {
			return nil, rt, companion.Refuse("reader %s feeds table %s, which has ended: choose a table on the host console", reader, rt.Table)
		}
		return t, rt, nil
	}
	var live []*table.Table
	for _, t := range b.svc.Tables() {
		if !t.Ended() {
			live = append(live, t)
		}
	}
	if len(live) == 1 {
		return live[0], Route{Reader: reader, Table: live[0].ID()}, nil
	}
	return nil, Route{}, companion.Refuse("reader %s feeds no table: choose one on the host console", reader)
}

func (b *Bridge) dropUnknown(tag string) {
	kept := b.unknown[:0]
	for _, u := range b.unknown {
		if u.Tag != tag {
			kept = append(kept, u)
		}
	}
	b.unknown = kept
}

// TableBox is the printed box (LabelBox) of the labels a table took so
// far, "" before its first label.
func (b *Bridge) TableBox(table string) string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.boxes[table]
}

// Results returns the latest results, newest first.
func (b *Bridge) Results() []Result {
	b.mu.Lock()
	defer b.mu.Unlock()
	out := make([]Result, len(b.results))
	for i, r := range b.results {
		out[len(out)-1-i] = r
	}
	return out
}

// LastSeq is the sequence number of the latest result (0: none yet).
func (b *Bridge) LastSeq() int64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.seq
}

// WaitResult waits for the first result after seq from the reader, until ctx is done.
func (b *Bridge) WaitResult(ctx context.Context, after int64, reader string) (Result, bool) {
	for {
		b.mu.Lock()
		for _, r := range b.results {
			if r.Seq > after && r.Reader == reader {
				b.mu.Unlock()
				return r, true
			}
		}
		ch := b.notify
		b.mu.Unlock()
		select {
		case <-ctx.Done():
			return Result{}, false
		case <-ch:
		}
	}
}

// Unknown returns the unknown tags read lately, newest first.
func (b *Bridge) Unknown() []Read {
	b.mu.Lock()
	defer b.mu.Unlock()
	out := make([]Read, len(b.unknown))
	for i, r := range b.unknown {
		out[len(out)-1-i] = r
	}
	return out
}

// RegisterUnknown registers a tag the console was prompted about. With
// replay, the read that was refused as unknown is then handled again, as if
// scanned now; its result is returned.
func (b *Bridge) RegisterUnknown(ctx context.Context, e Entry, replay bool) (Entry, *Result, error) {
	e, err := b.reg.Register(ctx, e)
	if err != nil {
		return e, nil, err
	}
	b.mu.Lock()
	var pending *Read
	for _, u := range b.unknown {
		if u.Tag == e.Tag {
			u := u
			pending = &u
		}
	}
	b.dropUnknown(e.Tag)
	b.changed()
	b.mu.Unlock()
	if !replay || pending == nil {
		return e, nil, nil
	}
	res := b.Handle(ctx, *pending)
	return e, &res, nil
}

// Routes returns every reader's route, sorted by reader.
func (b *Bridge) Routes() []Route {
	b.mu.Lock()
	defer b.mu.Unlock()
	out := make([]Route, 0, len(b.routes))
	for _, r := range b.routes {
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Reader < out[j].Reader })
	return out
}

// SetRoute makes a reader feed a table (and, while dealing, a seat); an
// empty Table removes the route. The route is stored, so it survives a restart.
func (b *Bridge) SetRoute(ctx context.Context, r Route) error {
	r.Reader = strings.TrimSpace(r.Reader)
	if r.Reader == "" {
		return companion.Bad("a route needs a reader name")
	}
	if r.Table != "" {
		t, err := b.svc.Table(r.Table)
		if err != nil {
			return err
		}
		if r.Seat != nil && (*r.Seat < 0 || *r.Seat >= t.Info.Settings.Players) {
			return companion.Bad("table %s has no player %d", r.Table, *r.Seat+1)
		}
	} else {
		r.Seat = nil
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if err := b.store.SetReaderRoute(ctx, r); err != nil {
		return storeError(err)
	}
	if r.Table == "" {
		delete(b.routes, r.Reader)
	} else {
		b.routes[r.Reader] = r
	}
	b.changed()
	return nil
}
