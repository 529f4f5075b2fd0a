package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io/fs"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/sqlite"
	"github.com/tablemate/tablemate/companion/table"
)

// runDoctor runs `tablemate doctor args...` and returns its exit code and
// report.
func runDoctor(tb testing.TB, args ...string) (int, string) {
	tb.Helper()
	var out, errOut bytes.Buffer
	code := run(context.Background(), append([]string{"doctor"}, args...), nil, &out, &errOut)
	require.Empty(tb, errOut.String())
	return code, out.String()
}

// unusedAddr is a loopback address nothing listens on.
func unusedAddr(tb testing.TB) string {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(tb, err)
	addr := ln.Addr().String()
	require.NoError(tb, ln.Close())
	return addr
}

// newDB makes a real Tablemate database and leaves it open, as a running
// server would.
func newDB(tb testing.TB) (string, *sqlite.Store) {
	tb.Helper()
	path := filepath.Join(tb.TempDir(), "tablemate.db")
	store, err := sqlite.Open(context.Background(), path)
	require.NoError(tb, err)
	tb.Cleanup(func() { store.Close() })
	return path, store
}

func TestDoctorAllGood(t *testing.T) {
	path, store := newDB(t)
	code, out := runDoctor(t, "--db", path, "--addr", unusedAddr(t), "--device", "/dev/null")
	assert.Equal(t, 0, code, out)
	assert.NotContains(t, out, "PROBLEM")
	assert.Contains(t, out, "OK       database: "+path+" passes the integrity check")
	assert.Contains(t, out, "OK       disk space: ")
	assert.Regexp(t, `OK       port 127\.0\.0\.1:\d+: free`, out)
	assert.Contains(t, out, "OK       device /dev/null: present, readable and writable")
	assert.Contains(t, out, "OK       tables: all 0 tables replay")
	assert.Len(t, strings.Split(strings.TrimSpace(out), "\n"), 5, "one line per check")

	// The check opened the file read-only: a running server's
	// clean-shutdown flag is left alone.
	v, _, err := store.Meta(context.Background(), "open")
	require.NoError(t, err)
	assert.Equal(t, "1", v)
}

