// Package keyboard reads USB barcode and QR scanners that present
// themselves as keyboards (USB HID), the commonest kind: the Linux kernel
// turns each one into an input device, /dev/input/eventN, with a stable
// name under /dev/input/by-id/usb-…-event-kbd.
//
// No maintained Go input-event module is available, so this is a small
// reader on golang.org/x/sys/unix:
//   - [Open] opens the device and grabs it (EVIOCGRAB), so the scanned
//     codes reach Tablemate only and are never typed into the Pi's console;
//   - [Decoder] is the pure part: the kernel's struct input_event records
//     in, codes out. Key codes with shift (and caps lock) become characters
//     of the US layout; Enter, or Tab when configured, ends a code. The
//     record is 24 bytes on 64-bit systems and 16 bytes on 32-bit arm (two
//     longs of time, then type, code, value): [EventSize] is this build's;
//   - [Run] is the read loop; it returns an error wrapping [ErrUnplugged]
//     when the device goes away, and the supervisor in package hardware
//     reopens it, as for serial readers.
//
// Linux only: elsewhere (and on Linux with -tags tablemate_portable, to test
// it) [Open] returns [ErrUnavailable] and [Available] is false.
//
// Set the scanner to the US keyboard layout (most ship so) and to send
// Enter after each code.
package keyboard
