package hardware

import (
	"runtime"

	"github.com/tablemate/tablemate/hardware/keyboard"
)

// Available reports whether this build can use devices of kind k on this
// system. Serial readers (line, rdm6300, id12, pn532) and the virtual
// reader work everywhere Tablemate builds, Windows and macOS included;
// keyboard scanners need Linux's input devices (evdev), and the MFRC522,
// buttons and feedback pins a Raspberry Pi's SPI and GPIO. A device of an
// unavailable kind is shown as Unavailable and never opened.
func Available(k Kind) bool { return availableOn(k, runtime.GOOS, keyboard.Available) }

func availableOn(k Kind, goos string, evdev bool) bool {
	switch k {
	case KindKeyboard:
		return evdev
	case KindMFRC522, KindButtons:
		return goos == "linux"
	}
	return true
}

// UnavailableReason says why a kind cannot be used here and what to use
// instead ("" when it can).
func UnavailableReason(k Kind) string {
	if Available(k) {
		return ""
	}
	return unavailableReason(k)
}

func unavailableReason(k Kind) string {
	switch k {
	case KindKeyboard:
		return "not available on this system: keyboard scanners are read through Linux input devices; switch the scanner to serial (USB COM port) mode and use kind \"line\""
	case KindMFRC522:
		return "not available on this system: the MFRC522 needs a Raspberry Pi's SPI and GPIO; use a serial reader (pn532, rdm6300) here"
	}
	return "not available on this system: " + string(k) + " needs a Raspberry Pi's GPIO"
}

// feedbackAvailable is whether buzzer and LED pins can be driven here.
func feedbackAvailable() bool { return availableOn(KindButtons, runtime.GOOS, keyboard.Available) }
