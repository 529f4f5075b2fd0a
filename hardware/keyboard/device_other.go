//go:build !linux || tablemate_portable

package keyboard

// Available reports whether this build can read keyboard scanners: only
// Linux has evdev. (The tag tablemate_portable builds this variant on
// Linux too, so its tests run there.)
const Available = false

// Device stands in for an input device where there is none.
type Device struct{}

// Open always fails with [ErrUnavailable].
func Open(path string) (*Device, error) { return nil, ErrUnavailable }

// Read fails with [ErrUnavailable].
func (d *Device) Read(b []byte) (int, error) { return 0, ErrUnavailable }

// Close does nothing.
func (d *Device) Close() error { return nil }