func TestDoctorProblems(t *testing.T) {
	addr := unusedAddr(t)
	t.Run("missing database in a writable place is fine", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "new", "tablemate.db")
		code, out := runDoctor(t, "--db", path, "--addr", addr)
		assert.Equal(t, 0, code, out)
		assert.Contains(t, out, "does not exist yet; serve will create it")
		assert.NoFileExists(t, path, "the doctor creates nothing")
	})
	t.Run("not a database", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "tablemate.db")
		require.NoError(t, os.WriteFile(path, bytes.Repeat([]byte("not sqlite "), 500), 0o644))
		code, out := runDoctor(t, "--db", path, "--addr", addr)
		assert.Equal(t, 1, code)
		assert.Contains(t, out, "PROBLEM  database: the file "+path+" is not an SQLite database")
		assert.Contains(t, out, "         fix: ")
	})
	t.Run("an empty file", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "tablemate.db")
		require.NoError(t, os.WriteFile(path, nil, 0o644))
		code, out := runDoctor(t, "--db", path, "--addr", addr)
		assert.Equal(t, 1, code)
		assert.Contains(t, out, "is empty (0 bytes)")
	})
	t.Run("a table whose log does not replay", func(t *testing.T) {
		ctx := context.Background()
		path, store := newDB(t)
		svc, err := service.Open(ctx, store, service.Options{})
		require.NoError(t, err)
		good, err := svc.CreateTable(ctx, companion.Settings{Game: "tagiron", Players: 2})
		require.NoError(t, err)
		bad, err := svc.CreateTable(ctx, companion.Settings{Game: "code777", Players: 3})
		require.NoError(t, err)
		require.NoError(t, store.Append(ctx, []companion.Event{{Table: bad.ID(), Seq: 3, Kind: "x", At: time.Now()}}))
		code, out := runDoctor(t, "--db", path, "--addr", addr)
		assert.Equal(t, 1, code)
		assert.Contains(t, out, "PROBLEM  table "+bad.ID()+": code777: event 1 does not replay: events 1 to 2 are missing before event 3")
		assert.Contains(t, out, "roll it back to its last good event")
		assert.NotContains(t, out, good.ID())
	})
	t.Run("a recorded answer the racks do not give", func(t *testing.T) {
		ctx := context.Background()
		path, store := newDB(t)
		svc, err := service.Open(ctx, store, service.Options{})
		require.NoError(t, err)
		tb, err := svc.CreateTable(ctx, companion.Settings{Game: "tagiron", Players: 2})
		require.NoError(t, err)
		do := func(a companion.Actor, typ, args string) {
			_, err := tb.Do(ctx, companion.Command{Actor: a, Type: typ, Data: json.RawMessage(args)})
			require.NoError(t, err, typ)
		}
		do(0, "tiles", `{"tiles":["r0","b0","r1","b1","g5"]}`)
		do(1, "tiles", `{"tiles":["b2","r3","b3","r4","b4"]}`)
		for _, c := range []string{"count-red", "sum-all", "where-1-or-2", "same-color-neighbours", "count-pairs", "where-5"} {
			do(companion.Host, "reveal", `{"card":"`+c+`"}`)
		}
		do(0, "start", `{"starter":0}`)
		// Seat 1 holds 2 red tiles; the row says 99.
		seq := tb.Seq() + 1
		require.NoError(t, store.Append(ctx, []companion.Event{{Table: tb.ID(), Seq: seq, Kind: "ask", Actor: 0,
			Data: json.RawMessage(`{"seat":0,"card":"count-red","answers":{"1":99}}`), At: time.Now()}}))
		code, out := runDoctor(t, "--db", path, "--addr", addr)
		assert.Equal(t, 1, code)
		assert.Contains(t, out, fmt.Sprintf("PROBLEM  table %s: tagiron: event %d does not replay", tb.ID(), seq))
		assert.Contains(t, out, "not what its rack gives")
	})
	t.Run("schema newer than the program", func(t *testing.T) {
		path, store := newDB(t)
		require.NoError(t, store.Close())
		db, err := sql.Open("sqlite", path)
		require.NoError(t, err)
		_, err = db.Exec("PRAGMA user_version = 999")
		require.NoError(t, err)
		require.NoError(t, db.Close())
		code, out := runDoctor(t, "--db", path, "--addr", addr)
		assert.Equal(t, 1, code)
		assert.Contains(t, out, "has schema 999, newer than this program's")
		assert.Contains(t, out, "fix: install the newer tablemate")
	})
	t.Run("directory given as database", func(t *testing.T) {
		dir := t.TempDir()
		code, out := runDoctor(t, "--db", dir, "--addr", addr)
		assert.Equal(t, 1, code)
		assert.Contains(t, out, dir+" is a directory")
	})
	t.Run("too little disk space", func(t *testing.T) {
		path, _ := newDB(t)
		code, out := runDoctor(t, "--db", path, "--addr", addr, "--min-free-mb", "1000000000")
		assert.Equal(t, 1, code)
		assert.Regexp(t, `PROBLEM  disk space: only \d+ MiB free`, out)
		assert.Contains(t, out, "journalctl --vacuum-size")
	})
	t.Run("port taken by another program", func(t *testing.T) {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		require.NoError(t, err)
		defer ln.Close()
		path, _ := newDB(t)
		code, out := runDoctor(t, "--db", path, "--addr", ln.Addr().String())
		assert.Equal(t, 1, code)
		assert.Contains(t, out, "in use by another program")
		assert.Contains(t, out, "sudo ss -ltnp")
	})
	t.Run("port taken by a running Tablemate", func(t *testing.T) {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/healthz" {
				w.Write([]byte(`{"status":"ok","tables":3}`))
				return
			}
			http.NotFound(w, r)
		}))
		defer srv.Close()
		path, _ := newDB(t)
		code, out := runDoctor(t, "--db", path, "--addr", srv.Listener.Addr().String())
		assert.Equal(t, 0, code, out)
		assert.Contains(t, out, "in use by a healthy Tablemate server (3 tables)")
	})
	t.Run("devices", func(t *testing.T) {
		path, _ := newDB(t)
		plain := filepath.Join(t.TempDir(), "ttyUSB9")
		require.NoError(t, os.WriteFile(plain, nil, 0o666))
		code, out := runDoctor(t, "--db", path, "--addr", addr,
			"--device", "/dev/null", "--device", "/dev/ttyUSB-not-here", "--device", "/dev/spidev9.9", "--device", plain)
		assert.Equal(t, 1, code)
		assert.Contains(t, out, "OK       device /dev/null")
		assert.Contains(t, out, "PROBLEM  device /dev/ttyUSB-not-here: not present\n         fix: plug the reader in")
		assert.Contains(t, out, "PROBLEM  device /dev/spidev9.9: not present\n         fix: enable SPI: sudo raspi-config nonint do_spi 0")
		assert.Contains(t, out, "PROBLEM  device "+plain+": is not a device file")
	})
	t.Run("bad flag", func(t *testing.T) {
		var out, errOut bytes.Buffer
		assert.Equal(t, 2, run(context.Background(), []string{"doctor", "--bogus"}, nil, &out, &errOut))
		assert.Contains(t, errOut.String(), "flag provided but not defined: -bogus")
	})
}

