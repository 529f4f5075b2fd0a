package web_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/hardware/waitfor"
)

// TestBrowserLabelsAndCamera: on phones 360 and 390 px wide, in Korean and
// English, the console's Devices & tags panel downloads a label sheet and
// reads a photo of labels with the camera input (a file input that opens
// the camera); a seat's page offers the camera during set-up and enters
// its rack from a photo of its tiles. Nothing scrolls sideways; the camera
// buttons are 44 px touch targets.
func TestBrowserLabelsAndCamera(t *testing.T) {
	ctx := browser(t)
	hw := newHWHarness(t)
	p := printLabels(t, hw, "tagiron", "1")
	hand, handTags := p.crop(0, 5)
	photo := filepath.Join(t.TempDir(), "hand.jpg")
	require.NoError(t, os.WriteFile(photo, jpegBytes(t, rotate(6)(onTable(hand)), 85), 0o644))
	shots := os.Getenv("TABLEMATE_README_SHOTS") != ""
	shot := func(name string) {
		t.Helper()
		if !shots {
			return
		}
		png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join("testdata", "screenshots", name+".png"), png, 0o644))
	}
	noSideways := func(what string) {
		t.Helper()
		assert.LessOrEqual(t, evalT[float64](t, ctx, `document.documentElement.scrollWidth - document.documentElement.clientWidth`), 0.0, "%s scrolls sideways", what)
	}

	for _, lang := range []string{"ko", "en"} {
		for _, width := range []int64{360, 390} {
			name := lang + "-" + map[int64]string{360: "360", 390: "390"}[width]
			t.Run("console "+name, func(t *testing.T) {
				require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(width, 800),
					chromedp.Navigate(hw.srv.URL+"/host?k="+hw.svc.HostKey())))
				evalT[bool](t, ctx, `(() => { localStorage.setItem("lang", "`+lang+`"); return true; })()`)
				require.NoError(t, chromedp.Do(ctx, chromedp.Reload()))
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
				list := textOf(t, ctx, ".hw-photo")
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
}
