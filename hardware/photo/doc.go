// Package photo is the phone camera as a reader: it finds every QR code in
// one photo (JPEG or PNG bytes) and returns their texts in reading order,
// top row first, left to right. It is pure Go (github.com/makiuchi-d/gozxing,
// no cgo), so the Pi builds stay static, and like every reader it yields raw
// codes only: what a code means is the tag registry's business.
//
// A phone photo of a hand of tiles or a row of cards holds several small
// codes, seen at an angle, a little blurred, lit unevenly. [Decode] looks
// for them in passes: the whole picture (scaled down if it is huge), then
// overlapping windows of it, where each code is larger relative to the
// search (zxing's multi-code finder misses small codes among many), on
// every core at once, and keeps each distinct code once, at its first
// position in that order.
//
// Input is bounded before it is decoded: [Limits] caps the bytes and the
// pixel count (read from the header alone), so a huge or hostile image is
// refused without being expanded in memory.
package photo
