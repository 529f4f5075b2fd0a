// Package rfid reads 13.56 MHz cards and tags (MIFARE, NTAG) with an MFRC522
// module on SPI, through periph.io/x/devices/v3/mfrc522.
//
// Traps of that driver this package guards against:
//   - the IRQ pin is required: with none, ReadUID panics in a background
//     goroutine. [New] refuses a nil IRQ pin.
//   - Halt twice panics: [Reader.Close] halts once.
//   - after a read the driver "clears" the interrupt with WaitForEdge(0),
//     which periph's real GPIO driver treats as "wait forever"; the IRQ pin
//     is wrapped so a zero or negative timeout becomes a short finite one.
//
// The caller initialises periph (host.Init) before [Open]; package hardware
// does so only when an SPI or GPIO device is configured.
package rfid
