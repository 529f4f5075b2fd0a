// Package labels prints sheets of QR labels for a game's pieces and
// registers them in the tag registry as it prints them, so a café owner
// prints one sheet, sticks it on, and plays: no registration wizard.
//
// A printed set ([Box]) is one box of one game, named by the owner ("1",
// "shelf B"). Its codes are random (tags.LabelTag: a box part shared by the
// set and a piece part per label), drawn once when the box is first printed
// and kept in the registry; printing the same box again reprints the same
// codes, so a lost label keeps its meaning. The boxes themselves (name,
// game, box part) are kept in the store's metadata.
//
// [Render] lays the labels out as a PDF: small labels for tiles, larger ones
// for cards, dashed cutting guides, and a legend for the owner in Korean and
// English (the embedded NanumSquare font, SIL OFL: see font/LICENSE).
package labels
