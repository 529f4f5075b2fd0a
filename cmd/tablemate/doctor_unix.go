//go:build !windows

package main

import (
	"os"
	"strconv"
	"syscall"
)

// access is access(2): nil when this process may use path in mode
// (4 read, 2 write, 1 search).
func access(path string, mode uint32) error { return syscall.Access(path, mode) }

// freeBytes is the space an unprivileged user may still fill on the
// filesystem of dir.
func freeBytes(dir string) (int64, error) {
	var s syscall.Statfs_t
	if err := syscall.Statfs(dir, &s); err != nil {
		return 0, err
	}
	return int64(s.Bavail) * int64(s.Bsize), nil
}

// deviceGID is the group that owns a device file (-1 when unknown).
func deviceGID(st os.FileInfo) int {
	if sys, ok := st.Sys().(*syscall.Stat_t); ok {
		return int(sys.Gid)
	}
	return -1
}

// fileOwner is the uid that owns a file ("" when unknown).
func fileOwner(st os.FileInfo) string {
	if sys, ok := st.Sys().(*syscall.Stat_t); ok {
		return strconv.Itoa(int(sys.Uid))
	}
	return ""
}

// platformDevice checks a device the way only this system can; on Unix
// there is nothing to add to checkDevice.
func platformDevice(what, path string) (finding, bool) { return finding{}, false }