// TestDeviceAccess covers the advice for a device this user cannot use,
// which a test running as root cannot meet for real.
func TestDeviceAccess(t *testing.T) {
	const noSuchGID = 54321 // not in /etc/group: the group is named from the path
	alice := identity{name: "alice", uid: 1000, groups: map[int]bool{1000: true}}
	charDev := fs.ModeDevice | fs.ModeCharDevice
	cases := []struct {
		name   string
		path   string
		mode   fs.FileMode
		gid    int
		access bool
		id     identity
		ok     bool
		want   string
	}{
		{"granted", "/dev/ttyUSB0", charDev | 0o660, noSuchGID, true, alice, true, "present, readable and writable by alice"},
		{"serial, not in group", "/dev/ttyUSB0", charDev | 0o660, noSuchGID, false, alice, false, "sudo usermod -aG dialout alice"},
		{"spi, not in group", "/dev/spidev0.0", charDev | 0o660, noSuchGID, false, alice, false, "sudo usermod -aG spi alice"},
		{"gpio, not in group", "/dev/gpiochip0", charDev | 0o660, noSuchGID, false, alice, false, "sudo usermod -aG gpio alice"},
		{"owner only", "/dev/ttyAMA0", charDev | 0o600, noSuchGID, false, alice, false, `udev rule giving it to group dialout with mode 0660`},
		{"root's group", "/dev/spidev0.0", charDev | 0o660, 0, false, alice, false, `KERNEL=="spidev0.0", GROUP="spi", MODE="0660"`},
		{"in group yet refused", "/dev/ttyUSB0", charDev | 0o660, noSuchGID, false,
			identity{name: "bob", groups: map[int]bool{noSuchGID: true}}, false, "though it is in group dialout"},
		{"block device is a device too", "/dev/sda", fs.ModeDevice | 0o660, noSuchGID, true, alice, true, "present"},
		{"not a device", "/tmp/x", 0o666, noSuchGID, true, alice, false, "is not a device file"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := deviceAccess("device "+c.path, c.path, c.mode, c.gid, c.access, c.id)
			assert.Equal(t, c.ok, f.ok)
			assert.Contains(t, f.detail+" / "+f.fix, c.want)
			if !c.ok {
				assert.NotEmpty(t, f.fix, "every problem says what to do")
			}
		})
	}
}

