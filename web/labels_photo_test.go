package web_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"math"
	"mime/multipart"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/skip2/go-qrcode"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion/labels"
	"github.com/tablemate/tablemate/companion/tags"
	"github.com/tablemate/tablemate/hardware/photo"
)

// The printed labels, tested on pictures: the console's PDF rendered by
// poppler, cut into the photos a phone takes (a hand of tiles, a row of
// cards), turned, tilted, blurred, lit unevenly and saved as JPEG, then
// read by the Pi's decoder through the real HTTP route; zbar, an
// independent decoder, reads the same codes.

const renderDPI = 300

// printed is a label sheet as the console serves it, rendered to a page image.
type printed struct {
	sheet  labels.Sheet
	placed []labels.Placement
	page   *image.Gray // page 1 at renderDPI
}

// printLabels downloads a game's sheet from the console and renders page 1.
func printLabels(t *testing.T, hw *hwHarness, game, box string) printed {
	t.Helper()
	code, pdf := hw.call("GET", "/api/host/hardware/labels?game="+game+"&set="+strings.ReplaceAll(box, " ", "%20"), nil, hw.hostHdr())
	require.Equal(t, http.StatusOK, code, string(pdf))
	require.True(t, bytes.HasPrefix(pdf, []byte("%PDF-")))
	// The same box printed again (as the CLI would) is the same file, and says where each label is.
	sheet, err := labels.NewBook(hw.bridge.Registry(), hw.store).Print(context.Background(), game, box)
	require.NoError(t, err)
	assert.Zero(t, sheet.Added, "the console registered every label as it made the sheet")
	var again bytes.Buffer
	placed, err := labels.Render(&again, sheet, labels.A4)
	require.NoError(t, err)

	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "s.pdf"), pdf, 0o644))
	// A raw PGM, not a PNG: compressing 9 megapixels and reading them back
	// was most of the rendering's time (0.9 s → 0.15 s a page).
	out, err := exec.Command("pdftoppm", "-r", fmt.Sprint(renderDPI), "-gray", "-f", "1", "-l", "1", filepath.Join(dir, "s.pdf"), filepath.Join(dir, "p")).CombinedOutput()
	require.NoError(t, err, "pdftoppm (poppler-utils, make deps): %s", out)
	matches, _ := filepath.Glob(filepath.Join(dir, "p-*.pgm"))
	require.Len(t, matches, 1)
	raw, err := os.ReadFile(matches[0])
	require.NoError(t, err)
	return printed{sheet: sheet, placed: placed, page: readPGM(t, raw)}
}

// readPGM reads a binary 8-bit PGM (P5), what pdftoppm -gray writes: a
// header of four fields (magic, width, height, 255), then the pixels row by
// row, the file's last width×height bytes.
func readPGM(t *testing.T, raw []byte) *image.Gray {
	t.Helper()
	var w, h, maxv int
	var magic string
	_, err := fmt.Sscan(string(raw[:min(len(raw), 64)]), &magic, &w, &h, &maxv)
	require.NoError(t, err)
	require.Equal(t, "P5", magic)
	require.Equal(t, 255, maxv)
	end := len(raw) - w*h
	require.Positive(t, end, "a PGM's header before its pixels")
	require.LessOrEqual(t, end, 64, "a PGM's header before its pixels")
	g := image.NewGray(image.Rect(0, 0, w, h))
	copy(g.Pix, raw[end:])
	return g
}

// crop cuts the labels placed[from:to] (on page 1) out of the page, with a
// little paper around them.
func (p printed) crop(from, to int) (*image.Gray, []string) {
	return p.cut(from, to, 3)
}

