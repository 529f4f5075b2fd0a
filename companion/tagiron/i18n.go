package tagiron

// tableWordsKO is the Korean for the game's table messages (see register.go).
var tableWordsKO = map[string]string{
	"tile %s is already on another player's rack":       "%s{은/는} 이미 다른 플레이어의 받침대에 있습니다",
	"%s has not entered their tiles yet":                "%s{이/가} 아직 타일을 입력하지 않았습니다",
	"reveal the face-up question cards first (%d of 6)": "먼저 공개된 질문 카드를 입력하세요 (%d/6)",
	"position %d is not on a %d-tile rack":              "%d번 위치는 %d장 랙에 없습니다",
	"Tagiron is for 2 to 4 players, not %d":             "타기론은 2–4명 게임입니다 (%d명 불가)",
}
