package web_test

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/hardware/waitfor"
)

// A first-game table at a physical game: no hardware, phones only. The
// seats type their own pieces as at a real table, the host records what the
// table shows, and first-game mode is on for the whole table (the host's
// option) or for a seat (its "처음이에요" switch). These tests play the
// first moments of each game on 390×844 phones, one in Korean and one in
// English (each phone its own browser profile, so its own language), and
// check that each tip comes at its moment with the player's own pieces as
// the example, and never again once dismissed or once its moment passed,
// also after a reload; that a seat with first-game mode off sees none; and
// what the display says.

// fgPhone is one player's phone at a first-game table.
type fgPhone struct {
	phone
	h    *harness
	tb   *table
	seat int
	name string // for messages: "seat 1 (ko)"
}

// inflightJS counts the page's requests under way, so a test can wait
// until a phone has sent what it meant to (a tip it saw pass is recorded
// with a request of its own).
const inflightJS = `(() => { const f = window.fetch; window.__tmInflight = 0;
  window.fetch = function (...a) { window.__tmInflight++; return f.apply(this, a).finally(() => { window.__tmInflight--; }); }; })();`

// fgOpen opens seat's join link on a 390×844 phone in lang. own gives the
// phone a browser profile of its own (its own language setting); otherwise
// it is another tab of the browser's default profile.
func fgOpen(t *testing.T, parent context.Context, h *harness, tb *table, seat int, lang string, own bool) fgPhone {
	t.Helper()
	var opts []chromedp.ContextOption
	if own {
		opts = append(opts, chromedp.WithNewBrowserContext())
	}
	ctx, cancel := chromedp.NewContext(parent, opts...)
	t.Cleanup(cancel)
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: inflightJS})
		return err
	})))
	useLang(t, ctx, h.srv.URL+"/s/"+tb.tokens[seat], lang)
	p := fgPhone{phone: phone{t: t, ctx: ctx}, h: h, tb: tb, seat: seat, name: fmt.Sprintf("seat %d (%s)", seat, lang)}
	p.reload()
	return p
}

// reload reloads the page and waits for its tips.
func (p fgPhone) reload() {
	p.t.Helper()
	require.NoError(p.t, chromedp.Do(p.ctx, chromedp.Reload()))
	waitJS(p.t, p.ctx, `document.body.dataset.tipsSeq !== undefined && document.body.dataset.seq !== undefined`, p.name+": the page and its tips")
}

// server is the seat's first-game tips as the service computes them now.
func (p fgPhone) server() companion.Tips {
	p.t.Helper()
	ct, err := p.h.svc.Table(p.tb.id)
	require.NoError(p.t, err)
	return ct.Tips(companion.Actor(p.seat))
}

// pageState reads what the phone shows: the tips (ids in order), the
// newest view it drew, the view its tips were drawn for, and its requests
// under way.
type pageState struct {
	Tips     []string
	Seq      string
	TipsSeq  string
	Inflight int
}

func (p fgPhone) state() (pageState, error) {
	return chromedp.Run(p.ctx, chromedp.Evaluate[pageState](`({
		tips: Array.from(document.querySelectorAll("#tm-tips .tip")).map((e) => e.dataset.tip),
		seq: document.body.dataset.seq || "", tipsSeq: document.body.dataset.tipsSeq || "",
		inflight: window.__tmInflight || 0 })`))
}

// expectTips waits until the phone shows exactly the tips want, in order,
// drawn for the seat's newest view, with nothing left to send.
func (p fgPhone) expectTips(want ...string) {
	p.t.Helper()
	if want == nil {
		want = []string{}
	}
	var last pageState
	ok := waitfor.Within(20*time.Second, func() bool {
		s, err := p.state()
		if err != nil {
			return false
		}
		if s.Tips == nil {
			s.Tips = []string{}
		}
		last = s
		return slices.Equal(s.Tips, want) && s.Seq == s.TipsSeq && s.Inflight == 0 &&
			s.Seq == strconv.FormatInt(p.server().Seq, 10)
	})
	if !ok {
		var ids []string
		for _, x := range p.server().Tips {
			ids = append(ids, x.ID)
		}
		text, _ := chromedp.Run(p.ctx, chromedp.Evaluate[string](`document.body.innerText.slice(0, 500)`))
		p.t.Fatalf("%s: want tips %v, the page shows %v (page seq %s, tips drawn for %s, %d requests under way; the service has %v at seq %d)\n%s",
			p.name, want, last.Tips, last.Seq, last.TipsSeq, last.Inflight, ids, p.server().Seq, text)
	}
}

// tipText is the text of the tip id the phone shows.
func (p fgPhone) tipText(id string) string {
	p.t.Helper()
	return evalT[string](p.t, p.ctx, `(document.querySelector('#tm-tips [data-tip="`+id+`"] p') || {}).textContent || ""`)
}

