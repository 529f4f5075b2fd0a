package labels

import (
	_ "embed"
	"fmt"
	"io"
	"strings"

	"codeberg.org/go-pdf/fpdf"
	"github.com/skip2/go-qrcode"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/tags"
)

// The Korean font: NanumSquare Regular (SIL OFL 1.1, font/LICENSE), embedded
// so the build and the Pi need nothing installed; the PDF carries only the
// glyphs it uses.
//
//go:embed font/NanumSquareR.ttf
var nanumSquare []byte

// Paper is a sheet size.
type Paper string

// The papers a sheet prints on.
const (
	A4     Paper = "a4"
	Letter Paper = "letter"
)

// ParsePaper reads "a4" or "letter" ("" is A4).
func ParsePaper(s string) (Paper, error) {
	switch p := Paper(strings.ToLower(strings.TrimSpace(s))); p {
	case "", A4:
		return A4, nil
	case Letter:
		return p, nil
	}
	return "", companion.Bad("unknown paper %q (a4 or letter)", s)
}

// size is the paper's width and height in mm.
func (p Paper) size() (w, h float64) {
	if p == Letter {
		return 215.9, 279.4
	}
	return 210, 297
}

// cell is the size of one label and of its QR modules, in mm. Tiles get
// small labels (a 25×25 code at 0.5 mm a module, 12.5 mm, with a quiet
// zone of over 4 modules to the cutting line: it fits the face
// of a Tagiron or Code 777 tile); cards get larger ones, easier to read from
// a photo of a whole row.
type cell struct{ w, h, module float64 }

var (
	tileCell = cell{w: 18, h: 22, module: 0.5}
	cardCell = cell{w: 26, h: 31, module: 0.75}
)

const margin = 10.0 // mm: most printers cannot print closer to the edge

// Placement is where one label was drawn: its page (1-based) and its cut
// rectangle in mm from the page's top left corner.
type Placement struct {
	Tag        string
	Page       int
	X, Y, W, H float64
}

// Render writes the sheet as a PDF on the paper and says where each label is.
func Render(w io.Writer, s Sheet, paper Paper) ([]Placement, error) {
	g, err := companion.GameFor(s.Box.Game)
	if err != nil {
		return nil, err
	}
	pw, ph := paper.size()
	pdf := fpdf.NewCustom(&fpdf.InitType{UnitStr: "mm", Size: fpdf.SizeType{Wd: pw, Ht: ph}})
	pdf.SetCreationDate(s.Box.Made) // the same box prints the same file
	pdf.SetModificationDate(s.Box.Made)
	pdf.SetTitle(fmt.Sprintf("Tablemate labels: %s, box %s", s.Box.Game, s.Box.Name), true)
	pdf.SetAutoPageBreak(false, margin)
	pdf.SetMargins(margin, margin, margin)
	pdf.AddUTF8FontFromBytes("nanum", "", nanumSquare)
	r := &renderer{pdf: pdf, pw: pw, ph: ph, game: g, box: s.Box}
	r.pdf.AddPage()
	r.header()
	r.legend()
	for _, ts := range g.TagSets {
		var es []tags.Entry
		for _, e := range s.Labels {
			if string(e.Set) == ts.ID {
				es = append(es, e)
			}
		}
		r.section(ts, es)
	}
	return r.placed, pdf.Output(w)
}

type renderer struct {
	pdf    *fpdf.Fpdf
	pw, ph float64
	game   *companion.Game
	box    Box
	placed []Placement
}

func (r *renderer) text(size float64, gray int) {
	r.pdf.SetFont("nanum", "", size)
	r.pdf.SetTextColor(gray, gray, gray)
}

// GameName names a game for people ("타기론", "Tagiron").
func GameName(game string) companion.Word {
	if t, ok := gameWords[game]; ok {
		return companion.Word{EN: t.EN, KO: t.KO}
	}
	return companion.Word{EN: game, KO: game}
}

func (r *renderer) header() {
	name := gameWords[r.game.Name]
	r.text(15, 0)
	r.pdf.MultiCell(r.pw-2*margin, 7, fmt.Sprintf("%s QR 라벨 · 상자 %s", name.KO, r.box.Name), "", "L", false)
	r.text(10, 80)
	r.pdf.MultiCell(r.pw-2*margin, 5, fmt.Sprintf("%s QR labels · box %s · printed set %s, %s", name.EN, r.box.Name, r.box.Code, r.box.Made.Format("2006-01-02")), "", "L", false)
	r.pdf.Ln(2)
}

