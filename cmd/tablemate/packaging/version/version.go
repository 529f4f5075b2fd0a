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
// The epoch "1:" is there for Pis that have a package from before this
// scheme, versioned 0~g<hash> (epoch 0): any version with epoch 1 is newer,
// so apt upgrades them like any other upgrade.
package version

import (
	"fmt"
	"os/exec"
	"regexp"
	"strings"
)

// Epoch is the Debian epoch of every package (see the package doc).
const Epoch = "1"

// TagPattern is the tags that name releases (git describe --match).
const TagPattern = "v[0-9]*"

var (
	untagged = regexp.MustCompile(`^0-([0-9]+)-g([0-9a-f]{4,40})(-dirty)?$`)
	hashOnly = regexp.MustCompile(`^g?([0-9a-f]{7,40})(-dirty)?$`)
	tagged   = regexp.MustCompile(`^v?([0-9]+(?:\.[0-9]+)*)` + // 1.2.3
		`((?:-(?:rc|alpha|beta|pre)\.?[0-9]*)?)` + // -rc1
		`(?:-([0-9]+)-g([0-9a-f]{4,40}))?` + // -4-gabc1234
		`(-dirty)?$`)
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
	if d, err := git("describe", "--tags", "--match", TagPattern, "--abbrev=7", "--dirty"); err == nil {
		return d, nil
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
