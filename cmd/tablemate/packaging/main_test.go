package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
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
		assert.Contains(t, fields, "Version: 1:1.4.0\n", "epoch 1: newer than the 0~g<hash> packages of before")
		assert.Contains(t, fields, "Architecture: amd64\n")
		assert.Contains(t, fields, "passwd")
		assert.Contains(t, fields, "init-system-helpers")
	})

	root := filepath.Join(dir, "root")
	run(t, dpkgDeb, "-x", path, root)
	t.Run("files and modes", func(t *testing.T) {
		for p, mode := range map[string]fs.FileMode{
			"usr/bin/tablemate":                        0o755,
			"usr/lib/systemd/system/tablemate.service": 0o644,
			"etc/tablemate/tablemate.toml":             0o644,
			"var/lib/tablemate":                        fs.ModeDir | 0o750,
			"usr/share/doc/tablemate/copyright":        0o644,
			"usr/share/doc/tablemate/changelog.gz":     0o644,
			"usr/lib/modules-load.d/tablemate.conf":    0o644,
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
		for _, want := range []string{"useradd $prefix --system", "for g in dialout gpio spi input", "usermod $prefix --append --groups", "deb-systemd-helper enable tablemate.service", "[ -d /run/systemd/system ]"} {
			assert.Contains(t, string(post), want)
		}
		for _, s := range []string{"postinst", "prerm", "postrm"} {
			st, err := os.Stat(filepath.Join(ctrl, s))
			require.NoError(t, err, s)
			assert.NotZero(t, st.Mode()&0o111, "%s is executable", s)
			run(t, "sh", "-n", filepath.Join(ctrl, s))
		}
	})

	t.Run("USB-serial drivers load at boot", func(t *testing.T) {
		b, err := os.ReadFile(filepath.Join(root, "usr/lib/modules-load.d/tablemate.conf"))
		require.NoError(t, err)
		var mods []string
		for _, l := range strings.Split(string(b), "\n") {
			if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
				mods = append(mods, l)
			}
		}
		// usbserial registers ttyUSB, cdc_acm ttyACM: the classes DeviceAllow names.
		assert.Equal(t, []string{"usbserial", "cdc_acm", "ch341", "cp210x", "ftdi_sio", "pl2303"}, mods)
		post, err := os.ReadFile(filepath.Join(ctrl, "postinst"))
		require.NoError(t, err)
		assert.Regexp(t, `(?s)/usr/lib/modules-load\.d/tablemate\.conf \| while read -r m.*modprobe -q "\$m".*deb-systemd-invoke "\$action" tablemate\.service`, string(post),
			"a first install loads them before it starts the service")
	})

	unitPath := filepath.Join(root, "usr/lib/systemd/system/tablemate.service")
	unit, err := os.ReadFile(unitPath)
	require.NoError(t, err)
	t.Run("unit", func(t *testing.T) {
		for _, line := range []string{
			"ExecStart=/usr/bin/tablemate serve --config /etc/tablemate/tablemate.toml --db /var/lib/tablemate/tablemate.db --addr :8080",
			"Restart=on-failure",
			"StartLimitIntervalSec=0",
			"ProtectKernelTunables=yes",
			"ProtectKernelModules=yes",
			"ProtectKernelLogs=yes",
			"RestrictAddressFamilies=AF_UNIX AF_INET AF_INET6 AF_NETLINK",
			"DevicePolicy=closed",
			"DeviceAllow=char-ttyUSB rw",
			"DeviceAllow=char-ttyACM rw",
			"DeviceAllow=char-spi rw",
			"After=network-online.target systemd-modules-load.service",
			"DeviceAllow=char-gpiochip rw",
			"DeviceAllow=char-input r",
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
}

// TestDebVersion: the package carries the scheme of package version
// (tested there with dpkg against a real repository) with its epoch.
func TestDebVersion(t *testing.T) {
	dpkgDeb := needTool(t, "dpkg-deb")
	dir := t.TempDir()
	bin := filepath.Join(dir, "tablemate")
	require.NoError(t, os.WriteFile(bin, []byte("#!/bin/sh\n"), 0o755))
	for in, want := range map[string][2]string{
		"v1.0.0-rc1":        {"1:1.0.0~rc1", "tablemate_1.0.0~rc1_amd64.deb"},
		"0-37-gabc1234":     {"1:0~37.gabc1234", "tablemate_0~37.gabc1234_amd64.deb"},
		"v1.2.0-3-gabc1234": {"1:1.2.0+3.gabc1234", "tablemate_1.2.0+3.gabc1234_amd64.deb"},
	} {
		path, err := buildDeb(context.Background(), options{arch: "amd64", out: dir, bin: bin, version: in})
		require.NoError(t, err)
		assert.Equal(t, want[1], filepath.Base(path), "the file name has no epoch, as dpkg-name makes it")
		assert.Equal(t, want[0]+"\n", run(t, dpkgDeb, "--field", path, "Version"))
	}
}

// TestDebRefusesMisleadingVersions: a name that would sort below earlier
// builds (a tag outside the grammar, no name at all) stops the build with
// the sentence that says what to do, and writes no package.
func TestDebRefusesMisleadingVersions(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "tablemate")
	require.NoError(t, os.WriteFile(bin, []byte("#!/bin/sh\n"), 0o755))
	out := filepath.Join(dir, "out")
	for in, says := range map[string]string{
		"v1.4.0-RC1":               "the tag v1.4.0-RC1 does not follow the release tags' grammar",
		"v1.4.0-hotfix-2-gabc1234": "the tag v1.4.0-hotfix does not follow the release tags' grammar",
		"dev":                      "would sort below",
	} {
		_, err := buildDeb(context.Background(), options{arch: "amd64", out: out, bin: bin, version: in})
		require.Error(t, err, in)
		assert.Contains(t, err.Error(), says)
	}
	entries, _ := os.ReadDir(out)
	assert.Empty(t, entries, "no package was written")
}

func TestChangelog(t *testing.T) {
	at := time.Date(2026, 3, 4, 5, 6, 7, 0, time.UTC)
	zr, err := gzip.NewReader(bytes.NewReader(debChangelog("1:1.2.0", "v1.2.0", at)))
	require.NoError(t, err)
	text, err := io.ReadAll(zr)
	require.NoError(t, err)
	assert.Equal(t, "tablemate (1:1.2.0) unstable; urgency=medium\n\n  * Build of v1.2.0; the changes are in the project's history.\n\n -- Tablemate <packages@tablemate.invalid>  Wed, 04 Mar 2026 05:06:07 +0000\n", string(text))
	if p, err := exec.LookPath("dpkg-parsechangelog"); err == nil {
		f := filepath.Join(t.TempDir(), "changelog")
		require.NoError(t, os.WriteFile(f, text, 0o644))
		out, err := exec.Command(p, "-l", f, "-S", "Version").CombinedOutput()
		require.NoError(t, err, "%s", out)
		assert.Equal(t, "1:1.2.0\n", string(out))
	}
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

	t.Run("lintian", func(t *testing.T) {
		lintian := needTool(t, "lintian")
		out, err := exec.Command(lintian, "--tag-display-limit", "0", path).CombinedOutput()
		var tags []string
		for _, l := range strings.Split(string(out), "\n") {
			if strings.HasPrefix(l, "E: ") || strings.HasPrefix(l, "W: ") {
				tags = append(tags, l)
			}
		}
		assert.NoError(t, err, "%s", out)
		assert.Empty(t, tags, "lintian finds nothing (overrides are justified in files/lintian-overrides)")
	})

	t.Run("the shipped config checks out", func(t *testing.T) {
		out, err := exec.Command(filepath.Join(root, "usr/bin/tablemate"), "doctor", "--db", filepath.Join(dir, "doctor.db"),
			"--addr", "127.0.0.1:0", "--config", filepath.Join(root, "etc/tablemate/tablemate.toml")).CombinedOutput()
		assert.NoError(t, err, "%s", out)
		assert.Contains(t, string(out), "valid, no device configured")
	})

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

	// (This module cannot import the product's hardware/waitfor; testify's
	// Eventually is its wait on a condition.)
	healthy := assert.Eventually(t, func() bool {
		resp, err := http.Get("http://" + addr + "/healthz")
		if err != nil {
			return false
		}
		resp.Body.Close()
		return resp.StatusCode == http.StatusOK
	}, 5*time.Second, 25*time.Millisecond)
	require.True(t, healthy, "the service answered /healthz:\n%s", out.String())
	require.NoError(t, cmd.Process.Signal(syscall.SIGTERM))
	require.NoError(t, cmd.Wait(), "a SIGTERM stops it cleanly:\n%s", out.String())
	assert.FileExists(t, filepath.Join(root, "var/lib/tablemate/tablemate.db"), "the game history lives in the state directory")
	assert.Contains(t, out.String(), "Host console: ")
}

// TestInstallIntoRootWithoutSystemd installs the package with dpkg into an
// empty root, as an SD-card image is built (pi-gen, a chroot): no systemd
// runs there. dpkg runs the maintainer scripts without chrooting
// (--force-script-chrootless) and tells them the root in $DPKG_ROOT. The
// service must come out enabled, and remove and purge must clean up.
func TestInstallIntoRootWithoutSystemd(t *testing.T) {
	dpkg := needTool(t, "dpkg")
	needTool(t, "deb-systemd-helper")
	dir := t.TempDir()
	bin := filepath.Join(dir, "tablemate")
	require.NoError(t, os.WriteFile(bin, []byte("#!/bin/sh\necho tablemate stand-in\n"), 0o755))
	deb, err := buildDeb(context.Background(), options{arch: "amd64", out: filepath.Join(dir, "out"), bin: bin, version: "v1.4.0"})
	require.NoError(t, err)

	root := filepath.Join(dir, "root")
	for _, d := range []string{"var/lib/dpkg/info", "var/lib/dpkg/updates", "etc", "usr/sbin"} {
		require.NoError(t, os.MkdirAll(filepath.Join(root, d), 0o755))
	}
	for name, body := range map[string]string{
		"var/lib/dpkg/status": "",
		"etc/passwd":          "root:x:0:0:root:/root:/bin/sh\n",
		"etc/shadow":          "root:*:19000:0:99999:7:::\n",
		"etc/group":           "root:x:0:\ndialout:x:20:\n",
		"etc/gshadow":         "root:*::\ndialout:*::\n",
	} {
		require.NoError(t, os.WriteFile(filepath.Join(root, name), []byte(body), 0o640))
	}
	dpkgIn := func(args ...string) string {
		t.Helper()
		cmd := exec.Command(dpkg, append([]string{"--root=" + root, "--force-script-chrootless", "--force-depends", "--log=/dev/null"}, args...)...)
		// dpkg wants ldconfig and start-stop-daemon on PATH, the scripts
		// groupadd and useradd: all in sbin, which a minimal PATH lacks.
		cmd.Env = append(os.Environ(), "PATH="+withSbin(os.Getenv("PATH")))
		// The scripts must not see a running systemd even on a machine that has one.
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "dpkg %v:\n%s", args, out)
		return string(out)
	}
	wants := filepath.Join(root, "etc/systemd/system/multi-user.target.wants/tablemate.service")
	state := filepath.Join(root, "var/lib/systemd/deb-systemd-helper-enabled/tablemate.service.dsh-also")

	// The Pi had a package named the old way, before the epoch.
	old := oldStyleDeb(t, deb, "0~g8f555be")
	dpkgIn("-i", old)
	out := dpkgIn("-i", deb)
	assert.Contains(t, out, "over (0~g8f555be)", "an upgrade of the old package")
	assert.NotContains(t, strings.ToLower(out), "downgrad")
	target, err := os.Readlink(wants)
	require.NoError(t, err, "the enable link exists")
	assert.Equal(t, "/usr/lib/systemd/system/tablemate.service", target)
	assert.FileExists(t, filepath.Join(root, target[1:]), "the link points at the unit in that root")
	assert.FileExists(t, state, "deb-systemd-helper knows it enabled the unit (purge removes the links)")
	passwd, err := os.ReadFile(filepath.Join(root, "etc/passwd"))
	require.NoError(t, err)
	assert.Regexp(t, `(?m)^tablemate:x:\d+:\d+:Tablemate service:/var/lib/tablemate:/usr/sbin/nologin$`, string(passwd))
	group, err := os.ReadFile(filepath.Join(root, "etc/group"))
	require.NoError(t, err)
	for _, g := range []string{"dialout", "gpio", "spi", "input"} {
		assert.Regexp(t, `(?m)^`+g+`:x:\d+:tablemate$`, string(group), "the service user is in %s", g)
	}
	host, err := os.ReadFile("/etc/passwd")
	require.NoError(t, err)
	if !strings.Contains(string(host), "\ntablemate:") {
		// Nothing leaked to this machine (unless it had the user already).
		_, err := exec.Command("getent", "passwd", "tablemate").Output()
		assert.Error(t, err, "the user was made in the root, not here")
	}
	st, err := os.Stat(filepath.Join(root, "var/lib/tablemate"))
	require.NoError(t, err)
	assert.Equal(t, fs.ModeDir|0o750, st.Mode())
	assert.NotZero(t, st.Sys().(*syscall.Stat_t).Uid, "the data directory belongs to the service user")

	t.Run("an upgrade keeps it enabled", func(t *testing.T) {
		dpkgIn("-i", deb)
		_, err := os.Readlink(wants)
		assert.NoError(t, err)
	})

	t.Run("remove masks, purge cleans", func(t *testing.T) {
		require.NoError(t, os.WriteFile(filepath.Join(root, "var/lib/tablemate/tablemate.db"), []byte("x"), 0o640))
		dpkgIn("-r", "tablemate")
		assert.NoFileExists(t, filepath.Join(root, "usr/bin/tablemate"))
		mask, err := os.Readlink(filepath.Join(root, "etc/systemd/system/tablemate.service"))
		require.NoError(t, err, "removed but not purged: masked, so a leftover link starts nothing")
		assert.Equal(t, "/dev/null", mask)
		assert.FileExists(t, filepath.Join(root, "var/lib/tablemate/tablemate.db"), "remove keeps the game history")

		dpkgIn("-P", "tablemate")
		for _, p := range []string{wants, state, filepath.Join(root, "etc/systemd/system/tablemate.service"), filepath.Join(root, "var/lib/tablemate")} {
			_, err := os.Lstat(p)
			assert.ErrorIs(t, err, fs.ErrNotExist, "%s is gone after purge", p)
		}
		assert.NoFileExists(t, filepath.Join(root, "etc/tablemate/tablemate.toml"), "purge removes the conffile")
	})
}

