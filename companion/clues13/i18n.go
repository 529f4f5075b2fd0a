package clues13

// The Korean texts of this package's messages (English format string -> Korean).
// tableWordsKO is the Korean for the game's table messages (see register.go).
var tableWordsKO = map[string]string{
	"13 Clues is for 2 to 6 players, not %d":        "13 클루는 2–6명 게임입니다 (%d명 불가)",
	"malformed options: %v":                         "잘못된 옵션입니다: %v",
	"the expert rule is for 3 to 6 players":         "숙련자 규칙은 3–6명 게임에서만 씁니다",
	"cards cannot change once the game has started": "게임이 시작된 뒤에는 카드를 바꿀 수 없습니다",
	"enter 5 cards: 3 outside (one person, one location, one weapon) and 2 inside (left, right)": "카드 5장을 입력하세요: 바깥 3장(인물·장소·흉기 1장씩)과 안쪽 2장(왼쪽, 오른쪽)",
	"card %s is entered twice": "%s 카드를 두 번 입력했습니다",
	"the 3 outside cards must be one person, one location and one weapon":                  "바깥 카드 3장은 인물·장소·흉기 1장씩이어야 합니다",
	"card %s is already entered by another player":                                         "%s 카드는 이미 다른 플레이어가 입력했습니다",
	"player %d has not entered their cards yet":                                            "%d번 플레이어가 아직 카드를 입력하지 않았습니다",
	"only the host can lay out the informants":                                             "비밀정보원 카드 배치는 호스트만 입력할 수 있습니다",
	"the informants must be exactly the %d cards nobody entered":                           "비밀정보원 카드는 아무도 입력하지 않은 카드 %d장이어야 합니다",
	"the game is over: player %d solved their case":                                        "게임이 끝났습니다: %d번 플레이어가 사건을 해결했습니다",
	"it is player %d's turn":                                                               "%d번 플레이어의 차례입니다",
	"the supply is empty: first take a token from another player":                          "창고가 비었습니다: 먼저 다른 플레이어에게서 돋보기 토큰을 가져오세요",
	"you take a token from another player only when you hold none and the supply is empty": "토큰이 없고 창고가 비었을 때만 다른 플레이어의 토큰을 가져올 수 있습니다",
	"name the other player to take a token from":                                           "토큰을 가져올 다른 플레이어를 고르세요",
	"player %d holds no token to take":                                                     "%d번 플레이어에게는 가져올 토큰이 없습니다",
	"name the player you ask":                                                              "질문할 플레이어를 고르세요",
	"you cannot ask yourself":                                                              "자기 자신에게는 질문할 수 없습니다",
	"private asks need the expert rule at this table":                                      "비밀 질문은 숙련자 규칙을 쓰는 테이블에서만 할 수 있습니다",
	"you have already used your top-secret token":                                          "일급비밀 토큰을 이미 사용했습니다",
	"only the 10 colours and the 6 categories may be asked":                                "10가지 색과 6가지 분류만 물어볼 수 있습니다",
	"unknown mark %q (out, certain, maybe or empty)":                                       "알 수 없는 표시 %q",
}
