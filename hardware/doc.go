// Package hardware turns the physical inputs beside the board game into
// plain reads: tag scans from RFID readers and barcode scanners, and button
// presses (next, undo, confirm).
//
// It yields raw reads only. Giving a tag meaning (which tile or card it is)
// is the job of the tag registry in package companion; hardware imports
// nothing else of ours.
//
// Shape:
//   - [Scan], [Press], [Status] and the [Reader] interface are the domain
//     types; [Config] (TOML) names each device.
//   - [Open] starts one supervisor per configured device and merges their
//     scans into [Hub.Scans] and presses into [Hub.Presses]. The service
//     starts and runs with no device, with devices missing, and keeps going
//     when one is unplugged: the supervisor closes it, backs off
//     exponentially (capped, see [Backoff]) and reopens it.
//   - [Filter] is the duplicate suppression, a pure function of timestamped
//     reads: the same tag on the same reader counts once within the window,
//     and a tile lying on a reader that repeats its frame never counts twice.
//   - Subpackages, one per technology: frame (pure decoders), serialscan
//     (serial I/O loop), keyboard (USB HID barcode scanners on evdev), pn532
//     (NFC over serial), rfid (MFRC522 over SPI), buttons (GPIO buttons and
//     debouncing), indicator (buzzer/LED feedback), virtual (tags injected
//     from the host console, used by `serve --demo`).
//   - Each system gets what it can use ([Available]): serial readers work on
//     Linux, Windows and macOS; keyboard scanners (evdev, build-tagged in
//     package keyboard), the MFRC522 and GPIO need Linux, and elsewhere show
//     as Unavailable ("not available on this system") and are never opened.
//     [DetectBoard] reads the Raspberry Pi model, whose UART on pins 8/10
//     is /dev/ttyAMA0 on a Pi 5 (/dev/serial0 is its debug connector).
//   - A config entry with a mistake never stops the rest: [ParseConfig]
//     returns what it could read, the Hub shows the broken entry as
//     Misconfigured and runs the others. Connects, unplugs, retries and bad
//     frames are logged through slog, rate-limited per device.
//
// The packaged tablemate.toml documents every key; WIRING.md in this
// directory is the wiring guide.
//
// A minimal configuration file:
//
//	[retry]
//	min = "500ms"
//	max = "10s"
//
//	[[device]]
//	name = "tiles"
//	kind = "rdm6300"                     # line | keyboard | rdm6300 | id12 | pn532 | mfrc522 | buttons | virtual
//	port = "/dev/serial/by-id/usb-1a86_USB_Serial-if00-port0"
//	baud = 9600
//	duplicate_window = "1.5s"
//	removal = "2.5s"
//	buzzer_pin = "GPIO18"
//
//	[[device]]
//	name = "scanner"
//	kind = "line"
//	port = "/dev/ttyACM0"
//	terminator = "CR"                    # CR | LF | CRLF
//
//	[[device]]
//	name = "keyboard-scanner"
//	kind = "keyboard"
//	path = "/dev/input/by-id/usb-SCANNER_Barcode_Scanner-event-kbd"
//
//	[[device]]
//	name = "nfc"
//	kind = "pn532"
//	port = "/dev/serial0"                # 115200 baud by default
//
//	[[device]]
//	name = "cards"
//	kind = "mfrc522"
//	bus = "/dev/spidev0.0"
//	reset_pin = "GPIO25"
//	irq_pin = "GPIO24"                   # required
//
//	[[device]]
//	name = "buttons"
//	kind = "buttons"
//	next_pin = "GPIO5"
//	undo_pin = "GPIO6"
//	confirm_pin = "GPIO13"
//
//	[[device]]
//	name = "console"
//	kind = "virtual"
//
// Wiring notes: buttons connect a GPIO to ground (internal pull-up, pressed
// = low). Serial readers are best named by a /dev/serial/by-id/ symlink or a
// udev rule (see package serialscan), since ttyUSB numbers change on replug.
package hardware
