//go:build !windows

package serialscan

import (
	"os"
	"syscall"
)

// statDevice is what path names now (a by-id link is followed).
func statDevice(path string) (os.FileInfo, error) { return os.Stat(path) }

func rdev(fi os.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Rdev)
	}
	return 0
}