// dismiss taps the tip's "got it".
func (p fgPhone) dismiss(id string) {
	p.t.Helper()
	jsClick(p.t, p.ctx, `#tm-tips [data-tip="`+id+`"] .tip-close`)
}

// firstGame flips the phone's "처음이에요" switch and waits until the
// service has it.
func (p fgPhone) firstGame(on bool) {
	p.t.Helper()
	waitShown(p.t, p.ctx, `#tm-first`)
	if evalT[bool](p.t, p.ctx, `document.querySelector("#tm-first").checked`) != on {
		p.tap(`#tm-first`)
	}
	waitfor.Until(p.t, 10*time.Second, p.name+": the switch to reach the service", func() bool { return p.server().On == on })
	waitJS(p.t, p.ctx, `document.querySelector("#tm-first").checked === `+strconv.FormatBool(on), p.name+": the switch drawn")
}

// fitsPhone checks the page does not scroll sideways.
func (p fgPhone) fitsPhone() {
	p.t.Helper()
	assert.LessOrEqual(p.t, evalT[float64](p.t, p.ctx, `document.documentElement.scrollWidth`), 390.0, "%s: %s", p.name, evalT[string](p.t, p.ctx, widest))
}

// fgDisplay opens the table's display in a tab of the default profile.
func fgDisplay(t *testing.T, parent context.Context, h *harness, tb *table) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(parent)
	t.Cleanup(cancel)
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(h.srv.URL+"/display/"+tb.id)))
	waitJS(t, ctx, `!!document.body.dataset.seq && !!document.querySelector("#tm-step")`, "the display")
	return ctx
}

// stepIs waits until the display's one-sentence step reads want.
func stepIs(t *testing.T, disp context.Context, want string) {
	t.Helper()
	waitJS(t, disp, `(() => { const s = document.querySelector("#tm-step"); return !s.hidden && s.textContent === `+strconv.Quote(want)+`; })()`, "the display's step: "+want)
}

// noStep checks the display shows no step: first-game mode is not the
// table's (a seat's own switch is private), so the display does not change.
func noStep(t *testing.T, disp context.Context, tb *table) {
	t.Helper()
	v := tb.display()
	waitJS(t, disp, `document.body.dataset.seq === "`+fmt.Sprint(v["seq"])+`"`, "the display's newest view")
	assert.True(t, evalT[bool](t, disp, `document.querySelector("#tm-step").hidden && document.querySelector("#tm-step").textContent === ""`), "the display shows no step")
}