func TestDoctorConfig(t *testing.T) {
	path, _ := newDB(t)
	dir := t.TempDir()
	conf := func(body string) string {
		p := filepath.Join(dir, "tablemate.toml")
		require.NoError(t, os.WriteFile(p, []byte(body), 0o644))
		return p
	}
	t.Run("valid", func(t *testing.T) {
		code, out := runDoctor(t, "--db", path, "--addr", unusedAddr(t), "--config", conf(`
public_url = "http://192.168.1.20:8080"
[[device]]
name = "scanner"
kind = "line"
port = "/dev/null"
[[device]]
name = "console"
kind = "virtual"
`))
		assert.Equal(t, 0, code, out)
		assert.Contains(t, out, "OK       config "+filepath.Join(dir, "tablemate.toml")+": valid")
		assert.Contains(t, out, `OK       device "scanner" (line): device /dev/null: present, readable and writable`)
		assert.Contains(t, out, `OK       device "console" (virtual): needs no device file`)
	})
	t.Run("problems", func(t *testing.T) {
		code, out := runDoctor(t, "--db", path, "--addr", unusedAddr(t), "--config", conf(`
public_url = "tablemate.local"
colour = "red"
[[device]]
name = "cards"
kind = "mfrc522"
reset_pin = "GPIO25"
[[device]]
name = "scanner"
kind = "keyboard"
path = "`+filepath.Join(dir, "usb-scanner-event-kbd")+`"
`))
		assert.Equal(t, 1, code, out)
		assert.Contains(t, out, `is not an address such as http://`)
		assert.Contains(t, out, "unknown key colour")
		assert.Contains(t, out, `PROBLEM  device "cards" (mfrc522): mfrc522 needs irq_pin`)
		assert.Contains(t, out, `PROBLEM  device "scanner" (keyboard): device `+filepath.Join(dir, "usb-scanner-event-kbd")+": not present")
		assert.Contains(t, out, "ls -l /dev/input/by-id/")
	})
	t.Run("missing file", func(t *testing.T) {
		code, out := runDoctor(t, "--db", path, "--addr", unusedAddr(t), "--config", filepath.Join(dir, "none.toml"))
		assert.Equal(t, 1, code)
		assert.Contains(t, out, "does not exist")
	})
}

// TestDoctorPi5 reads a Raspberry Pi 5's device tree: the doctor names the
// device of the header's pins 8/10 and warns of a reader configured on the
// debug connector (/dev/serial0 there), without failing.
func TestDoctorPi5(t *testing.T) {
	pi5 := fstest.MapFS{
		"proc/device-tree/model":      {Data: []byte("Raspberry Pi 5 Model B Rev 1.0\x00")},
		"proc/device-tree/compatible": {Data: []byte("raspberrypi,5-model-b\x00brcm,bcm2712\x00")},
	}
	old := boardRoot
	boardRoot = pi5
	t.Cleanup(func() { boardRoot = old })
	path, _ := newDB(t)
	p := filepath.Join(t.TempDir(), "tablemate.toml")
	require.NoError(t, os.WriteFile(p, []byte(`
[[device]]
name = "tiles"
kind = "rdm6300"
port = "/dev/serial0"
disabled = true
[[device]]
name = "cards"
kind = "rdm6300"
port = "/dev/null"
`), 0o644))
	code, out := runDoctor(t, "--db", path, "--addr", unusedAddr(t), "--config", p)
	assert.Equal(t, 0, code, out)
	assert.Contains(t, out, "OK       board: Raspberry Pi 5 Model B Rev 1.0: a reader on the header's pins 8/10 (TXD/RXD) is /dev/ttyAMA0, with dtparam=uart0=on in /boot/firmware/config.txt")
	assert.NotContains(t, out, `WARNING  device "tiles"`, "a disabled reader is not checked")
	assert.NotContains(t, out, `WARNING  device "cards"`)

	require.NoError(t, os.WriteFile(p, []byte(`
[[device]]
name = "tiles"
kind = "rdm6300"
port = "/dev/serial0"
`), 0o644))
	_, out = runDoctor(t, "--db", path, "--addr", unusedAddr(t), "--config", p)
	assert.Contains(t, out, `WARNING  device "tiles" (rdm6300): on a Raspberry Pi 5, /dev/serial0 is the 3-pin debug connector, not pins 8/10`)
	assert.Contains(t, out, `fix: if the reader is wired to pins 8/10, set port = "/dev/ttyAMA0" in its [[device]] entry`)
}

// machineText are the marks of Go's, the JSON decoder's or the database
// driver's own text reaching a person (as web's goInternals for seats).
var machineText = regexp.MustCompile(`%!|json:|unmarshal|Go struct|Go value|of type|\bint64\b|\bstring\b|invalid character|sql:|driver\.Value|parsing time|2006-01-02T|follows event|runtime error`)

