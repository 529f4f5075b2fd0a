package web

import (
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/table"
)

// Limits keep a crowd of watchers or a runaway script on the LAN from taking
// a table down. Zero values take the defaults, generous for a real table.
type Limits struct {
	// DisplayStreams caps the live display streams of one table (tablets,
	// TVs, spectators' phones); HostStreams the host consoles of one table;
	// SeatStreams the streams of one seat (a phone, a second tab). At a cap,
	// the oldest stream is closed first (its page reconnects by itself).
	DisplayStreams, HostStreams, SeatStreams int
	// Streams caps every live stream of the server together.
	Streams int
	// WriteTimeout bounds every message to a stream: a client whose
	// connection has not taken the earlier messages by then (its buffers
	// are full: it stopped reading) is closed, and one stuck client never
	// holds up the others of its audience for longer than this.
	WriteTimeout time.Duration
	// CommandRate is the commands per second one client address may send
	// on average, CommandBurst how many at once.
	CommandRate  float64
	CommandBurst int
}

// DefaultLimits are the limits a zero Limits takes.
var DefaultLimits = Limits{DisplayStreams: 32, HostStreams: 8, SeatStreams: 4, Streams: 1024,
	WriteTimeout: 250 * time.Millisecond, CommandRate: 20, CommandBurst: 100}

func (l Limits) withDefaults() Limits {
	d := DefaultLimits
	if l.DisplayStreams > 0 {
		d.DisplayStreams = l.DisplayStreams
	}
	if l.HostStreams > 0 {
		d.HostStreams = l.HostStreams
	}
	if l.SeatStreams > 0 {
		d.SeatStreams = l.SeatStreams
	}
	if l.Streams > 0 {
		d.Streams = l.Streams
	}
	if l.WriteTimeout > 0 {
		d.WriteTimeout = l.WriteTimeout
	}
	if l.CommandRate > 0 {
		d.CommandRate = l.CommandRate
	}
	if l.CommandBurst > 0 {
		d.CommandBurst = l.CommandBurst
	}
	return d
}

// audience is who a stream serves: one actor of one table.
type audience struct {
	table string
	actor companion.Actor
}

// liveStream is one open stream. Its handler waits until gone is closed;
// the audience's pump writes to it in the meantime.
type liveStream struct {
	who  audience
	gone chan struct{}
	once sync.Once

	mu   sync.Mutex // one writer at a time: the handler at first, then the pump
	w    *echo.Response
	rc   *http.ResponseController
	last []byte // the last view sent: only a changed view is pushed
}

func (ls *liveStream) end() { ls.once.Do(func() { close(ls.gone) }) }

// ended says whether the stream is over; the pump must then not touch the
// response, which the handler is finishing (call with mu held).
func (ls *liveStream) ended() bool {
	select {
	case <-ls.gone:
		return true
	default:
		return false
	}
}

// frame is one view as a whole Server-Sent Events message, encoded once
// per audience and change and written as it is to each of its streams.
func frame(v companion.View, b []byte) []byte {
	out := make([]byte, 0, len(b)+48)
	out = fmt.Appendf(out, "id: %d\nevent: view\ndata: ", v.Seq)
	out = append(out, b...)
	return append(out, "\n\n"...)
}

// send writes the view (b, framed as msg) if it changed for this stream,
// within the write timeout, in one write; a stream that cannot take it is
// ended (its page reconnects and gets a fresh snapshot).
func (ls *liveStream) send(b, msg []byte, timeout time.Duration) {
	ls.mu.Lock()
	defer ls.mu.Unlock()
	if ls.ended() {
		return
	}
	// Push only what changed for this actor: even the timing of a push must
	// not tell a seat that something it cannot see happened. (The same
	// encoding is the same slice: most checks end at the pointer.)
	if len(b) == len(ls.last) && (len(b) == 0 || &b[0] == &ls.last[0] || string(b) == string(ls.last)) {
		return
	}
	ls.last = b
	// The audience's shared message is written as it is, never copied.
	_ = ls.rc.SetWriteDeadline(time.Now().Add(timeout))
	if _, err := ls.w.Write(msg); err != nil || ls.rc.Flush() != nil {
		ls.end()
	}
}