// legend tells the owner how to print, cut and stick, Korean first.
func (r *renderer) legend() {
	items := []companion.Term{
		{KO: "100% 크기로 인쇄하세요(‘페이지에 맞춤’ 끄기). 전면 라벨 용지(A4 스티커 용지)면 자르고 바로 붙입니다. 일반 용지면 자른 뒤 투명 테이프로 덮어 붙이세요.",
			EN: "Print at 100% (turn off “fit to page”). On full-sheet label paper, cut and stick; on plain paper, cut and cover with clear tape."},
		{KO: "점선을 따라 자르세요. QR 코드 둘레의 흰 여백은 남겨 두세요.", EN: "Cut along the dashed lines; keep the white margin around each code."},
	}
	for _, ts := range r.game.TagSets {
		if w, ok := whereWords[ts.ID]; ok {
			items = append(items, w)
		}
	}
	items = append(items,
		companion.Term{KO: "라벨은 언제나 조각의 앞면(숫자·그림이 있는 면)에 붙입니다. 라벨을 볼 수 있는 사람은 그 조각을 이미 볼 수 있는 사람뿐입니다.",
			EN: "A label always goes on the piece's face (the side with its number or picture): whoever can see the label can already see the piece."},
		companion.Term{KO: "코드는 무작위라서 QR 앱으로 찍어도 무슨 조각인지 알 수 없습니다. 이미 등록되어 있으니 리더와 카메라가 바로 읽습니다.",
			EN: "The codes are random: a QR app learns nothing from them. They are registered already: scanners and the camera read them at once."},
		companion.Term{KO: "라벨을 잃어버렸으면 같은 게임, 같은 상자 이름으로 다시 인쇄하세요. 코드가 똑같이 나옵니다. 상자가 여러 개면 상자마다 이름을 따로 주고, 라벨을 섞지 마세요.",
			EN: "Lost a label? Print the same game and box name again: the codes come out the same. With several boxes, name each one and keep their labels apart."},
	)
	for i, it := range items {
		r.text(9, 0)
		r.pdf.MultiCell(r.pw-2*margin, 4.2, fmt.Sprintf("%d. %s", i+1, it.KO), "", "L", false)
		r.text(8, 90)
		r.pdf.SetX(margin + 4)
		r.pdf.MultiCell(r.pw-2*margin-4, 3.8, it.EN, "", "L", false)
		r.pdf.Ln(1)
	}
	r.pdf.Ln(2)
}

// section draws one set's labels in a grid, with a heading and cutting
// guides, starting a new page when the next row does not fit.
func (r *renderer) section(ts companion.TagSet, es []tags.Entry) {
	c := tileCell
	if !isTiles(ts.ID) {
		c = cardCell
	}
	kind := setWords(ts.ID, len(es))
	if r.pdf.GetY()+8+c.h > r.ph-margin {
		r.pdf.AddPage()
	}
	r.text(11, 0)
	r.pdf.MultiCell(r.pw-2*margin, 5.5, kind.KO+" · "+kind.EN, "", "L", false)
	r.pdf.Ln(1)
	cols := int((r.pw - 2*margin) / c.w)
	for start := 0; start < len(es); start += cols {
		row := es[start:min(start+cols, len(es))]
		if r.pdf.GetY()+c.h > r.ph-margin {
			r.pdf.AddPage()
		}
		y := r.pdf.GetY()
		for i, e := range row {
			r.label(margin+float64(i)*c.w, y, c, e)
		}
		r.guides(margin, y, c, len(row))
		r.pdf.SetY(y + c.h)
	}
	r.pdf.Ln(4)
}

// guides draws the dashed cutting lines around a row of labels.
func (r *renderer) guides(x, y float64, c cell, n int) {
	r.pdf.SetDrawColor(150, 150, 150)
	r.pdf.SetLineWidth(0.15)
	r.pdf.SetDashPattern([]float64{1, 1}, 0)
	r.pdf.Line(x, y, x+float64(n)*c.w, y)
	r.pdf.Line(x, y+c.h, x+float64(n)*c.w, y+c.h)
	for i := 0; i <= n; i++ {
		r.pdf.Line(x+float64(i)*c.w, y, x+float64(i)*c.w, y+c.h)
	}
	r.pdf.SetDashPattern(nil, 0)
}

// label draws one label: its QR code and, below, the piece in words.
func (r *renderer) label(x, y float64, c cell, e tags.Entry) {
	// Version 2, not the smallest that fits: its alignment pattern lets a
	// decoder undo the perspective of a phone held at an angle (zxing
	// cannot on a version 1 code). Level Q survives a quarter of it smudged.
	q, err := qrcode.NewWithForcedVersion(e.Tag, 2, qrcode.High)
	if err != nil { // a label's tag is 15 characters: it always fits
		panic(err)
	}
	q.DisableBorder = true
	bm := q.Bitmap()
	size := float64(len(bm)) * c.module
	qx, qy := x+(c.w-size)/2, y+(c.w-size)/2
	r.placed = append(r.placed, Placement{Tag: e.Tag, Page: r.pdf.PageNo(), X: x, Y: y, W: c.w, H: c.h})
	r.pdf.SetFillColor(0, 0, 0)
	for j, row := range bm {
		for i := 0; i < len(row); {
			if !row[i] {
				i++
				continue
			}
			run := i
			for run < len(row) && row[run] {
				run++
			}
			r.pdf.Rect(qx+float64(i)*c.module, qy+float64(j)*c.module, float64(run-i)*c.module, c.module, "F")
			i = run
		}
	}
	id, ko := pieceWords(r.game, e)
	ty := qy + size + 2.6
	r.fitText(id, x, ty, c.w, 7, 0)
	r.fitText(strings.TrimSpace(ko+" · "+r.box.Name), x, ty+2.6, c.w, 5.5, 70)
}

