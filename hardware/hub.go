package hardware

import (
	"context"
	"fmt"
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

	scans   chan Scan
	presses chan Press
	devices []*device
	byName  map[string]*device
	once    sync.Once
}

// Open checks cfg (after WithDefaults) and starts a supervisor per enabled
// device. It fails only on an invalid config: a device that is missing or
// fails later shows up in Status and is retried. With no device, the Hub
// simply never yields anything.
func Open(cfg Config) (*Hub, error) {
	cfg = cfg.WithDefaults()
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	h := &Hub{
		ctx:     ctx,
		cancel:  cancel,
		retry:   Backoff{Min: cfg.Retry.Min, Max: cfg.Retry.Max},
		scans:   make(chan Scan, 64),
		presses: make(chan Press, 16),
		byName:  make(map[string]*device),
	}
	for _, dc := range cfg.Devices {
		d := newDevice(h, dc)
		h.devices = append(h.devices, d)
		h.byName[dc.Name] = d
		if dc.Disabled {
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
	return h, nil
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

// Status returns every configured device's status, in config order.
func (h *Hub) Status() []Status {
	out := make([]Status, len(h.devices))
	for i, d := range h.devices {
		out[i] = d.Status()
	}
	return out
}

// Readers returns the configured devices as Readers, in config order. Their
// Scans channels are drained by the Hub; read Hub.Scans instead.
func (h *Hub) Readers() []Reader {
	out := make([]Reader, len(h.devices))
	for i, d := range h.devices {
		out[i] = d
	}
	return out
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
// buzzer/LED, for example when the game refuses a tag. The Hub already
// plays accept on every counted scan and reject on every bad frame. A
// reader without feedback pins is not an error.
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
