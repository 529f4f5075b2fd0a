package main

import (
	"bytes"
	"context"
	"io/fs"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/hardware"
)

// needTool finds a program; it skips the test when it is absent, except in
// CI, where a missing tool is a broken setup.
func needTool(tb testing.TB, name string) string {
	tb.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("CI") == "true" {
			tb.Fatalf("%s is missing in CI: `make deps` should install it", name)
		}
		tb.Skipf("%s is not installed", name)
	}
	return p
}

func run(tb testing.TB, name string, args ...string) string {
	tb.Helper()
	out, err := exec.Command(name, args...).CombinedOutput()
	require.NoError(tb, err, "%s %v: %s", name, args, out)
	return string(out)
}

// TestDeb builds an amd64 package around a stand-in binary (the real
// builds are the smoke test's job), unpacks it as dpkg would, and checks
// every file, the maintainer scripts and the unit.
func TestDeb(t *testing.T) {
	dpkgDeb := needTool(t, "dpkg-deb")
	dir := t.TempDir()
	bin := filepath.Join(dir, "tablemate")
	require.NoError(t, os.WriteFile(bin, []byte("#!/bin/sh\necho tablemate stand-in\n"), 0o755))
	path, err := buildDeb(context.Background(), options{arch: "amd64", out: filepath.Join(dir, "out"), bin: bin, version: "v1.4.0"})
	require.NoError(t, err)
	assert.Equal(t, "tablemate_1.4.0_amd64.deb", filepath.Base(path))

	t.Run("control fields", func(t *testing.T) {
		fields := run(t, dpkgDeb, "--field", path, "Package", "Version", "Architecture", "Depends")
		assert.Contains(t, fields, "Package: tablemate\n")
		assert.Contains(t, fields, "Version: 1.4.0\n")
		assert.Contains(t, fields, "Architecture: amd64\n")
		assert.Contains(t, fields, "passwd")
	})

	root := filepath.Join(dir, "root")
	run(t, dpkgDeb, "-x", path, root)
	t.Run("files and modes", func(t *testing.T) {
		for p, mode := range map[string]fs.FileMode{
			"usr/bin/tablemate":                        0o755,
			"usr/lib/systemd/system/tablemate.service": 0o644,
			"etc/tablemate/tablemate.toml":             0o644,
			"var/lib/tablemate":                        fs.ModeDir | 0o750,
		} {
			st, err := os.Stat(filepath.Join(root, p))
			if assert.NoError(t, err, p) {
				assert.Equal(t, mode, st.Mode(), p)
			}
		}
		out, err := exec.Command(filepath.Join(root, "usr/bin/tablemate")).Output()
		require.NoError(t, err)
		assert.Equal(t, "tablemate stand-in\n", string(out), "the given binary is the one packaged")
	})

	ctrl := filepath.Join(dir, "control")
	run(t, dpkgDeb, "-e", path, ctrl)
	t.Run("conffile and maintainer scripts", func(t *testing.T) {
		conf, err := os.ReadFile(filepath.Join(ctrl, "conffiles"))
		require.NoError(t, err)
		assert.Equal(t, "/etc/tablemate/tablemate.toml\n", string(conf), "an upgrade keeps the user's device config")
		post, err := os.ReadFile(filepath.Join(ctrl, "postinst"))
		require.NoError(t, err)
		for _, want := range []string{"useradd --system", "for g in dialout gpio spi", "usermod --append --groups", "chown tablemate:tablemate /var/lib/tablemate", "systemctl enable tablemate.service"} {
			assert.Contains(t, string(post), want)
		}
		for _, s := range []string{"postinst", "prerm", "postrm"} {
			st, err := os.Stat(filepath.Join(ctrl, s))
			require.NoError(t, err, s)
			assert.NotZero(t, st.Mode()&0o111, "%s is executable", s)
			run(t, "sh", "-n", filepath.Join(ctrl, s))
		}
	})

	unitPath := filepath.Join(root, "usr/lib/systemd/system/tablemate.service")
	unit, err := os.ReadFile(unitPath)
	require.NoError(t, err)
	t.Run("unit", func(t *testing.T) {
		for _, line := range []string{
			"ExecStart=/usr/bin/tablemate serve --config /etc/tablemate/tablemate.toml --db /var/lib/tablemate/tablemate.db --addr :8080",
			"Restart=on-failure",
			"User=tablemate",
			"StateDirectory=tablemate",
			"WantedBy=multi-user.target",
		} {
			assert.Regexp(t, "(?m)^"+regexp.QuoteMeta(line)+"$", string(unit))
		}
		assert.NotRegexp(t, "(?m)^PrivateDevices=", string(unit), "the readers need /dev")
	})

	t.Run("systemd-analyze verify", func(t *testing.T) {
		sa, err := exec.LookPath("systemd-analyze")
		if err != nil {
			t.Skip("systemd-analyze is not installed")
		}
		// verify checks that ExecStart's program exists: point it at the
		// unpacked binary rather than install one into the real /usr/bin.
		local := strings.ReplaceAll(string(unit), "=/usr/bin/tablemate", "="+filepath.Join(root, "usr/bin/tablemate"))
		p := filepath.Join(dir, "tablemate.service")
		require.NoError(t, os.WriteFile(p, []byte(local), 0o644))
		// verify exits 0 on unknown keys and bad values: it only warns, so
		// any output at all is a failure.
		out, err := exec.Command(sa, "verify", p).CombinedOutput()
		assert.NoError(t, err, "%s", out)
		assert.Empty(t, strings.TrimSpace(string(out)))
	})

	t.Run("example device config parses", func(t *testing.T) {
		conf, err := os.ReadFile(filepath.Join(root, "etc/tablemate/tablemate.toml"))
		require.NoError(t, err)
		c, err := hardware.ParseConfig(conf)
		require.NoError(t, err, "as shipped (all commented out)")
		assert.Empty(t, c.Devices)
		c, err = hardware.ParseConfig([]byte(uncomment(string(conf))))
		require.NoError(t, err, "with every example uncommented")
		assert.Len(t, c.Devices, 4)
	})
}

