package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/sqlite"
	"github.com/tablemate/tablemate/companion/tags"
	"github.com/tablemate/tablemate/hardware"
	"github.com/tablemate/tablemate/web"
)

const tagsUsage = `usage:
  tablemate tags list   [--db PATH] [--set SET]
  tablemate tags export [--db PATH] [--set SET] [FILE]      (default: standard output)
  tablemate tags import [--db PATH] [--replace] FILE|-
sets: tagiron-tiles tagiron-cards code777-tiles code777-cards clues13-cards lexio-tiles
A running server reads the registry at start-up: restart it after an import.
`

// tagsCmd manages the tag registry in the server's database.
func tagsCmd(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, tagsUsage)
		return 2
	}
	fset := flag.NewFlagSet("tags "+args[0], flag.ContinueOnError)
	fset.SetOutput(stderr)
	db := fset.String("db", "", "SQLite database file (default as for serve)")
	setName := fset.String("set", "", "only this component set")
	replace := fset.Bool("replace", false, "import: first remove every tag of the sets the file mentions")
	if err := fset.Parse(args[1:]); err != nil {
		return 2
	}
	err := func() error {
		var set tags.Set
		if *setName != "" {
			s, err := tags.ParseSet(*setName)
			if err != nil {
				return err
			}
			set = s
		}
		path := *db
		if path == "" {
			path = defaultDB()
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		store, err := sqlite.Open(ctx, path)
		if err != nil {
			return err
		}
		defer store.Close()
		reg, err := tags.OpenRegistry(ctx, store)
		if err != nil {
			return err
		}
		switch args[0] {
		case "list":
			for _, e := range reg.List(set) {
				fmt.Fprintf(stdout, "%s\t%s\t%s\n", e.Tag, e.Set, e.Component)
			}
			return nil
		case "export":
			out := stdout
			if fset.NArg() > 0 && fset.Arg(0) != "-" {
				f, err := os.Create(fset.Arg(0))
				if err != nil {
					return err
				}
				defer f.Close()
				out = f
			}
			enc := json.NewEncoder(out)
			enc.SetIndent("", "  ")
			return enc.Encode(reg.Export(set))
		case "import":
			if fset.NArg() != 1 {
				return errors.New("import needs one FILE (or - for standard input)")
			}
			in := stdin
			if fset.Arg(0) != "-" {
				f, err := os.Open(fset.Arg(0))
				if err != nil {
					return err
				}
				defer f.Close()
				in = f
			}
			file, err := tags.ReadFile(in)
			if err != nil {
				return err
			}
			rep, err := reg.Import(ctx, file, *replace)
			if err != nil {
				return err
			}
			fmt.Fprintf(stdout, "imported: %d added, %d unchanged, %d removed\n", rep.Added, rep.Unchanged, rep.Removed)
			return nil
		}
		return fmt.Errorf("unknown tags command %q\n%s", args[0], tagsUsage)
	}()
	if err != nil {
		var ce *companion.Error
		if errors.As(err, &ce) {
			err = errors.New(ce.Msg)
		}
	}
	return exitCode(stderr, err)
}

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
