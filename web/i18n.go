package web

import (
	"fmt"
	"strings"

	"github.com/labstack/echo/v4"
	"github.com/tablemate/tablemate/companion"
)

// korean translates server messages (the English format string is the key).
// Messages without an entry are shown in English.
var korean = map[string]string{
	"this link is not valid":                                          "유효하지 않은 링크입니다",
	"no such table":                                                   "그런 테이블이 없습니다",
	"this table has ended":                                            "이 테이블은 끝났습니다",
	"only the host can undo":                                          "되돌리기는 호스트만 할 수 있습니다",
	"only the host can end a table":                                   "테이블 종료는 호스트만 할 수 있습니다",
	"nothing to %s":                                                   "되돌릴 것이 없습니다 (%s)",
	"the host key is missing or wrong":                                "호스트 키가 없거나 틀립니다",
	"malformed request: %v":                                           "잘못된 요청입니다: %v",
	"the request is too large":                                        "요청이 너무 큽니다",
	"unknown command %q":                                              "알 수 없는 명령: %q",
	"the game has not started yet":                                    "아직 게임이 시작되지 않았습니다",
	"the game has already started":                                    "게임이 이미 시작되었습니다",
	"tiles cannot change once the game has started":                   "게임이 시작된 뒤에는 타일을 바꿀 수 없습니다",
	"only a player can do this":                                       "플레이어만 할 수 있습니다",
	"only the host or a player can start":                             "호스트나 플레이어만 시작할 수 있습니다",
	"notes are limited to %d characters":                              "메모는 %d자까지입니다",
	"unknown mark %q (possible, out, certain or empty)":               "알 수 없는 표시 %q",
	"unknown game %q":                                                 "알 수 없는 게임: %q",
	"unknown hint level %q (off, check, possibilities, full)":         "알 수 없는 힌트 단계: %q",
	"the database could not save this; nothing changed":               "데이터베이스에 저장하지 못했습니다. 아무것도 바뀌지 않았습니다",
	"internal error":                                                  "서버 오류",
	"the display cannot act":                                          "표시 화면은 조작할 수 없습니다",
	"no player %d":                                                    "%d번 플레이어가 없습니다",
	"too many requests from this device: wait a moment and try again": "이 기기에서 요청이 너무 많습니다. 잠시 뒤에 다시 해 보세요",
	"this table was set aside because its saved log is damaged; the host can look at it": "저장된 기록이 손상되어 이 테이블을 잠시 멈췄습니다. 호스트가 확인할 수 있습니다",
	"only a table that was set aside can be rolled back":                                 "멈춘 테이블만 마지막 정상 기록으로 되돌릴 수 있습니다",
	"the log is still damaged after the rollback":                                        "되돌린 뒤에도 기록이 손상되어 있습니다",
	"this table's game is not known to this version; it cannot be rolled back":           "이 버전은 이 테이블의 게임을 모릅니다. 되돌릴 수 없습니다",
}

// lang picks the phone's language: an explicit choice (header or cookie)
// first, then Accept-Language; Korean by default.
func lang(c echo.Context) string {
	if l := c.Request().Header.Get("X-Lang"); l == "en" || l == "ko" {
		return l
	}
	if ck, err := c.Cookie("lang"); err == nil && (ck.Value == "en" || ck.Value == "ko") {
		return ck.Value
	}
	al := c.Request().Header.Get("Accept-Language")
	if strings.HasPrefix(al, "en") {
		return "en"
	}
	return "ko"
}

// message renders an error in the given language.
func message(e *companion.Error, l string) string {
	if l == "ko" {
		if f, ok := korean[e.Key]; ok {
			return fmt.Sprintf(f, e.Args...)
		}
		if f, ok := companion.Translate("ko", e.Key); ok {
			return fmt.Sprintf(f, e.Args...)
		}
	}
	return e.Msg
}
