package photo

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	_ "image/jpeg" // the formats a phone sends
	_ "image/png"
	"math"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/makiuchi-d/gozxing"
	multiqr "github.com/makiuchi-d/gozxing/multi/qrcode"
	"github.com/makiuchi-d/gozxing/qrcode"
)

// Limits bound what Decode accepts.
type Limits struct {
	MaxBytes  int // the encoded image
	MaxPixels int // width × height, read from the header before decoding
}

// DefaultLimits fit any phone camera (a 50 MP photo as JPEG is 10–20 MB)
// and keep a Pi's memory safe: a decoded 50 MP image is 75 MB as YCbCr.
var DefaultLimits = Limits{MaxBytes: 24 << 20, MaxPixels: 50_000_000}

// The errors Decode returns; callers word them for people.
var (
	ErrNotImage = errors.New("not a JPEG or PNG image")
	ErrTooLarge = errors.New("the image is too large")
)

// Code is one QR code found in a photo.
type Code struct {
	Text string `json:"text"`
	// X, Y are its centre in the photo's pixels; Size is about its width;
	// Angle is which way its top edge runs (radians, 0: level, upright).
	X, Y, Size, Angle float64 `json:"-"`
}

// maxSide is the longest side the first pass looks at: larger photos are
// scaled down first (decoding time grows with the pixels; a code in a
// phone photo stays readable well below the camera's full resolution).
const maxSide = 2400

// Decode finds every QR code in a JPEG or PNG photo, in reading order, each
// distinct text once. A photo with no code gives an empty list, not an error.
func Decode(data []byte, lim Limits) ([]Code, error) {
	if lim.MaxBytes > 0 && len(data) > lim.MaxBytes {
		return nil, fmt.Errorf("%w: %d bytes, the limit is %d", ErrTooLarge, len(data), lim.MaxBytes)
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || (format != "jpeg" && format != "png") {
		return nil, ErrNotImage
	}
	if lim.MaxPixels > 0 && cfg.Width*cfg.Height > lim.MaxPixels {
		return nil, fmt.Errorf("%w: %d×%d pixels, the limit is %d", ErrTooLarge, cfg.Width, cfg.Height, lim.MaxPixels)
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, ErrNotImage
	}
	return Find(img), nil
}

// Find finds every QR code in an image, in reading order.
func Find(img image.Image) []Code {
	g, scale := grayScaled(img, maxSide)
	// The whole picture first, then overlapping windows, a half, a third
	// and a quarter of the picture each, half a window apart: a code lies
	// whole in one of them, nearly alone, where zxing's finder stops
	// missing it among its neighbours.
	b := g.Bounds()
	windows := []image.Rectangle{b}
	for _, n := range []int{2, 3, 4} {
		w, h := b.Dx()/n, b.Dy()/n
		for y0 := b.Min.Y; y0+h <= b.Max.Y; y0 += h / 2 {
			for x0 := b.Min.X; x0+w <= b.Max.X; x0 += w / 2 {
				windows = append(windows, image.Rect(x0, y0, x0+w, y0+h))
			}
		}
	}
	// The windows are searched on every core (a Pi 4 has four), each
	// worker taking the next window not yet taken; their finds are kept in
	// the windows' order, so the result is the same however they ran.
	finds := make([][]Code, len(windows))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(windows)) {
		wg.Go(func() {
			for i := int(next.Add(1)) - 1; i < len(windows); i = int(next.Add(1)) - 1 {
				finds[i] = decodeAll(g.SubImage(windows[i]).(*image.Gray))
			}
		})
	}
	wg.Wait()
	found := map[string]Code{} // each text once, where it was first found
	for _, cs := range finds {
		for _, c := range cs {
			if _, ok := found[c.Text]; !ok {
				c.X, c.Y, c.Size = c.X/scale, c.Y/scale, c.Size/scale
				found[c.Text] = c
			}
		}
	}
	out := make([]Code, 0, len(found))
	for _, c := range found {
		out = append(out, c)
	}
	sortReading(out)
	return out
}

var hints = map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_TRY_HARDER: true}

// decodeAll runs the multi-code reader, then the single-code reader (which
// finds a lone code the multi finder sometimes passes over), on one image.
// Positions come back in the photo's coordinates (gozxing counts from the
// window's corner; a SubImage keeps its parent's).
func decodeAll(g *image.Gray) []Code {
	src := luminance(g)
	var out []Code
	for _, bin := range []gozxing.Binarizer{gozxing.NewHybridBinarizer(src), gozxing.NewGlobalHistgramBinarizer(src)} {
		out = append(out, decodeWith(g, bin)...)
	}
	return out
}

// luminance hands zxing the gray pixels where they lie, a window of the
// photo's plane: NewLuminanceSourceFromImage would copy them pixel by
// pixel through image.At (a third of the decoding time over the windows)
// into the same bytes, since a gray pixel's luminance is itself.
func luminance(g *image.Gray) gozxing.LuminanceSource {
	w, h := g.Bounds().Dx(), g.Bounds().Dy()
	src, err := gozxing.NewPlanarYUVLuminanceSource(g.Pix, g.Stride, h, 0, 0, w, h, false)
	if err != nil { // only a window wider than its rows, which a SubImage never is
		return gozxing.NewLuminanceSourceFromImage(g)
	}
	return src
}

