package hardware

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// Hub runs every configured device under its own supervisor and merges
// their output. Scans and Presses must be consumed promptly: a reader loop
// waits while the channel is full.
type Hub struct {
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup
	retry  Backoff
	log    *slog.Logger
	now    func() time.Time
	extra  []Status // config problems that concern no single device

	scans   chan Scan
	presses chan Press
	devices []*device
	byName  map[string]*device
	once    sync.Once
}

// Options are a Hub's logger (reader connects, unplugs, retries and bad
// frames are logged, rate-limited; slog.Default when nil) and clock (the
// time stamp of each read; time.Now when nil).
//
// Root is where the board is read from (see DetectBoard; os.DirFS("/")
// when nil): on a Raspberry Pi 5 a serial reader configured on the debug
// connector is warned about in the log and in its status.
type Options struct {
	Log  *slog.Logger
	Now  func() time.Time
	Root fs.FS
}

// Open starts a supervisor per enabled device of cfg (after WithDefaults
// and Validate). It never fails: a device whose config entry is wrong is
// shown as Misconfigured and not opened, a problem of the file as a whole
// appears as a status entry of kind "config", and a device that is missing
// or fails later shows up in Status and is retried. With no device, the
// Hub simply never yields anything.
func Open(cfg Config, o Options) *Hub {
	cfg = cfg.WithDefaults()
	invalid := cfg.Validate()
	if o.Log == nil {
		o.Log = slog.Default()
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Root == nil {
		o.Root = os.DirFS("/")
	}
	board := DetectBoard(o.Root)
	ctx, cancel := context.WithCancel(context.Background())
	retry := Backoff{Min: cfg.Retry.Min, Max: cfg.Retry.Max}
	if retry.Min > retry.Max {
		retry = Backoff{Min: DefaultRetryMin, Max: DefaultRetryMax}
	}
	h := &Hub{
		ctx:     ctx,
		cancel:  cancel,
		retry:   retry,
		log:     o.Log,
		now:     o.Now,
		scans:   make(chan Scan, 64),
		presses: make(chan Press, 16),
		byName:  make(map[string]*device),
	}
	if invalid != nil {
		h.log.Error("hardware config has problems: running without the devices concerned", "problems", invalid.Error())
	}
	for _, p := range cfg.Problems {
		h.extra = append(h.extra, Status{Name: "config", Kind: KindConfig, State: Misconfigured, Since: time.Now(), LastError: p})
	}
	if cfg.Retry.Min > cfg.Retry.Max {
		h.extra = append(h.extra, Status{Name: "config", Kind: KindConfig, State: Misconfigured, Since: time.Now(),
			LastError: fmt.Sprintf("retry min %s is above retry max %s: using the defaults", cfg.Retry.Min, cfg.Retry.Max)})
	}
	for _, dc := range cfg.Devices {
		if _, dup := h.byName[dc.Name]; dup {
			dc.Name += fmt.Sprintf(" (%d)", len(h.devices)+1) // shown apart from the first of that name
		}
		d := newDevice(h, dc)
		if dc.Kind.serial() && dc.Problem == "" {
			resolved, _ := filepath.EvalSymlinks(dc.Port)
			if w := board.DebugUARTWarning(dc.Port, resolved); w != "" {
				d.status.LastError = w
				h.log.Warn("reader on the debug connector", "device", dc.Name, "port", dc.Port, "board", board.Model, "fix", w)
			}
		}
		h.devices = append(h.devices, d)
		h.byName[dc.Name] = d
		if !dc.Disabled && dc.Problem == "" && !Available(dc.Kind) {
			h.log.Warn("reader not available on this system", "device", dc.Name, "kind", string(dc.Kind), "reason", UnavailableReason(dc.Kind))
		}
		if dc.Disabled || dc.Problem != "" || !Available(dc.Kind) {
			continue
		}
		h.wg.Add(2)
		go func() {
			defer h.wg.Done()
			d.supervise(ctx)
		}()
		go func() {
			defer h.wg.Done()
			h.forward(ctx, d)
		}()
	}
	return h
}

// forward moves a device's accepted scans into the merged channel.
func (h *Hub) forward(ctx context.Context, d *device) {
	for {
		select {
		case <-ctx.Done():
			return
		case s := <-d.scans:
			select {
			case h.scans <- s:
			case <-ctx.Done():
				return
			}
		}
	}
}

// Scans returns the merged stream of accepted scans from all readers. It is
// closed by Close.
func (h *Hub) Scans() <-chan Scan { return h.scans }

// Presses returns the merged stream of button presses. It is closed by Close.
func (h *Hub) Presses() <-chan Press { return h.presses }

// Status returns every configured device's status, in config order,
// then the config file's own problems (kind "config").
func (h *Hub) Status() []Status {
	out := make([]Status, 0, len(h.devices)+len(h.extra))
	for _, d := range h.devices {
		out = append(out, d.Status())
	}
	return append(out, h.extra...)
}

// Inject scans tag on the named virtual reader, as the host console does.
func (h *Hub) Inject(reader, tag string) error {
	d, err := h.device(reader)
	if err != nil {
		return err
	}
	if d.virt == nil {
		return fmt.Errorf("reader %q is a %s reader, not virtual", reader, d.cfg.Kind)
	}
	return d.virt.Scan(tag)
}

// Feedback plays the accept (ok) or reject pattern on the named reader's
// buzzer/LED once the game decided a read: accept only when it took the
// read, so an unknown tag never beeps "ok" before it buzzes "refused". The
// Hub itself plays reject on every bad frame. A reader without feedback
// pins is not an error.
func (h *Hub) Feedback(reader string, ok bool) error {
	d, err := h.device(reader)
	if err != nil {
		return err
	}
	d.feedback(ok)
	return nil
}

func (h *Hub) device(name string) (*device, error) {
	d, ok := h.byName[name]
	if !ok {
		return nil, fmt.Errorf("unknown reader %q", name)
	}
	return d, nil
}

// Close stops every supervisor, closes every device and then the Scans and
// Presses channels. It waits at most about one read or poll timeout.
func (h *Hub) Close() error {
	h.once.Do(func() {
		h.cancel()
		h.wg.Wait()
		for _, d := range h.devices {
			d.closeIndicator()
		}
		close(h.scans)
		close(h.presses)
	})
	return nil
}

// sleep waits d or until ctx is done, reporting whether to go on.
func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}
