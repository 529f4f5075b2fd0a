package hardware

import (
	"log/slog"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVirtualScansAreNeverDuplicates: the same tag typed twice on the host
// console counts twice, however fast; physical readers keep their filter.
func TestVirtualScansAreNeverDuplicates(t *testing.T) {
	cfg, err := ParseConfig([]byte("[[device]]\nname = \"console\"\nkind = \"virtual\"\nduplicate_window = \"10s\"\n"))
	require.NoError(t, err)
	h := Open(cfg, Options{Log: slog.New(slog.DiscardHandler)})
	defer h.Close()
	require.Eventually(t, func() bool { return h.Status()[0].State == Connected }, 5*time.Second, 10*time.Millisecond)
	for i := 0; i < 3; i++ {
		require.NoError(t, h.Inject("console", "T-r0"))
		select {
		case s := <-h.Scans():
			assert.Equal(t, "T-r0", s.Tag)
		case <-time.After(5 * time.Second):
			t.Fatalf("scan %d was dropped", i+1)
		}
	}
	assert.Zero(t, h.Status()[0].Duplicates)
}
