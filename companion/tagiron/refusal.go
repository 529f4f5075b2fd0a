package tagiron

import (
	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// refusal words a rules refusal for people: players are counted from 1 and
// every message has a Korean translation (registered below).
var refusal = companion.Refusals[*rules.Refusal](phrase).Refuse

// phrase words a rules refusal: its message format and arguments.
func phrase(r *rules.Refusal) companion.Phrase {
	player, card := companion.Player(r.Seat), cardWord(r.Card)
	switch r.Reason {
	case rules.ReasonGameOver:
		return companion.Say("the game is over")
	case rules.ReasonNotInDeck:
		return companion.Say("card %s is not used with this many players", card)
	case rules.ReasonAlreadyDrawn:
		return companion.Say("card %s has already been drawn", card)
	case rules.ReasonRowFull:
		return companion.Say("six cards are face up already")
	case rules.ReasonDeckExhausted:
		return companion.Say("every card has been drawn")
	case rules.ReasonLastChanceOnly:
		return companion.Say("only %s's last-chance declaration is allowed now", player)
	case rules.ReasonNoMoreTurns, rules.ReasonCannotDeclare:
		return companion.Say("%s has finished and takes no more turns", player)
	case rules.ReasonNotYourTurn:
		return companion.Say("it is %s's turn", player)
	case rules.ReasonRefillFirst:
		return companion.Say("enter the card drawn to refill the row first")
	case rules.ReasonNotFaceUp:
		return companion.Say("card %s is not face up", card)
	case rules.ReasonAlreadyDeclared:
		return companion.Say("%s has already declared once", player)
	case rules.ReasonDeclareOnTurn:
		return companion.Say("with 2 players you declare on your own turn; it is %s's turn", player)
	case rules.ReasonNeedsPick, rules.ReasonBadPick:
		return companion.Say("card %s asks about %d or %d: pick one", card, r.Picks[0], r.Picks[1])
	case rules.ReasonTakesNoPick:
		return companion.Say("card %s takes no number", card)
	}
	return companion.Phrase{}
}

// refusalWordsKO is the Korean for the rules' refusals (see register.go).
var refusalWordsKO = map[string]string{
	"the game is over":                                             "게임이 끝났습니다",
	"card %s is not used with this many players":                   "%s 카드는 이 인원수에서 쓰지 않습니다",
	"card %s has already been drawn":                               "%s 카드는 이미 뽑혔습니다",
	"six cards are face up already":                                "이미 카드 6장이 공개되어 있습니다",
	"every card has been drawn":                                    "카드를 모두 뽑았습니다",
	"only %s's last-chance declaration is allowed now":             "지금은 %s의 마지막 정답 선언만 할 수 있습니다",
	"%s has finished and takes no more turns":                      "%s{은/는} 게임을 마쳐 더 이상 차례가 없습니다",
	"it is %s's turn":                                              "%s의 차례입니다",
	"enter the card drawn to refill the row first":                 "먼저 새로 뽑은 카드를 입력하세요",
	"card %s is not face up":                                       "%s 카드는 공개되어 있지 않습니다",
	"%s has already declared once":                                 "%s{은/는} 이미 정답을 선언했습니다",
	"with 2 players you declare on your own turn; it is %s's turn": "2인 게임에서는 자기 차례에만 선언합니다. 지금은 %s의 차례입니다",
	"card %s asks about %d or %d: pick one":                        "%s 카드는 %d{와/과} %d 중 하나를 골라 물어야 합니다",
	"card %s takes no number":                                      "%s 카드는 숫자를 고르지 않습니다",
	"enter your tiles first":                                       "먼저 내 타일을 입력하세요",
}
