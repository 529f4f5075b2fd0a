package web_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"image"
	"image/png"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion/tags"
	"github.com/tablemate/tablemate/hardware/waitfor"
)

// shrink scales a picture down by a whole factor, averaging.
func shrink(g *image.Gray, f int) *image.Gray {
	b := g.Bounds()
	out := image.NewGray(image.Rect(0, 0, b.Dx()/f, b.Dy()/f))
	for y := 0; y < out.Rect.Dy(); y++ {
		for x := 0; x < out.Rect.Dx(); x++ {
			sum := 0
			for dy := 0; dy < f; dy++ {
				for dx := 0; dx < f; dx++ {
					sum += int(g.GrayAt(b.Min.X+x*f+dx, b.Min.Y+y*f+dy).Y)
				}
			}
			out.Pix[y*out.Stride+x] = uint8(sum / (f * f))
		}
	}
	return out
}

// TestBrowserLabelsAndCamera: on phones 360 and 390 px wide, in Korean and
// English, the console's Devices & tags panel downloads a label sheet and
// reads a photo of labels with the camera input (a file input that opens
// the camera); a seat's page offers the camera during set-up and enters
// its rack from a photo of its tiles. Nothing scrolls sideways; the camera
// buttons are 44 px touch targets.
func TestBrowserLabelsAndCamera(t *testing.T) {
	ctx, hw, p, photo, shot, noSideways := labelsBrowser(t)
	_, handTags := p.crop(0, 5)
	for _, lang := range []string{"ko", "en"} {
		for _, width := range []int64{360, 390} {
			name := lang + "-" + map[int64]string{360: "360", 390: "390"}[width]
			t.Run("console "+name, func(t *testing.T) {
				require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(width, 800),
					chromedp.Navigate(hw.srv.URL+"/host?k="+hw.svc.HostKey())))
				evalT[bool](t, ctx, `(() => { localStorage.setItem("lang", "`+lang+`"); return true; })()`)
				require.NoError(t, chromedp.Do(ctx, chromedp.Reload()))
				// The devices panel folds away under its one line, in the page's language.
				waitShown(t, ctx, `#hw > summary`)
				assert.Contains(t, textOf(t, ctx, `#hw > summary`), map[string]string{"ko": "기기와 태그", "en": "Devices & tags"}[lang])
				assert.False(t, evalT[bool](t, ctx, `document.querySelector("#hw").open`), "folded on the console's first screen")
				tap(t, ctx, `#hw > summary`)
				waitShown(t, ctx, `label[for="hw-photo"]`)
				input := `document.getElementById("hw-photo")`
				assert.Equal(t, "image/*", evalT[string](t, ctx, input+`.getAttribute("accept")`))
				assert.Equal(t, "environment", evalT[string](t, ctx, input+`.getAttribute("capture")`))
				assert.GreaterOrEqual(t, evalT[float64](t, ctx, `document.querySelector('label[for="hw-photo"]').getBoundingClientRect().height`), 44.0)
				// The download button fetches the same sheet the command prints.
				assert.Equal(t, "application/pdf", evalT[string](t, ctx, `(() => { const x = new XMLHttpRequest(); x.open("GET", "/api/host/hardware/labels?game=tagiron&set=1", false); x.send(); return x.getResponseHeader("Content-Type"); })()`))
				require.NoError(t, chromedp.Do(ctx, chromedp.SetUploadFiles(`#hw-photo`, []string{photo})))
				waitfor.Until(t, 60*time.Second, "the photo's codes", func() bool {
					return evalT[float64](t, ctx, `document.querySelectorAll(".hw-photo li").length`) == 5
				})
				list := evalT[string](t, ctx, `document.querySelector(".hw-photo").textContent`)
				for _, tag := range handTags {
					assert.Contains(t, list, tag)
				}
				assert.Contains(t, list, map[string]string{"ko": "상자 1", "en": "box 1"}[lang])
				noSideways("the console")
				evalT[bool](t, ctx, `(() => { document.querySelector(".hw-labels").scrollIntoView(); window.scrollBy(0, -60); return true; })()`)
				shot("labels-console-" + name)
			})
		}
	}

}

