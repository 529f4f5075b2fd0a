package photo_test

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"image/png"
	"testing"

	"github.com/skip2/go-qrcode"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/hardware/photo"
)

// sheet lays out QR codes of texts in rows on white paper, as a photo of
// tiles laid in a grid: rows[i] are the texts of row i, left to right.
func sheet(t testing.TB, rows [][]string, px int) *image.Gray {
	t.Helper()
	cols := 0
	for _, r := range rows {
		cols = max(cols, len(r))
	}
	img := image.NewGray(image.Rect(0, 0, cols*px*5/4+px/2, len(rows)*px*5/4+px/2))
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	for j, r := range rows {
		for i, text := range r {
			q, err := qrcode.New(text, qrcode.Medium)
			require.NoError(t, err)
			at := image.Pt(px/4+i*px*5/4, px/4+j*px*5/4)
			draw.Draw(img, image.Rectangle{at, at.Add(image.Pt(px, px))}, q.Image(px), image.Point{}, draw.Src)
		}
	}
	return img
}

func encode(t testing.TB, img image.Image, asJPEG bool) []byte {
	t.Helper()
	var b bytes.Buffer
	if asJPEG {
		require.NoError(t, jpeg.Encode(&b, img, &jpeg.Options{Quality: 80}))
	} else {
		require.NoError(t, png.Encode(&b, img))
	}
	return b.Bytes()
}

func texts(cs []photo.Code) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Text
	}
	return out
}

func TestCodesInReadingOrder(t *testing.T) {
	rows := [][]string{
		{"TM-AAAAA-000001", "TM-AAAAA-000002", "TM-AAAAA-000003"},
		{"TM-AAAAA-000004", "TM-AAAAA-000005"},
	}
	for _, asJPEG := range []bool{false, true} {
		codes, err := photo.Decode(encode(t, sheet(t, rows, 180), asJPEG), photo.DefaultLimits)
		require.NoError(t, err)
		assert.Equal(t, append(rows[0], rows[1]...), texts(codes), "jpeg %v", asJPEG)
	}
}

func TestNoCodeIsAnEmptyList(t *testing.T) {
	img := image.NewGray(image.Rect(0, 0, 640, 480))
	for i := range img.Pix {
		img.Pix[i] = uint8(i * 7)
	}
	codes, err := photo.Decode(encode(t, img, true), photo.DefaultLimits)
	require.NoError(t, err)
	assert.Empty(t, codes)
}

// hugePNG is a valid PNG header claiming w×h pixels, and no pixels: the
// limit must refuse it from the header, before any decoding.
func hugePNG(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 0 // 8-bit gray
	chunk := append([]byte("IHDR"), ihdr...)
	binary.Write(&b, binary.BigEndian, uint32(len(ihdr)))
	b.Write(chunk)
	binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	return b.Bytes()
}

func TestBadInput(t *testing.T) {
	_, err := photo.Decode([]byte("hello, not a photo"), photo.DefaultLimits)
	assert.ErrorIs(t, err, photo.ErrNotImage)
	_, err = photo.Decode(hugePNG(30000, 30000), photo.DefaultLimits)
	assert.ErrorIs(t, err, photo.ErrTooLarge)
	small := encode(t, sheet(t, [][]string{{"x"}}, 100), false)
	_, err = photo.Decode(small, photo.Limits{MaxBytes: len(small) - 1})
	assert.ErrorIs(t, err, photo.ErrTooLarge)
	gif := []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;")
	_, err = photo.Decode(gif, photo.DefaultLimits)
	assert.ErrorIs(t, err, photo.ErrNotImage, "only JPEG and PNG")
	var half bytes.Buffer
	half.Write(encode(t, sheet(t, [][]string{{"x"}}, 100), true)[:300])
	_, err = photo.Decode(half.Bytes(), photo.DefaultLimits)
	assert.ErrorIs(t, err, photo.ErrNotImage, "a cut-off upload")
}

// A large photo is scaled down before the search and still read.
func TestLargePhoto(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 5000, 3000))
	draw.Draw(img, img.Bounds(), &image.Uniform{color.RGBA{230, 225, 210, 255}}, image.Point{}, draw.Src)
	codes := sheet(t, [][]string{{"TM-BBBBB-111111", "TM-BBBBB-222222"}}, 300)
	draw.Draw(img, codes.Bounds().Add(image.Pt(1500, 1000)), codes, image.Point{}, draw.Src)
	found, err := photo.Decode(encode(t, img, true), photo.DefaultLimits)
	require.NoError(t, err)
	assert.Equal(t, []string{"TM-BBBBB-111111", "TM-BBBBB-222222"}, texts(found))
}

// BenchmarkDecodePhoto reads a phone-sized photo (a 4000×3000 colour JPEG,
// as a phone's camera takes) of a row of six codes: the work the Pi does for
// one camera scan.
func BenchmarkDecodePhoto(b *testing.B) {
	img := image.NewRGBA(image.Rect(0, 0, 4000, 3000))
	draw.Draw(img, img.Bounds(), &image.Uniform{color.RGBA{205, 198, 184, 255}}, image.Point{}, draw.Src)
	row := sheet(b, [][]string{{"TM-AAAAA-000001", "TM-AAAAA-000002", "TM-AAAAA-000003", "TM-AAAAA-000004", "TM-AAAAA-000005", "TM-AAAAA-000006"}}, 400)
	draw.Draw(img, row.Bounds().Add(image.Pt(400, 1200)), row, image.Point{}, draw.Src)
	data := encode(b, img, true)
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for range b.N {
		codes, err := photo.Decode(data, photo.DefaultLimits)
		if err != nil || len(codes) != 6 {
			b.Fatalf("%d codes, %v", len(codes), err)
		}
	}
}