// TestBrowserFirstGameTagiron: 3 players, first-game mode from the host.
func TestBrowserFirstGameTagiron(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 2411)
	tb := h.createWith(map[string]any{"game": "tagiron", "players": 3, "hints": "full", "first_game": true})
	racks := [][]string{{"r0", "b0", "r1", "b1", "r2"}, {"b2", "r3", "b3", "r4", "b4"}, {"g5", "g5", "r6", "b6", "r7"}}
	ko := fgOpen(t, ctx, h, tb, 0, "ko", false)
	en := fgOpen(t, ctx, h, tb, 1, "en", true)
	off := fgOpen(t, ctx, h, tb, 2, "ko", false)
	disp := fgDisplay(t, ctx, h, tb)

	// Set-up: pick your tiles. The third player turns the tips off.
	off.firstGame(false)
	off.expectTips()
	ko.expectTips("setup-rack")
	assert.Equal(t, "먼저 받은 타일 5개를 폰에서 고르세요. 받침대에는 작은 숫자부터, 같은 숫자면 빨강을 파랑 왼쪽에 세웁니다.", ko.tipText("setup-rack"))
	en.expectTips("setup-rack")
	assert.Equal(t, "First pick the 5 tiles you drew on the phone. Stand them from the smallest number; on equal numbers red goes left of blue.", en.tipText("setup-rack"))
	stepIs(t, disp, "준비 중: 모두 폰에 자기 패를 입력하세요.")
	// The phone's language switch redraws the tip in the other language.
	ko.tap(`#lang`)
	waitJS(t, ko.ctx, `document.querySelector('#tm-tips [data-tip="setup-rack"] p').textContent.startsWith("First pick the 5 tiles")`, "the tip in English")
	ko.tap(`#lang`)
	waitJS(t, ko.ctx, `document.querySelector('#tm-tips [data-tip="setup-rack"] p').textContent.startsWith("먼저 받은 타일 5개")`, "the tip in Korean again")

	for i, p := range []fgPhone{ko, en, off} {
		p.pickTiles(`main`, racks[i])
		waitShown(t, p.ctx, `.rack.big`)
	}
	ko.expectTips() // its moment passed
	for _, c := range sixCards {
		tb.host(map[string]any{"type": "reveal", "card": c})
	}
	tb.host(map[string]any{"type": "start", "starter": 0})

	// The first turn: the example is what the player's own rack would answer (r0, r1, r2: 3 red).
	ko.expectTips("first-turn")
	assert.Equal(t, "내 차례예요. 목표는 가운데 엎어 둔 타일 5개를 맞히는 것입니다. 펼친 카드 하나를 눌러 질문하세요. 예를 들어 “빨간색 타일은 몇 장인가요?” 질문이라면 내 타일로는 3이라고 답하게 됩니다.", ko.tipText("first-turn"))
	en.expectTips()
	off.expectTips()
	stepIs(t, disp, "플레이어 1 차례: 펼친 카드 하나로 질문하거나, 정답을 선언합니다.")
	ko.fitsPhone()
	teachShot(t, ko.ctx, "firstgame-tagiron-ko", 390)

	// Player 1 asks: the others answer aloud from their own racks; the first answer goes to the notepad.
	ko.tap(`button.can[data-card="count-red"]`)
	ko.expectTips("declare")
	assert.Equal(t, "가운데 엎어 둔 타일 5개가 확실해지면 '선언'을 누르세요. 선언은 게임에서 한 번뿐이고, 틀리면 탈락합니다(질문에는 계속 답합니다).", ko.tipText("declare"))
	en.expectTips("answer-aloud", "first-answer")
	assert.Equal(t, "You answer this question: say “2” aloud, as the phone shows. The answer comes from your own rack.", en.tipText("answer-aloud"))
	assert.Equal(t, "Every answer you hear goes into your notepad: look there for the tiles it ruled out.", en.tipText("first-answer"))
	assert.Equal(t, "2", strings.TrimSpace(textOf(t, off.ctx, `.say .sayans`)), "the seat without tips still answers")
	off.expectTips()

	// Dismissed: gone, and not back after a reload.
	en.dismiss("first-answer")
	en.expectTips("answer-aloud")
	en.reload()
	en.expectTips("answer-aloud")

	// Player 2's turn: its own example (b2 r3 b3 r4 b4: the sum is 16).
	en.reveal("sum-red")
	en.expectTips("first-turn", "answer-aloud")
	assert.Equal(t, "Your turn. The goal is to name the 5 tiles face down in the centre. Tap one of the face-up cards to ask it. For example, asked “[shared] Sum of all tiles?”, your rack would say 16.", en.tipText("first-turn"))
	stepIs(t, disp, "플레이어 2 차례: 펼친 카드 하나로 질문하거나, 정답을 선언합니다.")
	en.fitsPhone()
	teachShot(t, en.ctx, "firstgame-tagiron-en", 390)

	// The first choice card: everyone answers about the number said aloud.
	en.tap(`button.can[data-card="where-1-or-2"]`)
	en.tap(`button[data-pick="1"]`)
	en.expectTips("choice-card", "declare") // its turn and its answer are over
	assert.Equal(t, "“Where is 1 or 2?” is a choice card: the asker chose 1 out loud, so everyone answers about 1.", en.tipText("choice-card"))
	ko.expectTips("answer-aloud", "choice-card") // at most two at a time
	assert.Equal(t, "질문에 답할 차례예요. 폰에 나온 대로 “3번, 4번”이라고 크게 말하세요. 답은 내 타일로만 정해집니다.", ko.tipText("answer-aloud"))
	assert.Equal(t, "“1 또는 2는 어디에 있나요?” 선택 카드예요. 질문한 사람이 1을 골라 말했으니 모두 1에 대해 답합니다.", ko.tipText("choice-card"))
	off.expectTips()

	// Player 3 asks: player 2 answers aloud again, and its answering tip,
	// whose moment passed, does not come back (nor after a reload).
	tb.host(map[string]any{"type": "reveal", "card": "sum-blue"})
	off.tap(`button.can[data-card="sum-all"]`)
	waitShown(t, en.ctx, `.say .sayans`)
	en.expectTips("choice-card", "declare")
	en.reload()
	en.expectTips("choice-card", "declare")
	ko.expectTips("answer-aloud", "choice-card")
	stepIs(t, disp, "플레이어 1 차례: 펼친 카드 하나로 질문하거나, 정답을 선언합니다.")

	// Player 2 declares (wrong): the declaring tip's moment is over.
	en.tap(`.declarebtn`)
	en.pickTiles(`.declare`, []string{"b7", "r8", "b8", "r9", "g5"})
	en.expectTips("choice-card")
	en.reload()
	en.expectTips("choice-card")
	off.expectTips()
	assert.Empty(t, off.server().Tips)
}
