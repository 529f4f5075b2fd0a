// Package version names Tablemate builds so that dpkg (and apt) sort them
// in the order they were made.
//
// [Describe] reads a checkout with git and prints a `git describe`-style
// name, which goes into the binary (`tablemate version`); [Deb] turns that
// name into the package's Debian version:
//
//	v1.2.3               -> 1:1.2.3            a release
//	v1.2.3-4-gabc1234    -> 1:1.2.3+4.gabc1234 4 commits after it: after 1.2.3, before 1.2.4
//	v1.0.0-rc1           -> 1:1.0.0~rc1        a release candidate: before 1.0.0
//	v1.0.0-rc1-2-gabc123 -> 1:1.0.0~rc1+2.gabc123
//	0-37-gabc1234        -> 1:0~37.gabc1234    the 37th commit, before any tag
//	...-dirty            -> ....dirty          uncommitted changes
//
// Builds between tags sort by the number of commits, never by the hash.
// A name that cannot sort in that order is refused, in a sentence that says
// what to do ([Check]): a tag outside the grammar ([Grammar]), and a
// shallow clone where no release tag is reachable (its commits cannot be
// counted).
// The epoch "1:" is there for Pis that have a package from before this
// scheme, versioned 0~g<hash> (epoch 0): any version with epoch 1 is newer,
// so apt upgrades them like any other upgrade.
package version

import (
	"errors"
	"fmt"
	"os/exec"
	"regexp"
	"strings"
)

// Epoch is the Debian epoch of every package (see the package doc).
const Epoch = "1"

// TagPattern is the tags that name releases (git describe --match).
const TagPattern = "v[0-9]*"

// Grammar is the release tags' grammar, as the refusals word it.
const Grammar = "v, then numbers joined by dots, then at most one of -rcN, -alphaN, -betaN or -preN in lower case " +
	"(v1.4.0, v1.4.0-rc1, v1.4.0-beta.2)"

var (
	untagged = regexp.MustCompile(`^0-([0-9]+)-g([0-9a-f]{4,40})(-dirty)?$`)
	hashOnly = regexp.MustCompile(`^g?([0-9a-f]{7,40})(-dirty)?$`)
	tagged   = regexp.MustCompile(`^v?([0-9]+(?:\.[0-9]+)*)` + // 1.2.3
		`((?:-(?:rc|alpha|beta|pre)\.?[0-9]*)?)` + // -rc1
		`(?:-([0-9]+)-g([0-9a-f]{4,40}))?` + // -4-gabc1234
		`(-dirty)?$`)
	// after is a tag's name with what Describe adds after it.
	after = regexp.MustCompile(`^(.*?)(?:-[0-9]+-g[0-9a-f]{4,40})?(?:-dirty)?$`)
)

// Describe names the commit checked out in dir: `git describe` against the
// release tags, or "0-<commits>-g<hash>" when no tag is reachable yet, each
// with "-dirty" when files differ from the commit.
func Describe(dir string) (string, error) {
	git := func(args ...string) (string, error) {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		out, err := cmd.Output()
		if err != nil {
			if ee, ok := err.(*exec.ExitError); ok {
				return "", fmt.Errorf("git %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(string(ee.Stderr)))
			}
			return "", fmt.Errorf("git %s: %w", strings.Join(args, " "), err)
		}
		return strings.TrimSpace(string(out)), nil
	}
	if _, err := git("rev-parse", "--git-dir"); err != nil {
		return "", errors.New("this directory is not a git checkout, so the build cannot be named: build from a clone of the " +
			"repository, or pass -version with a release tag such as v1.4.0")
	}
	if d, err := git("describe", "--tags", "--match", TagPattern, "--abbrev=7", "--dirty"); err == nil {
		if !tagged.MatchString(d) {
			tag, _ := git("describe", "--tags", "--match", TagPattern, "--abbrev=0")
			return "", badTag(tag)
		}
		return d, nil
	}
	// With no tag in reach, the build is named by its commit count: in a
	// shallow clone that counts only the commits fetched (1 for --depth 1),
	// and the package would sort below every earlier build.
	if shallow, err := git("rev-parse", "--is-shallow-repository"); err == nil && shallow == "true" {
		return "", errShallow
	}
	n, err := git("rev-list", "--count", "HEAD")
	if err != nil {
		return "", err
	}
	h, err := git("describe", "--always", "--abbrev=7", "--dirty")
	if err != nil {
		return "", err
	}
	return "0-" + n + "-g" + h, nil
}

var errShallow = errors.New("this checkout is a shallow clone in which no release tag is reachable, so its commits cannot be " +
	"counted and its package would sort below earlier builds: run git fetch --unshallow --tags (or clone without --depth) and build again")

// badTag is the refusal of a release tag outside the grammar.
func badTag(tag string) error {
	return fmt.Errorf("the tag %s does not follow the release tags' grammar (%s), so its package would sort below earlier builds: "+
		"tag the release again by the grammar (git tag -d %s, then for example git tag v1.4.0-rc1) and build again", tag, Grammar, tag)
}

// Check says why v cannot name a package, in a sentence that says what to
// do, or nil: the package's version must sort after every earlier build's.
// It takes what [Describe] prints (a release tag, a build after one, or a
// counted commit before the first tag).
func Check(v string) error {
	v = strings.TrimSpace(v)
	switch {
	case untagged.MatchString(v), tagged.MatchString(v):
		return nil
	case v == "" || v == "dev":
		return errors.New("this build has no version name, so its package would sort below every earlier build: build from a git " +
			"checkout (run go run ./describe in cmd/tablemate/packaging to see why it cannot be named), or pass -version with a release tag such as v1.4.0")
	}
	return badTag(after.FindStringSubmatch(v)[1])
}

// Deb is the Debian version (with its epoch) of a name from [Describe].
// A bare hash (what builds before this scheme were called) sorts before
// every counted commit; anything else unknown ("dev") sorts before all.
func Deb(v string) string {
	return Epoch + ":" + Upstream(v)
}

// Upstream is [Deb] without the epoch (the part in the file name).
func Upstream(v string) string {
	v = strings.TrimSpace(v)
	dirty := func(s string) string {
		if s != "" {
			return ".dirty"
		}
		return ""
	}
	if m := untagged.FindStringSubmatch(v); m != nil {
		return "0~" + m[1] + ".g" + m[2] + dirty(m[3])
	}
	if m := hashOnly.FindStringSubmatch(v); m != nil {
		return "0~0.g" + m[1] + dirty(m[2])
	}
	if m := tagged.FindStringSubmatch(v); m != nil {
		out := m[1]
		if m[2] != "" {
			out += "~" + strings.ReplaceAll(m[2][1:], ".", "")
		}
		if m[3] != "" {
			out += "+" + m[3] + ".g" + m[4]
		}
		return out + dirty(m[5])
	}
	return "0~~" + debChars(strings.TrimPrefix(v, "v"))
}

// debChars keeps what a Debian upstream version allows; '-' would start a
// Debian revision and ':' an epoch, so they and anything else become '.'.
func debChars(s string) string {
	s = strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '.', r == '+', r == '~':
			return r
		}
		return '.'
	}, s)
	if s = strings.Trim(s, "."); s == "" {
		return "dev"
	}
	return s
}
