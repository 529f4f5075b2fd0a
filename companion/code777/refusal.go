package code777

import (
	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/code777"
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
	switch r.Reason {
	case rules.ReasonAlreadyRead:
		return companion.Say("%s was already read in this cycle of the deck", cardWord(r.Card))
	case rules.ReasonPileTooSmall:
		return companion.Say("only %d tiles are left to draw from", r.Count)
	case rules.ReasonChallengesTwice:
		return companion.Say("%s is named twice among the challengers", companion.Player(r.Seat))
	case rules.ReasonTooManyCopies:
		return companion.Say("the box holds only %d × %s, not %d", r.Kind.Copies(), kindWord(r.Kind), r.Count)
	case rules.ReasonGameOver:
		return companion.Say("the game is over")
	case rules.ReasonNotStarted:
		return companion.Say("the game has not started yet")
	case rules.ReasonStarted:
		return companion.Say("the game has already started")
	case rules.ReasonRackFull:
		return companion.Say("%s does not need tiles now", rackArg(r.Rack))
	case rules.ReasonRackWaits:
		return companion.Say("%s still waits for its tiles", rackArg(r.Rack))
	case rules.ReasonPileShort:
		return companion.Say("not enough %s tiles left in the draw pile", kindWord(r.Kind))
	case rules.ReasonNotYourTurn:
		return companion.Say("it is %s's turn to read a card", companion.Player(r.Seat))
	case rules.ReasonNoTiles:
		return companion.Say("%s has no tiles to name yet", companion.Player(r.Seat))
	case rules.ReasonReshuffleFirst:
		return companion.Say("the draw pile holds %d tiles: shuffle the discards in first, then tap “Shuffled”", r.Count)
	case rules.ReasonDrawnFirst:
		if r.Count > 1 {
			return companion.Say("%s and %d more racks are drawn before the reshuffle: they are entered first", rackArg(r.Rack), r.Count-1)
		}
		return companion.Say("%s is drawn before the reshuffle: it is entered first", rackArg(r.Rack))
	case rules.ReasonNoReshuffle:
		return companion.Say("no reshuffle is due: the draw pile still holds %d tiles", r.Count)
	case rules.ReasonDeckEmpty:
		return companion.Say("all 23 question cards are used: shuffle them into a new deck first, then tap “Shuffled”")
	case rules.ReasonDeckNotEmpty:
		return companion.Say("the question deck still holds %d cards", r.Count)
	}
	return companion.Phrase{}
}

// refusalWordsKO is the Korean for the rules' refusals (see register.go).
var refusalWordsKO = map[string]string{
	"only %d tiles are left to draw from":              "뽑을 수 있는 타일이 %d개밖에 남지 않았습니다",
	"%s is named twice among the challengers":          "%s{이/가} 도전자로 두 번 입력되었습니다",
	"the box holds only %d × %s, not %d":               "%[2]s 타일은 게임에 %[1]d개뿐입니다 (%[3]d개 입력)",
	"the racks you can see already hold every %s tile": "내가 볼 수 있는 받침대에 이미 %s 타일이 모두 있습니다",
}
