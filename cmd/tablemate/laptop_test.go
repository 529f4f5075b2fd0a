package main

import (
	"bytes"
	"debug/macho"
	"debug/pe"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// laptopBuilds are the release targets beside the Pi's (TestPiSmoke builds
// and runs those): Windows and macOS on amd64 and arm64, without cgo.
var laptopBuilds = []struct {
	goos, goarch string    // the release target is goos-goarch
	pe           uint16    // Windows: the PE machine
	macho        macho.Cpu // macOS: the Mach-O CPU
}{
	{goos: "windows", goarch: "amd64", pe: pe.IMAGE_FILE_MACHINE_AMD64},
	{goos: "windows", goarch: "arm64", pe: pe.IMAGE_FILE_MACHINE_ARM64},
	{goos: "darwin", goarch: "amd64", macho: macho.CpuAmd64},
	{goos: "darwin", goarch: "arm64", macho: macho.CpuArm64},
}

// TestLaptopBuilds takes the release build of each laptop target (built
// once per test binary, release_test.go) and checks the file is an executable of that system and
// processor carrying its version. (Running them needs the system itself:
// this machine has neither Windows, nor wine, nor macOS; the build-tagged
// parts have unit tests of their own, run on Linux with -tags
// tablemate_portable.)
func TestLaptopBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("cross-builds are slow: make test runs them")
	}
	t.Parallel() // it waits on cross-builds, not on other tests
	names := make([]string, len(laptopBuilds))
	for i, b := range laptopBuilds {
		names[i] = b.goos + "-" + b.goarch
	}
	bins := releaseBinaries(t, names...)
	for _, b := range laptopBuilds {
		t.Run(b.goos+"-"+b.goarch, func(t *testing.T) {
			out := bins[b.goos+"-"+b.goarch]
			bin, err := os.ReadFile(out)
			require.NoError(t, err)
			assert.True(t, bytes.Contains(bin, []byte(releaseVersion)), "the version is in the binary")
			switch b.goos {
			case "windows":
				f, err := pe.Open(out)
				require.NoError(t, err, "a Windows executable")
				defer f.Close()
				assert.Equal(t, b.pe, f.Machine)
				assert.Zero(t, f.Characteristics&pe.IMAGE_FILE_DLL)
			case "darwin":
				f, err := macho.Open(out)
				require.NoError(t, err, "a macOS executable")
				defer f.Close()
				assert.Equal(t, b.macho, f.Cpu)
				assert.Equal(t, macho.TypeExec, f.Type)
			}
		})
	}
}
