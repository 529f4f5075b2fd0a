//go:build linux && !tablemate_portable

package keyboard

import "unsafe"

func unsafePointer(b []byte) unsafe.Pointer { return unsafe.Pointer(&b[0]) }
