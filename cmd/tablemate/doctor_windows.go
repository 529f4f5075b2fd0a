package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/sys/windows"

	"github.com/tablemate/tablemate/hardware/serialscan"
)

// access tells whether this process may use path: Windows has no
// access(2), so a directory is tried by creating a file in it and a file
// by opening it for writing.
func access(path string, mode uint32) error {
	st, err := os.Stat(path)
	if err != nil {
		return err
	}
	if mode&2 == 0 {
		return nil
	}
	if st.IsDir() {
		f, err := os.CreateTemp(path, ".tablemate-doctor-*")
		if err != nil {
			return err
		}
		f.Close()
		return os.Remove(f.Name())
	}
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	return f.Close()
}

// freeBytes is the space this user may still fill on the volume of dir.
func freeBytes(dir string) (int64, error) {
	p, err := windows.UTF16PtrFromString(dir)
	if err != nil {
		return 0, err
	}
	var free, total, totalFree uint64
	if err := windows.GetDiskFreeSpaceEx(p, &free, &total, &totalFree); err != nil {
		return 0, err
	}
	return int64(free), nil
}

// deviceGID: Windows files have no Unix group.
func deviceGID(os.FileInfo) int { return -1 }

// fileOwner is unknown on Windows: a folder's owner is not a uid.
func fileOwner(os.FileInfo) string { return "" }

// platformDevice checks a serial port by opening it: COM3 is no file that
// os.Stat could look at.
func platformDevice(what, path string) (finding, bool) {
	name := strings.TrimPrefix(path, `\\.\`)
	if !strings.HasPrefix(strings.ToUpper(name), "COM") {
		return finding{}, false
	}
	p, err := serialscan.Open(path, 9600, serialscan.MinTimeout)
	switch {
	case err == nil:
		p.Close()
		return okf(what, "present and free"), true
	case errors.Is(err, fs.ErrNotExist):
		return problem(what, "not present", "plug the reader in; Device Manager lists its COM port under Ports (COM & LPT)"), true
	case errors.Is(err, fs.ErrPermission) || errors.Is(err, windows.ERROR_ACCESS_DENIED):
		return problem(what, "in use by another program", "close the program that has "+filepath.Base(path)+" open (a serial terminal, another Tablemate)"), true
	}
	return problem(what, fmt.Sprint(err), "check the port's name in Device Manager (Ports (COM & LPT))"), true
}
