package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/sqlite"
	"github.com/tablemate/tablemate/hardware"
)

// finding is one line of the doctor's report; fix says what to do about a
// problem.
type finding struct {
	ok           bool
	warn         bool // worth a look, but not a failure
	what, detail string
	fix          string
}

func okf(what, format string, a ...any) finding {
	return finding{ok: true, what: what, detail: fmt.Sprintf(format, a...)}
}

func problem(what, detail, fix string) finding {
	return finding{what: what, detail: detail, fix: fix}
}

// deviceList is the repeated --device flag.
type deviceList []string

func (d *deviceList) String() string     { return strings.Join(*d, ",") }
func (d *deviceList) Set(s string) error { *d = append(*d, s); return nil }

// doctor checks that this machine can run the server: the database, the
// free space, the port and the reader devices. Exit status 1 on any problem.
func doctor(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	flags := flag.NewFlagSet("doctor", flag.ContinueOnError)
	flags.SetOutput(stderr)
	db := flags.String("db", "", "SQLite database file (default as for serve)")
	addr := flags.String("addr", ":8080", "address the server listens on")
	minFree := flags.Int64("min-free-mb", 100, "free space below this many MiB is a problem")
	config := flags.String("config", "", "config file to check (e.g. /etc/tablemate/tablemate.toml): its keys and each device in it")
	var devices deviceList
	flags.Var(&devices, "device", "serial, SPI, GPIO or input device the readers use, e.g. /dev/ttyUSB0 (repeatable)")
	if err := flags.Parse(args); err != nil {
		return 2
	}
	if *db == "" {
		*db = defaultDB()
	}
	var found []finding
	found = append(found, checkDatabase(ctx, *db)...)
	found = append(found, checkDiskSpace(*db, *minFree<<20))
	found = append(found, checkPort(ctx, *addr))
	if b := hardware.DetectBoard(boardRoot); b.Pi {
		found = append(found, okf("board", "%s: a reader on the header's pins 8/10 (TXD/RXD) is %s, with %s", b.Model, b.HeaderUART(), b.HeaderUARTSetup()))
	}
	if *config != "" {
		found = append(found, checkConfig(*config)...)
	}
	for _, d := range devices {
		found = append(found, checkDevice(d, currentIdentity()))
	}
	code := 0
	for _, f := range found {
		f.detail = companion.Plain(f.detail) // a reason read from a damaged file, in words
		if f.ok {
			fmt.Fprintf(stdout, "OK       %s: %s\n", f.what, f.detail)
			continue
		}
		if f.warn {
			fmt.Fprintf(stdout, "WARNING  %s: %s\n         fix: %s\n", f.what, f.detail, f.fix)
			continue
		}
		code = 1
		fmt.Fprintf(stdout, "PROBLEM  %s: %s\n         fix: %s\n", f.what, f.detail, f.fix)
	}
	return code
}

// boardRoot is where the doctor reads the board (hardware.DetectBoard) from.
var boardRoot fs.FS = os.DirFS("/")

// checkDatabase reports whether the server can write the database and
// whether its file is sound. It opens the file read-only: the store's
// Open would migrate it and flip its clean-shutdown flag under a running
// server.
func checkDatabase(ctx context.Context, path string) []finding {
	const what = "database"
	dir := filepath.Dir(path)
	runAs := "run the doctor as the user the server runs as (sudo -u tablemate tablemate doctor), or"
	st, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		parent := existingParent(dir)
		if access(parent, 2|1) != nil { // W_OK|X_OK
			return []finding{problem(what, fmt.Sprintf("%s does not exist and %s is not writable by %s", path, parent, currentIdentity().name),
				fmt.Sprintf("%s give the server a writable place with --db, or: sudo install -d -o %s %s", runAs, currentIdentity().name, dir))}
		}
		return []finding{okf(what, "%s does not exist yet; serve will create it", path)}
	case err != nil:
		return []finding{problem(what, err.Error(), runAs+" check the path")}
	case st.IsDir():
		return []finding{problem(what, path+" is a directory", "name a file with --db, e.g. "+filepath.Join(path, "tablemate.db"))}
	}
	var out []finding
	for _, p := range []string{dir, path, path + "-wal", path + "-shm"} {
		if _, err := os.Stat(p); err == nil && access(p, 2) != nil { // W_OK
			out = append(out, problem(what, fmt.Sprintf("%s is not writable by %s", p, currentIdentity().name),
				fmt.Sprintf("%s make it the server's: sudo chown -R tablemate:tablemate %s", runAs, dir)))
		}
	}
	if err := sqlite.CheckFile(path); err != nil {
		return append(out, problem(what, err.Error(), "stop the server and move the file away (or restore it from a backup)"))
	}
	out = append(out, checkIntegrity(ctx, path))
	return append(out, checkTables(ctx, path)...)
}

