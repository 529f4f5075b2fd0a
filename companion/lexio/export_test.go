package lexio

// Test-only helpers: what only the tests use lives here, not in the package.

// ChartSVG draws chips over the deals as a line per seat: x = deal (0 = the
// start), y = chips. rows is View.Chart; names are the seats' chosen names
// (the envelope's), one per seat, "" for a seat without one (then "P2").
// The drawing is plain SVG with no script and no external reference.
func ChartSVG(rows [][]int, names []string) []byte { return ChartSVGColours(rows, names, nil) }
