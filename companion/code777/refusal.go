package code777

import (
	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/code777"
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
	switch r.Reason {
	case rules.ReasonAlreadyRead:
		return "%s was already read in this cycle of the deck", []any{cardWord(r.Card)}, true
	case rules.ReasonPileTooSmall:
		return "only %d tiles are left to draw from", []any{r.Count}, true
	case rules.ReasonChallengesTwice:
		return "%s is named twice among the challengers", []any{companion.Player(r.Seat)}, true
	case rules.ReasonTooManyCopies:
		return "the box holds only %d × %s, not %d", []any{r.Kind.Copies(), kindWord(r.Kind), r.Count}, true
	case rules.ReasonGameOver:
		return "the game is over", nil, true
	case rules.ReasonNotStarted:
		return "the game has not started yet", nil, true
	case rules.ReasonStarted:
		return "the game has already started", nil, true
	case rules.ReasonRackFull:
		return "%s does not need tiles now", []any{rackArg(r.Rack)}, true
	case rules.ReasonRackWaits:
		return "%s still waits for its tiles", []any{rackArg(r.Rack)}, true
	case rules.ReasonPileShort:
		return "not enough %s tiles left in the draw pile", []any{kindWord(r.Kind)}, true
	case rules.ReasonNotYourTurn:
		return "it is %s's turn to read a card", []any{companion.Player(r.Seat)}, true
	case rules.ReasonNoTiles:
		return "%s has no tiles to name yet", []any{companion.Player(r.Seat)}, true
	}
	return "", nil, false
}

// refusalWordsKO is the Korean for the rules' refusals (see register.go).
var refusalWordsKO = map[string]string{
	"only %d tiles are left to draw from":              "뽑을 수 있는 타일이 %d개밖에 남지 않았습니다",
	"%s is named twice among the challengers":          "%s{이/가} 도전자로 두 번 입력되었습니다",
	"the box holds only %d × %s, not %d":               "%[2]s 타일은 게임에 %[1]d개뿐입니다 (%[3]d개 입력)",
	"the racks you can see already hold every %s tile": "내가 볼 수 있는 받침대에 이미 %s 타일이 모두 있습니다",
}
