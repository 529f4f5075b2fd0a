package clues13

import (
	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// refusal and badInput word a rules refusal for people as a 409 or a 400:
// players are counted from 1 and every message has a Korean translation
// (registered below).
var (
	refusal  = companion.Phrasing(phrase).Refuse
	badInput = companion.Phrasing(phrase).Bad
)

// phrase returns the message format and arguments for a rules refusal.
func phrase(err error) (string, []any, bool) {
	r, ok := rules.AsRefusal(err)
	if !ok {
		return "", nil, false
	}
	player, card := companion.Player(r.Seat), cardWord(r.Card)
	switch r.Reason {
	case rules.ReasonGameOver:
		return "the game is over: %s solved their case", []any{player}, true
	case rules.ReasonTurnUnderWay:
		return "%s's turn is still under way", []any{player}, true
	case rules.ReasonNotYourTurn:
		return "it is %s's turn", []any{player}, true
	case rules.ReasonNoTokensToTake:
		return "there are no tokens to take with 2 players", nil, true
	case rules.ReasonHoldsTokens:
		return "%s already holds tokens and takes none", []any{player}, true
	case rules.ReasonSupplyNotEmpty:
		return "the supply is not empty: %s takes a token from it", []any{player}, true
	case rules.ReasonMustTakeToken:
		return "the supply is empty: first take a token from another player", nil, true
	case rules.ReasonNoTokenToTake:
		return "%s holds no token to take", []any{player}, true
	case rules.ReasonNoTurn:
		return "no turn is under way", nil, true
	case rules.ReasonNoTopSecret:
		return "you have already used your top-secret token", nil, true
	case rules.ReasonNoPeeking:
		return "no peeking at informants with %d players", []any{r.Players}, true
	case rules.ReasonAskSelf:
		return "you cannot ask yourself", nil, true
	case rules.ReasonSideNeeded:
		return "with 2 players an ask must include the left or the right inside card", nil, true
	case rules.ReasonSideOnlyWith2:
		return "a side is only named with 2 players", nil, true
	case rules.ReasonLetterNotLaidOut:
		return "informant %s is not laid out with %d players", []any{r.Letter.String(), r.Players}, true
	case rules.ReasonCardNotInPlay:
		return "card %s is not in play with %d players", []any{card, r.Players}, true
	case rules.ReasonGuessSize:
		return "a solve names one person, one location and one weapon, not %d cards", []any{r.Count}, true
	case rules.ReasonGuessSecondKind:
		return "a solve names one person, one location and one weapon: %s is a second %s", []any{card, kindWord(r.Card.Kind())}, true
	case rules.ReasonPrivateNeeds3:
		return "private asks need 3 to 6 players", nil, true
	case rules.ReasonNotStarted:
		return "the game has not started yet", nil, true
	case rules.ReasonStarted:
		return "the game has already started", nil, true
	case rules.ReasonNoNeedToTake:
		return "you take a token from another player only when you hold none and the supply is empty", nil, true
	case rules.ReasonNoExpert:
		return "private asks need the expert rule at this table", nil, true
	}
	return "", nil, false
}

// The Korean texts of the refusals above; the rest are in i18n.go. Where the
// English names a colour or kind by its id, the Korean leaves it out (the
// player has just chosen it) rather than mixing English words in.
// refusalWordsKO is the Korean for the rules' refusals (see register.go).
var refusalWordsKO = map[string]string{
	"%s's turn is still under way":                                             "%s의 차례가 아직 진행 중입니다",
	"there are no tokens to take with 2 players":                               "2인 게임에서는 가져올 토큰이 없습니다",
	"%s already holds tokens and takes none":                                   "%s{은/는} 이미 토큰이 있어서 가져오지 않습니다",
	"the supply is not empty: %s takes a token from it":                        "창고가 비어 있지 않습니다: %s{은/는} 창고에서 토큰을 가져옵니다",
	"no turn is under way":                                                     "진행 중인 차례가 없습니다",
	"no peeking at informants with %d players":                                 "%d인 게임에서는 비밀정보원 카드를 볼 수 없습니다",
	"with 2 players an ask must include the left or the right inside card":     "2인 게임에서는 왼쪽이나 오른쪽 안쪽 카드를 함께 골라 질문합니다",
	"a side is only named with 2 players":                                      "왼쪽·오른쪽은 2인 게임에서만 고릅니다",
	"informant %s is not laid out with %d players":                             "%[2]d인 게임에는 %[1]s 비밀정보원 카드가 없습니다",
	"card %s is not in play with %d players":                                   "%[1]s 카드는 %[2]d인 게임에서 쓰지 않습니다",
	"a solve names one person, one location and one weapon, not %d cards":      "해결할 때는 인물·장소·흉기 카드를 1장씩 고릅니다 (%d장 선택)",
	"a solve names one person, one location and one weapon: %s is a second %s": "해결할 때는 인물·장소·흉기 카드를 1장씩 고릅니다 (%[1]s{은/는} 두 번째 %[2]s입니다)",
	"private asks need 3 to 6 players":                                         "비밀 질문은 3–6인 게임에서만 할 수 있습니다",
}
