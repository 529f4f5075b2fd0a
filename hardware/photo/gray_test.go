package photo

import (
	"image"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// hidden hides an image's type: grayScaled reads it pixel by pixel.
type hidden struct{ image.Image }

// TestGrayScaledPlanes: the row-by-row reading of a Gray image and of a
// YCbCr photo's Y plane gives what reading pixel by pixel gives, for every
// scale step and for windows that do not start at the origin.
func TestGrayScaledPlanes(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	full := image.NewGray(image.Rect(0, 0, 301, 203))
	for i := range full.Pix {
		full.Pix[i] = uint8(rng.IntN(256))
	}
	ycc := image.NewYCbCr(full.Bounds(), image.YCbCrSubsampleRatio420)
	copy(ycc.Y, full.Pix) // same stride: the width
	for _, r := range []image.Rectangle{full.Bounds(), image.Rect(7, 11, 290, 200)} {
		gray := full.SubImage(r).(*image.Gray)
		for _, side := range []int{400, 150, 100, 61} {
			want, wantScale := grayScaled(hidden{gray}, side)
			got, scale := grayScaled(gray, side)
			assert.Equal(t, wantScale, scale)
			assert.Equal(t, want.Pix, got.Pix, "gray %v side %d", r, side)
			got, _ = grayScaled(ycc.SubImage(r), side)
			assert.Equal(t, want.Pix, got.Pix, "YCbCr %v side %d", r, side)
		}
	}
}
