package main

import (
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tablemate/tablemate/hardware"
)

const packagedConfig = "packaging/files/tablemate.toml"

// TestPackagedConfig: the config the package installs parses as shipped
// (all commented out) and with every example uncommented, and it documents
// every key there is.
func TestPackagedConfig(t *testing.T) {
	b, err := os.ReadFile(packagedConfig)
	require.NoError(t, err)
	c, err := loadConfigBytes(b)
	require.NoError(t, err, "as shipped")
	assert.Empty(t, c.Hardware.Devices)
	assert.Empty(t, c.PublicURL)

	full := uncomment(string(b))
	c, err = loadConfigBytes([]byte(full))
	require.NoError(t, err, "with every example uncommented:\n%s", full)
	assert.Len(t, c.Hardware.Devices, 6)
	assert.Equal(t, "http://192.168.1.20:8080", c.PublicURL)

	documented := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^# ([a-z_]+) = `).FindAllStringSubmatch(string(b), -1) {
		documented[m[1]] = true
	}
	ty := reflect.TypeFor[hardware.Device]()
	for i := range ty.NumField() {
		if k := ty.Field(i).Tag.Get("toml"); k != "" && k != "-" {
			assert.True(t, documented[k], "the packaged config documents device key %q", k)
		}
	}
	for _, k := range append([]string{"min", "max"}, serviceKeys...) {
		assert.True(t, documented[k], "the packaged config documents %q", k)
	}
}

// uncomment turns "# key = value" and "# [table]" lines back into TOML.
func uncomment(s string) string {
	var b strings.Builder
	for _, line := range strings.Split(s, "\n") {
		if rest, ok := strings.CutPrefix(line, "# "); ok && regexp.MustCompile(`^(\[|[a-z_]+ = )`).MatchString(rest) {
			line = rest
		}
		b.WriteString(line + "\n")
	}
	return b.String()
}