// TestDoctorAndHostSayDamageInWords: damage of every kind that reaches a
// reason (settings that do not decode, a creation time that is no time, an
// unknown option, event data of the wrong kind, a gap in the log, a row
// the driver cannot read) is named by the doctor and on the host's console
// in words, with the fix beside it, and never in Go's.
func TestDoctorAndHostSayDamageInWords(t *testing.T) {
	ctx := context.Background()
	path, store := newDB(t)
	svc, err := service.Open(ctx, store, service.Options{})
	require.NoError(t, err)
	tables := map[string]string{}
	for _, name := range []string{"settings", "created", "option", "data", "gap", "seq"} {
		tb, err := svc.CreateTable(ctx, companion.Settings{Game: "tagiron", Players: 2})
		require.NoError(t, err)
		tables[name] = tb.ID()
	}
	tb, err := svc.Table(tables["data"])
	require.NoError(t, err)
	_, err = tb.Do(ctx, companion.Command{Actor: 0, Type: "tiles", Data: json.RawMessage(`{"tiles":["r0","b0","r1","b1","g5"]}`)})
	require.NoError(t, err)
	db, err := sql.Open("sqlite", path)
	require.NoError(t, err)
	defer db.Close()
	exec := func(q string, args ...any) {
		t.Helper()
		_, err := db.Exec(q, args...)
		require.NoError(t, err, q)
	}
	exec(`UPDATE tables SET settings = '{"game":"tagiron","players":2,' WHERE id = ?`, tables["settings"])
	exec(`UPDATE tables SET created_at = 'yesterday' WHERE id = ?`, tables["created"])
	exec(`UPDATE tables SET settings = '{"game":"code777","players":3,"options":{"expert":true}}' WHERE id = ?`, tables["option"])
	exec(`UPDATE events SET data = '{"seat":"zero","tiles":["r0"]}' WHERE table_id = ? AND kind = 'tiles.set'`, tables["data"])
	exec(`INSERT INTO events(table_id, seq, kind, actor, data, at) VALUES (?, 7, 'tiles.set', 0, NULL, '2026-01-02T20:00:00Z')`, tables["gap"])
	exec(`INSERT INTO events(table_id, seq, kind, actor, data, at) VALUES (?, 'abc', 'tiles.set', 0, NULL, '2026-01-02T20:00:00Z')`, tables["seq"])

	code, out := runDoctor(t, "--db", path, "--addr", unusedAddr(t))
	assert.Equal(t, 1, code)
	for name, id := range tables {
		assert.Contains(t, out, "PROBLEM  table "+id+": ", name)
	}
	assert.Contains(t, out, `"yesterday", which is not a date and time`)
	assert.Contains(t, out, `a field "expert" this version does not know`)
	// A row changed in place, or one past the log's head, is caught by the
	// head the table row keeps before its data is read.
	assert.Contains(t, out, "are not the ones the table wrote")
	assert.Contains(t, out, "a row was added to it")
	assert.Contains(t, out, `"abc" is not a whole number`)
	for _, line := range strings.Split(out, "\n") {
		assert.NotRegexp(t, machineText, line)
	}

	// The host's console: a fresh start on the same file sets them aside and
	// says why, in the same words.
	store2, err := sqlite.Open(ctx, path)
	require.NoError(t, err)
	defer store2.Close()
	svc2, err := service.Open(ctx, store2, service.Options{})
	require.NoError(t, err)
	for name, id := range tables {
		tb, err := svc2.AnyTable(id)
		require.NoError(t, err, name)
		f := tb.View(companion.Host).Fault
		require.NotNil(t, f, name)
		assert.NotRegexp(t, machineText, f.Reason, name)
		assert.NotEmpty(t, f.Reason, name)
	}
}