// uncomment turns "# key = value" and "# [table]" lines back into TOML.
func uncomment(s string) string {
	var b strings.Builder
	for _, line := range strings.Split(s, "\n") {
		if rest, ok := strings.CutPrefix(line, "# "); ok && regexp.MustCompile(`^(\[|[a-z_]+ = )`).MatchString(rest) {
			line = rest
		}
		b.WriteString(line + "\n")
	}
	return b.String()
}

func TestDebVersion(t *testing.T) {
	for in, want := range map[string]string{
		"v1.2.0":              "1.2.0",
		"1.2.0":               "1.2.0",
		"v1.2.0-3-gabc1234":   "1.2.0+3.gabc1234",
		"v1.2.0-3-gabc-dirty": "1.2.0+3.gabc.dirty",
		"dev":                 "0~dev",
		"abc1234-dirty":       "0~abc1234.dirty",
		"":                    "0~dev",
	} {
		t.Run(in, func(t *testing.T) {
			assert.Equal(t, want, debVersion(in))
		})
	}
	t.Run("sorts as dpkg does", func(t *testing.T) {
		dpkg := needTool(t, "dpkg")
		for _, pair := range [][2]string{{"dev", "v0.1.0"}, {"v1.2.0", "v1.2.0-3-gabc"}, {"v1.2.0-3-gabc", "v1.3.0"}} {
			err := exec.Command(dpkg, "--compare-versions", debVersion(pair[0]), "lt", debVersion(pair[1])).Run()
			assert.NoError(t, err, "%s < %s", pair[0], pair[1])
		}
	})
}

func TestUnknownArch(t *testing.T) {
	_, err := buildDeb(context.Background(), options{arch: "sparc", out: t.TempDir()})
	assert.ErrorContains(t, err, `unknown architecture "sparc" (known: amd64, arm64, armhf, armv6)`)
}

// TestDebUnitStartsService installs the real package into a temporary root
// (dpkg-deb -x) and runs the unit's own ExecStart line there, with the
// unit's paths moved into that root: the service must answer /healthz and
// stop cleanly on SIGTERM, as systemd would stop it.
func TestDebUnitStartsService(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the real binary")
	}
	dpkgDeb := needTool(t, "dpkg-deb")
	dir := t.TempDir()
	path, err := buildDeb(context.Background(), options{arch: "amd64", out: filepath.Join(dir, "out"), version: "v1.4.0"})
	require.NoError(t, err)
	root := filepath.Join(dir, "root")
	run(t, dpkgDeb, "-x", path, root)

	unit, err := os.ReadFile(filepath.Join(root, "usr/lib/systemd/system/tablemate.service"))
	require.NoError(t, err)
	var exec0 string
	for _, line := range strings.Split(string(unit), "\n") {
		if v, ok := strings.CutPrefix(line, "ExecStart="); ok {
			exec0 = v
		}
	}
	require.NotEmpty(t, exec0)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	ln.Close()
	line := strings.NewReplacer(
		"/usr/bin/", root+"/usr/bin/",
		"/etc/tablemate/", root+"/etc/tablemate/",
		"/var/lib/tablemate/", root+"/var/lib/tablemate/",
		"--addr :8080", "--addr "+addr,
	).Replace(exec0)
	args := strings.Fields(line)
	cmd := exec.Command(args[0], args[1:]...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	require.NoError(t, cmd.Start())
	defer cmd.Process.Kill()

	healthy := false
	for i := 0; i < 200 && !healthy; i++ {
		if resp, err := http.Get("http://" + addr + "/healthz"); err == nil {
			healthy = resp.StatusCode == http.StatusOK
			resp.Body.Close()
		}
		time.Sleep(25 * time.Millisecond)
	}
	require.True(t, healthy, "the service answered /healthz:\n%s", out.String())
	require.NoError(t, cmd.Process.Signal(syscall.SIGTERM))
	require.NoError(t, cmd.Wait(), "a SIGTERM stops it cleanly:\n%s", out.String())
	assert.FileExists(t, filepath.Join(root, "var/lib/tablemate/tablemate.db"), "the game history lives in the state directory")
	assert.Contains(t, out.String(), "Host console: ")
}
