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

// repo is a real git repository in a temporary directory.
type repo struct {
	t   *testing.T
	dir string
	n   int
}

func newRepo(t *testing.T) *repo {
	t.Helper()
	needTool(t, "git")
	r := &repo{t: t, dir: t.TempDir()}
	r.git("init", "-q", "-b", "main")
	return r
}

func (r *repo) git(args ...string) string {
	r.t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = r.dir
	cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.invalid",
		"GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.invalid", "GIT_CONFIG_GLOBAL=/dev/null")
	out, err := cmd.CombinedOutput()
	require.NoError(r.t, err, "git %v: %s", args, out)
	return string(out)
}

func (r *repo) commit() {
	r.t.Helper()
	r.n++
	require.NoError(r.t, os.WriteFile(filepath.Join(r.dir, "f"), []byte(strconv.Itoa(r.n)), 0o644))
	r.git("add", "f")
	r.git("commit", "-q", "-m", "c"+strconv.Itoa(r.n))
}

// requireSentence checks a refusal is one sentence for a person: no Go or
// git text in it.
func requireSentence(t *testing.T, err error, says ...string) {
	t.Helper()
	require.Error(t, err)
	for _, s := range says {
		assert.Contains(t, err.Error(), s)
	}
	for _, machine := range []string{"exit status", "fatal:", "%!", "<nil>", "git describe --"} {
		assert.NotContains(t, err.Error(), machine)
	}
}

// TestDescribeRefusesTagsOutsideTheGrammar: a release tag the grammar does
// not know (upper-case RC, a -hotfix) would sort below every earlier build;
// the build stops, naming the tag, the grammar and what to do, and goes on
// once the release is tagged by the grammar.
func TestDescribeRefusesTagsOutsideTheGrammar(t *testing.T) {
	r := newRepo(t)
	r.commit()
	r.git("tag", "v1.3.0")
	for _, tag := range []string{"v1.4.0-RC1", "v1.4.0-hotfix"} {
		t.Run(tag, func(t *testing.T) {
			r.commit()
			r.git("tag", tag)
			_, err := Describe(r.dir)
			requireSentence(t, err, "the tag "+tag+" does not follow", Grammar, "git tag -d "+tag)
			requireSentence(t, Check(tag), "the tag "+tag+" does not follow")
			r.commit() // a build after it: still named by it
			_, err = Describe(r.dir)
			requireSentence(t, err, "the tag "+tag+" does not follow")
			d := tag + "-1-gabc1234"
			requireSentence(t, Check(d), "the tag "+tag+" does not follow")
			r.git("tag", "-d", tag)
		})
	}
	r.git("tag", "v1.4.0-rc1")
	d, err := Describe(r.dir)
	require.NoError(t, err)
	assert.Equal(t, "v1.4.0-rc1", d)
	require.NoError(t, Check(d))
}

// TestDescribeRefusesShallowUntaggedClones: a clone with --depth 1 and no
// release tag in reach would count one commit and sort below every earlier
// build; the build stops and says to fetch the history, after which the
// name is the full clone's.
func TestDescribeRefusesShallowUntaggedClones(t *testing.T) {
	origin := newRepo(t)
	for range 3 {
		origin.commit()
	}
	full, err := Describe(origin.dir)
	require.NoError(t, err)
	assert.Regexp(t, `^0-3-g`, full)

	shallow := &repo{t: t, dir: filepath.Join(t.TempDir(), "shallow")}
	origin.git("clone", "-q", "--depth", "1", "file://"+origin.dir, shallow.dir)
	_, err = Describe(shallow.dir)
	requireSentence(t, err, "shallow clone", "git fetch --unshallow")
	shallow.git("fetch", "-q", "--unshallow", "--tags")
	d, err := Describe(shallow.dir)
	require.NoError(t, err)
	assert.Equal(t, full, d, "once the history is there, the same name as the full clone")

	// A tag beyond the shallow history is out of reach too.
	origin.git("tag", "v1.0.0", "HEAD~2")
	tagged := &repo{t: t, dir: filepath.Join(t.TempDir(), "tagged")}
	origin.git("clone", "-q", "--depth", "1", "file://"+origin.dir, tagged.dir)
	_, err = Describe(tagged.dir)
	requireSentence(t, err, "git fetch --unshallow")
	tagged.git("fetch", "-q", "--unshallow", "--tags")
	d, err = Describe(tagged.dir)
	require.NoError(t, err)
	assert.Regexp(t, `^v1\.0\.0-2-g`, d)

	_, err = Describe(t.TempDir())
	requireSentence(t, err, "not a git checkout", "-version")
}

func TestCheck(t *testing.T) {
	for _, ok := range []string{"v1.2.0", "1.2.0", "v1.2.0-3-gabc1234-dirty", "v1.0.0-rc.2", "v1.0.0-rc1-2-gabc1234", "0-37-gabc1234", "0-37-g8f555be-dirty"} {
		assert.NoError(t, Check(ok), ok)
	}
	for bad, says := range map[string]string{
		"v1.4.0-RC1":             "the tag v1.4.0-RC1 does not follow",
		"v1.4.0-hotfix-3-gabc12": "the tag v1.4.0-hotfix does not follow",
		"v1.4.0-hotfix-dirty":    "the tag v1.4.0-hotfix does not follow",
		"8f555be":                "the tag 8f555be does not follow",
		"dev":                    "has no version name",
		"":                       "has no version name",
	} {
		requireSentence(t, Check(bad), says)
	}
}
