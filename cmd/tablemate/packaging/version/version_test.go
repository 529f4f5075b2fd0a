package version

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func needTool(tb testing.TB, name string) string {
	tb.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("CI") == "true" {
			tb.Fatalf("%s is missing in CI", name)
		}
		tb.Skipf("%s is not installed", name)
	}
	return p
}

func TestUpstream(t *testing.T) {
	for in, want := range map[string]string{
		"v1.2.0":                  "1.2.0",
		"1.2.0":                   "1.2.0",
		"v1.2.0-3-gabc1234":       "1.2.0+3.gabc1234",
		"v1.2.0-3-gabc1234-dirty": "1.2.0+3.gabc1234.dirty",
		"v1.0.0-rc1":              "1.0.0~rc1",
		"v1.0.0-rc.2":             "1.0.0~rc2",
		"v1.0.0-rc1-2-gabc1234":   "1.0.0~rc1+2.gabc1234",
		"v1.0.0-dirty":            "1.0.0.dirty",
		"0-37-gabc1234":           "0~37.gabc1234",
		"0-37-g8f555be-dirty":     "0~37.g8f555be.dirty",
		"8f555be":                 "0~0.g8f555be",
		"dev":                     "0~~dev",
		"":                        "0~~dev",
	} {
		t.Run(in, func(t *testing.T) {
			assert.Equal(t, want, Upstream(in))
			assert.Equal(t, "1:"+want, Deb(in))
		})
	}
}

// TestDescribeSortsAsDpkg makes a repository commit by commit, with a
// release candidate and releases, and checks that each build's Debian
// version is newer than every one before it, by dpkg's own comparison,
// and newer than what the Pi may hold from before (0~g<hash>, no epoch).
func TestDescribeSortsAsDpkg(t *testing.T) {
	dpkg := needTool(t, "dpkg")
	needTool(t, "git")
	dir := t.TempDir()
	git := func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.invalid",
			"GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.invalid", "GIT_CONFIG_GLOBAL=/dev/null")
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "git %v: %s", args, out)
	}
	git("init", "-q", "-b", "main")
	n := 0
	commit := func() {
		n++
		require.NoError(t, os.WriteFile(filepath.Join(dir, "f"), []byte(strconv.Itoa(n)), 0o644))
		git("add", "f")
		git("commit", "-q", "-m", "c"+strconv.Itoa(n))
	}
	var names []string
	build := func() string {
		d, err := Describe(dir)
		require.NoError(t, err)
		names = append(names, d)
		return d
	}
	// Hashes are random-looking: with a dozen commits before the first tag,
	// sorting by hash text would put some out of order.
	for range 12 {
		commit()
		build()
	}
	assert.Equal(t, "0-12-g", names[11][:6])
	require.NoError(t, os.WriteFile(filepath.Join(dir, "f"), []byte("edited"), 0o644))
	assert.Regexp(t, `^0-12-g[0-9a-f]{7}-dirty$`, build(), "uncommitted changes")
	git("checkout", "-q", "f")
	git("tag", "v1.0.0-rc1")
	assert.Equal(t, "v1.0.0-rc1", build())
	commit()
	assert.Regexp(t, `^v1\.0\.0-rc1-1-g[0-9a-f]{7}$`, build())
	git("tag", "v1.0.0")
	assert.Equal(t, "v1.0.0", build())
	for range 11 {
		commit()
		build()
	}
	assert.Regexp(t, `^v1\.0\.0-11-g`, names[len(names)-1])
	git("tag", "-a", "-m", "release", "v1.1.0") // annotated tags count too
	build()
	git("tag", "not-a-release") // other tags are ignored
	commit()
	assert.Regexp(t, `^v1\.1\.0-1-g`, build())

	less := func(a, b string) {
		t.Helper()
		out, err := exec.Command(dpkg, "--compare-versions", a, "lt", b).CombinedOutput()
		assert.NoError(t, err, "%s < %s %s", a, b, out)
	}
	// The dirty build sits between its commit and the next one; the rest in order.
	for i := 1; i < len(names); i++ {
		less(Deb(names[i-1]), Deb(names[i]))
	}
	for _, old := range []string{"0~g8f555be", "0~gfff0000", "0~dev", "0~g9999999.dirty"} {
		less(old, Deb(names[0]))
	}
	less(Deb("dev"), Deb(names[0]))
	less(Deb("8f555be"), Deb(names[0]))
	less(Deb("v1.9.0"), Deb("v1.10.0"))
	less(Deb("v1.0.0-rc1"), Deb("v1.0.0-rc2"))
}