// TestBrowserLabelsSeatCamera: a seat's page offers the camera during
// set-up, in Korean and English, and enters its rack from a photo. With
// TABLEMATE_README_SHOTS it also draws the README's sheet and tile.
func TestBrowserLabelsSeatCamera(t *testing.T) {
	ctx, hw, p, photo, shot, noSideways := labelsBrowser(t)
	tb := hw.create("tagiron", 2)
	for _, lang := range []string{"ko", "en"} {
		t.Run("seat "+lang, func(t *testing.T) {
			require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(hw.srv.URL+"/s/"+tb.tokens[0])))
			evalT[bool](t, ctx, `(() => { localStorage.setItem("lang", "`+lang+`"); return true; })()`)
			require.NoError(t, chromedp.Do(ctx, chromedp.Reload()))
			waitShown(t, ctx, `label[for="cam-photo"]`)
			assert.Equal(t, "environment", evalT[string](t, ctx, `document.getElementById("cam-photo").getAttribute("capture")`))
			assert.Contains(t, textOf(t, ctx, ".cam"), map[string]string{"ko": "내 타일을 사진으로 입력", "en": "Enter my tiles from a photo"}[lang])
			noSideways("the seat's page")
			evalT[bool](t, ctx, `(() => { window.scrollTo(0, 0); return true; })()`)
			shot("labels-seat-" + lang + "-390")
		})
	}
	t.Run("the seat's photo enters its rack", func(t *testing.T) {
		require.NoError(t, chromedp.Do(ctx, chromedp.SetUploadFiles(`#cam-photo`, []string{photo})))
		waitfor.Until(t, 60*time.Second, "the rack from the photo", func() bool {
			return len(toStrings(tb.view(0)["me"].(map[string]any)["tiles"])) == 5
		})
		waitfor.Until(t, 60*time.Second, "the page to say so", func() bool {
			return strings.Contains(textOf(t, ctx, ".cam"), "Entered from the photo")
		})
	})
	if os.Getenv("TABLEMATE_README_SHOTS") != "" {
		t.Run("the README's pictures: a sheet and a labelled tile", func(t *testing.T) {
			// The sheet as printed, small.
			var sheet bytes.Buffer
			require.NoError(t, png.Encode(&sheet, shrink(p.page, 4)))
			require.NoError(t, os.WriteFile(filepath.Join("testdata", "screenshots", "labels-sheet-a4.png"), sheet.Bytes(), 0o644))
			// A Tagiron tile, its face and its back, the label cut out of the sheet and stuck low on the face.
			i := slices.IndexFunc(p.sheet.Labels, func(e tags.Entry) bool { return e.Component == "r7" })
			label, _ := p.cut(i, i+1, -0.3) // cut just inside the dashed line
			var lb bytes.Buffer
			require.NoError(t, png.Encode(&lb, label))
			html := `<body style="margin:0;background:#d9c9a8;font-family:sans-serif"><div id="t" style="display:flex;gap:28px;padding:24px;align-items:flex-end">` +
				`<div style="width:150px;height:230px;border-radius:14px;background:#fbf7ee;box-shadow:0 4px 8px #0005;display:flex;flex-direction:column;align-items:center">` +
				`<div style="font-size:64px;font-weight:700;color:#c62828;line-height:1;margin-top:12px">7</div>` +
				`<img src="data:image/png;base64,` + base64.StdEncoding.EncodeToString(lb.Bytes()) + `" style="width:104px;margin-top:10px"></div>` +
				`<div style="width:150px;height:230px;border-radius:14px;background:#c62828;box-shadow:0 4px 8px #0005"></div>` +
				`<div style="font-size:15px;line-height:1.5;color:#222;max-width:170px">앞면(숫자 면) 아래쪽에 붙입니다.<br>뒷면에는 붙이지 않습니다.<br><span style="color:#555">On the face, low down.<br>Never on the back.</span></div></div></body>`
			require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(560, 320), chromedp.Navigate("data:text/html;charset=utf-8,"+url.PathEscape(html))))
			waitShown(t, ctx, "#t img")
			shotPNG, err := chromedp.Run(ctx, chromedp.Screenshot("#t"))
			require.NoError(t, err)
			require.NoError(t, os.WriteFile(filepath.Join("testdata", "screenshots", "labels-tile.png"), shotPNG, 0o644))
		})
	}
}

// labelsBrowser is a browser beside a server with the hardware routes and a
// printed Tagiron box; photo is a phone's JPEG of the first five tiles'
// labels; shot saves a README screenshot when TABLEMATE_README_SHOTS is set.
func labelsBrowser(t *testing.T) (ctx context.Context, hw *hwHarness, p printed, photo string, shot func(string), noSideways func(string)) {
	t.Helper()
	ctx = browser(t)
	hw = newHWHarness(t)
	p = printLabels(t, hw, "tagiron", "1")
	hand, _ := p.crop(0, 5)
	photo = filepath.Join(t.TempDir(), "hand.jpg")

	require.NoError(t, os.WriteFile(photo, jpegBytes(t, rotate(6)(onTable(hand)), 85), 0o644))
	shots := os.Getenv("TABLEMATE_README_SHOTS") != ""
	shot = func(name string) {
		t.Helper()
		if !shots {
			return
		}
		png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join("testdata", "screenshots", name+".png"), png, 0o644))
	}
	noSideways = func(what string) {
		t.Helper()
		assert.LessOrEqual(t, evalT[float64](t, ctx, `document.documentElement.scrollWidth - document.documentElement.clientWidth`), 0.0, "%s scrolls sideways", what)
	}

	return ctx, hw, p, photo, shot, noSideways
}
