package hardware

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/tablemate/tablemate/hardware/indicator"
	"github.com/tablemate/tablemate/hardware/rfid"
	"github.com/tablemate/tablemate/hardware/virtual"
)

// session is one open connection to a device: run reads until ctx is done
// (nil) or the device fails (the error); close releases it. The supervisor
// calls close after run returns, never concurrently.
type session interface {
	run(ctx context.Context, d *device) error
	close() error
}

// absentError marks an open error that means "the device is not there"
// (as opposed to "it is there but failed").
type absentError struct{ err error }

func (e absentError) Error() string { return e.err.Error() }
func (e absentError) Unwrap() error { return e.err }

func isAbsent(err error) bool {
	var a absentError
	return errors.As(err, &a) || errors.Is(err, fs.ErrNotExist)
}

// notResponding marks a session error that means "the device is there but
// its chip stopped answering" (MFRC522 version register, PN532 without ACK).
type notResponding struct{ err error }

func (e notResponding) Error() string { return e.err.Error() }
func (e notResponding) Unwrap() error { return e.err }

// logEvery is the least time between two log lines of one kind of event
// from one device; the lines in between are counted and the count is
// logged with the next one.
const logEvery = 30 * time.Second

// logLimit rate-limits one device's log lines per event.
type logLimit struct {
	last       map[string]time.Time
	suppressed map[string]int
}

// resetAfter: a session that stayed up this long restarts the back-off.
const resetAfter = 5 * time.Second

// device is one configured input under supervision.
type device struct {
	hub   *Hub
	cfg   Device
	scans chan Scan
	virt  *virtual.Reader // kind virtual only

	mu     sync.Mutex
	status Status
	filter *Filter
	ind    *indicator.Indicator // nil without feedback pins
	logs   logLimit
}

func newDevice(h *Hub, cfg Device) *device {
	d := &device{
		hub:    h,
		cfg:    cfg,
		scans:  make(chan Scan, 16),
		filter: NewFilter(cfg.DuplicateWindow, cfg.Removal),
		status: Status{Name: cfg.Name, Kind: cfg.Kind, State: Absent, Since: time.Now()},
	}
	if cfg.Kind == KindVirtual {
		d.virt = virtual.New()
	}
	switch {
	case cfg.Problem != "":
		d.status.State, d.status.LastError = Misconfigured, cfg.Problem
	case cfg.Disabled:
		d.status.State = Disabled
	case !Available(cfg.Kind):
		d.status.State, d.status.LastError = Unavailable, UnavailableReason(cfg.Kind)
	}
	return d
}

// logf logs one event of this device unless the same event was logged
// less than logEvery ago. key tells events apart (the event and the state
// it leaves the device in); changed logs it whatever came before: every
// change of state is in the log, only repeats of one state are limited.
func (d *device) logf(level slog.Level, event, key string, changed bool, attrs ...any) {
	now := time.Now()
	d.mu.Lock()
	if d.logs.last == nil {
		d.logs = logLimit{last: map[string]time.Time{}, suppressed: map[string]int{}}
	}
	if last, ok := d.logs.last[key]; ok && !changed && now.Sub(last) < logEvery {
		d.logs.suppressed[key]++
		d.mu.Unlock()
		return
	}
	d.logs.last[key] = now
	n := d.logs.suppressed[key]
	d.logs.suppressed[key] = 0
	d.mu.Unlock()
	attrs = append([]any{"device", d.cfg.Name, "kind", string(d.cfg.Kind)}, attrs...)
	if n > 0 {
		attrs = append(attrs, "suppressed", n)
	}
	d.hub.log.Log(context.Background(), level, "reader "+event, attrs...)
}

// Status is the device's health for the console.
func (d *device) Status() Status {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.status
}

