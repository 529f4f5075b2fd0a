package code777

// tableWordsKO is the Korean for the game's table messages (see register.go).
var tableWordsKO = map[string]string{
	"Code 777 is for 2 to 5 players, not %d":                                    "코드777은 2–5명 게임입니다 (%d명 불가)",
	"bad table options: %v":                                                     "테이블 옵션이 잘못되었습니다: %v",
	"the draw-pile reshuffle happens at 1, 4 or 7 tiles, not %d":                "타일 더미는 1, 4, 7개가 남았을 때 섞습니다 (%d 불가)",
	"the game is over":                                                          "게임이 끝났습니다",
	"%s does not need tiles now":                                                "%s에는 지금 타일을 놓지 않습니다",
	"%s places the tiles on %s":                                                 "%[2]s의 타일은 %[1]s{이/가} 놓습니다",
	"the host can enter only the neutral racks":                                 "호스트는 중립 받침대만 입력할 수 있습니다",
	"not enough %s tiles left in the draw pile":                                 "타일 더미에 %s 타일이 부족합니다",
	"%s is not in this game":                                                    "%s{은/는} 이 게임에 없습니다",
	"%s still waits for its tiles":                                              "%s에 아직 타일이 없습니다",
	"it is %s's turn to read a card":                                            "%s{이/가} 카드를 읽을 차례입니다",
	"%s was already read in this cycle of the deck":                             "%s{은/는} 이번 덱에서 이미 읽었습니다",
	"give either \"numbers\" (your own challenge) or \"challenges\"":            "\"numbers\"(내 도전)와 \"challenges\" 중 하나만 보내세요",
	"name at least one challenger":                                              "도전자를 한 명 이상 입력하세요",
	"%s has no tiles to name yet":                                               "%s의 받침대에 아직 타일이 없습니다",
	"%s: the numbers must be three numbers from 1 to 7, like 5 5 7":             "%s: 숫자는 1부터 7까지 세 개여야 합니다 (예: 5 5 7)",
	"unknown notepad cell %q":                                                   "알 수 없는 메모 칸입니다: %q",
	"unknown mark %q (x, out, certain or empty)":                                "알 수 없는 표시 %q",
	"only the host or the reader can enter the card":                            "카드는 호스트나 읽는 사람만 입력할 수 있습니다",
	"at practice the service draws the question card: turn over the card drawn": "연습에서는 질문 카드를 서비스가 뽑습니다: 뽑힌 카드를 뒤집으세요",
}