// checkTables replays every table's log, as serve does at start-up, and
// names each table serve would set aside (table id, event, reason).
func checkTables(ctx context.Context, path string) []finding {
	st, err := sqlite.OpenReadOnly(ctx, path)
	if err != nil {
		return []finding{problem("tables", err.Error(), "check the database first")}
	}
	defer st.Close()
	problems, n, err := service.Check(ctx, st)
	if err != nil {
		return []finding{problem("tables", err.Error(), "check the database first")}
	}
	var out []finding
	live := 0
	strays, err := st.Strays(ctx)
	if err != nil {
		return []finding{problem("tables", err.Error(), "check the database first")}
	}
	for _, s := range strays {
		live++
		out = append(out, problem("tables", "the database holds "+s,
			"nothing reads these rows; keep a copy of the file and restore it from a backup if a table is missing, or leave them: the server runs without them"))
	}
	for _, p := range problems {
		switch {
		case !p.Archived.IsZero():
			out = append(out, okf("table "+p.Table, "%s: archived by the host on %s (off the live list; its rows are kept and its log downloads from the host console)",
				p.Game, p.Archived.Local().Format("2006-01-02 15:04")))
		case p.Fault.NoRollback != "":
			live++
			out = append(out, problem("table "+p.Table, fmt.Sprintf("%s: event %d does not replay: %s", p.Game, p.Fault.Seq, p.Fault.Reason),
				"the server sets this table aside and keeps the others; it cannot be rolled back: in the host console, download its log and archive it"))
		default:
			live++
			out = append(out, problem("table "+p.Table, fmt.Sprintf("%s: event %d does not replay: %s", p.Game, p.Fault.Seq, p.Fault.Reason),
				"the server sets this table aside and keeps the others; in the host console, download its log and roll it back to its last good event (or archive it)"))
		}
	}
	if live == 0 && len(out) == 0 {
		return []finding{okf("tables", "all %d tables replay", n)}
	}
	if live == 0 {
		out = append([]finding{okf("tables", "all %d tables that are not archived replay", n-len(out))}, out...)
	}
	return out
}

// checkIntegrity runs SQLite's full integrity check and compares the
// schema version with this build's.
func checkIntegrity(ctx context.Context, path string) finding {
	const what = "database"
	q := url.Values{"mode": {"ro"}, "_pragma": {"busy_timeout(5000)"}}
	db, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return problem(what, err.Error(), "check the path")
	}
	defer db.Close()
	var res string
	var version int
	err = db.QueryRowContext(ctx, "PRAGMA integrity_check").Scan(&res)
	if err == nil {
		err = db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version)
	}
	switch {
	case err != nil:
		return problem(what, fmt.Sprintf("cannot read %s: %v", path, err),
			"if it is not a Tablemate database, move it away; if it is unreadable, run the doctor as the server's user (sudo -u tablemate tablemate doctor)")
	case res != "ok":
		return problem(what, fmt.Sprintf("%s is damaged: %s", path, firstLine(res)),
			fmt.Sprintf("stop the server, keep a copy (cp %s %s.bad), then try: sqlite3 %s .recover | sqlite3 %s.new", path, path, path, path))
	case version > sqlite.SchemaVersion():
		return problem(what, fmt.Sprintf("%s has schema %d, newer than this program's %d", path, version, sqlite.SchemaVersion()),
			"install the newer tablemate that wrote it")
	}
	return okf(what, "%s passes the integrity check (schema %d of %d)", path, version, sqlite.SchemaVersion())
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// existingParent is the nearest directory of p that exists.
func existingParent(p string) string {
	for {
		if _, err := os.Stat(p); err == nil || p == filepath.Dir(p) {
			return p
		}
		p = filepath.Dir(p)
	}
}

// checkDiskSpace reports the free space of the filesystem holding path.
func checkDiskSpace(path string, min int64) finding {
	const what = "disk space"
	dir := existingParent(filepath.Dir(path))
	free, err := freeBytes(dir)
	if err != nil {
		return problem(what, fmt.Sprintf("cannot read the free space of %s: %v", dir, err), "check the path given with --db")
	}
	if free < min {
		return problem(what, fmt.Sprintf("only %s free on the filesystem of %s", mib(free), dir),
			"free some space (sudo apt-get clean; sudo journalctl --vacuum-size=50M) or move the database with --db")
	}
	return okf(what, "%s free on the filesystem of %s", mib(free), dir)
}

