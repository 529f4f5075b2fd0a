package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/teach"
	"github.com/tablemate/tablemate/hardware/waitfor"
	"github.com/tablemate/tablemate/solver/code777"
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
// it is another tab of parent's profile.
func fgOpen(t *testing.T, parent context.Context, h *harness, tb *table, seat int, lang string, own bool) fgPhone {
	t.Helper()
	var opts []chromedp.ContextOption
	if own {
		opts = append(opts, chromedp.WithNewBrowserContext())
	}
	ctx := newTab(t, parent, opts...)
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844)))
	onEveryPage(t, ctx, inflightJS)
	if own { // still the test's person: a phone of theirs with its own settings
		t.Cleanup(personOf(t).share(ctx))
	}
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
func (p fgPhone) server() teach.Tips {
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

// answered waits until the phone's requests are answered: what it sent is
// in the log before the test acts for another player.
func (p fgPhone) answered() {
	p.t.Helper()
	waitJS(p.t, p.ctx, `(window.__tmInflight || 0) === 0`, p.name+": its requests answered")
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

// join names the seat on its phone, as a player does on opening the link.
func (p fgPhone) join(name string) {
	p.t.Helper()
	waitShown(p.t, p.ctx, `#join-name`)
	evalT[bool](p.t, p.ctx, `(() => { const i = document.querySelector("#join-name"); i.value = `+strconv.Quote(name)+`; i.dispatchEvent(new Event("input")); return true; })()`)
	p.tap(`#join`)
	waitJS(p.t, p.ctx, `!document.querySelector("#join-name")`, p.name+": named")
}

// fgPhones opens the three phones of a first-game table (player 1 in
// Korean, player 2 in English on a phone of its own, player 3 in Korean)
// and has the players name themselves.
func fgPhones(t *testing.T, ctx context.Context, h *harness, tb *table) (ko, en, third fgPhone) {
	t.Helper()
	ko = fgOpen(t, ctx, h, tb, 0, "ko", false)
	en = fgOpen(t, ctx, h, tb, 1, "en", true)
	third = fgOpen(t, ctx, h, tb, 2, "ko", false)
	// The test's own requests as a seat are that player's other device:
	// they carry the seat's cookie from the start, so no phone is told
	// that another phone tried its link.
	h.person.pullSeatCookies(h.srv.URL)
	ko.join("민지")
	en.join("Sora")
	third.join("지훈")
	return ko, en, third
}

// fitsPhone checks the page does not scroll sideways.
func (p fgPhone) fitsPhone() {
	p.t.Helper()
	assert.LessOrEqual(p.t, evalT[float64](p.t, p.ctx, `document.documentElement.scrollWidth`), 390.0, "%s: %s", p.name, evalT[string](p.t, p.ctx, widest))
}

// fgDisplay opens the table's display in a tab of the default profile.
func fgDisplay(t *testing.T, parent context.Context, h *harness, tb *table) context.Context {
	t.Helper()
	ctx := newTab(t, parent)
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
	waitNewest(t, disp, tb, "the display")
	assert.True(t, evalT[bool](t, disp, `document.querySelector("#tm-step").hidden && document.querySelector("#tm-step").textContent === ""`), "the display shows no step")
}

// TestBrowserFirstGameTagiron: 3 players; the host makes the table with
// first-game mode on its console and records the face-up cards there.
func TestBrowserFirstGameTagiron(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 2411)
	hostTab := newTab(t, ctx)
	host := phone{t: t, ctx: hostTab}
	require.NoError(t, chromedp.Do(hostTab, chromedp.EmulateViewport(390, 844), chromedp.Navigate(h.srv.URL+"/host?k="+h.svc.HostKey())))
	setSelect(t, hostTab, `select[name=game]`, "tagiron")
	setSelect(t, hostTab, `select[name=players]`, "3")
	setSelect(t, hostTab, `select[name=hints]`, "full")
	host.tap(`#tm-first-game`)
	host.tap(`#create`)
	waitShown(t, hostTab, `.qrs img`)
	require.Len(t, h.svc.Tables(), 1)
	ct := h.svc.Tables()[0]
	require.True(t, ct.Info.Settings.FirstGame, "the console's first-game option reaches the table")
	tb := &table{h: h, id: ct.Info.ID, tokens: ct.Tokens()}
	racks := [][]string{{"r0", "b0", "r1", "b1", "r2"}, {"b2", "r3", "b3", "r4", "b4"}, {"g5", "g5", "r6", "b6", "r7"}}
	ko, en, off := fgPhones(t, ctx, h, tb)
	disp := fgDisplay(t, ctx, h, tb)

	// Set-up: the goal first, then pick your tiles. The third player turns the tips off.
	off.firstGame(false)
	off.expectTips()
	ko.expectTips("goal")
	assert.Equal(t, "목표: 가운데 엎어 둔 타일 5개를 다른 사람보다 먼저 맞히는 것입니다.", ko.tipText("goal"))
	en.expectTips("goal")
	assert.Equal(t, "Goal: name the 5 tiles face down in the centre before anyone else.", en.tipText("goal"))
	stepIs(t, disp, "준비 중: 모두 폰에 자기 패를 입력하세요.")
	// The phone's language switch redraws the tip in the other language.
	ko.tap(`#lang`)
	waitJS(t, ko.ctx, `document.querySelector('#tm-tips [data-tip="goal"] p').textContent.startsWith("Goal: name the 5 tiles")`, "the tip in English")
	ko.tap(`#lang`)
	waitJS(t, ko.ctx, `document.querySelector('#tm-tips [data-tip="goal"] p').textContent.startsWith("목표: 가운데")`, "the tip in Korean again")
	// Put away, the goal makes room for what to do now.
	ko.dismiss("goal")
	ko.expectTips("setup-rack")
	assert.Equal(t, "먼저 받은 타일 5개를 폰에서 고르세요. 받침대에는 작은 숫자부터, 같은 숫자면 빨강을 파랑 왼쪽에 세웁니다.", ko.tipText("setup-rack"))
	ko.reload()
	ko.expectTips("setup-rack")

	for i, p := range []fgPhone{ko, en, off} {
		p.pickTiles(`main`, racks[i])
		waitShown(t, p.ctx, `.rack.big`)
	}
	ko.expectTips() // its moment passed
	// Player 2 kept the goal: it now has its own tiles as the example.
	en.expectTips("goal")
	assert.Equal(t, "Goal: name the 5 tiles face down in the centre before anyone else. Your own tiles (2 3 3 4 4) answer the others' questions.", en.tipText("goal"))
	assert.Equal(t, "목표: 가운데 엎어 둔 타일 5개를 다른 사람보다 먼저 맞히는 것입니다. 내 받침대의 타일(2 3 3 4 4)은 다른 사람의 질문에 답하는 데 씁니다.", tipKO(en.server(), "goal"), "the same tip in Korean")

	// The host enters the face-up cards on the console and starts.
	for _, c := range sixCards {
		setSelect(t, hostTab, `.reveal select`, c)
		waitFor(t, "the card "+c+" in the row", func() bool {
			row, _ := tb.display()["row"].([]any)
			return slices.Contains(row, any(c))
		})
	}
	host.tap(`button[data-starter="0"]`)

	// The first turn: the example is what the player's own rack would answer (r0, r1, r2: 3 red).
	ko.expectTips("first-turn")
	assert.Equal(t, "내 차례예요. 펼친 질문 카드 하나를 눌러 물어보세요. 다른 사람은 모두 자기 타일로 답합니다. 예를 들어 “빨간색 타일은 몇 장인가요?” 질문이라면 내 타일로는 3이라고 답하게 됩니다.", ko.tipText("first-turn"))
	en.expectTips("goal")
	off.expectTips()
	stepIs(t, disp, "민지 차례: 펼친 카드 하나로 질문하거나, 정답을 선언합니다.")
	ko.fitsPhone()
	teachShot(t, ko.ctx, "firstgame-tagiron-ko", 390)

	// Player 1 asks: the others answer aloud from their own racks; the first answer goes to the notepad.
	ko.tap(`button.can[data-card="count-red"]`)
	// The first answer that cut something, counted from each seat's own knowledge.
	ko.expectTips("first-answer")
	assert.Regexp(t, `^내가 물은 “빨간색 타일은 몇 장인가요\?” 질문의 답으로 가운데 타일로 가능한 조합이 [\d,]+가지에서 [\d,]+가지로 줄었어요\. 노트에서 확인하세요\.$`, ko.tipText("first-answer"))
	ko.dismiss("first-answer")
	ko.expectTips("declare")
	assert.Equal(t, "가운데 엎어 둔 타일 5개가 확실해지면 '선언'을 누르세요. 선언은 게임에서 한 번뿐이고, 틀리면 탈락합니다(질문에는 계속 답합니다).", ko.tipText("declare"))
	// Player 2 heard answers too, but they left it as many possible centre
	// sets as before: no count yet. Its goal first, then what to say.
	en.expectTips("goal")
	en.dismiss("goal")
	en.expectTips("answer-aloud")
	assert.Equal(t, "You answer this question: say “2” aloud, as the phone shows. The answer comes from your own rack.", en.tipText("answer-aloud"))
	assert.Equal(t, "2", strings.TrimSpace(textOf(t, off.ctx, `.say .sayans`)), "the seat without tips still answers")
	off.expectTips()

	// Dismissed: gone, and not back after a reload.
	ko.reload()
	ko.expectTips("declare")
	en.reload()
	en.expectTips("answer-aloud")

	// Player 2's turn: its own example (b2 r3 b3 r4 b4: the sum is 16).
	en.reveal("sum-red")
	en.expectTips("answer-aloud")
	en.dismiss("answer-aloud")
	en.expectTips("first-turn")
	assert.Equal(t, "Your turn: tap one of the face-up question cards to ask it. Everyone else answers from their own rack. For example, asked “[shared] Sum of all tiles?”, your rack would say 16.", en.tipText("first-turn"))
	stepIs(t, disp, "Sora 차례: 펼친 카드 하나로 질문하거나, 정답을 선언합니다.")
	en.fitsPhone()
	teachShot(t, en.ctx, "firstgame-tagiron-en", 390)

	// The first choice card: everyone answers about the number said aloud.
	en.tap(`button.can[data-card="where-1-or-2"]`)
	en.tap(`button[data-pick="1"]`)
	// Its turn's tip passed; the choice card comes first, then its own
	// question's answers, the first to cut its possible centre sets.
	en.expectTips("choice-card")
	assert.Equal(t, "“Where is 1 or 2?” is a choice card: the asker chose 1 out loud, so everyone answers about 1.", en.tipText("choice-card"))
	en.dismiss("choice-card")
	en.expectTips("first-answer")
	assert.Regexp(t, `^You asked “.+”: the answers left [\d,]+ of [\d,]+ possible sets of centre tiles\. See your notepad\.$`, en.tipText("first-answer"))
	en.dismiss("first-answer")
	en.expectTips("declare")
	en.reload()
	en.expectTips("declare")
	ko.expectTips("answer-aloud")
	assert.Equal(t, "질문에 답할 차례예요. 폰에 나온 대로 “3번째, 4번째”라고 크게 말하세요. 답은 내 타일로만 정해집니다.", ko.tipText("answer-aloud"))
	ko.dismiss("answer-aloud")
	ko.expectTips("choice-card")
	assert.Equal(t, "“1 또는 2는 어디에 있나요?” 선택 카드예요. 질문한 사람이 1을 골라 말했으니 모두 1에 대해 답합니다.", ko.tipText("choice-card"))
	off.expectTips()

	// Player 3 asks a shared card: player 2 answers aloud again, untaught
	// (it put that tip away); player 1's choice-card tip, whose moment
	// passed, leaves and does not come back (nor after a reload).
	tb.host(map[string]any{"type": "reveal", "card": "sum-blue"})
	off.tap(`button.can[data-card="sum-all"]`)
	waitShown(t, en.ctx, `.say .sayans`)
	en.expectTips("shared-card")
	assert.Equal(t, "“[shared] Sum of all tiles?” is a shared card: the asker answers too, from their own rack. Read everyone's answer.", en.tipText("shared-card"))
	en.dismiss("shared-card")
	en.expectTips("declare")
	en.reload()
	en.expectTips("declare")
	ko.expectTips("shared-card")
	assert.Equal(t, "“[공유] 모든 타일의 합은?”은 공유 카드예요. 질문한 사람도 자기 타일로 답하니, 모두의 답을 함께 보세요.", ko.tipText("shared-card"))
	ko.reload()
	ko.expectTips("shared-card")
	ko.dismiss("shared-card")
	ko.expectTips("declare")
	stepIs(t, disp, "민지 차례: 펼친 카드 하나로 질문하거나, 정답을 선언합니다.")

	// Player 2 declares (wrong): the declaring tip's moment is over.
	en.tap(`.declarebtn`)
	en.pickTiles(`.declare`, []string{"b7", "r8", "b8", "r9", "g5"})
	en.expectTips()
	en.reload()
	en.expectTips()
	off.expectTips()
	assert.Empty(t, off.server().Tips)
}

// TestBrowserFirstGameCode777: 3 players at a table without first-game
// mode: two players turn "처음이에요" on for themselves; the display, which
// must not learn of it, shows no step.
func TestBrowserFirstGameCode777(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 2412)
	tb := h.createWith(map[string]any{"game": "code777", "players": 3, "hints": "full"})
	ko, en, off := fgPhones(t, ctx, h, tb)
	disp := fgDisplay(t, ctx, h, tb)

	// Set-up: the goal first, then each player places tiles on their left
	// neighbour's rack and enters them.
	off.expectTips()
	assert.False(t, off.server().On)
	ko.firstGame(true)
	en.firstGame(true)
	ko.expectTips("goal")
	assert.Equal(t, "목표: 나만 못 보는 내 받침대의 숫자 타일 3개를 맞혀 동전 3개를 먼저 모으는 것입니다. 단서는 다른 받침대 3개와, 질문 카드에 대한 다른 사람들의 답입니다.", ko.tipText("goal"))
	en.expectTips("goal")
	assert.Equal(t, "Goal: work out the 3 number tiles on your own rack, the only one you cannot see, and be the first to collect 3 coins. Your clues are the other 3 racks and the others' answers to question cards.", en.tipText("goal"))
	ko.dismiss("goal")
	ko.expectTips("setup-enter")
	assert.Equal(t, "Sora의 받침대에 놓은 타일 3개를 입력하세요. 받침대는 주인 쪽을 등지고 서서, 내 받침대만 나에게 안 보입니다.", ko.tipText("setup-enter"))
	en.dismiss("goal")
	en.expectTips("setup-enter")
	assert.Equal(t, "Enter the 3 tiles you placed on 지훈's rack. Racks face away from their owner: yours is the only one you cannot see.", en.tipText("setup-enter"))
	off.expectTips()
	noStep(t, disp, tb)

	racks := map[string][]string{"0": {"red5", "blue7", "blue7"}, "1": {"green1", "yellow2", "black3"}, "2": {"pink7", "black5", "yellow7"}, "n1": {"pink6", "green6", "brown4"}}
	for rack, p := range map[string]fgPhone{"1": ko, "2": en} {
		for _, k := range racks[rack] {
			p.tap(`.c777-entry[data-rack="` + rack + `"] button[data-kind="` + k + `"]`)
		}
		p.tap(`.c777-entry[data-rack="` + rack + `"] .c777-save`)
		p.answered()
	}
	tb.seat(2, map[string]any{"type": "rack", "rack": "0", "tiles": racks["0"]})
	tb.host(map[string]any{"type": "rack", "rack": "n1", "tiles": racks["n1"]})
	tb.host(map[string]any{"type": "start", "starter": 0})

	// The first turn: read a card aloud; the others learn about their own racks.
	ko.expectTips("first-read")
	assert.Equal(t, "내 차례예요. 질문 카드 더미 맨 위 한 장을 뒤집어 폰에서 누르세요. 답은 내가 보는 받침대 3개로 정해지고, 내 받침대는 세지 않습니다.", ko.tipText("first-read"))
	en.expectTips()
	c777Tap(t, ko.ctx, `button[data-card="q8"]`, `.c777-say .c777-sayans`)
	ko.expectTips("say-aloud")
	assert.Equal(t, "폰에 나온 답을 그대로 크게 읽어 주세요. 나 말고 모두가 자기 받침대에 대한 단서를 얻습니다.", ko.tipText("say-aloud"))
	en.expectTips("first-read")
	assert.Equal(t, "Your turn: turn up the top question card and tap it on the phone. The answer counts the 3 racks you see, never your own.", en.tipText("first-read"))
	off.expectTips()
	noStep(t, disp, tb)
	ko.fitsPhone()
	en.fitsPhone()
	teachShot(t, ko.ctx, "firstgame-code777-ko", 390)
	teachShot(t, en.ctx, "firstgame-code777-en", 390)

	// Dismissed: gone, and not back after a reload; the next tip follows.
	en.dismiss("first-read")
	en.expectTips("first-clue")
	assert.Equal(t, "민지 counted the racks they see, yours included: narrow down your tiles on the notepad's pyramid.", en.tipText("first-clue"))
	en.reload()
	en.expectTips("first-clue")

	// Player 2 reads: its first clue's moment passed (it has read since).
	c777Tap(t, en.ctx, `button[data-card="q2"]`, `.c777-say .c777-sayans`)
	en.expectTips("say-aloud")
	ko.expectTips("first-clue") // reading aloud is over
	assert.Equal(t, "Sora의 답은 그 사람이 본 받침대, 곧 내 받침대도 포함해서 셉니다. 노트의 피라미드에서 내 타일 후보를 좁혀 보세요.", ko.tipText("first-clue"))
	tb.seat(2, map[string]any{"type": "read", "card": "q3"})
	en.expectTips("challenge")
	assert.Equal(t, "When you are sure of your three numbers, open “Challenge” and tap them. A right challenge earns a coin (you have 0 of 3), wrong earns nothing; either way three new tiles go on your rack.", en.tipText("challenge"))
	ko.expectTips("first-clue") // its turn again, but its first turn's tip passed
	waitShown(t, ko.ctx, `button[data-card="q5"]`)

	// Player 1 reads again: its first clue's moment passes, and reading
	// aloud, whose moment passed, is not taught again.
	c777Tap(t, ko.ctx, `button[data-card="q5"]`, `.c777-say .c777-sayans`)
	ko.expectTips("challenge")
	assert.Equal(t, "내 숫자 세 개가 확실하면 '정답 도전'을 열어 그 숫자를 누르세요. 맞히면 동전 1개(지금 0/3), 틀리면 아무것도 없고, 어느 쪽이든 새 타일 3개가 놓입니다.", ko.tipText("challenge"))
	ko.reload()
	ko.expectTips("challenge")

	// Player 2 challenges (1 2 3, right): a coin, and its rack is emptied;
	// refilled, the challenge tip does not come back.
	en.tap(`h2[data-fold="challenge"]`) // the challenge folds under its heading
	for _, n := range []string{"1", "2", "3"} {
		en.tap(`.c777-num[data-num="` + n + `"]`)
	}
	en.tap(`.c777-challenge button.big`)
	en.tap(`.sure-yes`) // a challenge asks once
	assert.Contains(t, momentText(t, en.ctx), "+1 coin")
	en.expectTips()
	pile := code777.FullSet()
	for _, r := range racks {
		ts, err := code777.ParseTiles(r)
		require.NoError(t, err)
		pile, err = pile.Minus(ts)
		require.NoError(t, err)
	}
	for _, id := range []string{"1", "n1"} {
		rack, rest, err := code777.DrawRack(pile, rand.New(rand.NewPCG(24, 7)))
		require.NoError(t, err)
		pile = rest
		if id == "1" {
			tb.seat(0, map[string]any{"type": "rack", "rack": id, "tiles": rack.IDs()})
		} else {
			tb.host(map[string]any{"type": "rack", "rack": id, "tiles": rack.IDs()})
		}
	}
	waitShown(t, en.ctx, `.c777-challenge`)
	en.expectTips()
	en.reload()
	en.expectTips()
	ko.expectTips("challenge")
	off.expectTips()
	assert.Empty(t, off.server().Tips)
	noStep(t, disp, tb)
}

