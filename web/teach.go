package web

import (
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/labstack/echo/v4"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/teach"
)

// teachRoutes serve the rules sheets, a seat's first-game tips and the
// display's one-sentence step (first-game mode, see companion/teach.go).
func (s *Server) teachRoutes(e *echo.Echo) {
	e.GET("/api/rules/:game", s.rulesSheet)
	e.GET("/api/seat/:token/tips", s.seatTips)
	e.GET("/api/display/:id/step", s.displayStep)
}

// rulesSheet serves a game's rules sheet (both languages).
func (s *Server) rulesSheet(c echo.Context) error {
	g, err := companion.GameFor(c.Param("game"))
	if err != nil {
		return companion.Detailed(companion.NotFound, "no such game", "no game %q", c.Param("game"))
	}
	if g.Sheet == nil {
		return companion.Detailed(companion.NotFound, "this game has no rules sheet", "%s has no rules sheet", g.Name)
	}
	c.Response().Header().Set("Cache-Control", "no-cache")
	return c.JSON(http.StatusOK, map[string]any{"game": g.Name, "sections": g.Sheet.Sections})
}

// seatTips serves a seat's first-game tips, computed from its own view only.
func (s *Server) seatTips(c echo.Context) error {
	t, a, err := s.seat(c)
	if err != nil {
		return err
	}
	tips := t.Tips(a)
	return c.JSON(http.StatusOK, struct {
		teach.Tips
		Game     string `json:"game"`
		Practice bool   `json:"practice"`
	}{tips, t.Info.Settings.Game, t.Info.Settings.Practice != nil})
}

// displayStep is the current step in one sentence, large enough to read
// across the table, when the host turned first-game mode on. It is drawn
// from the public display view only.
func (s *Server) displayStep(c echo.Context) error {
	t, err := s.table(c)
	if err != nil {
		return err
	}
	out := map[string]any{"on": t.Info.Settings.FirstGame, "game": t.Info.Settings.Game}
	if t.Info.Settings.FirstGame {
		v := t.View(companion.Display)
		ko, en := step(v)
		out["ko"], out["en"] = ko, en
	}
	return c.JSON(http.StatusOK, out)
}

// turnWords say what the player on turn does, per game.
var turnWords = map[string][2]string{
	"tagiron": {"펼친 카드 하나로 질문하거나, 정답을 선언합니다.", "ask with one face-up card, or declare."},
	"code777": {"질문 카드를 뒤집어 읽고 답을 말합니다.", "turn up a question card and read the answer aloud."},
	"clues13": {"질문하거나, 비밀정보원을 엿보거나, 사건을 해결합니다.", "ask, peek at an informant or solve."},
	"lexio":   {"더 높은 조합을 내거나 패스합니다.", "play a higher combination or pass."},
}

// leadWords say what Lexio's leader does: play, never pass.
var leadWords = [2]string{"선이니 조합 하나를 냅니다.", "lead with any combination."}

func step(v companion.View) (string, string) {
	switch v.Phase {
	case companion.PhaseSetup:
		return "준비 중: 모두 폰에 자기 패를 입력하세요.", "Setting up: everyone enters their own pieces on their phone."
	case companion.PhaseOver, companion.PhaseEnded:
		return "게임이 끝났습니다.", "The game is over."
	}
	b, _ := json.Marshal(v.Body)
	var body struct {
		Turn    *int            `json:"turn"`
		OnTable json.RawMessage `json:"on_table"` // Lexio: the play to beat; none when the turn leads
	}
	if json.Unmarshal(b, &body) != nil || body.Turn == nil {
		return "게임 중입니다.", "The game is under way."
	}
	w := turnWords[v.Game]
	if v.Game == "lexio" && (len(body.OnTable) == 0 || string(body.OnTable) == "null") {
		w = leadWords // the leader may not pass
	}
	if w[0] == "" {
		w = [2]string{"차례를 진행합니다.", "take your turn."}
	}
	ko := companion.TipName(v, *body.Turn, "ko")
	en := companion.TipName(v, *body.Turn, "en")
	return fmt.Sprintf("%s 차례: %s", ko, w[0]), fmt.Sprintf("%s's turn: %s", en, w[1])
}
