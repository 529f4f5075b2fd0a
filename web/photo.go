package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/labels"
	"github.com/tablemate/tablemate/companion/tags"
	"github.com/tablemate/tablemate/hardware/photo"
)

// The camera as a reader: the console (and a seat, for its own pieces)
// sends one photo; hardware/photo finds the codes; the registry says what
// each is; with a table, each code is read into it as a reader would.

// photoLimits bound a photo: a phone's full-size JPEG fits.
var photoLimits = photo.DefaultLimits

var photoSlot = make(chan struct{}, 1)

// CameraReader is the reader name a photo's reads carry on the console.
const CameraReader = "camera"

// PhotoCode is one code found in a photo and what it is registered as.
type PhotoCode struct {
	Tag       string       `json:"tag"`
	Known     bool         `json:"known"`
	Set       tags.Set     `json:"set,omitempty"`
	Game      string       `json:"game,omitempty"`
	Component string       `json:"component,omitempty"`
	Box       string       `json:"box,omitempty"` // the printed box's name, for a label
	Result    *tags.Result `json:"result,omitempty"`
}

// The photo's sentences, Korean and English (merged into the house's words).
var photoKorean = map[string]string{
	"this file is not a photo (JPEG or PNG)":                                                 "이 파일은 사진(JPEG 또는 PNG)이 아닙니다",
	"the photo is too large: at most %d MB and %d megapixels":                                "사진이 너무 큽니다. %dMB, %d메가픽셀까지 됩니다",
	"send the photo as the form field \"photo\"":                                             "사진을 \"photo\" 항목으로 보내 주세요",
	"no QR code was found in the photo: take it again, closer, with the labels in view":      "사진에서 QR 코드를 찾지 못했습니다. 라벨이 잘 보이게 더 가까이에서 다시 찍어 주세요",
	"%d code(s) in the photo are not registered on this Tablemate: nothing was applied":      "사진 속 코드 %d개가 이 Tablemate에 등록되어 있지 않습니다. 아무것도 적용하지 않았습니다",
	"a label in the photo belongs to %s, but this table plays %s: nothing was applied":       "사진 속 라벨 중에 %s 라벨이 있는데, 이 테이블은 %s 게임입니다. 아무것도 적용하지 않았습니다",
	"a label in the photo is from another box than this table's pieces: nothing was applied": "사진 속 라벨 중에 이 테이블의 조각과 다른 상자의 라벨이 있습니다. 아무것도 적용하지 않았습니다",
	"labels come from two boxes in this photo: nothing was applied":                          "이 사진에는 두 상자의 라벨이 섞여 있습니다. 아무것도 적용하지 않았습니다",
	"this game's pieces are not entered with the camera":                                     "이 게임의 조각은 카메라로 입력하지 않습니다",
	"only your own pieces can be entered from a photo: %d code(s) are not pieces you hold":   "사진으로는 내 조각만 입력할 수 있습니다. 코드 %d개는 내 조각이 아닙니다",
	"a box name is at most %d characters":                                                    "상자 이름은 %d자까지입니다",
	"a box name must be plain text":                                                          "상자 이름은 보통 글자여야 합니다",
	"%s has no pieces to label":                                                              "%s에는 라벨을 붙일 조각이 없습니다",
	"unknown paper %q (a4 or letter)":                                                        "알 수 없는 용지입니다: %q (a4 또는 letter)",
	"labels need the database: start the server with its database":                           "라벨을 만들려면 데이터베이스가 필요합니다. 데이터베이스와 함께 서버를 시작하세요",
	"table %s has ended": "%s 테이블은 끝났습니다",
}

func init() {
	for k, v := range photoKorean {
		korean[k] = v
	}
}

// readPhoto reads the multipart field "photo" and finds its codes. Every
// problem is one sentence; no code at all is one too.
func readPhoto(c echo.Context) ([]photo.Code, error) {
	// One photo at a time: decoding is the heaviest thing a Pi does here.
	select {
	case photoSlot <- struct{}{}:
		defer func() { <-photoSlot }()
	case <-c.Request().Context().Done():
		return nil, c.Request().Context().Err()
	}
	r := c.Request()
	r.Body = http.MaxBytesReader(c.Response(), r.Body, int64(photoLimits.MaxBytes)+64<<10)
	fh, err := c.FormFile("photo")
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return nil, tooLarge()
		}
		return nil, companion.Bad("send the photo as the form field \"photo\"")
	}
	f, err := fh.Open()
	if err != nil {
		return nil, companion.Bad("send the photo as the form field \"photo\"")
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, int64(photoLimits.MaxBytes)+1))
	if err != nil {
		return nil, companion.Bad("send the photo as the form field \"photo\"")
	}
	codes, err := photo.Decode(data, photoLimits)
	switch {
	case errors.Is(err, photo.ErrTooLarge):
		return nil, tooLarge()
	case err != nil:
		return nil, companion.Bad("this file is not a photo (JPEG or PNG)")
	case len(codes) == 0:
		return nil, companion.Refuse("no QR code was found in the photo: take it again, closer, with the labels in view")
	}
	return codes, nil
}

func tooLarge() error {
	return companion.Bad("the photo is too large: at most %d MB and %d megapixels", photoLimits.MaxBytes>>20, photoLimits.MaxPixels/1_000_000)
}

