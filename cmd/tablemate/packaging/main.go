package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"embed"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/goreleaser/nfpm/v2"
	"github.com/goreleaser/nfpm/v2/deb"
	"github.com/goreleaser/nfpm/v2/files"

	"github.com/tablemate/tablemate/cmd/tablemate/packaging/version"
)

//go:embed files
var packageFiles embed.FS

// target is one architecture the package is built for.
type target struct {
	goarch, goarm string
	deb           string // Debian's name for it
}

// targets by the names -arch accepts. Raspberry Pi OS's 32-bit "armhf" is
// ARMv6 hard-float (Debian's own armhf is ARMv7): the GOARM=6 build runs on
// every Pi, the Zero and Pi 1 included.
var targets = map[string]target{
	"amd64": {goarch: "amd64", deb: "amd64"},
	"arm64": {goarch: "arm64", deb: "arm64"},
	"armv6": {goarch: "arm", goarm: "6", deb: "armhf"},
	"armhf": {goarch: "arm", goarm: "6", deb: "armhf"},
}

func targetNames() string {
	names := make([]string, 0, len(targets))
	for n := range targets {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// options are the command line.
type options struct {
	arch    string // a key of targets
	out     string // directory the .deb is written to
	bin     string // a built tablemate binary; empty: build one
	version string // as `git describe` prints it; empty: describe the checkout
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var o options
	fs := flag.NewFlagSet("packaging", flag.ContinueOnError)
	fs.StringVar(&o.arch, "arch", "arm64", "target architecture: "+targetNames())
	fs.StringVar(&o.out, "out", "bin", "directory the .deb is written to")
	fs.StringVar(&o.bin, "bin", "", "tablemate binary to package (default: build one for -arch)")
	fs.StringVar(&o.version, "version", "", "the build's name, as the describe program prints it (e.g. v1.2.0, v1.2.0-3-gabc1234; default: describe the checkout)")
	if err := fs.Parse(os.Args[1:]); err != nil {
		os.Exit(2)
	}
	path, err := buildDeb(ctx, o)
	if err != nil {
		fmt.Fprintln(os.Stderr, "packaging:", err)
		os.Exit(1)
	}
	fmt.Println(path)
}

// buildDeb writes the Debian package for o and returns its path.
func buildDeb(ctx context.Context, o options) (string, error) {
	tg, ok := targets[o.arch]
	if !ok {
		return "", fmt.Errorf("unknown architecture %q (known: %s)", o.arch, targetNames())
	}
	v, err := buildVersion(o.version)
	if err != nil {
		return "", err
	}
	o.version = v
	work, err := os.MkdirTemp("", "tablemate-deb-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(work)
	// nfpm reads files from disk: lay the embedded ones out.
	if err := os.CopyFS(work, packageFiles); err != nil {
		return "", err
	}
	src := filepath.Join(work, "files")
	if o.bin == "" {
		o.bin = filepath.Join(work, "tablemate")
		if err := goBuild(ctx, tg, o.version, o.bin); err != nil {
			return "", err
		}
	}
	if _, err := os.Stat(o.bin); err != nil {
		return "", fmt.Errorf("the binary to package: %w", err)
	}

	changelog := filepath.Join(work, "changelog.gz")
	if err := os.WriteFile(changelog, debChangelog(version.Deb(o.version), o.version, buildTime()), 0o644); err != nil {
		return "", err
	}
	info := packageInfo(tg, version.Upstream(o.version), o.bin, src, changelog)
	nfpm.WithDefaults(info)
	if err := nfpm.Validate(info); err != nil {
		return "", err
	}
	if err := os.MkdirAll(o.out, 0o755); err != nil {
		return "", err
	}
	path := filepath.Join(o.out, deb.Default.ConventionalFileName(info))
	f, err := os.Create(path)
	if err != nil {
		return "", err
	}
	if err := deb.Default.Package(info, f); err != nil {
		f.Close()
		os.Remove(path)
		return "", fmt.Errorf("building %s: %w", path, err)
	}
	return path, f.Close()
}

// buildVersion is the name the package is versioned by: the one given, or
// the checkout's. A name that would sort below earlier builds stops the
// build with a sentence that says what to do; for "dev" (what make passes
// when the checkout could not be named) the sentence says why it could not.
func buildVersion(given string) (string, error) {
	if given == "" || given == "dev" {
		root, err := productRoot()
		if err == nil {
			d, err := version.Describe(root)
			switch {
			case err != nil:
				return "", err
			case given == "":
				given = d
			}
		}
	}
	return given, version.Check(given)
}

// packageInfo describes the package: the binary, the systemd unit, the
// device config (a conffile: an upgrade keeps the user's edits) and the
// data directory, with the maintainer scripts from src.
func packageInfo(tg target, upstream, bin, src, changelog string) *nfpm.Info {
	return &nfpm.Info{
		Name:          "tablemate",
		Arch:          tg.deb,
		Platform:      "linux",
		Epoch:         version.Epoch,
		Version:       upstream,
		VersionSchema: "none", // version.Upstream already made it a Debian version
		Section:       "misc", // a companion to board games; no game binary in /usr/games
		Priority:      "optional",
		Maintainer:    maintainer,
		Description: "table companion for board games\n" +
			"Tablemate runs beside a physical board game (Tagiron, Code 777,\n" +
			"13 Clues, Lexio): players use their phones, the host a console.",
		Homepage: "https://github.com/tablemate/tablemate",
		License:  "proprietary",
		Overridables: nfpm.Overridables{
			// The maintainer scripts need groupadd, useradd, usermod
			// (passwd) and deb-systemd-helper (init-system-helpers).
			Depends: []string{"passwd", "init-system-helpers (>= 1.54)"},
			Contents: files.Contents{
				{Source: bin, Destination: "/usr/bin/tablemate",
					FileInfo: &files.ContentFileInfo{Mode: 0o755}},
				{Source: filepath.Join(src, "tablemate.service"), Destination: "/usr/lib/systemd/system/tablemate.service",
					FileInfo: &files.ContentFileInfo{Mode: 0o644}},
				{Source: filepath.Join(src, "modules-load.conf"), Destination: "/usr/lib/modules-load.d/tablemate.conf",
					FileInfo: &files.ContentFileInfo{Mode: 0o644}},
				{Source: filepath.Join(src, "tablemate.toml"), Destination: "/etc/tablemate/tablemate.toml",
					Type: files.TypeConfigNoReplace, FileInfo: &files.ContentFileInfo{Mode: 0o644}},
				{Source: filepath.Join(src, "copyright"), Destination: "/usr/share/doc/tablemate/copyright",
					FileInfo: &files.ContentFileInfo{Mode: 0o644}},
				{Source: changelog, Destination: "/usr/share/doc/tablemate/changelog.gz",
					FileInfo: &files.ContentFileInfo{Mode: 0o644}},
				{Source: filepath.Join(src, "lintian-overrides"), Destination: "/usr/share/lintian/overrides/tablemate",
					FileInfo: &files.ContentFileInfo{Mode: 0o644}},
				// Owned by tablemate once the postinst has made the user.
				{Destination: "/var/lib/tablemate", Type: files.TypeDir,
					FileInfo: &files.ContentFileInfo{Mode: 0o750}},
			},
			Scripts: nfpm.Scripts{
				PostInstall: filepath.Join(src, "postinst"),
				PreRemove:   filepath.Join(src, "prerm"),
				PostRemove:  filepath.Join(src, "postrm"),
			},
		},
	}
}

// goBuild builds a static tablemate for tg, as `make cross` does, in the
// product's module (this program is a module of its own).
func goBuild(ctx context.Context, tg target, version, out string) error {
	root, err := productRoot()
	if err != nil {
		return err
	}
	cmd := exec.CommandContext(ctx, "go", "build", "-trimpath",
		"-ldflags", "-s -w -X main.version="+version,
		"-o", out, "./cmd/tablemate")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS=linux", "GOARCH="+tg.goarch, "GOARM="+tg.goarm)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go build for %s: %w", tg.goarch, err)
	}
	return nil
}

// maintainer is the package's contact. The project has no public address
// yet: .invalid says so plainly and is still a well-formed domain.
const maintainer = "Tablemate <packages@tablemate.invalid>"

// productRoot finds the Tablemate module's directory above the working
// directory.
func productRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		b, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && regexp.MustCompile(`(?m)^module github\.com/tablemate/tablemate$`).Match(b) {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("the Tablemate module is not above this directory: run from its checkout, or pass -bin")
		}
		dir = parent
	}
}

// buildTime is SOURCE_DATE_EPOCH when set (reproducible builds), else now.
func buildTime() time.Time {
	if s, err := strconv.ParseInt(os.Getenv("SOURCE_DATE_EPOCH"), 10, 64); err == nil {
		return time.Unix(s, 0).UTC()
	}
	return time.Now().UTC()
}

// debChangelog is the package's changelog.gz: one entry for this build
// (the project's history is its git log).
func debChangelog(version, from string, at time.Time) []byte {
	var text bytes.Buffer
	fmt.Fprintf(&text, "tablemate (%s) unstable; urgency=medium\n\n", version)
	fmt.Fprintf(&text, "  * Build of %s; the changes are in the project's history.\n\n", strings.TrimSpace(from))
	fmt.Fprintf(&text, " -- %s  %s\n", maintainer, at.Format("Mon, 02 Jan 2006 15:04:05 -0700"))
	var gz bytes.Buffer
	w, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	w.ModTime = at // no build-time stamp beyond the entry's own date
	w.Write(text.Bytes())
	w.Close()
	return gz.Bytes()
}