// cut is crop with margin mm of paper around the labels (0: along the cutting lines).
func (p printed) cut(from, to int, margin float64) (*image.Gray, []string) {
	px := func(mm float64) int { return int(mm / 25.4 * renderDPI) }
	var r image.Rectangle
	var tags []string
	for i, pl := range p.placed[from:to] {
		lr := image.Rect(px(pl.X), px(pl.Y), px(pl.X+pl.W), px(pl.Y+pl.H))
		if i == 0 {
			r = lr
		}
		r = r.Union(lr)
		tags = append(tags, pl.Tag)
	}
	r = r.Inset(-px(margin)).Intersect(p.page.Bounds())
	out := image.NewGray(image.Rect(0, 0, r.Dx(), r.Dy()))
	draw.Draw(out, out.Bounds(), p.page, r.Min, draw.Src)
	return out, tags
}

// ---- what a phone does to a picture, in Go ----

// onTable lays the paper on a table, in a frame with room to turn it by
// up to 20° without cutting a corner off.
func onTable(paper *image.Gray) *image.Gray {
	b := paper.Bounds()
	w, h := b.Dx()*23/20+b.Dy()*7/20, b.Dy()*13/10+b.Dx()*7/20
	out := image.NewGray(image.Rect(0, 0, w, h))
	draw.Draw(out, out.Bounds(), &image.Uniform{color.Gray{Y: 120}}, image.Point{}, draw.Src)
	draw.Draw(out, b.Add(image.Pt((w-b.Dx())/2, (h-b.Dy())/2)), paper, b.Min, draw.Src)
	return out
}

// warp samples src bilinearly at inv(x, y) for every pixel of a same-sized image.
func warp(src *image.Gray, inv func(x, y float64) (float64, float64)) *image.Gray {
	b := src.Bounds()
	out := image.NewGray(b)
	at := func(x, y int) float64 {
		if x < b.Min.X || y < b.Min.Y || x >= b.Max.X || y >= b.Max.Y {
			return 120 // the table
		}
		return float64(src.Pix[(y-b.Min.Y)*src.Stride+x-b.Min.X])
	}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			sx, sy := inv(float64(x), float64(y))
			x0, y0 := int(math.Floor(sx)), int(math.Floor(sy))
			fx, fy := sx-float64(x0), sy-float64(y0)
			v := at(x0, y0)*(1-fx)*(1-fy) + at(x0+1, y0)*fx*(1-fy) + at(x0, y0+1)*(1-fx)*fy + at(x0+1, y0+1)*fx*fy
			out.Pix[(y-b.Min.Y)*out.Stride+x-b.Min.X] = uint8(v + 0.5)
		}
	}
	return out
}

func rotate(deg float64) func(*image.Gray) *image.Gray {
	return func(src *image.Gray) *image.Gray {
		b := src.Bounds()
		cx, cy := float64(b.Dx())/2, float64(b.Dy())/2
		s, c := math.Sincos(-deg * math.Pi / 180)
		return warp(src, func(x, y float64) (float64, float64) {
			dx, dy := x-cx, y-cy
			return cx + c*dx - s*dy, cy + s*dx + c*dy
		})
	}
}

// perspective tilts the picture as a phone held at an angle does: the far
// edge shrinks by shrink (a fraction of the width) on each side.
func perspective(shrink float64) func(*image.Gray) *image.Gray {
	return func(src *image.Gray) *image.Gray {
		b := src.Bounds()
		w, h := float64(b.Dx()), float64(b.Dy())
		// The output's corners come from the source's: top edge narrowed.
		dst := [4][2]float64{{w * shrink, 0}, {w * (1 - shrink), 0}, {w, h}, {0, h}}
		srcPts := [4][2]float64{{0, 0}, {w, 0}, {w, h}, {0, h}}
		H := homography(dst, srcPts) // output → source
		return warp(src, func(x, y float64) (float64, float64) {
			d := H[6]*x + H[7]*y + 1
			return (H[0]*x + H[1]*y + H[2]) / d, (H[3]*x + H[4]*y + H[5]) / d
		})
	}
}

