// Package serialscan reads tag readers and barcode scanners attached to a
// serial port (USB CDC, FTDI/CH340 adapters, the Pi's UART) with
// github.com/tarm/serial on Linux and Windows (COM3), and with termios
// through golang.org/x/sys/unix on macOS (/dev/cu.usbserial-…), where
// tarm/serial would need cgo. On Windows the port is not re-checked by
// path (looking at an open COM port would open it again); a pulled adapter
// fails the next read.
//
// It holds only the I/O: [Open] a [Port] with a short read timeout, and
// [Run] the read loop, which feeds bytes to a frame.Decoder and reports ids
// and rejected frames. Decoding lives in package frame; the reconnect
// policy (close, back off, reopen) lives with the supervisor in package
// hardware. Run returns an error wrapping [ErrUnplugged] when the device
// goes away, which the supervisor takes as its cue to reconnect.
//
// Why the care: tarm/serial with a read timeout answers a timed-out read with
// (0, io.EOF), and once a USB device is gone it answers (0, io.EOF) at once,
// forever. [Port.Read] tells the two apart by timing, and also treats an
// I/O error (EIO, as a pseudo-terminal gives when its master closes) and a
// device path that vanished or now names another device as an unplug.
//
// Stable names: USB serial devices get renumbered (ttyUSB0 → ttyUSB1) when
// replugged. Configure the /dev/serial/by-id/... symlink, or add a udev rule
// such as
//
//	SUBSYSTEM=="tty", ATTRS{idVendor}=="1a86", ATTRS{idProduct}=="7523", SYMLINK+="tablemate-rfid"
//
// and configure /dev/tablemate-rfid. The path is re-resolved on every reopen.
package serialscan
