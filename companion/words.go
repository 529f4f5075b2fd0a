package companion

// houseWordsKO is the Korean of the messages every game may send (the house
// rules of commands, seats and notes): one home for them, beside the
// house's other words (explain.go, names.go); a game's own messages are in
// its Words.
var houseWordsKO = map[string]string{
	"too many marks at once":                            "한 번에 표시할 수 있는 칸보다 많습니다",
	"unknown command %q":                                "알 수 없는 명령: %q",
	"the game has not started yet":                      "아직 게임이 시작되지 않았습니다",
	"the game has already started":                      "게임이 이미 시작되었습니다",
	"tiles cannot change once the game has started":     "게임이 시작된 뒤에는 타일을 바꿀 수 없습니다",
	"only a player can do this":                         "플레이어만 할 수 있습니다",
	"only the host or a player can start":               "호스트나 플레이어만 시작할 수 있습니다",
	"unknown mark %q (possible, out, certain or empty)": "알 수 없는 표시 %q",
	"no player %d":                                      "플레이어 %d{이/가} 없습니다",
	"not found":                                         "찾는 것이 없습니다. 주소를 확인하세요",
}

func init() { addHouseWords("ko", houseWordsKO) }

// The Korean of the history pages' refusals.
func init() {
	addHouseWords("ko", map[string]string{
		"a page of the history holds 1 to %d games":                       "기록 한 쪽에는 1–%d판을 담을 수 있습니다",
		"this page of the history is out of date: open the history again": "기록의 이 쪽은 지난 것입니다. 기록을 다시 여세요",
	})
}
