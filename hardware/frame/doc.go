// Package frame decodes the byte streams that tag readers send into tag ids.
//
// Everything here is pure: no I/O, no clock, no goroutines. The serial I/O
// loop (package serialscan) feeds whatever bytes a read returned into a
// [Decoder] and forwards the ids it yields, so a frame split across two reads,
// noise between frames and bad checksums are all handled in one tested place.
//
// Formats:
//   - [Lines]: text lines from barcode/QR scanners in serial (CDC) mode,
//     ended by CR, LF, CRLF or Tab ([Terminator]); trimmed, empty lines ignored,
//     over-long lines dropped.
//   - [EM4100]: 125 kHz readers. RDM6300 frames are 0x02, ten ASCII hex data
//     characters, a checksum (two ASCII hex characters, or one binary byte on
//     some clones), 0x03. ID-12LA/ID-20LA frames carry CR LF before the 0x03.
//     The checksum is the XOR of the five data bytes. One decoder accepts all
//     three shapes.
//
// Decoders resynchronise after garbage, count rejected frames, never emit a
// partial id and never panic; fuzz targets in this package check that.
package frame