// lookupCodes says what each code is registered as.
func (h *Hardware) lookupCodes(c echo.Context, codes []photo.Code) []PhotoCode {
	out := make([]PhotoCode, len(codes))
	for i, code := range codes {
		pc := PhotoCode{Tag: code.Text}
		if e, ok := h.bridge.Registry().Lookup(code.Text); ok {
			pc.Known, pc.Set, pc.Game, pc.Component = true, e.Set, e.Set.Game(), e.Component
			if h.Labels != nil {
				if b, ok := h.Labels.BoxOf(c.Request().Context(), e.Tag); ok {
					pc.Box = b.Name
				}
			}
		}
		out[i] = pc
	}
	return out
}

// checkCodes refuses a photo, before anything is applied, whose codes are
// not all registered pieces of the game, from one box.
func (h *Hardware) checkCodes(found []PhotoCode, game, tableBox string) error {
	unknown, box := 0, tableBox
	for _, pc := range found {
		switch {
		case !pc.Known:
			unknown++
		case pc.Game != game:
			return companion.Refuse("a label in the photo belongs to %s, but this table plays %s: nothing was applied", labels.GameName(pc.Game), labels.GameName(game))
		}
	}
	if unknown > 0 {
		return companion.Refuse("%d code(s) in the photo are not registered on this Tablemate: nothing was applied", unknown)
	}
	for _, pc := range found {
		b := tags.LabelBox(pc.Tag)
		if b == "" {
			continue
		}
		if box == "" {
			box = b
		} else if b != box {
			if b != tableBox && tableBox != "" {
				return companion.Refuse("a label in the photo is from another box than this table's pieces: nothing was applied")
			}
			return companion.Refuse("labels come from two boxes in this photo: nothing was applied")
		}
	}
	return nil
}

// hostPhoto is POST /api/host/photo: the codes in the photo and what each
// is registered as; with ?table=ID each is read into that table, in
// reading order, as a reader routed to it would (each read accepted or
// refused on its own, as the game decides), once every code has passed
// the photo's checks.
func (h *Hardware) hostPhoto(c echo.Context) error {
	codes, err := readPhoto(c)
	if err != nil {
		return err
	}
	found := h.lookupCodes(c, codes)
	id := c.QueryParam("table")
	if id == "" {
		return c.JSON(http.StatusOK, map[string]any{"codes": found})
	}
	t, err := h.svc.Table(id)
	if err != nil {
		return err
	}
	if err := h.checkCodes(found, t.Info.Settings.Game, h.bridge.TableBox(id)); err != nil {
		return err
	}
	for i := range found {
		res := h.bridge.Handle(c.Request().Context(), tags.Read{Tag: found[i].Tag, Reader: CameraReader, At: time.Now(), Table: id})
		found[i].Result = &res
		if res.Component == "" { // a secret piece read into a game is not named on the console
			found[i].Component = ""
		}
	}
	return c.JSON(http.StatusOK, map[string]any{"codes": found})
}

// seatPhoto is POST /api/seat/:token/photo: the seat's own pieces, read
// from a photo, entered with the same command (and the same checks) as
// the seat's own tap would send. Nothing but the command's answer comes
// back: a seat learns nothing from its photo it could not see in it.
func (h *Hardware) seatPhoto(c echo.Context) error {
	t, actor, err := admitSeat(c, h.svc)
	if err != nil {
		return err
	}
	g, err := companion.GameFor(t.Info.Settings.Game)
	if err != nil {
		return err
	}
	if g.PhotoEntry == "" {
		return companion.Refuse("this game's pieces are not entered with the camera")
	}
	codes, err := readPhoto(c)
	if err != nil {
		return err
	}
	found := h.lookupCodes(c, codes)
	if err := h.checkCodes(found, g.Name, ""); err != nil {
		return err
	}
	var ids []string
	notOwn := 0
	for _, pc := range found {
		if !pc.Set.Secret() {
			notOwn++ // a question card is no one's own piece
			continue
		}
		ids = append(ids, pc.Component)
	}
	if notOwn > 0 {
		return companion.Refuse("only your own pieces can be entered from a photo: %d code(s) are not pieces you hold", notOwn)
	}
	data, _ := json.Marshal(map[string]any{"type": g.PhotoEntry, "tiles": ids})
	seq, _, view, err := t.DoView(c.Request().Context(), companion.Command{Actor: actor, Type: g.PhotoEntry, Data: data})
	if err != nil {
		return err
	}
	body := bytes.NewBuffer(nil)
	fmt.Fprintf(body, `{"seq":%d,"view":%s}`, seq, view)
	return c.JSONBlob(http.StatusOK, body.Bytes())
}

// labelsPDF is GET /api/host/hardware/labels?game=&paper=&set=: the same
// sheet as `tablemate labels`, registered as it is made.
func (h *Hardware) labelsPDF(c echo.Context) error {
	if h.Labels == nil {
		return companion.Refuse("labels need the database: start the server with its database")
	}
	paper, err := labels.ParsePaper(c.QueryParam("paper"))
	if err != nil {
		return err
	}
	sheet, err := h.Labels.Print(c.Request().Context(), c.QueryParam("game"), c.QueryParam("set"))
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if _, err := labels.Render(&buf, sheet, paper); err != nil {
		return err
	}
	name := fmt.Sprintf("tablemate-labels-%s-%s.pdf", sheet.Box.Game, sheet.Box.Code)
	c.Response().Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	return c.Blob(http.StatusOK, "application/pdf", buf.Bytes())
}
