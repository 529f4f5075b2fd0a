package web

import (
	"net/http"
	"runtime/metrics"

	"github.com/labstack/echo/v4"
)

// memoryRoutes: GET /api/host/memory, the server's memory as Go's runtime sees it (runtime/metrics),
// for the host and for measurements. Under an emulator (qemu-user running the Pi build on a PC) the
// process's resident memory also holds the emulator's own; these figures are the guest's alone.
func (s *Server) memoryRoutes(e *echo.Echo, host echo.MiddlewareFunc) {
	e.GET("/api/host/memory", s.memory, host)
}

// memoryMetrics are the figures reported, by their runtime/metrics names.
var memoryMetrics = []string{
	"/memory/classes/total:bytes",         // everything the runtime has mapped
	"/memory/classes/heap/released:bytes", // of which given back to the system
	"/memory/classes/heap/objects:bytes",  // live and not yet swept objects
	"/memory/classes/heap/unused:bytes",
	"/memory/classes/heap/free:bytes",
	"/memory/classes/heap/stacks:bytes",
	"/memory/classes/os-stacks:bytes",
	"/memory/classes/metadata/other:bytes",
	"/memory/classes/other:bytes",
	"/gc/heap/goal:bytes",
	"/gc/gomemlimit:bytes",
}

func (s *Server) memory(c echo.Context) error {
	samples := make([]metrics.Sample, len(memoryMetrics))
	for i, name := range memoryMetrics {
		samples[i].Name = name
	}
	metrics.Read(samples)
	out := map[string]uint64{}
	for _, sm := range samples {
		if sm.Value.Kind() == metrics.KindUint64 {
			out[sm.Name] = sm.Value.Uint64()
		}
	}
	// What the runtime holds from the system: mapped, less what it released (its resident at most).
	out["held:bytes"] = out["/memory/classes/total:bytes"] - out["/memory/classes/heap/released:bytes"]
	return c.JSON(http.StatusOK, out)
}
