package toy

// words is the Korean of every message the toy game says.
var words = map[string]string{
	"toy takes 2 or 3 players, not %d":         "토이는 2명이나 3명이 합니다. %d명은 안 됩니다",
	"only a player can do that":                "플레이어만 할 수 있습니다",
	"the digits are set: the game has started": "숫자를 모두 정해 게임이 시작되었습니다",
	"a digit is 0 to 9, not %d":                "숫자는 0부터 9까지입니다(받은 값: %d)",
	"toy has no %q command":                    "토이에는 %q 명령이 없습니다",
	"the game is over":                         "게임이 끝났습니다",
	"not every player has set a digit yet":     "아직 숫자를 정하지 않은 플레이어가 있습니다",
	"it is %s's turn":                          "%s의 차례입니다",
	"guess another player's digit":             "다른 플레이어의 숫자를 맞혀 보세요",
}
