package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	iofs "io/fs"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/user"
	"path/filepath"
	"runtime/debug"
	"syscall"
	"time"

	"github.com/skip2/go-qrcode"
	"github.com/tablemate/tablemate/companion"
	_ "github.com/tablemate/tablemate/companion/games" // registers every game
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/sqlite"
	"github.com/tablemate/tablemate/companion/table"
	"github.com/tablemate/tablemate/web"
)

// systemDB is the packaged service's database: its unit passes it with --db.
var systemDB = "/var/lib/tablemate/tablemate.db"

// defaultDB is the user's own file. It never depends on what else exists on
// the machine: a folder that appears later (a package installed, another
// user's service) must not switch a plain `serve` to another database with
// another host key. The packaged service names its file with --db.
func defaultDB() string {
	dir, err := os.UserHomeDir()
	if err != nil {
		dir = os.TempDir()
	}
	return filepath.Join(dir, ".local", "share", "tablemate", "tablemate.db")
}

// checkDataDir makes sure the database's folder exists and can be written
// before anything is opened, and says what to do in a sentence when not
// (SQLite's own words, "attempt to write a readonly database", name neither
// the path nor the permission).
func checkDataDir(db string) error {
	dir := filepath.Dir(db)
	who := currentIdentity().name
	fix := "run Tablemate as a user who may write there, or choose another file with --db"
	if err := os.MkdirAll(dir, 0o755); err != nil {
		parent := existingParent(dir)
		return fmt.Errorf("the data folder %s cannot be created by user %s: %s is %s; %s", dir, who, parent, describeDir(parent), fix)
	}
	if err := access(dir, 2|1); err != nil { // W_OK|X_OK
		if errors.Is(err, syscall.EROFS) {
			return fmt.Errorf("the data folder %s is on a read-only filesystem, so Tablemate cannot keep its database there; %s", dir, fix)
		}
		return fmt.Errorf("the data folder %s is not writable by user %s (it is %s): Tablemate keeps its database and journal there. "+
			"Make it writable (sudo chown %s %s), or choose another file with --db", dir, who, describeDir(dir), who, dir)
	}
	for _, p := range []string{db, db + "-wal", db + "-shm"} {
		if _, err := os.Stat(p); err == nil && access(p, 2) != nil {
			return fmt.Errorf("the database file %s is not writable by user %s (it is %s); make it writable (sudo chown %s %s), or choose another file with --db",
				p, who, describeDir(p), who, p)
		}
	}
	return nil
}

// describeDir says who owns a path and its permissions: "owned by root, drwxr-xr-x".
func describeDir(p string) string {
	fi, err := os.Stat(p)
	if err != nil {
		return "not readable"
	}
	owner := "?"
	if uid := fileOwner(fi); uid != "" {
		owner = uid
		if u, err := user.LookupId(uid); err == nil {
			owner = u.Username
		}
	}
	return "owned by " + owner + ", " + fi.Mode().String()
}

type serveConfig struct {
	addr, db, publicURL string
	demo                bool
}

// memoryLimit is the server's soft memory limit (runtime/debug.SetMemoryLimit) unless GOMEMLIMIT
// sets another.
const memoryLimit = 28 << 20

