package lexio

import "github.com/tablemate/tablemate/companion"

func init() {
	companion.RegisterWords("ko", map[string]string{
		"malformed Lexio options: %v":                                   "렉시오 옵션이 잘못되었습니다: %v",
		"Lexio is for 3 to 6 players, not %d":                           "렉시오는 3–6명 게임입니다 (%d명 불가)",
		"stage %d is not a teaching stage (1, 2 or 3)":                  "%d단계는 없습니다 (1, 2, 3단계)",
		"the number of deals must be 1 to %d, not %d":                   "판 수는 1–%d판이어야 합니다 (%d 불가)",
		"only a player can do this":                                     "플레이어만 할 수 있습니다",
		"no deal is being played":                                       "진행 중인 판이 없습니다",
		"the game is over":                                              "게임이 끝났습니다",
		"tiles cannot change once the deal has started":                 "판이 시작된 뒤에는 패를 바꿀 수 없습니다",
		"the %s needs %d tiles, not %d":                                 "%s에는 패 %d개가 필요합니다 (%d개 입력)",
		"only the host enters the market":                               "시장패는 호스트만 입력합니다",
		"tile %s is already entered in a player's hand":                 "%s 패는 이미 어떤 플레이어의 손패로 입력되었습니다",
		"tile %s is in the market":                                      "%s 패는 시장에 있습니다",
		"tile %s is already entered by another player":                  "%s 패는 이미 다른 플레이어가 입력했습니다",
		"choose at least one tile":                                      "패를 하나 이상 고르세요",
		"not in your hand: %s":                                          "손에 없는 패입니다: %s",
		"you went out and take no further part in this trick":           "아웃을 선언해서 이번 라운드에는 참여할 수 없습니다",
		"these tiles form no combination: %s":                           "족보가 아닙니다: %s",
		"it is player %d's turn; out of turn only a bomb may be played": "%d번 플레이어 차례입니다. 차례가 아닐 때는 폭탄만 낼 수 있습니다",
		"nobody bombs an empty table out of turn":                       "바닥에 낸 패가 없을 때는 차례 밖에서 폭탄을 낼 수 없습니다",
		"wrong type: a %s cannot follow a %s":                           "족보가 다릅니다: %s(으)로 %s을(를) 따라갈 수 없습니다",
		"wrong length: %d tiles cannot follow %d tiles":                 "패 수가 다릅니다: %d장으로 %d장을 따라갈 수 없습니다",
		"not higher: %d does not beat %d":                               "더 높지 않습니다: %d(으)로 %d을(를) 이길 수 없습니다",
		"only a stronger bomb may follow a bomb":                        "폭탄 위에는 더 강한 폭탄만 낼 수 있습니다",
		"it is not your turn (player %d is to play)":                    "내 차례가 아닙니다 (%d번 플레이어 차례)",
		"the leader must play and cannot %s":                            "선은 반드시 패를 내야 합니다 (%s 불가)",
		"there is no market in stage %d":                                "%d단계에는 시장이 없습니다",
		"going out costs %d chips; you have %d":                         "아웃에는 칩 %d개가 필요합니다 (보유 %d개)",
		"going out costs %d chips; player %d has %d":                    "아웃에는 칩 %d개가 필요합니다 (%d번 플레이어 보유 %d개)",
		"tile %s is not in the market":                                  "%s 패는 시장에 없습니다",
		"player %d has already emptied their hand":                      "%d번 플레이어는 이미 손을 털었습니다",
		"no player %d": "%d번 플레이어는 없습니다",
		"give a tile count for each of the %d players": "%d명 모두의 남은 패 수를 입력하세요",
	})
}
