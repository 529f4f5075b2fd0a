package lexio

import (
	"errors"
	"fmt"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/gametest"
	rules "github.com/tablemate/tablemate/solver/lexio"
	"github.com/tablemate/tablemate/solver/refuse"
)

// latin finds English in a Korean sentence: a Korean page names tiles
// (해 15), combinations (풀하우스) and players (3번 플레이어) in Korean, so a
// Latin letter is an English reason or an internal id ("fullhouse", "sun15").
var latin = regexp.MustCompile(`[A-Za-z]+`)

// readsKorean requires err to render as a whole Korean sentence.
func readsKorean(t *testing.T, err error, what string) {
	t.Helper()
	var e *companion.Error
	require.True(t, errors.As(err, &e), "%s: %v is not a worded error", what, err)
	ko := e.Render("ko", "")
	assert.True(t, gametest.HasHangul(ko), "%s: %q", what, ko)
	assert.Empty(t, latin.FindAllString(ko, -1), "%s: English or an id in %q", what, ko)
	assert.False(t, gametest.Markers(ko), "%s: a particle left as a template in %q", what, ko)
	assert.NotContains(t, ko, "%!", what)
	assert.NotEqual(t, e.Key, "the rules do not allow this now", "%s: a refusal the phrasing does not know", what)
}

// TestEveryLexioRefusalReadsKorean renders every refusal the rules can give
// (each reason; for a play that cannot follow the table, each fault with
// every kind of combination on either side; every tile, every action) in
// Korean, and fails on English, internal ids or template particles.
func TestEveryLexioRefusalReadsKorean(t *testing.T) {
	tile := func(id string) rules.Tile {
		x, err := rules.ParseTile(id)
		require.NoError(t, err)
		return x
	}
	hand := rules.HandOf(tile("sun3"), tile("moon3"), tile("star7"))
	for r := rules.ReasonNoDeal; r <= rules.ReasonTooManyTiles; r++ {
		base := rules.Refusal{Refusal: refuse.Refusal{Reason: r}, Seat: 2, Other: 1, Players: 4, Count: 5, Stage: rules.Stage(2), Action: "pass", Tile: tile("cloud12"), Tiles: hand}
		if r == rules.ReasonCannotBeat {
			continue // below, with every fault and combination
		}
		readsKorean(t, refusal(&base), fmt.Sprint("reason ", int(r)))
	}
	for _, a := range []string{"pass", "go out"} {
		readsKorean(t, refusal(&rules.Refusal{Refusal: refuse.Refusal{Reason: rules.ReasonLeaderMustPlay}, Action: a}), "leader "+a)
	}
	for _, x := range rules.AllTiles.Tiles() {
		readsKorean(t, refusal(&rules.Refusal{Refusal: refuse.Refusal{Reason: rules.ReasonNotHeld}, Tile: x}), x.String())
		readsKorean(t, refusal(&rules.Refusal{Refusal: refuse.Refusal{Reason: rules.ReasonNotInMarket}, Tile: x}), x.String())
	}
	types := []rules.Type{rules.Single, rules.Pair, rules.Triple, rules.Steps, rules.Straight, rules.FullHouse, rules.Bomb}
	for _, f := range []rules.Fault{rules.WrongType, rules.WrongLength, rules.NotHigher, rules.WeakerBomb, rules.NeedsBomb} {
		for _, p := range types {
			for _, q := range types {
				r := rules.Refusal{Refusal: refuse.Refusal{Reason: rules.ReasonCannotBeat}, Fault: f, Play: rules.Play{Type: p, Key: 7, Tiles: hand}, Table: rules.Play{Type: q, Key: 13, Tiles: hand}}
				readsKorean(t, refusal(&r), p.String()+" on "+q.String())
			}
		}
	}
	// The pieces the deciding code names in its own refusals.
	for _, w := range []companion.Word{comboWord(rules.FullHouse), actionWord("go out"), tilesWord(hand), {EN: "market", KO: "시장패"}} {
		assert.Empty(t, latin.FindAllString(w.KO, -1), w.EN)
	}
}

// TestLexioLedgerReasonsReadKorean: every reason the ledger can hold, and
// every account, reads Korean in the exports' reason_text, while the
// reason column keeps its stable English key.
func TestLexioLedgerReasonsReadKorean(t *testing.T) {
	for r := rules.Purchase; r <= rules.TilesLeft; r++ {
		ko := reasonText(r.String(), "ko")
		assert.True(t, gametest.HasHangul(ko), r.String())
		assert.Empty(t, latin.FindAllString(ko, -1), "%s reads %q", r, ko)
		assert.Equal(t, r.String(), reasonText(r.String(), "en"))
	}
	v := View{Deal: 1, History: []Transfer{
		{Deal: 1, From: "player 2", To: "front of player 2", Amount: 3, Reason: rules.Purchase.String()},
		{Deal: 1, From: "front of player 2", To: "pot", Amount: 3, Reason: rules.CleanUp.String()},
		{Deal: 1, From: "pot", To: "player 1", Amount: 3, Reason: rules.PotWin.String()},
		{Deal: 1, From: "player 3", To: "player 1", Amount: 4, Reason: rules.TilesLeft.String()},
	}}
	csv, err := ExportCSV(v, []string{"", "", ""}, "ko")
	require.NoError(t, err)
	js, err := ExportJSON("t1", []string{"", "", ""}, v, "ko")
	require.NoError(t, err)
	for _, x := range v.History {
		assert.Contains(t, string(csv), ","+x.Reason+","+reasonText(x.Reason, "ko"))
		assert.Contains(t, string(js), `"reason_text": "`+reasonText(x.Reason, "ko")+`"`)
	}
}