func mib(n int64) string { return fmt.Sprintf("%d MiB", n>>20) }

// checkPort reports whether the server could listen on addr. A port held by
// a healthy Tablemate is fine: the service is already running.
func checkPort(ctx context.Context, addr string) finding {
	what := "port " + addr
	ln, err := net.Listen("tcp", addr)
	if err == nil {
		ln.Close()
		return okf(what, "free")
	}
	if errors.Is(err, syscall.EACCES) {
		return problem(what, "this user may not listen on it (ports below 1024 need privileges)", "use a port from 1024 up, e.g. --addr :8080")
	}
	if tables, ok := tablemateAt(ctx, addr); ok {
		return okf(what, "in use by a healthy Tablemate server (%d tables): the service is already running", tables)
	}
	_, port, _ := net.SplitHostPort(addr)
	return problem(what, fmt.Sprintf("in use by another program (%v)", err),
		fmt.Sprintf("find it with: sudo ss -ltnp 'sport = :%s'; stop it, or choose another port with --addr", port))
}

// tablemateAt asks /healthz on addr (loopback when addr has no host).
func tablemateAt(ctx context.Context, addr string) (tables int, ok bool) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return 0, false
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "127.0.0.1"
	}
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+net.JoinHostPort(host, port)+"/healthz", nil)
	if err != nil {
		return 0, false
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, false
	}
	defer resp.Body.Close()
	var h struct {
		Status string `json:"status"`
		Tables int    `json:"tables"`
	}
	if resp.StatusCode != http.StatusOK || json.NewDecoder(resp.Body).Decode(&h) != nil || h.Status != "ok" {
		return 0, false
	}
	return h.Tables, true
}

// identity is who the doctor runs as.
type identity struct {
	name   string
	uid    int
	groups map[int]bool // every group the process has
}

func currentIdentity() identity {
	id := identity{uid: os.Geteuid(), groups: map[int]bool{os.Getegid(): true}, name: strconv.Itoa(os.Geteuid())}
	if u, err := user.Current(); err == nil {
		id.name = u.Username
	}
	if gs, err := os.Getgroups(); err == nil {
		for _, g := range gs {
			id.groups[g] = true
		}
	}
	return id
}

// deviceGroup is the usual owner group of a device, by its name, for when
// the file itself cannot tell (it is missing).
func deviceGroup(path string) string {
	base := filepath.Base(path)
	switch {
	case strings.HasPrefix(base, "spidev"):
		return "spi"
	case strings.HasPrefix(base, "gpio"):
		return "gpio"
	case strings.HasPrefix(base, "i2c"):
		return "i2c"
	case strings.Contains(base, "event") || strings.Contains(path, "/dev/input/"):
		return "input"
	}
	return "dialout" // ttyUSB, ttyACM, ttyAMA, serial/by-id links
}

// checkDevice reports whether this user can read and write a device, and if
// not, which group to join.
func checkDevice(path string, id identity) finding {
	what := "device " + path
	if f, ok := platformDevice(what, path); ok {
		return f
	}
	st, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		fix := "plug the reader in and check the cable; list serial ports with: ls -l /dev/serial/by-id/ /dev/ttyUSB* /dev/ttyACM*"
		switch deviceGroup(path) {
		case "spi":
			fix = "enable SPI: sudo raspi-config nonint do_spi 0, then reboot"
		case "gpio":
			fix = "this is not a Raspberry Pi, or its GPIO driver is not loaded: ls /dev/gpiochip*"
		case "i2c":
			fix = "enable I2C: sudo raspi-config nonint do_i2c 0, then reboot"
		case "input":
			fix = "plug the scanner in; list keyboards with: ls -l /dev/input/by-id/ (the scanner is the …-event-kbd one)"
		}
		return problem(what, "not present", fix)
	}
	if err != nil {
		return problem(what, err.Error(), "check the path")
	}
	return deviceAccess(what, path, st.Mode(), deviceGID(st), access(path, 4|2) == nil, id) // R_OK|W_OK
}

