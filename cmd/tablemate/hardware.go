package main

import (
	"context"
	"errors"
	"flag"
	"log/slog"
	"os"

	"github.com/BurntSushi/toml"

	"github.com/tablemate/tablemate/companion/labels"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/sqlite"
	"github.com/tablemate/tablemate/companion/tags"
	"github.com/tablemate/tablemate/hardware"
	"github.com/tablemate/tablemate/web"
)

// hardwareFlags adds serve's config flag.
func hardwareFlags(fset *flag.FlagSet) *string {
	return fset.String("config", "", "config file (TOML), e.g. /etc/tablemate/tablemate.toml: public_url and the devices; without it, no reader (see package hardware)")
}

// fileConfig is what tablemate.toml holds: the address phones use and the
// devices.
type fileConfig struct {
	PublicURL string
	Hardware  hardware.Config
}

// serviceKeys are the top-level keys of tablemate.toml that are not the
// hardware's.
var serviceKeys = []string{"public_url"}

// loadConfig reads tablemate.toml. It returns what it could read together
// with every problem: the service runs with the devices that are fine.
func loadConfig(path string) (fileConfig, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return fileConfig{}, err
	}
	return loadConfigBytes(b)
}

// loadConfigBytes is loadConfig on the file's contents.
func loadConfigBytes(b []byte) (fileConfig, error) {
	var fc fileConfig
	var top struct {
		PublicURL string `toml:"public_url"`
	}
	var errs []error
	if _, err := toml.Decode(string(b), &top); err == nil {
		if err := checkPublicURL(top.PublicURL); err != nil {
			errs = append(errs, err)
			fc.Hardware.Problems = append(fc.Hardware.Problems, err.Error())
		} else {
			fc.PublicURL = top.PublicURL
		}
	}
	hw, err := hardware.ParseConfig(b, serviceKeys...)
	hw.Problems = append(fc.Hardware.Problems, hw.Problems...)
	fc.Hardware = hw
	return fc, errors.Join(append(errs, err)...)
}

// serveHardware is the running readers of `serve`: the hub, the tag
// registry and the bridge that turns reads into table commands.
type serveHardware struct {
	hub *hardware.Hub
	web *web.Hardware
}

// startHardware opens the configured readers (none is fine, and so is a
// missing device: it is retried and shown on the console, as is a device
// whose config entry is wrong). With demo, a virtual reader "console" is
// added so the host console can scan.
func startHardware(ctx context.Context, cfg hardware.Config, demo bool, svc *service.Service, store *sqlite.Store, log *slog.Logger) (*serveHardware, error) {
	if demo {
		virtual := false
		for _, d := range cfg.Devices {
			virtual = virtual || d.Kind == hardware.KindVirtual
		}
		if !virtual {
			cfg.Devices = append(cfg.Devices, hardware.Device{Name: "console", Kind: hardware.KindVirtual})
		}
	}
	hub := hardware.Open(cfg, hardware.Options{Log: log})
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
	h.web.Labels = labels.NewBook(reg, store)
	go h.web.Run(ctx)
	log.Info("hardware", "devices", len(cfg.Devices), "tags", len(reg.List("")))
	return h, nil
}

func (h *serveHardware) close() { h.hub.Close() }