// homography solves for the projective map taking from[i] to to[i].
func homography(from, to [4][2]float64) [8]float64 {
	var a [8][9]float64
	for i := 0; i < 4; i++ {
		x, y, u, v := from[i][0], from[i][1], to[i][0], to[i][1]
		a[2*i] = [9]float64{x, y, 1, 0, 0, 0, -u * x, -u * y, u}
		a[2*i+1] = [9]float64{0, 0, 0, x, y, 1, -v * x, -v * y, v}
	}
	for c := 0; c < 8; c++ { // Gauss-Jordan with partial pivoting
		p := c
		for r := c + 1; r < 8; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		a[c], a[p] = a[p], a[c]
		for r := 0; r < 8; r++ {
			if r != c {
				f := a[r][c] / a[c][c]
				for k := c; k < 9; k++ {
					a[r][k] -= f * a[c][k]
				}
			}
		}
	}
	var h [8]float64
	for i := range h {
		h[i] = a[i][8] / a[i][i]
	}
	return h
}

// blur is a box blur of the given radius, as a slightly shaken hand.
func blur(r int) func(*image.Gray) *image.Gray {
	return func(src *image.Gray) *image.Gray {
		b := src.Bounds()
		pass := func(in *image.Gray, dx, dy int) *image.Gray {
			out := image.NewGray(b)
			for y := 0; y < b.Dy(); y++ {
				for x := 0; x < b.Dx(); x++ {
					sum, n := 0, 0
					for k := -r; k <= r; k++ {
						xx, yy := x+k*dx, y+k*dy
						if xx >= 0 && yy >= 0 && xx < b.Dx() && yy < b.Dy() {
							sum += int(in.Pix[yy*in.Stride+xx])
							n++
						}
					}
					out.Pix[y*out.Stride+x] = uint8(sum / n)
				}
			}
			return out
		}
		return pass(pass(src, 1, 0), 0, 1)
	}
}

// unevenLight darkens the picture from one corner to the other (a lamp on
// one side, the phone's shadow on the other), down to dark of full.
func unevenLight(dark float64) func(*image.Gray) *image.Gray {
	return func(src *image.Gray) *image.Gray {
		b := src.Bounds()
		out := image.NewGray(b)
		for y := 0; y < b.Dy(); y++ {
			for x := 0; x < b.Dx(); x++ {
				f := 1 - (1-dark)*(float64(x)/float64(b.Dx())+float64(y)/float64(b.Dy()))/2
				out.Pix[y*out.Stride+x] = uint8(float64(src.Pix[y*src.Stride+x])*f + 0.5)
			}
		}
		return out
	}
}

func jpegBytes(t *testing.T, img image.Image, quality int) []byte {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, jpeg.Encode(&b, img, &jpeg.Options{Quality: quality}))
	return b.Bytes()
}

// zbar reads a picture with zbarimg, the independent decoder.
func zbar(t *testing.T, data []byte) []string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "photo.jpg")
	require.NoError(t, os.WriteFile(path, data, 0o644))
	out, _ := exec.Command("zbarimg", "-q", "--raw", "-Sdisable", "-Sqrcode.enable", path).Output() // exit 4: nothing found
	var codes []string
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if l != "" {
			codes = append(codes, l)
		}
	}
	sort.Strings(codes)
	return codes
}

func sorted(s []string) []string {
	out := append([]string(nil), s...)
	sort.Strings(out)
	return out
}

// photoCall sends a photo as the multipart field "photo".
func (hw *hwHarness) photoCall(path string, data []byte, hdr map[string]string) (int, map[string]any) {
	hw.t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, err := mw.CreateFormFile("photo", "photo.jpg")
	require.NoError(hw.t, err)
	_, _ = fw.Write(data)
	require.NoError(hw.t, mw.Close())
	h := map[string]string{"Content-Type": mw.FormDataContentType()}
	for k, v := range hdr {
		h[k] = v
	}
	code, out := hw.call("POST", path, body.Bytes(), h)
	var v map[string]any
	require.NoError(hw.t, json.Unmarshal(out, &v), string(out))
	return code, v
}

func photoTags(v map[string]any) []string {
	var out []string
	for _, c := range v["codes"].([]any) {
		out = append(out, c.(map[string]any)["tag"].(string))
	}
	return out
}

