package main

import (
	"bytes"
	"debug/macho"
	"debug/pe"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// laptopBuilds are the release targets beside the Pi's (TestPiSmoke builds
// and runs those): Windows and macOS on amd64 and arm64, without cgo.
var laptopBuilds = []struct {
	goos, goarch string
	pe           uint16    // Windows: the PE machine
	macho        macho.Cpu // macOS: the Mach-O CPU
}{
	{goos: "windows", goarch: "amd64", pe: pe.IMAGE_FILE_MACHINE_AMD64},
	{goos: "windows", goarch: "arm64", pe: pe.IMAGE_FILE_MACHINE_ARM64},
	{goos: "darwin", goarch: "amd64", macho: macho.CpuAmd64},
	{goos: "darwin", goarch: "arm64", macho: macho.CpuArm64},
}

// TestLaptopBuilds cross-builds tablemate for each laptop target as `make
// release` does and checks the file is an executable of that system and
// processor carrying its version. (Running them needs the system itself:
// this machine has neither Windows, nor wine, nor macOS; the build-tagged
// parts have unit tests of their own, run on Linux with -tags
// tablemate_portable.)
func TestLaptopBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("cross-builds are slow: make test runs them")
	}
	goTool, err := exec.LookPath("go")
	require.NoError(t, err)
	dir := t.TempDir()
	const version = "laptop-test-1"
	for _, b := range laptopBuilds {
		t.Run(b.goos+"-"+b.goarch, func(t *testing.T) {
			out := filepath.Join(dir, "tablemate-"+b.goos+"-"+b.goarch)
			cmd := exec.Command(goTool, "build", "-trimpath", "-ldflags", "-s -w -X main.version="+version, "-o", out, ".")
			cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+b.goos, "GOARCH="+b.goarch)
			msg, err := cmd.CombinedOutput()
			require.NoError(t, err, "%s", msg)
			bin, err := os.ReadFile(out)
			require.NoError(t, err)
			assert.True(t, bytes.Contains(bin, []byte(version)), "the version is in the binary")
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
