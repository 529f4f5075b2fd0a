package web_test

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The host reads the server's memory as Go sees it; nobody else does.
func TestHostMemory(t *testing.T) {
	h := newHarness(t, "", 1)
	code, _ := h.call("GET", "/api/host/memory", nil, nil)
	assert.NotEqual(t, http.StatusOK, code)
	code, body := h.call("GET", "/api/host/memory", nil, map[string]string{"X-Host-Key": h.svc.HostKey()})
	require.Equal(t, http.StatusOK, code, string(body))
	var m map[string]uint64
	require.NoError(t, json.Unmarshal(body, &m))
	total, released := m["/memory/classes/total:bytes"], m["/memory/classes/heap/released:bytes"]
	assert.Positive(t, total)
	assert.Equal(t, total-released, m["held:bytes"])
	assert.Positive(t, m["/memory/classes/heap/objects:bytes"])
	assert.Less(t, m["/memory/classes/heap/objects:bytes"], total)
}