func TestPrintedLabelsReadFromPhotos(t *testing.T) {
	for _, tool := range []string{"pdftoppm", "zbarimg"} {
		_, err := exec.LookPath(tool)
		require.NoError(t, err, "%s is needed: make deps installs poppler-utils and zbar-tools", tool)
	}
	hw := newHWHarness(t)
	p := printLabels(t, hw, "tagiron", "1")
	require.Len(t, p.placed, 41)

	t.Run("zbar reads every printed label as printed", func(t *testing.T) {
		for i, pl := range p.placed {
			label, want := p.crop(i, i+1)
			assert.Equal(t, want, zbar(t, jpegBytes(t, label, 95)), "label %d (%s)", i, pl.Tag)
		}
	})

	hand, handTags := p.crop(0, 5)    // five tiles, as a hand laid down
	cards, cardTags := p.crop(20, 26) // six question cards in a row
	phone := []struct {
		name  string
		steps []func(*image.Gray) *image.Gray
	}{
		{"straight", nil},
		{"rotated", []func(*image.Gray) *image.Gray{rotate(17)}},
		{"upside down", []func(*image.Gray) *image.Gray{rotate(183)}},
		{"tilted", []func(*image.Gray) *image.Gray{perspective(0.07)}},
		{"blurred", []func(*image.Gray) *image.Gray{blur(2)}},
		{"lamp on one side", []func(*image.Gray) *image.Gray{unevenLight(0.35)}},
		{"all at once", []func(*image.Gray) *image.Gray{rotate(-9), perspective(0.05), blur(1), unevenLight(0.5)}},
	}
	for _, shot := range []struct {
		name  string
		paper *image.Gray
		tags  []string
	}{{"a hand of 5 tiles", hand, handTags}, {"a row of 6 cards", cards, cardTags}} {
		for _, ph := range phone {
			t.Run(shot.name+", "+ph.name, func(t *testing.T) {
				img := onTable(shot.paper)
				for _, step := range ph.steps {
					img = step(img)
				}
				data := jpegBytes(t, img, 75)
				code, v := hw.photoCall("/api/host/photo", data, hw.hostHdr())
				require.Equal(t, http.StatusOK, code, "%v", v)
				got := photoTags(v)
				assert.Equal(t, sorted(shot.tags), sorted(got), "the Pi finds every code")
				assert.Equal(t, shot.tags, got, "in reading order, as the labels stand")
				// zbar may miss a code in a hard photo, but never reads one that was not printed.
				assert.Subset(t, shot.tags, zbar(t, data), "zbar agrees")
				for _, c := range v["codes"].([]any) {
					c := c.(map[string]any)
					assert.Equal(t, true, c["known"])
					assert.Equal(t, "tagiron", c["game"])
					assert.Equal(t, "1", c["box"])
				}
			})
		}
	}

	t.Run("a photo deals tiles into a table, as a reader would", func(t *testing.T) {
		tb := hw.create("tagiron", 2)
		deal := func(paper *image.Gray) []map[string]any {
			t.Helper()
			code, v := hw.photoCall("/api/host/photo?table="+tb.id, jpegBytes(t, rotate(8)(onTable(paper)), 80), hw.hostHdr())
			require.Equal(t, http.StatusOK, code, "%v", v)
			var out []map[string]any
			for _, c := range v["codes"].([]any) {
				c := c.(map[string]any)
				assert.Empty(t, c["component"], "a tile read into a game is not named on the console")
				out = append(out, c["result"].(map[string]any))
			}
			return out
		}
		three, _ := p.crop(0, 3)
		for i, res := range deal(three) {
			assert.Equal(t, "accepted", res["outcome"])
			assert.Equal(t, fmt.Sprintf("tile dealt to Player 1 (%d of 5)", i+1), res["message"], "in reading order")
		}
		// The same photo again: each read is refused as the game refuses a tile dealt twice.
		before := hostTable(t, hw, tb.id)
		for _, res := range deal(three) {
			assert.Equal(t, "refused", res["outcome"])
			assert.Equal(t, "this tile tag was already dealt (scanned twice?)", res["message"])
		}
		assert.Equal(t, before, hostTable(t, hw, tb.id))
		// The whole hand: the three again refused, the other two dealt.
		var outcomes []string
		for _, res := range deal(hand) {
			outcomes = append(outcomes, res["outcome"].(string))
		}
		assert.Equal(t, []string{"refused", "refused", "refused", "accepted", "accepted"}, outcomes)
		var ids []string
		for _, tag := range handTags {
			e, _ := hw.bridge.Registry().Lookup(tag)
			ids = append(ids, e.Component)
		}
		assert.ElementsMatch(t, ids, toStrings(tb.view(0)["me"].(map[string]any)["tiles"]))
	})

	t.Run("a seat enters its own rack from a photo", func(t *testing.T) {
		tb := hw.create("tagiron", 2)
		code, v := hw.photoCall("/api/seat/"+tb.tokens[1]+"/photo", jpegBytes(t, perspective(0.05)(onTable(hand)), 80), map[string]string{"X-Lang": "en"})
		require.Equal(t, http.StatusOK, code, "%v", v)
		var ids []string
		for _, tag := range handTags {
			e, _ := hw.bridge.Registry().Lookup(tag)
			ids = append(ids, e.Component)
		}
		assert.ElementsMatch(t, ids, toStrings(tb.view(1)["me"].(map[string]any)["tiles"]))
		assert.Empty(t, tb.view(0)["me"].(map[string]any)["tiles"], "the other seat has entered nothing")
		code, v = hw.photoCall("/api/seat/"+tb.tokens[0]+"/photo", jpegBytes(t, onTable(cards), 80), map[string]string{"X-Lang": "en"})
		assert.Equal(t, http.StatusConflict, code)
		assert.Equal(t, "only your own pieces can be entered from a photo: 6 code(s) are not pieces you hold", v["error"])
	})
}