func (ls *liveStream) ping(timeout time.Duration) {
	ls.mu.Lock()
	defer ls.mu.Unlock()
	if ls.ended() {
		return
	}
	_ = ls.rc.SetWriteDeadline(time.Now().Add(timeout))
	if _, err := ls.w.Write([]byte(": ping\n\n")); err != nil || ls.rc.Flush() != nil {
		ls.end()
	}
}

// group is the live streams of one audience and the one goroutine (pump)
// that pushes each change to all of them: a change wakes one goroutine per
// audience, not one per stream, and the view is encoded once for all.
type group struct {
	members []*liveStream
	kick    chan struct{} // a new member wants its first view checked
}

// streams tracks every open stream, oldest first, to enforce the caps, and
// the groups that serve them.
type streams struct {
	mu     sync.Mutex
	limits Limits
	open   []*liveStream // oldest first
	groups map[audience]*group
	// replying counts, per table, the commands whose reply is not written
	// yet; waiting is closed when the count drops to zero.
	replying map[string]int
	waiting  map[string]chan struct{}
}

// replyFirst is how long a table's pumps hold a change back at most while
// the reply to the phone that made it is written: the one who acted hears
// back first, and hundreds of watchers' writes never queue ahead of it.
const replyFirst = 5 * time.Millisecond

// replyingTo marks a command's reply to the actor as on its way; the returned
// func marks it written.
func (st *streams) replyingTo(table string) (written func()) {
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.replying == nil {
		st.replying, st.waiting = map[string]int{}, map[string]chan struct{}{}
	}
	st.replying[table]++
	var once sync.Once
	return func() {
		once.Do(func() {
			st.mu.Lock()
			defer st.mu.Unlock()
			if st.replying[table]--; st.replying[table] == 0 {
				delete(st.replying, table)
				if ch := st.waiting[table]; ch != nil {
					close(ch)
					delete(st.waiting, table)
				}
			}
		})
	}
}

// afterReplies waits until no reply of the table's commands is being
// written, or replyFirst passed.
func (st *streams) afterReplies(table string) {
	st.mu.Lock()
	if st.replying[table] == 0 {
		st.mu.Unlock()
		return
	}
	ch := st.waiting[table]
	if ch == nil {
		ch = make(chan struct{})
		st.waiting[table] = ch
	}
	st.mu.Unlock()
	t := time.NewTimer(replyFirst)
	defer t.Stop()
	select {
	case <-ch:
	case <-t.C:
	}
}

func (st *streams) capOf(a companion.Actor) int {
	switch {
	case a == companion.Display:
		return st.limits.DisplayStreams
	case a == companion.Host:
		return st.limits.HostStreams
	}
	return st.limits.SeatStreams
}

// add opens a stream for an audience, first closing the oldest streams that
// would put it, or the server, over a cap. It reports whether the
// audience's group is new (then the caller starts its pump).
func (st *streams) add(ls *liveStream) (g *group, isNew bool) {
	st.mu.Lock()
	defer st.mu.Unlock()
	same := 0
	for _, o := range st.open {
		if o.who == ls.who {
			same++
		}
	}
	keep := st.open[:0]
	for _, o := range st.open {
		if o.who == ls.who && same >= st.capOf(ls.who.actor) {
			o.end()
			same--
			continue
		}
		keep = append(keep, o)
	}
	st.open = keep
	for len(st.open) >= st.limits.Streams {
		st.open[0].end()
		st.open = st.open[1:]
	}
	st.open = append(st.open, ls)
	if st.groups == nil {
		st.groups = map[audience]*group{}
	}
	g, ok := st.groups[ls.who]
	if !ok {
		g = &group{kick: make(chan struct{}, 1)}
		st.groups[ls.who] = g
	}
	g.members = append(g.members, ls)
	return g, !ok
}