// withSbin adds the sbin directories to a PATH that lacks them (a root
// shell with PATH=/usr/bin:/bin, as on a minimal machine or in CI).
func withSbin(path string) string {
	have := map[string]bool{}
	for _, d := range filepath.SplitList(path) {
		have[d] = true
	}
	for _, d := range []string{"/usr/local/sbin", "/usr/sbin", "/sbin"} {
		if !have[d] {
			path += string(filepath.ListSeparator) + d
		}
	}
	return strings.TrimPrefix(path, string(filepath.ListSeparator))
}

// oldStyleDeb rewrites deb's version to v (no epoch), as packages were
// named before the version scheme, with dpkg-deb itself.
func oldStyleDeb(tb testing.TB, deb, v string) string {
	tb.Helper()
	dpkgDeb := needTool(tb, "dpkg-deb")
	tree := filepath.Join(tb.TempDir(), "tree")
	run(tb, dpkgDeb, "-R", deb, tree)
	ctl := filepath.Join(tree, "DEBIAN", "control")
	b, err := os.ReadFile(ctl)
	require.NoError(tb, err)
	b = regexp.MustCompile(`(?m)^Version: .*$`).ReplaceAll(b, []byte("Version: "+v))
	require.NoError(tb, os.WriteFile(ctl, b, 0o644))
	out := filepath.Join(filepath.Dir(tree), "tablemate_"+v+"_amd64.deb")
	run(tb, dpkgDeb, "--root-owner-group", "-b", tree, out)
	return out
}