func hostTable(t *testing.T, hw *hwHarness, id string) string {
	t.Helper()
	code, body := hw.call("GET", "/api/host/tables/"+id, nil, hw.hostHdr())
	require.Equal(t, http.StatusOK, code)
	return string(body)
}

// TestBadPhotos: every bad photo is one clear sentence, in Korean and in
// English, and nothing reaches the table.
func TestBadPhotos(t *testing.T) {
	hw := newHWHarness(t)
	tagiron := printLabels(t, hw, "tagiron", "1")
	otherBox := printLabels(t, hw, "tagiron", "2")
	lexio := printLabels(t, hw, "lexio", "1")
	tb := hw.create("tagiron", 2)
	// The table plays with box 1: its first tile came from it.
	first, _ := tagiron.crop(0, 1)
	code, v := hw.photoCall("/api/host/photo?table="+tb.id, jpegBytes(t, onTable(first), 85), hw.hostHdr())
	require.Equal(t, http.StatusOK, code, "%v", v)

	blank := image.NewGray(image.Rect(0, 0, 800, 600))
	draw.Draw(blank, blank.Bounds(), image.White, image.Point{}, draw.Src)
	lexioTiles, _ := lexio.crop(0, 3)
	box2, _ := otherBox.crop(1, 3)
	huge := bytes.Repeat([]byte{0xff}, photo.DefaultLimits.MaxBytes+1)
	cases := []struct {
		name   string
		data   []byte
		status int
		en, ko string
	}{
		{"not an image", []byte("%PDF-1.4 this is a document"), http.StatusBadRequest,
			"this file is not a photo (JPEG or PNG)", "이 파일은 사진(JPEG 또는 PNG)이 아닙니다"},
		{"a huge file", huge, http.StatusBadRequest,
			"the photo is too large: at most 24 MB and 50 megapixels", "사진이 너무 큽니다. 24MB, 50메가픽셀까지 됩니다"},
		{"a huge image", pixelBomb(), http.StatusBadRequest,
			"the photo is too large: at most 24 MB and 50 megapixels", "사진이 너무 큽니다. 24MB, 50메가픽셀까지 됩니다"},
		{"no code", jpegBytes(t, blank, 80), http.StatusConflict,
			"no QR code was found in the photo: take it again, closer, with the labels in view", "사진에서 QR 코드를 찾지 못했습니다. 라벨이 잘 보이게 더 가까이에서 다시 찍어 주세요"},
		{"another game", jpegBytes(t, onTable(lexioTiles), 85), http.StatusConflict,
			"a label in the photo belongs to Lexio, but this table plays Tagiron: nothing was applied", "사진 속 라벨 중에 렉시오 라벨이 있는데, 이 테이블은 타기론 게임입니다. 아무것도 적용하지 않았습니다"},
		{"another box", jpegBytes(t, onTable(box2), 85), http.StatusConflict,
			"a label in the photo is from another box than this table's pieces: nothing was applied", "사진 속 라벨 중에 이 테이블의 조각과 다른 상자의 라벨이 있습니다. 아무것도 적용하지 않았습니다"},
		{"a stranger's code", qrPhoto(t, "TM-ZZZZZ-ZZZZZZ", "https://example.com/menu"), http.StatusConflict,
			"2 code(s) in the photo are not registered on this Tablemate: nothing was applied", "사진 속 코드 2개가 이 Tablemate에 등록되어 있지 않습니다. 아무것도 적용하지 않았습니다"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before, results := hostTable(t, hw, tb.id), hw.bridge.LastSeq()
			for lang, want := range map[string]string{"en": c.en, "ko": c.ko} {
				code, v := hw.photoCall("/api/host/photo?table="+tb.id, c.data, map[string]string{"X-Host-Key": hw.svc.HostKey(), "X-Lang": lang})
				assert.Equal(t, c.status, code)
				assert.Equal(t, want, v["error"], lang)
			}
			assert.Equal(t, before, hostTable(t, hw, tb.id), "nothing was applied")
			assert.Equal(t, results, hw.bridge.LastSeq(), "no read was made")
		})
	}
	t.Run("the host key is needed", func(t *testing.T) {
		code, _ := hw.photoCall("/api/host/photo", jpegBytes(t, blank, 80), map[string]string{"X-Lang": "en"})
		assert.Equal(t, http.StatusForbidden, code)
		code, _ = hw.call("GET", "/api/host/hardware/labels?game=tagiron", nil, nil)
		assert.Equal(t, http.StatusForbidden, code)
	})
	t.Run("no printed box is touched by a bad print", func(t *testing.T) {
		code, out := hw.call("GET", "/api/host/hardware/labels?game=tagiron&paper=a3", nil, hw.hostHdr())
		assert.Equal(t, http.StatusBadRequest, code)
		assert.Contains(t, string(out), "unknown paper")
		assert.Len(t, hw.bridge.Registry().List(tags.Set("tagiron-tiles")), 40, "two boxes, no more")
	})
}

// qrPhoto is a photo of QR codes this Tablemate never printed.
func qrPhoto(t *testing.T, texts ...string) []byte {
	t.Helper()
	img := image.NewGray(image.Rect(0, 0, 300*len(texts)+100, 400))
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	for i, s := range texts {
		q := qrImage(t, s, 250)
		draw.Draw(img, q.Bounds().Add(image.Pt(50+300*i, 75)), q, image.Point{}, draw.Src)
	}
	return jpegBytes(t, img, 90)
}

// pixelBomb is a valid PNG header claiming 30000×30000 pixels, and no
// pixels: the limit refuses it from the header alone.
func pixelBomb() []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	chunk := []byte("IHDR\x00\x00\x75\x30\x00\x00\x75\x30\x08\x00\x00\x00\x00")
	_ = binary.Write(&b, binary.BigEndian, uint32(len(chunk)-4))
	b.Write(chunk)
	_ = binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	return b.Bytes()
}

func qrImage(t *testing.T, text string, px int) image.Image {
	t.Helper()
	q, err := qrcode.New(text, qrcode.Medium)
	require.NoError(t, err)
	return q.Image(px)
}
