// Package lexio runs the Lexio "bomb market" house variant at a table
// (the house rules restated in solver/lexio): the host enters the face-up market,
// every phone enters its own hand privately, and the table validates plays,
// passes, market purchases and out-of-turn bombs with solver/lexio, settles
// chips through its ledger, and shows each phone only its own hand. A
// scorekeeping-only mode records purchases, trick ends and emptied hands
// without any hands entered. It also draws the chips-over-deals chart (SVG)
// and exports the ledger as CSV and JSON for the web layer.
package lexio
