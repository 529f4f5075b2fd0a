package web

import (
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/tablemate/tablemate/companion"
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
	// WriteTimeout bounds every message to a stream: a client that has not
	// taken its messages by then is closed.
	WriteTimeout time.Duration
	// CommandRate is the commands per second one client address may send
	// on average, CommandBurst how many at once.
	CommandRate  float64
	CommandBurst int
}

// DefaultLimits are the limits a zero Limits takes.
var DefaultLimits = Limits{DisplayStreams: 32, HostStreams: 8, SeatStreams: 4, Streams: 1024,
	WriteTimeout: 10 * time.Second, CommandRate: 20, CommandBurst: 100}

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

// liveStream is one open stream; closing gone ends it.
type liveStream struct {
	who  audience
	gone chan struct{}
	once sync.Once
}

func (ls *liveStream) end() { ls.once.Do(func() { close(ls.gone) }) }

// streams tracks every open stream, oldest first, to enforce the caps.
type streams struct {
	mu     sync.Mutex
	limits Limits
	open   []*liveStream // oldest first
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
// would put it, or the server, over a cap.
func (st *streams) add(who audience) *liveStream {
	ls := &liveStream{who: who, gone: make(chan struct{})}
	st.mu.Lock()
	defer st.mu.Unlock()
	same := 0
	for _, o := range st.open {
		if o.who == who {
			same++
		}
	}
	keep := st.open[:0]
	for _, o := range st.open {
		if o.who == who && same >= st.capOf(who.actor) {
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
	return ls
}

func (st *streams) remove(ls *liveStream) {
	ls.end()
	st.mu.Lock()
	defer st.mu.Unlock()
	for i, o := range st.open {
		if o == ls {
			st.open = append(st.open[:i], st.open[i+1:]...)
			return
		}
	}
}

// count says how many streams are open (for tests and /healthz).
func (st *streams) count() int {
	st.mu.Lock()
	defer st.mu.Unlock()
	return len(st.open)
}

// stream sends the actor's view now and after every change, as Server-Sent
// Events. Each message is a whole snapshot, so a phone that slept simply
// reconnects and is current again. The view is encoded once per audience
// and change (companion.Table.ViewJSON), whatever the number of streams.
func (s *Server) stream(c echo.Context, t *companion.Table, a companion.Actor) error {
	ls := s.streams.add(audience{table: t.ID(), actor: a})
	defer s.streams.remove(ls)
	w := c.Response()
	rc := http.NewResponseController(w.Writer)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-cache")
	h.Set("Connection", "keep-alive")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)

	sub := t.Subscribe()
	defer sub.Close()
	// write sends one message within the write timeout: a client that does
	// not take its messages is closed (its page reconnects when it can).
	write := func(msg []byte) error {
		_ = rc.SetWriteDeadline(time.Now().Add(s.opts.Limits.WriteTimeout))
		if _, err := w.Write(msg); err != nil {
			return err
		}
		return rc.Flush()
	}
	var last []byte
	send := func() error {
		v, b := t.ViewJSON(a)
		// Push only what changed for this actor: even the timing of a push
		// must not tell a seat that something it cannot see happened.
		if string(b) == string(last) {
			return nil
		}
		last = b
		return write(fmt.Appendf(nil, "id: %d\nevent: view\ndata: %s\n\n", v.Seq, b))
	}
	if write([]byte("retry: 2000\n\n")) != nil || send() != nil {
		return nil
	}
	tick := time.NewTicker(s.opts.Heartbeat)
	defer tick.Stop()
	ctx := c.Request().Context()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-s.done:
			return nil
		case <-ls.gone: // a newer stream of the same audience took its place
			return nil
		case <-sub.C:
			if send() != nil {
				return nil
			}
		case <-tick.C:
			if write([]byte(": ping\n\n")) != nil {
				return nil
			}
		}
	}
}