// TestBombReasonsNameTheRule: a play on a bomb is refused with the rule a
// player knows ("only a stronger bomb beats a bomb"), never "wrong type";
// a bomb on a bomb says which rule of bombs it loses by.
func TestBombReasonsNameTheRule(t *testing.T) {
	play := func(ids ...string) rules.Play {
		t.Helper()
		h, err := rules.ParseHand(ids)
		require.NoError(t, err)
		p, err := rules.ClassifyIn(h, rules.StageMarket)
		require.NoError(t, err)
		return p
	}
	four3 := play("sun3", "moon3", "star3", "cloud3")
	cases := []struct {
		name   string
		p, tab rules.Play
		en, ko string
	}{
		{"straight on a bomb", play("sun4", "moon5", "star6", "cloud7", "sun8"), four3,
			"only a stronger bomb beats a bomb: a straight cannot beat the four of a kind on the table",
			"폭탄은 더 강한 폭탄으로만 이길 수 있습니다: 스트레이트로는 바닥의 포카드를 이길 수 없습니다"},
		{"single on a straight flush", play("sun15"), play("moon4", "moon5", "moon6", "moon7", "moon8"),
			"only a stronger bomb beats a bomb: a single cannot beat the 5-tile straight flush on the table",
			"폭탄은 더 강한 폭탄으로만 이길 수 있습니다: 싱글로는 바닥의 5장 스트레이트 플러시를 이길 수 없습니다"},
		{"four of a kind on a straight flush", play("sun15", "moon15", "star15", "cloud15"), play("moon4", "moon5", "moon6", "moon7", "moon8"),
			"between bombs the one with more tiles wins: a four of a kind cannot beat a 5-tile straight flush",
			"폭탄끼리는 장수가 많은 쪽이 이깁니다: 포카드로는 5장 스트레이트 플러시를 이길 수 없습니다"},
		{"lower four of a kind", play("sun2", "moon2", "star2", "cloud2"), four3,
			"between bombs of 4 tiles the higher top rank wins: 2 does not beat 3",
			"4장 폭탄끼리는 가장 높은 숫자가 큰 쪽이 이깁니다: 2로는 3을 이길 수 없습니다"},
	}
	four7 := play("sun7", "moon7", "star7", "cloud7")
	var e *companion.Error
	require.True(t, errors.As(refusal(&rules.Refusal{Refusal: refuse.Refusal{Reason: rules.ReasonNoCombination}, Tiles: four7.Tiles, Stage: rules.StageBasic}), &e))
	assert.Equal(t, "stage 1 has no bombs: four of a kind is no play", e.Render("en", ""))
	assert.Equal(t, "1단계에는 폭탄이 없습니다: 포카드는 낼 수 없습니다", e.Render("ko", ""))
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := rules.Refusal{Refusal: refuse.Refusal{Reason: rules.ReasonCannotBeat}, Fault: rules.FaultOf(c.p, c.tab), Play: c.p, Table: c.tab}
			var e *companion.Error
			require.True(t, errors.As(refusal(&r), &e))
			assert.Equal(t, c.en, e.Render("en", ""))
			assert.Equal(t, c.ko, e.Render("ko", ""))
		})
	}
}

// TestFollowPromptSaysWhatBeatsTheTable: the pinned prompt of a seat that
// follows names the play on the table and the kind that beats it, in
// sentences as a native speaker says them (the particle by the last sound,
// "a higher single", no "of 2 tiles" where the kind says it).
func TestFollowPromptSaysWhatBeatsTheTable(t *testing.T) {
	play := func(ty rules.Type, key int, ids ...string) rules.Play {
		h, err := rules.ParseHand(ids)
		require.NoError(t, err)
		return rules.Play{Type: ty, Key: key, Tiles: h}
	}
	for _, c := range []struct {
		p      rules.Play
		ko, en string
	}{
		{play(rules.Single, 2, "star2"), "바닥의 싱글 2보다 높은 싱글을 골라 내거나 패스하세요.", "Beat the single 2 on the table with a higher single, or pass."},
		{play(rules.Pair, 7, "sun7", "moon7"), "바닥의 페어 7보다 높은 페어를 골라 내거나 패스하세요.", "Beat the pair of 7s on the table with a higher pair, or pass."},
		{play(rules.Straight, 9, "sun5", "moon6", "star7", "sun8", "cloud9"), "바닥의 5장 스트레이트보다 높은 5장 스트레이트를 골라 내거나 패스하세요.", "Beat the 5-tile straight on the table with a higher 5-tile straight, or pass."},
		{play(rules.Steps, 5, "sun4", "moon4", "sun5", "moon5"), "바닥의 4장 계단보다 높은 4장 계단을 골라 내거나 패스하세요.", "Beat the 4-tile steps on the table with higher 4-tile steps, or pass."},
	} {
		got := followPrompt(c.p)
		assert.Equal(t, c.ko, got.KO)
		assert.Equal(t, c.en, got.EN)
	}
}
