package lexio

import (
	"errors"
	"fmt"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/solver/korean"
	rules "github.com/tablemate/tablemate/solver/lexio"
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
	assert.True(t, korean.HasHangul(ko), "%s: %q", what, ko)
	assert.Empty(t, latin.FindAllString(ko, -1), "%s: English or an id in %q", what, ko)
	assert.False(t, korean.Markers(ko), "%s: a particle left as a template in %q", what, ko)
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
	for r := rules.ReasonNoDeal; r <= rules.ReasonAlreadyEmptied; r++ {
		base := rules.Refusal{Reason: r, Seat: 2, Other: 1, Players: 4, Count: 5, Stage: rules.Stage(2), Action: "pass", Tile: tile("cloud12"), Tiles: hand}
		if r == rules.ReasonCannotBeat {
			continue // below, with every fault and combination
		}
		readsKorean(t, refusal(&base), fmt.Sprint("reason ", int(r)))
	}
	for _, a := range []string{"pass", "go out"} {
		readsKorean(t, refusal(&rules.Refusal{Reason: rules.ReasonLeaderMustPlay, Action: a}), "leader "+a)
	}
	for _, x := range rules.AllTiles.Tiles() {
		readsKorean(t, refusal(&rules.Refusal{Reason: rules.ReasonNotHeld, Tile: x}), x.String())
		readsKorean(t, refusal(&rules.Refusal{Reason: rules.ReasonNotInMarket, Tile: x}), x.String())
	}
	types := []rules.Type{rules.Single, rules.Pair, rules.Triple, rules.Steps, rules.Straight, rules.FullHouse, rules.Bomb}
	for _, f := range []rules.Fault{rules.WrongType, rules.WrongLength, rules.NotHigher, rules.WeakerBomb} {
		for _, p := range types {
			for _, q := range types {
				r := rules.Refusal{Reason: rules.ReasonCannotBeat, Fault: f, Play: rules.Play{Type: p, Key: 7, Tiles: hand}, Table: rules.Play{Type: q, Key: 13, Tiles: hand}}
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
		assert.True(t, korean.HasHangul(ko), r.String())
		assert.Empty(t, latin.FindAllString(ko, -1), "%s reads %q", r, ko)
		assert.Equal(t, r.String(), reasonText(r.String(), "en"))
	}
	v := View{Deal: 1, History: []Transfer{
		{Deal: 1, From: "player 2", To: "front of player 2", Amount: 3, Reason: rules.Purchase.String()},
		{Deal: 1, From: "front of player 2", To: "pot", Amount: 3, Reason: rules.CleanUp.String()},
		{Deal: 1, From: "pot", To: "player 1", Amount: 3, Reason: rules.PotWin.String()},
		{Deal: 1, From: "player 3", To: "player 1", Amount: 4, Reason: rules.TilesLeft.String()},
	}}
	csv, err := ExportCSV(v, "ko")
	require.NoError(t, err)
	js, err := ExportJSON("t1", 3, v, "ko")
	require.NoError(t, err)
	for _, x := range v.History {
		assert.Contains(t, string(csv), ","+x.Reason+","+reasonText(x.Reason, "ko"))
		assert.Contains(t, string(js), `"reason_text": "`+reasonText(x.Reason, "ko")+`"`)
	}
}