func (st *streams) remove(ls *liveStream) {
	ls.end()
	st.mu.Lock()
	defer st.mu.Unlock()
	for i, o := range st.open {
		if o == ls {
			st.open = append(st.open[:i], st.open[i+1:]...)
			break
		}
	}
	if g := st.groups[ls.who]; g != nil {
		for i, o := range g.members {
			if o == ls {
				g.members = append(g.members[:i], g.members[i+1:]...)
				break
			}
		}
	}
}

// members returns a group's current streams, or nil (and forgets the
// group) when none is left, which ends its pump.
func (st *streams) members(who audience, g *group) []*liveStream {
	st.mu.Lock()
	defer st.mu.Unlock()
	if len(g.members) == 0 {
		if st.groups[who] == g {
			delete(st.groups, who)
		}
		return nil
	}
	return append([]*liveStream(nil), g.members...)
}

// count says how many streams are open (for tests and /healthz).
func (st *streams) count() int {
	st.mu.Lock()
	defer st.mu.Unlock()
	return len(st.open)
}

// pump pushes every change of the table to the audience's streams, and a
// heartbeat that keeps phones' connections open, until the group is empty.
func (s *Server) pump(t *table.Table, who audience, g *group) {
	sub := t.Subscribe()
	defer sub.Close()
	tick := time.NewTicker(s.opts.Heartbeat)
	defer tick.Stop()
	timeout := s.opts.Limits.WriteTimeout
	var last, msg []byte // the view last framed, and its message
	for {
		var beat bool
		select {
		case <-s.done:
			return
		case <-sub.C:
		case <-g.kick:
		case <-tick.C:
			beat = true
		}
		if !beat {
			s.streams.afterReplies(who.table)
		}
		ms := s.streams.members(who, g)
		if ms == nil {
			return
		}
		v, b := t.ViewJSON(who.actor)
		if len(b) == 0 || len(last) == 0 || &b[0] != &last[0] {
			last, msg = b, frame(v, b) // once per change, for every stream
		}
		for i, ls := range ms {
			if i%32 == 31 && !beat {
				s.streams.afterReplies(who.table) // a command acts meanwhile: its reply first
			}
			ls.send(b, msg, timeout)
			if beat {
				ls.ping(timeout)
			}
		}
	}
}

// stream sends the actor's view now and after every change, as Server-Sent
// Events. Each message is a whole snapshot, so a phone that slept simply
// reconnects and is current again. The view is encoded once per audience
// and change (table.Table.ViewJSON), whatever the number of streams.
func (s *Server) stream(c echo.Context, t *table.Table, a companion.Actor) error {
	w := c.Response()
	ls := &liveStream{who: audience{table: t.ID(), actor: a}, gone: make(chan struct{}), w: w, rc: http.NewResponseController(w.Writer)}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-cache")
	h.Set("Connection", "keep-alive")
	h.Set("X-Accel-Buffering", "no")
	// The handler writes the start of the stream and the first view itself,
	// holding the stream, so the pump cannot write before it.
	ls.mu.Lock()
	g, isNew := s.streams.add(ls)
	defer s.streams.remove(ls)
	w.WriteHeader(http.StatusOK)
	_ = ls.rc.SetWriteDeadline(time.Now().Add(s.opts.Limits.WriteTimeout))
	_, err := w.Write([]byte("retry: 2000\n\n"))
	ls.mu.Unlock()
	if err != nil {
		return nil
	}
	if isNew {
		go s.pump(t, ls.who, g)
	}
	v, b := t.ViewJSON(a)
	ls.send(b, frame(v, b), s.opts.Limits.WriteTimeout)
	select { // a change between the first view and now: the pump sends it
	case g.kick <- struct{}{}:
	default:
	}
	select {
	case <-c.Request().Context().Done():
	case <-s.done:
	case <-ls.gone: // a newer stream of the same audience took its place, or it could not keep up
	}
	// The pump may be writing to this stream: wait for it before the
	// handler returns and the response is finished.
	ls.mu.Lock()
	ls.end()
	ls.mu.Unlock()
	return nil
}