// deviceAccess judges a present device from its mode and owners; access is
// whether the kernel grants this process read and write.
func deviceAccess(what, path string, mode fs.FileMode, gid int, access bool, id identity) finding {
	if mode&fs.ModeDevice == 0 {
		return problem(what, "is not a device file", "name the device, e.g. /dev/ttyUSB0 or /dev/spidev0.0")
	}
	if access {
		return okf(what, "present, readable and writable by %s", id.name)
	}
	group := deviceGroup(path)
	if g, err := user.LookupGroupId(strconv.Itoa(gid)); err == nil && gid != 0 {
		group = g.Name
	}
	switch {
	case mode.Perm()&0o060 != 0o060 || gid == 0:
		return problem(what, fmt.Sprintf("present but only its owner may use it (mode %s, group %s)", mode.Perm(), group),
			fmt.Sprintf("add a udev rule giving it to group %s with mode 0660, e.g. in /etc/udev/rules.d/99-tablemate.rules: KERNEL==\"%s\", GROUP=\"%s\", MODE=\"0660\"",
				group, filepath.Base(path), group))
	case id.groups[gid]:
		return problem(what, fmt.Sprintf("present but not readable and writable by %s, though it is in group %s", id.name, group),
			"check the device's mode: ls -l "+path)
	case userInGroupFile(id.name, group):
		return problem(what, fmt.Sprintf("present; %s was added to group %s but this login predates it", id.name, group),
			"log out and back in (or reboot), then try again")
	}
	return problem(what, fmt.Sprintf("present but %s is not in group %s", id.name, group),
		fmt.Sprintf("sudo usermod -aG %s %s, then log out and back in (the tablemate service user is added by the package)", group, id.name))
}

// userInGroupFile is whether /etc/group lists name as a member of group.
func userInGroupFile(name, group string) bool {
	b, err := os.ReadFile("/etc/group")
	if err != nil {
		return false
	}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Split(line, ":")
		if len(f) == 4 && f[0] == group {
			for _, m := range strings.Split(f[3], ",") {
				if m == name {
					return true
				}
			}
		}
	}
	return false
}

// checkConfig validates a config file and checks each enabled device it
// names: its problems, then access to its device file.
func checkConfig(path string) []finding {
	what := "config " + path
	fc, err := loadConfig(path)
	if errors.Is(err, fs.ErrNotExist) {
		return []finding{problem(what, "does not exist", "name the file serve uses (--config), e.g. /etc/tablemate/tablemate.toml")}
	}
	var out []finding
	for _, p := range fc.Hardware.Problems {
		out = append(out, problem(what, p, "edit the file; every key is explained in the packaged /etc/tablemate/tablemate.toml"))
	}
	id := currentIdentity()
	board := hardware.DetectBoard(boardRoot)
	for _, d := range fc.Hardware.Devices {
		dw := fmt.Sprintf("device %q (%s)", d.Name, d.Kind)
		switch {
		case d.Problem != "":
			out = append(out, problem(dw, d.Problem, "fix its [[device]] entry; serve runs without it until then"))
			continue
		case d.Disabled:
			out = append(out, okf(dw, "disabled"))
			continue
		case !hardware.Available(d.Kind):
			out = append(out, problem(dw, hardware.UnavailableReason(d.Kind),
				"on this computer, remove the entry or set disabled = true; it works on a Raspberry Pi"))
			continue
		}
		var paths []string
		switch d.Kind {
		case hardware.KindLine, hardware.KindRDM6300, hardware.KindID12, hardware.KindPN532:
			paths = []string{d.Port}
		case hardware.KindKeyboard:
			paths = []string{d.Path}
		case hardware.KindMFRC522:
			bus := d.Bus
			if !strings.HasPrefix(bus, "/dev/") {
				bus = "/dev/spidev0.0"
			}
			paths = []string{bus, "/dev/gpiochip0"}
		case hardware.KindButtons:
			paths = []string{"/dev/gpiochip0"}
		}
		if len(paths) == 0 {
			out = append(out, okf(dw, "needs no device file"))
		}
		for _, p := range paths {
			f := checkDevice(p, id)
			f.what = dw + ": " + f.what
			out = append(out, f)
		}
		if d.Kind == hardware.KindLine || d.Kind == hardware.KindRDM6300 || d.Kind == hardware.KindID12 || d.Kind == hardware.KindPN532 {
			resolved, _ := filepath.EvalSymlinks(d.Port)
			if w := board.DebugUARTWarning(d.Port, resolved); w != "" {
				out = append(out, finding{warn: true, what: dw, detail: w,
					fix: fmt.Sprintf("if the reader is wired to pins 8/10, set port = %q in its [[device]] entry", board.HeaderUART())})
			}
		}
	}
	if err == nil && len(out) == 0 {
		out = append(out, okf(what, "valid, no device configured"))
	} else if err == nil {
		out = append([]finding{okf(what, "valid")}, out...)
	}
	return out
}
