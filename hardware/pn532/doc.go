// Package pn532 reads 13.56 MHz cards and tags (MIFARE, NTAG) with a PN532
// board over its serial interface (HSU, 115200 8N1), the commonest NFC
// board. It shares the serial layer of package serialscan.
//
// The host talks in frames, 00 00 FF LEN LCS D4 <command> DCS 00, and the
// PN532 answers each with an ACK (00 00 FF 00 FF 00) and then a response
// frame D5 <command+1> …. A NACK (00 00 FF FF 00 00) asks the other side to
// send its last frame again: the reader sends one when a response fails its
// checksums, and sends a command again when no ACK comes.
//
// [Reader.Init] wakes the chip (a run of 0x55 and zeros), sets the SAM to
// normal mode and limits passive activation retries, so that
// InListPassiveTarget answers at once when no card is there. [Reader.Run]
// then polls; a card is reported when it arrives, once however long it
// stays, and again only after a poll found the field empty. 4- and 7-byte
// UIDs (MIFARE Classic, NTAG stickers) are reported as upper-case hex.
package pn532