// TestDamageThatReplays: damage a log can carry that still replays — its
// tail deleted, its last row duplicated, a row from another table added or
// put in place of one of its own, an event by an actor the table does not
// have, a seat's tip.seen by the host or with data [] — and a missing seat
// row: each sets that one table aside at start-up (the table next to it
// plays on), the doctor names it in a sentence, and the host rolls it back
// (then it plays on, after a restart too) or, where a rollback cannot tell
// what to keep, archives it. Rows of a table that does not exist are named
// by the doctor.
func TestDamageThatReplays(t *testing.T) {
	ctx := context.Background()
	addr := unusedAddr(t)
	cases := []struct {
		name     string
		sql      func(sick, other string) []string
		reason   string
		rollback bool
	}{
		{"its tail deleted", func(sick, _ string) []string {
			return []string{"DELETE FROM events WHERE table_id = '" + sick + "' AND seq >= (SELECT max(seq) - 1 FROM events WHERE table_id = '" + sick + "')"}
		}, "its last events are missing", true},
		{"its last row duplicated", func(sick, _ string) []string {
			return []string{"INSERT INTO events(table_id, seq, kind, actor, data, at) SELECT table_id, seq + 1, kind, actor, data, at FROM events WHERE table_id = '" + sick + "' AND seq = (SELECT max(seq) FROM events WHERE table_id = '" + sick + "')"}
		}, "a row was added to it", true},
		{"a row copied from another table", func(sick, other string) []string {
			return []string{"INSERT INTO events(table_id, seq, kind, actor, data, at) SELECT '" + sick + "', (SELECT max(seq) + 1 FROM events WHERE table_id = '" + sick + "'), kind, actor, data, at FROM events WHERE table_id = '" + other + "' AND seq = 3"}
		}, "a row was added to it", true},
		{"a row replaced by another table's", func(sick, other string) []string {
			// The same move at the other table, a moment apart: it replays.
			return []string{"UPDATE events SET (kind, actor, data, at) = (SELECT kind, actor, data, at FROM events WHERE table_id = '" + other + "' AND seq = 2) WHERE table_id = '" + sick + "' AND seq = 2"}
		}, "are not the ones the table wrote", false},
		{"an actor out of range (99)", func(sick, _ string) []string {
			return []string{"UPDATE events SET actor = 99 WHERE table_id = '" + sick + "' AND seq = 4"}
		}, "an event by actor 99", true},
		{"an actor out of range (-7)", func(sick, _ string) []string {
			return []string{"UPDATE events SET actor = -7 WHERE table_id = '" + sick + "' AND seq = 4"}
		}, "an event by actor -7", true},
		{"a tip.seen by the host", func(sick, _ string) []string {
			return []string{"UPDATE events SET actor = -1 WHERE table_id = '" + sick + "' AND kind = 'tip.seen'"}
		}, "a first-game tip.seen by actor -1, which is not a seat", true},
		{"a tip.seen with data []", func(sick, _ string) []string {
			return []string{"UPDATE events SET data = '[]' WHERE table_id = '" + sick + "' AND kind = 'tip.seen'"}
		}, "a tip.seen whose data names no tip", true},
		{"a missing seat row", func(sick, _ string) []string {
			return []string{"DELETE FROM seats WHERE table_id = '" + sick + "' AND seat = 0"}
		}, "the row of its seat 1 (the seat's link) is missing", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			path, store := newDB(t)
			svc, err := service.Open(ctx, store, service.Options{})
			require.NoError(t, err)
			play := func(first bool) *table.Table {
				tb, err := svc.CreateTable(ctx, companion.Settings{Game: "tagiron", Players: 2, FirstGame: first})
				require.NoError(t, err)
				for _, c := range []companion.Command{
					{Actor: 0, Type: "tiles", Data: json.RawMessage(`{"tiles":["r0","b0","r1","b1","g5"]}`)},
					{Actor: 0, Type: "tip.seen", Data: json.RawMessage(`{"tip":"first-turn"}`)},
					{Actor: 1, Type: "tiles", Data: json.RawMessage(`{"tiles":["b2","r3","b3","r4","b4"]}`)},
					{Actor: companion.Host, Type: "reveal", Data: json.RawMessage(`{"card":"count-red"}`)},
					{Actor: 0, Type: "note", Data: json.RawMessage(`{"text":"r8?"}`)},
				} {
					_, err := tb.Do(ctx, c)
					require.NoError(t, err, c.Type)
				}
				return tb
			}
			sick, healthy := play(true), play(true)
			sickID, healthyID := sick.ID(), healthy.ID()
			require.NoError(t, store.Close())

			db, err := sql.Open("sqlite", "file:"+path)
			require.NoError(t, err)
			for _, q := range tc.sql(sickID, healthyID) {
				res, err := db.ExecContext(ctx, q)
				require.NoError(t, err, q)
				n, err := res.RowsAffected()
				require.NoError(t, err)
				require.Positive(t, n, "the damage was done: %s", q)
			}
			require.NoError(t, db.Close())

			code, out := runDoctor(t, "--db", path, "--addr", addr)
			assert.Equal(t, 1, code, out)
			assert.Contains(t, out, "PROBLEM  table "+sickID+": tagiron: ")
			assert.Contains(t, out, tc.reason)
			assert.NotContains(t, out, healthyID, "the table next to it is sound")

			store, err = sqlite.Open(ctx, path)
			require.NoError(t, err)
			defer func() { store.Close() }()
			svc, err = service.Open(ctx, store, service.Options{})
			require.NoError(t, err)
			healthy, err = svc.Table(healthyID)
			require.NoError(t, err)
			assert.Nil(t, healthy.Fault())
			_, err = healthy.Do(ctx, companion.Command{Actor: companion.Host, Type: "reveal", Data: json.RawMessage(`{"card":"sum-all"}`)})
			require.NoError(t, err, "the table next to it plays on")
			sick, err = svc.Table(sickID)
			require.NoError(t, err)
			f := sick.Fault()
			require.NotNil(t, f, "set aside")
			assert.Contains(t, f.Reason, tc.reason)
			// The host downloads its log (an event of its own): still set aside, for the same reason.
			_, err = sick.HostLog(ctx)
			require.NoError(t, err)
			assert.Equal(t, f, sick.Fault())

			if !tc.rollback {
				assert.NotEmpty(t, f.NoRollback, "no rollback is offered")
				_, err = sick.Do(ctx, companion.Command{Actor: companion.Host, Type: "rollback"})
				require.Error(t, err)
				require.NoError(t, svc.Archive(ctx, sick))
				_, err = svc.Table(sickID)
				require.Error(t, err, "off the live list")
				code, out = runDoctor(t, "--db", path, "--addr", addr)
				assert.Equal(t, 0, code, out)
				assert.Contains(t, out, "OK       table "+sickID+": tagiron: archived by the host")
				return
			}
			assert.Empty(t, f.NoRollback)
			_, err = sick.Do(ctx, companion.Command{Actor: companion.Host, Type: "rollback"})
			require.NoError(t, err)
			require.Nil(t, sick.Fault())
			_, err = sick.Do(ctx, companion.Command{Actor: companion.Host, Type: "reveal", Data: json.RawMessage(`{"card":"sum-all"}`)})
			require.NoError(t, err, "it plays on")
			require.NoError(t, store.Close())
			code, out = runDoctor(t, "--db", path, "--addr", addr)
			assert.Equal(t, 0, code, out)
			assert.Contains(t, out, "OK       tables: all 2 tables replay")
			store, err = sqlite.Open(ctx, path)
			require.NoError(t, err)
			svc, err = service.Open(ctx, store, service.Options{})
			require.NoError(t, err)
			sick, err = svc.Table(sickID)
			require.NoError(t, err)
			assert.Nil(t, sick.Fault(), "after a restart too")
		})
	}

	t.Run("rows of a table that does not exist", func(t *testing.T) {
		path, store := newDB(t)
		require.NoError(t, store.Close())
		db, err := sql.Open("sqlite", "file:"+path)
		require.NoError(t, err)
		for _, q := range []string{
			"INSERT INTO events(table_id, seq, kind, actor, data, at) VALUES ('ghost', 1, 'tiles', 0, '{}', '2026-12-01T20:00:00Z'), ('ghost', 2, 'tiles', 1, '{}', '2026-12-01T20:00:01Z')",
			"INSERT INTO seats(table_id, seat, token) VALUES ('ghost', 0, 'tok-ghost')",
		} {
			_, err := db.ExecContext(ctx, q)
			require.NoError(t, err, q)
		}
		require.NoError(t, db.Close())
		code, out := runDoctor(t, "--db", path, "--addr", addr)
		assert.Equal(t, 1, code, out)
		assert.Contains(t, out, "PROBLEM  tables: the database holds 2 events of table ghost, which is not in the database")
		assert.Contains(t, out, "PROBLEM  tables: the database holds 1 seat links of table ghost, which is not in the database")
	})
}