func serve(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var cfg serveConfig
	fs.StringVar(&cfg.addr, "addr", ":8080", "address to listen on")
	fs.StringVar(&cfg.db, "db", "", "SQLite database file (default /var/lib/tablemate/tablemate.db, or ~/.local/share/tablemate/tablemate.db)")
	fs.StringVar(&cfg.publicURL, "public-url", "", "URL phones use to reach this server, for QR codes (default: public_url in the config file, else the address of the interface with the default route)")
	fs.BoolVar(&cfg.demo, "demo", false, "create a ready 3-player Tagiron demo table if there is none")
	hwConfig := hardwareFlags(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	log := slog.New(slog.NewTextHandler(stderr, nil))
	if cfg.db == "" {
		cfg.db = defaultDB()
		if _, err := os.Stat(systemDB); err == nil && systemDB != cfg.db {
			log.Info("the packaged service's database exists too; this server uses your own file (pass --db to choose)", "other", systemDB)
		}
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		// A soft limit: near it the collector runs sooner, so a burst of hints (each solve's
		// garbage) does not double the heap on a Pi; the service never fails for it.
		debug.SetMemoryLimit(memoryLimit)
	}
	var fc fileConfig
	if *hwConfig != "" {
		c, err := loadConfig(*hwConfig)
		switch {
		case errors.Is(err, iofs.ErrNotExist):
			log.Warn("no config file: running without readers", "config", *hwConfig)
		case err != nil:
			// A typo must not take the tables down: run without what is
			// broken; the console's Devices panel shows it too.
			log.Error("the config file has problems; running without the devices concerned", "config", *hwConfig, "problems", err.Error())
			fc = c
		default:
			fc = c
		}
	}
	if cfg.publicURL == "" {
		cfg.publicURL = fc.PublicURL
	}
	if err := checkPublicURL(cfg.publicURL); err != nil {
		return err
	}
	if err := checkDataDir(cfg.db); err != nil {
		return err
	}
	_, statErr := os.Stat(cfg.db)
	log.Info("using the data file", "db", cfg.db, "new", errors.Is(statErr, iofs.ErrNotExist))
	store, err := sqlite.Open(ctx, cfg.db)
	if err != nil {
		return err
	}
	defer store.Close()
	if store.Unclean {
		log.Warn("the previous run did not shut down cleanly (power cut?); every acknowledged event was kept", "db", cfg.db)
	}
	start := time.Now()
	// Practice bots move at a pace a player can follow.
	svc, err := service.Open(ctx, store, service.Options{BotPace: 700 * time.Millisecond})
	if err != nil {
		return err
	}
	defer svc.Close() // the practice bots stop before the store closes
	log.Info("tables replayed", "tables", len(svc.Tables()), "took", time.Since(start).Round(time.Millisecond))
	for _, t := range svc.Tables() {
		// The detail of a set-aside table goes to this log and the host
		// console only; seats and the display get one sentence.
		if f := t.Fault(); f != nil {
			log.Warn("table set aside: its log does not replay", "table", t.ID(), "event", f.Seq, "reason", f.Reason)
		}
	}

	ln, err := net.Listen("tcp", cfg.addr)
	if err != nil {
		return err
	}
	tcp := ln.Addr().(*net.TCPAddr)
	fixed := cfg.publicURL
	if fixed == "" && !tcp.IP.IsUnspecified() {
		fixed = "http://" + net.JoinHostPort(tcp.IP.String(), fmt.Sprint(tcp.Port))
	}
	public := newPublicURL(fixed, tcp.Port, log)
	go public.watch(ctx, 10*time.Second)
	base := public.URL()
	// Hardware: readers feed the tables through the tag registry (tags.go).
	hw, err := startHardware(ctx, fc.Hardware, cfg.demo, svc, store, log)
	if err != nil {
		return err
	}
	defer hw.close()
	srv := web.New(svc, web.Options{BaseURLFunc: public.URL, Logger: log, Extra: hw.web.Routes})
	// The host link comes first: it is what whoever started the server opens.
	hostLink := base + "/host?k=" + svc.HostKey()
	fmt.Fprintf(stdout, "Tablemate %s is running.\n  Host console: %s\n", version, hostLink)
	if qr, err := qrcode.New(hostLink, qrcode.Low); err == nil {
		fmt.Fprint(stdout, qr.ToSmallString(false))
	}
	if cfg.demo {
		if err := ensureDemo(ctx, svc, store, base, stdout); err != nil {
			return err
		}
	}
	// No WriteTimeout: it would cut the phones' live streams (they lift it per request anyway).
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 2 * time.Minute}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	log.Info("listening", "addr", ln.Addr().String(), "db", cfg.db)
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down")
	srv.Close()
	sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// ensureDemo makes one 3-player Tagiron table the first time and prints its links.
func ensureDemo(ctx context.Context, svc *service.Service, store table.Store, base string, out io.Writer) error {
	id, ok, err := store.Meta(ctx, "demo_table")
	if err != nil {
		return err
	}
	var t *table.Table
	if ok {
		t, _ = svc.Table(id)
	}
	if t == nil {
		if t, err = svc.CreateTable(ctx, companion.Settings{Game: "tagiron", Players: 3, Hints: "full"}); err != nil {
			return err
		}
		if err := store.SetMeta(ctx, "demo_table", t.ID()); err != nil {
			return err
		}
	}
	fmt.Fprintf(out, "Demo table %s (Tagiron, 3 players):\n  Table display: %s/display/%s\n", t.ID(), base, t.ID())
	for i, tok := range t.Tokens() { // a seat the host moved has its new link
		fmt.Fprintf(out, "  Player %d: %s/s/%s\n", i+1, base, tok)
	}
	return nil
}