func decodeWith(g *image.Gray, bin gozxing.Binarizer) []Code {
	bmp, err := gozxing.NewBinaryBitmap(bin)
	if err != nil {
		return nil
	}
	var out []Code
	off := g.Bounds().Min
	add := func(r *gozxing.Result) {
		c := Code{Text: r.GetText()}
		pts := r.GetResultPoints()
		if len(pts) == 0 {
			return
		}
		for _, p := range pts {
			c.X += p.GetX()
			c.Y += p.GetY()
		}
		c.X, c.Y = c.X/float64(len(pts))+float64(off.X), c.Y/float64(len(pts))+float64(off.Y)
		for _, p := range pts {
			c.Size = math.Max(c.Size, math.Hypot(p.GetX()-pts[0].GetX(), p.GetY()-pts[0].GetY()))
		}
		if len(pts) >= 3 { // zxing's finder patterns: bottom left, top left, top right
			c.Angle = math.Atan2(pts[2].GetY()-pts[1].GetY(), pts[2].GetX()-pts[1].GetX())
		}
		out = append(out, c)
	}
	if rs, err := multiqr.NewQRCodeMultiReader().DecodeMultiple(bmp, hints); err == nil {
		for _, r := range rs {
			add(r)
		}
	}
	if r, err := qrcode.NewQRCodeReader().Decode(bmp, hints); err == nil {
		add(r)
	}
	return out
}

// sortReading orders codes as a person reads the labels: turned so the
// labels stand upright (the codes' mean orientation: a photo taken at an
// angle, or upside down, reads the same), then rows from the top, each
// left to right. A code joins a row when its centre is less than half a
// code below the row's last one.
func sortReading(cs []Code) {
	var sx, sy float64
	for _, c := range cs {
		sx, sy = sx+math.Cos(c.Angle), sy+math.Sin(c.Angle)
	}
	a := math.Atan2(sy, sx)
	cos, sin := math.Cos(a), math.Sin(a)
	u := func(c Code) float64 { return c.X*cos + c.Y*sin }  // along the labels' rows
	v := func(c Code) float64 { return -c.X*sin + c.Y*cos } // down the labels' columns
	sort.Slice(cs, func(i, j int) bool { return v(cs[i]) < v(cs[j]) })
	for start := 0; start < len(cs); {
		end := start + 1
		for end < len(cs) && v(cs[end])-v(cs[end-1]) < math.Max(cs[end-1].Size, cs[end].Size)/2 {
			end++
		}
		row := cs[start:end]
		sort.Slice(row, func(i, j int) bool { return u(row[i]) < u(row[j]) })
		start = end
	}
}

// grayScaled converts an image to gray, scaled down (by whole-pixel box
// averaging) so its longer side is at most side; scale is new/old size.
func grayScaled(img image.Image, side int) (*image.Gray, float64) {
	b := img.Bounds()
	long := max(b.Dx(), b.Dy())
	step := 1
	for long/step > side {
		step++
	}
	w, h := b.Dx()/step, b.Dy()/step
	g := image.NewGray(image.Rect(0, 0, w, h))
	// A colour JPEG decodes to YCbCr, whose Y plane is the gray image
	// already, a gray one to Gray: their pixels are read row by row
	// (through image.At, a 12 MP photo's pixels cost a fifth of the whole
	// decoding).
	var plane []uint8
	var offset func(x, y int) int
	switch p := img.(type) {
	case *image.YCbCr:
		plane, offset = p.Y, p.YOffset
	case *image.Gray:
		plane, offset = p.Pix, p.PixOffset
	}
	if plane != nil {
		sums := make([]uint32, w)
		for y := 0; y < h; y++ {
			clear(sums)
			for dy := 0; dy < step; dy++ {
				i := offset(b.Min.X, b.Min.Y+y*step+dy)
				row := plane[i : i+w*step]
				for x := range sums {
					for _, v := range row[x*step : x*step+step] {
						sums[x] += uint32(v)
					}
				}
			}
			out := g.Pix[y*g.Stride : y*g.Stride+w]
			for x, sum := range sums {
				out[x] = uint8(sum / uint32(step*step))
			}
		}
		return g, 1 / float64(step)
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var sum uint32
			for dy := 0; dy < step; dy++ {
				for dx := 0; dx < step; dx++ {
					r, gg, bb, _ := img.At(b.Min.X+x*step+dx, b.Min.Y+y*step+dy).RGBA()
					sum += (19595*r + 38470*gg + 7471*bb + 1<<15) >> 24
				}
			}
			g.Pix[y*g.Stride+x] = uint8(sum / uint32(step*step))
		}
	}
	return g, 1 / float64(step)
}
