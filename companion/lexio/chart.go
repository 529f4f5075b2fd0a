package lexio

import (
	"fmt"
	"github.com/tablemate/tablemate/companion"
	"html"
	"strconv"
	"strings"
)

// seatColours tell the lines apart when a seat chose no colour.
var seatColours = [...]string{"#d32f2f", "#1565c0", "#2e7d32", "#ff8f00", "#6a1b9a", "#00838f"}

// colourHex draws the colours players choose beside their names
// (companion.Colors) as the pages do.
var colourHex = map[string]string{"red": "#d32f2f", "orange": "#ef6c00", "yellow": "#f9a825", "green": "#2e7d32", "teal": "#00897b",
	"blue": "#1565c0", "purple": "#7b1fa2", "pink": "#ec407a", "brown": "#6d4c41", "gray": "#616161"}

// ChartSVGColours is ChartSVG in the seats' chosen colours (the envelope's
// Colors; "" for a seat without one). It is drawn for a phone's width:
// 360 units wide with 14-unit labels, so a label is at least 12 px on a
// 390 px phone, and the legend sits under the plot.
func ChartSVGColours(rows [][]int, names, colours []string) []byte {
	players := len(names)
	const w, plotH, left, right, top, axis = 360, 190, 40, 14, 12, 30
	legendRows := (players + 1) / 2
	h := top + plotH + axis + legendRows*22 + 6
	top1 := 50
	for _, r := range rows {
		for _, c := range r {
			top1 = max(top1, c)
		}
	}
	top1 = (top1 + 9) / 10 * 10
	deals := max(len(rows)-1, 1)
	x := func(d int) float64 { return left + float64(d)*float64(w-left-right)/float64(deals) }
	y := func(c int) float64 { return top + float64(plotH)*(1-float64(c)/float64(top1)) }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d" font-family="sans-serif" font-size="14">`, w, h, w, h)
	fmt.Fprintf(&b, `<title>%s</title><rect width="%d" height="%d" fill="#fff"/>`, html.EscapeString("chips over the deals"), w, h)
	for c := 0; c <= top1; c += max(10, top1/5/10*10) {
		fmt.Fprintf(&b, `<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#ddd"/><text x="%d" y="%.1f" text-anchor="end" fill="#444">%d</text>`,
			left, w-right, y(c), y(c), left-6, y(c)+5, c)
	}
	step := max(1, (deals+9)/10) // at most about ten deal numbers under the axis
	for d := 0; d <= deals; d += step {
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle" fill="#444">%d</text>`, x(d), top+plotH+20, d)
	}
	for s := range players {
		col := seatColours[s%len(seatColours)]
		if s < len(colours) && colourHex[colours[s]] != "" {
			col = colourHex[colours[s]]
		}
		var pts []string
		for d, r := range rows {
			if s < len(r) {
				pts = append(pts, fmt.Sprintf("%.1f,%.1f", x(d), y(r[s])))
			}
		}
		fmt.Fprintf(&b, `<polyline class="seat%d" fill="none" stroke="%s" stroke-width="3" points="%s"/>`, s, col, strings.Join(pts, " "))
		for _, p := range pts {
			xy := strings.Split(p, ",")
			fmt.Fprintf(&b, `<circle cx="%s" cy="%s" r="4" fill="%s"/>`, xy[0], xy[1], col)
		}
		last := 0
		if n := len(rows); n > 0 && s < len(rows[n-1]) {
			last = rows[n-1][s]
		}
		lx, ly := left+(s%2)*((w-left)/2), top+plotH+axis+(s/2)*22+16
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="14" height="4" fill="%s"/><text x="%d" y="%d" fill="#222">%s: %d</text>`,
			lx, ly-6, col, lx+20, ly, html.EscapeString(legendName(names[s], s)), last)
	}
	b.WriteString(`</svg>`)
	return []byte(b.String())
}

// legendName is a seat's name as the chart's legend has room for it.
func legendName(name string, seat int) string {
	r := []rune(name)
	switch {
	case len(r) == 0:
		return "P" + strconv.Itoa(seat+1)
	case len(r) > 7:
		return string(r[:6]) + "…"
	}
	return name
}

// seatNames are the seats' chosen names from the envelope, one per seat.
func seatNames(env companion.View) []string {
	names := make([]string, env.Players)
	copy(names, env.Names)
	return names
}
