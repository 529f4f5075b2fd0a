package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
)

// releaseVersion is the version every test build carries.
const releaseVersion = "release-test-1"

// releaseTarget is one release build of `make release` beside this
// machine's own: a system, a processor and, for the Pi Zero, an ARM level.
type releaseTarget struct {
	name, goos, goarch, goarm string
}

// releaseTargets are the cross-builds the tests check: the Pis (run under
// qemu by TestPiSmoke) and the laptops (checked by TestLaptopBuilds).
var releaseTargets = []releaseTarget{
	{name: "linux-arm64", goos: "linux", goarch: "arm64"},
	{name: "linux-armv6", goos: "linux", goarch: "arm", goarm: "6"},
	{name: "windows-amd64", goos: "windows", goarch: "amd64"},
	{name: "windows-arm64", goos: "windows", goarch: "arm64"},
	{name: "darwin-amd64", goos: "darwin", goarch: "amd64"},
	{name: "darwin-arm64", goos: "darwin", goarch: "arm64"},
}

// released holds the cross-builds of this test binary: each target is
// built once, the first time a test asks for it, and every test that needs
// it shares the file (a built binary is never changed, so sharing it between
// tests and -count runs shares no state). The directory is removed when the
// test binary ends (TestMain).
var released = struct {
	sync.Mutex
	dir    string
	builds map[string]*releaseBuild
}{builds: map[string]*releaseBuild{}}

type releaseBuild struct {
	once sync.Once
	path string
	err  error
}

// releaseBinaries returns the path of each named target's build, building
// the ones not built yet (concurrently: the go command's cache shares
// what they have in common).
func releaseBinaries(t *testing.T, names ...string) map[string]string {
	t.Helper()
	var wg sync.WaitGroup
	builds := make([]*releaseBuild, len(names))
	for i, name := range names {
		target, ok := findTarget(name)
		require.True(t, ok, "no release target %q", name)
		builds[i] = buildOf(t, name)
		wg.Add(1)
		go func() {
			defer wg.Done()
			builds[i].once.Do(func() { builds[i].err = crossBuild(target, builds[i].path) })
		}()
	}
	wg.Wait()
	out := map[string]string{}
	var errs []error
	for i, b := range builds {
		errs = append(errs, b.err)
		out[names[i]] = b.path
	}
	require.NoError(t, errors.Join(errs...))
	return out
}

func findTarget(name string) (releaseTarget, bool) {
	for _, r := range releaseTargets {
		if r.name == name {
			return r, true
		}
	}
	return releaseTarget{}, false
}

func buildOf(t *testing.T, name string) *releaseBuild {
	released.Lock()
	defer released.Unlock()
	if released.dir == "" {
		dir, err := os.MkdirTemp("", "tablemate-release-")
		require.NoError(t, err)
		released.dir = dir
	}
	b := released.builds[name]
	if b == nil {
		b = &releaseBuild{path: filepath.Join(released.dir, "tablemate-"+name)}
		released.builds[name] = b
	}
	return b
}

// crossBuild builds one target as `make release` does (no cgo, trimmed
// paths, the version stamped in).
func crossBuild(r releaseTarget, out string) error {
	goTool, err := exec.LookPath("go")
	if err != nil {
		return fmt.Errorf("the go command builds the release targets: %v", err)
	}
	cmd := exec.Command(goTool, "build", "-trimpath", "-ldflags", "-s -w -X main.version="+releaseVersion, "-o", out, ".")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+r.goos, "GOARCH="+r.goarch, "GOARM="+r.goarm)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("building %s: %v\n%s", r.name, err, msg)
	}
	return nil
}

// removeReleaseBuilds removes the builds' directory, if any was made.
func removeReleaseBuilds() {
	released.Lock()
	defer released.Unlock()
	if released.dir != "" {
		_ = os.RemoveAll(released.dir)
	}
}