// c13EnterOnPage enters a seat's five cards on its phone: the case it
// stands outside its left neighbour's screen, then its inside pair.
func c13EnterOnPage(p fgPhone, out, in []string) {
	p.t.Helper()
	for _, id := range append(append([]string{}, out...), in...) {
		p.tap(`.c13-pal[data-card="` + id + `"]`)
	}
	for _, id := range out {
		p.tap(`.c13-slot[data-slot="out"][data-card="` + id + `"]`)
	}
	p.tap(`.c13-slot[data-slot="left"][data-card="` + in[0] + `"]`)
	p.tap(`.c13-slot[data-slot="right"][data-card="` + in[1] + `"]`)
	p.tap(`.c13-save-cards`)
	waitJS(p.t, p.ctx, `!document.querySelector(".c13-palette")`, p.name+": the cards saved")
}

// TestBrowserFirstGameClues13: 3 players with the expert rule, first-game
// mode from the host.
func TestBrowserFirstGameClues13(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 2413)
	tb := h.createWith(map[string]any{"game": "clues13", "players": 3, "hints": "full", "first_game": true, "options": map[string]any{"expert": true}})
	d := c13Deal(t, 3, 17)
	g := &c13{table: tb, t: t, deal: d}
	ko, en, off := fgPhones(t, ctx, h, tb)
	disp := fgDisplay(t, ctx, h, tb)

	off.firstGame(false)
	off.expectTips()
	ko.expectTips("goal")
	assert.Equal(t, "목표: 내 사건을 맞히는 것입니다. 사건은 오른쪽 사람이 내 가림막 바깥에 세운 인물, 장소, 무기 카드 3장으로, 모두에게 보이지만 나에게만 안 보입니다.", ko.tipText("goal"))
	en.expectTips("goal")
	assert.Equal(t, "Goal: name your case, the person, location and weapon card your right-hand neighbour stands outside your screen: everyone sees them but you.", en.tipText("goal"))
	stepIs(t, disp, "준비 중: 모두 폰에 자기 패를 입력하세요.")
	ko.dismiss("goal")
	ko.expectTips("setup-cards")
	assert.Equal(t, "받은 5장을 입력하고 인물, 장소, 무기 하나씩을 골라 Sora의 가림막 바깥에 세우세요. 그 3장이 Sora가 맞혀야 할 사건이고, 나머지 2장은 내 가림막 안에 두는 '안쪽 카드'입니다.", ko.tipText("setup-cards"))

	c13EnterOnPage(ko, c13IDs(d.Outside[1][:]), c13IDs(d.Inside[0][:]))
	ko.expectTips() // its moment passed
	c13EnterOnPage(en, c13IDs(d.Outside[2][:]), c13IDs(d.Inside[1][:]))
	// Player 2 kept the goal: it now has its own inside cards as the example.
	en.expectTips("goal")
	assert.Equal(t, "Goal: name your case, the person, location and weapon card your right-hand neighbour stands outside your screen: everyone sees them but you. Knife and officer, inside your own screen, are your “inside cards”: only you see them, and they are not in your case.", en.tipText("goal"))
	g.enter(2)
	tb.host(map[string]any{"type": "start", "starter": 0, "informants": c13IDs(d.Informants)})

	// The first turn, with one magnifying glass.
	ko.expectTips("first-turn")
	assert.Equal(t, "내 차례예요. 돋보기 1개로 한 가지를 합니다: 질문, 엿보기, 또는 해결.", ko.tipText("first-turn"))
	ko.dismiss("first-turn")
	ko.expectTips("expert")
	assert.Equal(t, "일급비밀 토큰을 쓰면 이번 질문과 답은 나와 답하는 사람만 압니다. 게임에서 한 번뿐입니다.", ko.tipText("expert"))
	en.expectTips("goal")
	off.expectTips()
	stepIs(t, disp, "민지 차례: 질문하거나, 비밀정보원을 엿보거나, 사건을 해결합니다.")
	ko.fitsPhone()
	teachShot(t, ko.ctx, "firstgame-clues13-ko", 390)

	// Player 1 asks player 2 about women: its turn, and the expert tip's
	// moment, are over; player 2 answers from its own view.
	ko.tap(`.c13-to[data-ask-to="1"]`)
	ko.tap(`.c13-subj[data-ask="female"]`)
	ko.tap(`.c13-doask`)
	// The glass it spent went to the answerer: said the moment it happens.
	ko.expectTips("glass-given")
	assert.Equal(t, "돋보기는 Sora에게 갔어요. 돋보기 하나는 행동 하나이니, Sora는 자기 차례에 그만큼 더 합니다.", ko.tipText("glass-given"))
	en.dismiss("goal")
	en.expectTips("answer-ask")
	assert.Equal(t, "민지 asked about “female”. Among the others' outside cards and your inside cards you see 1: answer 1.", en.tipText("answer-ask"))
	stepIs(t, disp, "Sora 차례: 질문하거나, 비밀정보원을 엿보거나, 사건을 해결합니다.")
	en.fitsPhone()
	teachShot(t, en.ctx, "firstgame-clues13-en", 390)

	// Dismissed: gone, and not back after a reload.
	en.dismiss("answer-ask")
	en.expectTips("first-turn")
	assert.Equal(t, "Your turn: spend both magnifying glasses, one action each: ask, peek or solve.", en.tipText("first-turn"))
	en.reload()
	en.expectTips("first-turn")

	// A peek: shown on this phone only; the first turn's tip has had its moment.
	en.tap(`.tabs [data-tab="peek"]`) // ask, peek and solve are a tab each
	en.tap(`.c13-peek button[data-letter="A"]`)
	en.tap(`.sure-yes`) // a peek asks once
	en.expectTips("glass-given")
	assert.Equal(t, "Your glass went to 민지: each glass is one action, so 민지 gets one more on their turn.", en.tipText("glass-given"))
	en.dismiss("glass-given")
	en.expectTips("first-peek")
	assert.Equal(t, "Informant A is the countess. Only your phone shows it, and it is in nobody's case.", en.tipText("first-peek"))
	// Player 1's glass tip had its moment; the one it got is its own news.
	ko.expectTips("glass-got")
	assert.Equal(t, "Sora가 돋보기를 나에게 건넸어요. 돋보기 하나는 행동 하나이니, 내 차례에 그만큼 더 할 수 있습니다.", ko.tipText("glass-got"))
	ko.reload()
	ko.expectTips("glass-got")
	off.expectTips()

	// Player 2 asks player 1: its turn is over.
	en.tap(`.tabs [data-tab="ask"]`)
	en.tap(`.c13-to[data-ask-to="0"]`)
	en.tap(`.c13-subj[data-ask="red"]`)
	en.tap(`.c13-doask`)
	// The peek's moment passed, and the glass tip was put away.
	en.expectTips()
	ko.expectTips("answer-ask")
	assert.Equal(t, "Sora가 빨강을 물었어요. 다른 사람들의 바깥 카드와 내 안쪽 카드 가운데 그것은 0장이니, 0이라고 답하세요.", ko.tipText("answer-ask"))

	// Player 3 (no tips) asks player 2: player 2 answers again, untaught
	// (it dismissed that tip); player 1's turn comes again, and the tips of
	// its first turn, whose moment passed, do not.
	tb.seat(2, map[string]any{"type": "ask", "answerer": 1, "ask": "blue", "side": "", "private": false})
	waitShown(t, en.ctx, `.c13-say .sayans`)
	en.expectTips("glass-got")
	assert.Equal(t, "지훈 handed you their glass: each glass is one action, so you get one more on your turn.", en.tipText("glass-got"))
	// Its second turn: what solving costs, said once.
	ko.expectTips("solve")
	assert.Equal(t, "확신이 들면 해결하세요: 돋보기 하나를 내고 내 사건의 인물, 장소, 무기를 말합니다. 맞히면 이기고, 틀리면 차례가 끝나며 남은 돋보기는 모두 창고로 갑니다.", ko.tipText("solve"))
	stepIs(t, disp, "민지 차례: 질문하거나, 비밀정보원을 엿보거나, 사건을 해결합니다.")
	ko.dismiss("solve")
	ko.reload()
	ko.expectTips()
	en.reload()
	en.expectTips("glass-got")
	off.expectTips()
	assert.Empty(t, off.server().Tips)
}