// supervise opens the device, runs it, and on failure closes it and
// reopens it after a capped exponential back-off, until ctx is done.
func (d *device) supervise(ctx context.Context) {
	d.setupIndicator()
	for attempt := 0; ctx.Err() == nil; attempt++ {
		s, err := open(d.cfg, d.hub.now)
		if err != nil {
			state := Retrying
			var nr notResponding
			switch {
			case isAbsent(err):
				state = Absent
			case errors.As(err, &nr):
				state = NotResponding
			}
			state, err = d.stillNotResponding(state, err)
			changed := d.setState(state, err)
			d.logf(slog.LevelWarn, "cannot open", "cannot open/"+state.String(), changed, "state", state.String(), "error", err.Error(), "retry_in", d.hub.retry.Delay(attempt).String())
			if !sleep(ctx, d.hub.retry.Delay(attempt)) {
				return
			}
			continue
		}
		changed := d.setState(Connected, nil)
		d.logf(slog.LevelInfo, "connected", "connected", changed, "attempt", attempt+1)
		start := time.Now()
		err = s.run(ctx, d)
		err = errors.Join(err, s.close())
		if ctx.Err() != nil {
			return
		}
		if time.Since(start) >= resetAfter {
			attempt = 0
		}
		d.mu.Lock()
		d.status.Reconnects++
		d.mu.Unlock()
		if err == nil {
			err = errors.New("device stopped")
		}
		state := Retrying
		var nr notResponding
		if errors.As(err, &nr) {
			state = NotResponding
		}
		changed = d.setState(state, err)
		d.logf(slog.LevelWarn, "lost", "lost/"+state.String(), changed, "state", state.String(), "error", err.Error(), "retry_in", d.hub.retry.Delay(attempt).String())
		if !sleep(ctx, d.hub.retry.Delay(attempt)) {
			return
		}
	}
}

// setState records the device's state and reports whether it changed.
func (d *device) setState(s State, err error) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	changed := d.status.State != s
	if changed {
		d.status.State, d.status.Since = s, time.Now()
	}
	if err != nil {
		d.status.LastError = err.Error()
	}
	return changed
}

// stillNotResponding keeps an MFRC522 that stopped answering "not
// responding", with the hint on what to check, until it answers again: a
// reopen of a chip that does not answer fails as if none were there, but
// the module that was working is still on the bus with a loose wire.
func (d *device) stillNotResponding(state State, err error) (State, error) {
	if d.cfg.Kind != KindMFRC522 || state == NotResponding || d.Status().State != NotResponding {
		return state, err
	}
	if !strings.Contains(err.Error(), rfid.NotRespondingHint) {
		err = fmt.Errorf("%w: %s", err, rfid.NotRespondingHint)
	}
	return NotResponding, notResponding{err}
}

// tag handles one decoded id: count it, suppress duplicates, pass it on.
func (d *device) tag(id string, at time.Time) {
	s := Scan{Tag: id, Reader: d.cfg.Name, At: at}
	d.mu.Lock()
	d.status.Reads++
	// A virtual scan is a deliberate act on the host console, never a tag
	// lying on a reader and repeating: only physical readers are filtered.
	ok := d.virt != nil || d.filter.Accept(s)
	if !ok {
		d.status.Duplicates++
	}
	d.mu.Unlock()
	if !ok {
		return
	}
	// No accept sound here: the game has not decided yet (Hub.Feedback).
	select {
	case d.scans <- s:
	case <-d.hub.ctx.Done():
	}
}

// bad counts n rejected frames.
func (d *device) bad(n int) {
	d.mu.Lock()
	d.status.BadFrames += uint64(n)
	total := d.status.BadFrames
	d.mu.Unlock()
	d.logf(slog.LevelWarn, "bad frame", "bad frame", false, "count", n, "total", total)
	d.feedback(false)
}

// press passes a debounced button press on.
func (d *device) press(b Button, at time.Time) {
	d.mu.Lock()
	d.status.Reads++
	d.mu.Unlock()
	select {
	case d.hub.presses <- Press{Button: b, Source: d.cfg.Name, At: at}:
	case <-d.hub.ctx.Done():
	}
}

func (d *device) feedback(ok bool) {
	d.mu.Lock()
	ind := d.ind
	d.mu.Unlock()
	if ind == nil {
		return
	}
	if ok {
		ind.Signal(indicator.Accept)
	} else {
		ind.Signal(indicator.Reject)
	}
}

// setupIndicator opens the buzzer/LED pins once. Missing pins are reported
// in LastError; the reader runs without feedback.
func (d *device) setupIndicator() {
	if d.cfg.BuzzerPin == "" && d.cfg.LEDPin == "" {
		return
	}
	if !feedbackAvailable() {
		d.mu.Lock()
		d.status.LastError = "feedback: buzzer and LED pins are not available on this system (they need a Raspberry Pi's GPIO)"
		d.mu.Unlock()
		return
	}
	pins, err := outputPins(d.cfg.BuzzerPin, d.cfg.LEDPin)
	d.mu.Lock()
	defer d.mu.Unlock()
	if err != nil {
		d.status.LastError = "feedback: " + err.Error()
	}
	if len(pins) > 0 {
		d.ind = indicator.New(pins...)
	}
}

func (d *device) closeIndicator() {
	d.mu.Lock()
	ind := d.ind
	d.ind = nil
	d.mu.Unlock()
	if ind != nil {
		ind.Close()
	}
}
