package clues13

import (
	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// refusal and badInput word a rules refusal for people as a 409 or a 400:
// players are counted from 1 and every message has a Korean translation
// (registered below).
var (
	refusal  = companion.Refusals[*rules.Refusal](phrase).Refuse
	badInput = companion.Refusals[*rules.Refusal](phrase).Bad
)

// phrase words a rules refusal: its message format and arguments.
func phrase(r *rules.Refusal) companion.Phrase {
	player, card := companion.Player(r.Seat), cardWord(r.Card)
	switch r.Reason {
	case rules.ReasonGameOver:
		return companion.Say("the game is over: %s solved their case", player)
	case rules.ReasonTurnUnderWay:
		return companion.Say("%s's turn is still under way", player)
	case rules.ReasonNotYourTurn:
		return companion.Say("it is %s's turn", player)
	case rules.ReasonNoTokensToTake:
		return companion.Say("there are no tokens to take with 2 players")
	case rules.ReasonHoldsTokens:
		return companion.Say("%s already holds tokens and takes none", player)
	case rules.ReasonSupplyNotEmpty:
		return companion.Say("the supply is not empty: %s takes a token from it", player)
	case rules.ReasonMustTakeToken:
		return companion.Say("the supply is empty: first take a token from another player")
	case rules.ReasonNoTokenToTake:
		return companion.Say("%s holds no token to take", player)
	case rules.ReasonNoTurn:
		return companion.Say("no turn is under way")
	case rules.ReasonNoTopSecret:
		return companion.Say("you have already used your top-secret token")
	case rules.ReasonNoPeeking:
		return companion.Say("no peeking at informants with %d players", r.Players)
	case rules.ReasonAskSelf:
		return companion.Say("you cannot ask yourself")
	case rules.ReasonSideNeeded:
		return companion.Say("with 2 players an ask must include the left or the right inside card")
	case rules.ReasonSideOnlyWith2:
		return companion.Say("a side is only named with 2 players")
	case rules.ReasonLetterNotLaidOut:
		return companion.Say("informant %s is not laid out with %d players", r.Letter.String(), r.Players)
	case rules.ReasonCardNotInPlay:
		return companion.Say("card %s is not in play with %d players", card, r.Players)
	case rules.ReasonGuessSize:
		return companion.Say("a solve names one person, one location and one weapon, not %d cards", r.Count)
	case rules.ReasonGuessSecondKind:
		return companion.Say("a solve names one person, one location and one weapon: %s is a second %s", card, kindWord(r.Card.Kind()))
	case rules.ReasonPrivateNeeds3:
		return companion.Say("private asks need 3 to 6 players")
	case rules.ReasonNotStarted:
		return companion.Say("the game has not started yet")
	case rules.ReasonStarted:
		return companion.Say("the game has already started")
	case rules.ReasonNoNeedToTake:
		return companion.Say("you take a token from another player only when you hold none and the supply is empty")
	case rules.ReasonNoExpert:
		return companion.Say("private asks need the expert rule at this table")
	}
	return companion.Phrase{}
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