// fitText centres one line in a label, shrinking the font until it fits.
func (r *renderer) fitText(s string, x, y, w, size float64, gray int) {
	r.text(size, gray)
	for size > 3.5 && r.pdf.GetStringWidth(s) > w-1.5 {
		size -= 0.25
		r.text(size, gray)
	}
	r.pdf.Text(x+(w-r.pdf.GetStringWidth(s))/2, y, s)
}

// isTiles tells a set of tiles (small labels) from one of cards.
func isTiles(set string) bool { return strings.HasSuffix(set, "-tiles") }

func setWords(set string, n int) companion.Term {
	if isTiles(set) {
		return companion.Term{KO: fmt.Sprintf("타일 %d개", n), EN: fmt.Sprintf("%d tiles", n)}
	}
	return companion.Term{KO: fmt.Sprintf("카드 %d장", n), EN: fmt.Sprintf("%d cards", n)}
}

var gameWords = map[string]companion.Term{
	"tagiron": {KO: "타기론", EN: "Tagiron"},
	"code777": {KO: "코드 777", EN: "Code 777"},
	"clues13": {KO: "13 클루", EN: "13 Clues"},
	"lexio":   {KO: "렉시오", EN: "Lexio"},
}

// whereWords says where each set's labels go and which side faces whom.
var whereWords = map[string]companion.Term{
	"tagiron-tiles": {KO: "타일: 숫자 면(받침대에 세웠을 때 나를 보는 면)의 아래쪽에 붙이세요. 뒷면은 다른 사람을 보므로 뒷면에는 붙이지 마세요.",
		EN: "Tiles: low on the number side (the side that faces you on your stand). Never on the back: it faces the other players."},
	"tagiron-cards": {KO: "질문 카드: 앞면 모서리에, 질문 글자를 가리지 않게 붙이세요.",
		EN: "Question cards: in a corner of the face, clear of the question."},
	"code777-tiles": {KO: "타일: 숫자 면에 붙이세요. 이 면은 다른 사람을 봅니다(내 타일은 나만 못 봅니다). 나를 보는 뒷면에는 붙이지 마세요.",
		EN: "Tiles: on the number side, which faces the others (you never see your own tiles). Never on the back, which faces you."},
	"code777-cards": {KO: "질문 카드: 앞면 모서리에, 질문 글자를 가리지 않게 붙이세요.",
		EN: "Question cards: in a corner of the face, clear of the question."},
	"clues13-cards": {KO: "카드: 그림이 있는 앞면 모서리에 붙이세요. 칸막이 안쪽 카드는 나만, 바깥쪽 카드는 다른 사람만 그 면을 봅니다.",
		EN: "Cards: in a corner of the picture side. Inside your screen only you see that side; outside, only the others do."},
	"lexio-tiles": {KO: "타일: 숫자와 무늬가 있는 앞면(손에 들면 나를 보는 면)에 붙이세요. 뒷면에는 붙이지 마세요.",
		EN: "Tiles: on the face with the number and suit (the side you see in your hand). Never on the back."},
}

// colourWords name the colours and suits in piece labels ("red 0" → "빨강 0").
var colourWords = map[string]string{
	"red": "빨강", "blue": "파랑", "green": "초록", "yellow": "노랑", "black": "검정", "pink": "분홍", "brown": "갈색",
	"sun": "해", "moon": "달", "star": "별", "cloud": "구름",
}

// pieceWords names a label's piece: its canonical id, and Korean words for
// it when the game has them (a tile's colour and number, a card's question).
func pieceWords(g *companion.Game, e tags.Entry) (id, ko string) {
	id = e.Component
	if t, ok := g.Vocabulary[e.Component]; ok && t.KO != "" {
		return id, t.KO
	}
	c, err := e.Set.Component(e.Component)
	if err != nil {
		return id, ""
	}
	if colour, rest, ok := strings.Cut(c.Label, " "); ok {
		if w, ok := colourWords[colour]; ok {
			return id, w + " " + rest
		}
	}
	if !isTiles(string(e.Set)) {
		i := e.Set.Components()
		for n, x := range i {
			if x.ID == e.Component {
				return id, fmt.Sprintf("%d번", n+1)
			}
		}
	}
	return id, ""
}