// TestBrowserFirstGameLexio: 3 players, first-game mode from the host; the
// third player turns it off.
func TestBrowserFirstGameLexio(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 2414)
	tb := h.createWith(map[string]any{"game": "lexio", "players": 3, "first_game": true})
	// The deal, with four 5s (a bomb) in player 2's hand (it holds moon5
	// and star5): sun5 and cloud5 change places with its moon1 and cloud3.
	dealt, stock := lexioFixedDeal(t, 5)
	hands := [][]string{dealt[0].IDs(), dealt[1].IDs(), dealt[2].IDs()}
	market := stock.IDs()
	sets := [][]string{hands[0], hands[1], hands[2], market}
	for take, give := range map[string]string{"sun5": "moon1", "cloud5": "cloud3"} {
		holder := slices.IndexFunc(sets, func(ids []string) bool { return slices.Contains(ids, take) })
		require.Contains(t, []int{2, 3}, holder, "player 1's hand stays as dealt")
		sets[holder][slices.Index(sets[holder], take)] = give
		hands[1][slices.Index(hands[1], give)] = take
	}
	ko, en, off := fgPhones(t, ctx, h, tb)
	disp := fgDisplay(t, ctx, h, tb)

	off.firstGame(false)
	off.expectTips()
	ko.expectTips("goal")
	assert.Equal(t, "목표: 3판이 끝났을 때 칩을 가장 많이 가진 사람이 되는 것입니다. 판마다 손의 타일 15개를 남보다 먼저 다 내면, 아직 타일을 쥔 사람들이 남은 타일 하나에 칩 1개씩 나에게 줍니다. 지금 내 칩은 50개예요.", ko.tipText("goal"))
	en.expectTips("goal")
	assert.Equal(t, "Goal: hold the most chips when the 3 deals are over. In each deal, be first to play all 15 tiles in your hand: everyone still holding tiles then pays you a chip for each tile left. You have 50 chips now.", en.tipText("goal"))
	stepIs(t, disp, "준비 중: 모두 폰에 자기 패를 입력하세요.")
	// Put away, the goal makes room for what to do now.
	ko.dismiss("goal")
	ko.expectTips("setup-hand")
	assert.Equal(t, "받은 타일 15개를 폰에 입력하세요. 시장 타일 15개는 모두가 볼 수 있게 펼쳐 둡니다.", ko.tipText("setup-hand"))

	for _, id := range hands[0] {
		ko.tap(`.lx-pal[data-tile="` + id + `"]`)
	}
	ko.tap(`.lx-picker button.big`)
	ko.expectTips() // its moment passed
	tb.seat(1, map[string]any{"type": "hand", "tiles": hands[1]})
	tb.seat(2, map[string]any{"type": "hand", "tiles": hands[2]})
	tb.host(map[string]any{"type": "market", "tiles": market})

	// The lead, with examples from the player's own hand (sun4 moon4; moon7 cloud8 cloud9 cloud10 sun11).
	ko.expectTips("lead")
	assert.Equal(t, "내가 선이에요: 조합 하나를 꼭 내야 합니다. 조합은 타일 1장, 같은 숫자 2장이나 3장, 숫자가 이어진 5장 같은 묶음이에요. 예를 들어 4 페어나 7–11 스트레이트를 낼 수 있어요.", ko.tipText("lead"))
	en.expectTips("goal") // kept: player 2 has not moved yet
	off.expectTips()
	stepIs(t, disp, "민지 차례: 선이니 조합 하나를 냅니다.") // the leader may not pass
	assert.Equal(t, "민지's turn: lead with any combination.", displayStepEN(t, tb))
	ko.fitsPhone()
	teachShot(t, ko.ctx, "firstgame-lexio-ko", 390)

	// Player 1 leads the pair of 4s: player 2 follows or passes, and may bomb.
	ko.tap(`.lx-htile[data-tile="sun4"]`)
	ko.tap(`.lx-htile[data-tile="moon4"]`)
	ko.tap(`.lx-play`)
	ko.expectTips()
	en.expectTips("goal")
	en.dismiss("goal")
	en.expectTips("follow")
	assert.Equal(t, "To beat the pair on the table, play a higher pair. If you can't, or would rather keep your tiles, tap “Pass”: you can play again when your turn comes round.", en.tipText("follow"))
	stepIs(t, disp, "Sora 차례: 더 높은 조합을 내거나 패스합니다.")
	assert.Equal(t, "Sora's turn: play a higher combination or pass.", displayStepEN(t, tb))
	en.fitsPhone()
	teachShot(t, en.ctx, "firstgame-lexio-en", 390)

	// Dismissed: gone, and not back after a reload.
	en.dismiss("follow")
	en.expectTips("bomb")
	assert.Equal(t, "Your sun 5, moon 5, star 5, cloud 5 make a bomb: you may play it at any moment, even out of turn, while the trick has a play on the table.", en.tipText("bomb"))
	assert.Equal(t, "내 손의 해 5, 달 5, 별 5, 구름 5는 폭탄이에요. 바닥에 조합이 있으면 차례가 아니어도 언제든 낼 수 있습니다.", tipKO(en.server(), "bomb"), "the same tip in Korean")
	en.reload()
	en.expectTips("bomb")

	// Player 2 passes: a bomb is still possible while the pair lies there.
	en.tap(`.lx-pass`)
	en.expectTips("bomb")
	// Player 3 (no tips) passes too: player 1 leads again, untaught, and
	// with nothing on the table nobody may bomb: that tip's moment passed.
	tb.seat(2, map[string]any{"type": "pass"})
	waitShown(t, ko.ctx, `.lx-play`)
	ko.expectTips()
	en.expectTips()
	stepIs(t, disp, "민지 차례: 선이니 조합 하나를 냅니다.")
	ko.reload()
	ko.expectTips()

	// Player 1 leads the pair of 7s: player 2 must follow again and may
	// bomb again, untaught; now that a trick is over it may go out.
	tb.seat(0, map[string]any{"type": "play", "tiles": []string{"moon7", "cloud7"}})
	waitShown(t, en.ctx, `.lx-pass`)
	en.expectTips("market")
	assert.Equal(t, "Going out: pay 3 chips (you have 50), take one market tile into your hand and sit out until the next lead.", en.tipText("market"))
	en.dismiss("market")
	en.expectTips()
	en.reload()
	en.expectTips()
	off.expectTips()
	assert.Empty(t, off.server().Tips)
}

// tipKO is the Korean of a tip the service computed.
func tipKO(tips teach.Tips, id string) string {
	for _, x := range tips.Tips {
		if x.ID == id {
			return x.KO
		}
	}
	return ""
}

// displayStepEN is the display's step in English, as a display switched to English shows it.
func displayStepEN(t *testing.T, tb *table) string {
	t.Helper()
	code, body := tb.h.call("GET", "/api/display/"+tb.id+"/step", nil, nil)
	require.Equal(t, http.StatusOK, code, string(body))
	var s struct{ EN string }
	require.NoError(t, json.Unmarshal(body, &s))
	return s.EN
}
