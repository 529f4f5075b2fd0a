// The data file's checks are tried with Unix users and permissions.
//go:build !windows

package main

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/sqlite"
	"github.com/tablemate/tablemate/companion/table"
	"github.com/tablemate/tablemate/hardware/waitfor"
)

func fileSum(t *testing.T, p string) [32]byte {
	t.Helper()
	b, err := os.ReadFile(p)
	require.NoError(t, err)
	return sha256.Sum256(b)
}

// TestForeignDatabaseRefused: another program's SQLite file given as the
// database is refused with a sentence before anything is written to it.
func TestForeignDatabaseRefused(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "contacts.db")
	db, err := sql.Open("sqlite", "file:"+path)
	require.NoError(t, err)
	_, err = db.Exec("CREATE TABLE contacts (name TEXT, phone TEXT); INSERT INTO contacts VALUES ('Minji', '010')")
	require.NoError(t, err)
	require.NoError(t, db.Close())
	before := fileSum(t, path)

	var out, errs strings.Builder
	code := run(context.Background(), []string{"serve", "--db", path, "--addr", "127.0.0.1:0"}, strings.NewReader(""), &out, &errs)
	assert.Equal(t, 1, code)
	assert.Contains(t, errs.String(), "the file "+path+" is an SQLite database of another program (its tables: contacts), not Tablemate's; nothing was changed in it")
	assert.Equal(t, before, fileSum(t, path), "not one byte written")
	for _, side := range []string{"-wal", "-shm", "-journal"} {
		assert.NoFileExists(t, path+side)
	}
	assert.NotContains(t, out.String(), "Host console", "no new host key")

	// The doctor and the tag command refuse it the same way.
	code = run(context.Background(), []string{"tags", "list", "--db", path}, strings.NewReader(""), &out, &errs)
	assert.Equal(t, 1, code)
	assert.Equal(t, before, fileSum(t, path))
}

// TestReadOnlyDataDir: a data folder the server's user may not write is
// named with its owner and permissions, and nothing is created.
func TestReadOnlyDataDir(t *testing.T) {
	base, err := os.MkdirTemp("", "tablemate-ro-")
	require.NoError(t, err)
	t.Cleanup(func() { os.Chmod(filepath.Join(base, "data"), 0o755); os.RemoveAll(base) })
	require.NoError(t, os.Chmod(base, 0o755))
	data := filepath.Join(base, "data")
	require.NoError(t, os.Mkdir(data, 0o755))
	db := filepath.Join(data, "tablemate.db")

	var cmd *exec.Cmd
	if os.Geteuid() == 0 {
		// Root may write anywhere: run the server as nobody, from a copy of
		// this test binary nobody may execute.
		bin := filepath.Join(base, "tablemate.test")
		src, err := os.Open(os.Args[0])
		require.NoError(t, err)
		dst, err := os.OpenFile(bin, os.O_CREATE|os.O_WRONLY, 0o755)
		require.NoError(t, err)
		_, err = io.Copy(dst, src)
		require.NoError(t, err)
		src.Close()
		require.NoError(t, dst.Close())
		cmd = exec.Command(bin)
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
		cmd.Env = append(os.Environ(), "HOME="+base)
	} else {
		require.NoError(t, os.Chmod(data, 0o555))
		cmd = exec.Command(os.Args[0])
		cmd.Env = os.Environ()
	}
	cmd.Env = append(cmd.Env, "TABLEMATE_CHILD=serve --db "+db+" --addr 127.0.0.1:0")
	var combined strings.Builder
	cmd.Stdout, cmd.Stderr = &combined, &combined
	err = cmd.Run()
	require.Error(t, err, "the server does not start: %s", combined.String())
	msg := combined.String()
	assert.Contains(t, msg, "the data folder "+data+" is not writable by user ")
	assert.Contains(t, msg, "(it is owned by ")
	assert.Contains(t, msg, "drwxr-xr-x")
	assert.Contains(t, msg, "or choose another file with --db")
	assert.NotContains(t, msg, "readonly database", "not SQLite's riddle")
	assert.NoFileExists(t, db)
}

// TestDefaultPathNeverSwitches: on a machine where the packaged service's
// database exists beside the user's, a plain serve uses the user's file
// (says so, and names the other), and the service's file is not touched.
func TestDefaultPathNeverSwitches(t *testing.T) {
	ctx := context.Background()
	root := t.TempDir()
	sys := filepath.Join(root, "var", "lib", "tablemate", "tablemate.db")
	require.NoError(t, os.MkdirAll(filepath.Dir(sys), 0o755))
	st, err := sqlite.Open(ctx, sys)
	require.NoError(t, err)
	svc, err := service.Open(ctx, st, service.Options{})
	require.NoError(t, err)
	sysKey := svc.HostKey()
	require.NoError(t, st.Close())
	before := fileSum(t, sys)
	old := systemDB
	systemDB = sys
	t.Cleanup(func() { systemDB = old })
	home := filepath.Join(root, "home")
	t.Setenv("HOME", home)
	mine := filepath.Join(home, ".local", "share", "tablemate", "tablemate.db")
	require.Equal(t, mine, defaultDB())

	for run := 0; run < 2; run++ { // a restart keeps to the same file
		sctx, cancel := context.WithCancel(ctx)
		var out, logs lockedBuffer
		done := make(chan int, 1)
		go func() { done <- serveMain(sctx, []string{"--addr", "127.0.0.1:0"}, &out, &logs) }()
		waitfor.Until(t, 30*time.Second, "the server listening", func() bool {
			select {
			case code := <-done:
				t.Fatalf("serve stopped (%d): %s", code, logs.String())
			default:
			}
			return strings.Contains(logs.String(), "listening")
		})
		cancel()
		<-done
		assert.Contains(t, logs.String(), `msg="using the data file" db=`+mine)
		assert.Contains(t, logs.String(), "the packaged service's database exists too; this server uses your own file (pass --db to choose)")
		assert.Contains(t, logs.String(), "other="+sys)
		assert.NotContains(t, out.String(), sysKey, "not the service's host key")
		assert.FileExists(t, mine)
		assert.Equal(t, before, fileSum(t, sys), "the service's file is untouched")
	}
}

// serveMain runs serve as main does, with its exit status.
func serveMain(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return exitCode(stderr, serve(ctx, args, stdout, stderr))
}

// TestDoctorPassesArchivedTable: a table that could not be repaired fails
// the doctor until the host archives it; then the doctor names it once, as
// archived, and passes.
func TestDoctorPassesArchivedTable(t *testing.T) {
	ctx := context.Background()
	path, store := newDB(t)
	require.NoError(t, store.CreateTable(ctx, table.Info{ID: "oldgame", Settings: companion.Settings{Game: "chess", Players: 2},
		Tokens: []string{"a", "b"}, Created: time.Now()}))
	addr := unusedAddr(t)
	code, out := runDoctor(t, "--db", path, "--addr", addr)
	assert.Equal(t, 1, code)
	assert.Contains(t, out, "PROBLEM  table oldgame")
	assert.Contains(t, out, "it cannot be rolled back: in the host console, download its log and archive it")

	svc, err := service.Open(ctx, store, service.Options{})
	require.NoError(t, err)
	tb, err := svc.Table("oldgame")
	require.NoError(t, err)
	require.NoError(t, svc.Archive(ctx, tb))
	code, out = runDoctor(t, "--db", path, "--addr", addr)
	assert.Equal(t, 0, code, out)
	assert.Equal(t, 1, strings.Count(out, "oldgame"), out)
	assert.Contains(t, out, "OK       table oldgame: chess: archived by the host on ")
}
