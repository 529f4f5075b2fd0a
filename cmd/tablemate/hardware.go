package main

import (
	"context"
	"errors"
	"flag"
	"io/fs"
	"log/slog"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/sqlite"
	"github.com/tablemate/tablemate/companion/tags"
	"github.com/tablemate/tablemate/hardware"
	"github.com/tablemate/tablemate/web"
)

// hardwareFlags adds serve's hardware flag.
func hardwareFlags(fset *flag.FlagSet) *string {
	return fset.String("config", "", "hardware config (TOML), e.g. /etc/tablemate/tablemate.toml; without it, no reader (see package hardware)")
}

// serveHardware is the running readers of `serve`: the hub, the tag
// registry and the bridge that turns reads into table commands.
type serveHardware struct {
	hub *hardware.Hub
	web *web.Hardware
}

// startHardware opens the configured readers (none is fine, and so is a
// missing device: it is retried and shown on the console). With demo, a
// virtual reader "console" is added so the host console can scan.
func startHardware(ctx context.Context, path string, demo bool, svc *companion.Service, store *sqlite.Store, log *slog.Logger) (*serveHardware, error) {
	var cfg hardware.Config
	if path != "" {
		c, err := hardware.LoadConfig(path)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			log.Warn("no hardware config file: running without readers", "config", path)
		case err != nil:
			return nil, err
		default:
			cfg = c
		}
	}
	if demo {
		virtual := false
		for _, d := range cfg.Devices {
			virtual = virtual || d.Kind == hardware.KindVirtual
		}
		if !virtual {
			cfg.Devices = append(cfg.Devices, hardware.Device{Name: "console", Kind: hardware.KindVirtual})
		}
	}
	hub, err := hardware.Open(cfg)
	if err != nil {
		return nil, err
	}
	reg, err := tags.OpenRegistry(ctx, store)
	if err != nil {
		hub.Close()
		return nil, err
	}
	bridge, err := tags.NewBridge(ctx, svc, reg, store, tags.BridgeOptions{Feedback: func(reader string, ok bool) { _ = hub.Feedback(reader, ok) }})
	if err != nil {
		hub.Close()
		return nil, err
	}
	h := &serveHardware{hub: hub, web: web.NewHardware(hub, bridge, svc, log)}
	go h.web.Run(ctx)
	log.Info("hardware", "devices", len(cfg.Devices), "tags", len(reg.List("")))
	return h, nil
}

func (h *serveHardware) close() { h.hub.Close() }
