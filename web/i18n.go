package web

import (
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
	"nothing to %s":                                                   "%s 것이 없습니다",
	"the host key is missing or wrong":                                "호스트 키가 없거나 틀립니다",
	"malformed request: %v":                                           "잘못된 요청입니다: %v",
	"the request is too large":                                        "요청이 너무 큽니다",
	"an action key is at most %d characters":                          "동작 키는 %d자까지입니다",
	"this action key was already used":                                "이미 쓰인 동작 키입니다",
	"notes are limited to %d characters":                              "메모는 %d자까지입니다",
	"unknown game %q":                                                 "알 수 없는 게임: %q",
	"unknown hint level %q (off, check, possibilities, full)":         "알 수 없는 힌트 단계: %q",
	"the database could not save this; nothing changed":               "데이터베이스에 저장하지 못했습니다. 아무것도 바뀌지 않았습니다",
	"internal error":                                                  "서버 오류",
	"the display cannot act":                                          "표시 화면은 조작할 수 없습니다",
	"too many requests from this device: wait a moment and try again": "이 기기에서 요청이 너무 많습니다. 잠시 뒤에 다시 해 보세요",
	"not found": "찾는 것이 없습니다. 주소를 확인하세요",
	"this address does not take this kind of request":                                      "이 주소는 이런 요청을 받지 않습니다",
	"the request was not understood":                                                       "요청을 이해하지 못했습니다",
	"a command needs a \"type\"":                                                           "명령에는 \"type\"이 있어야 합니다",
	"the value of %q must be %s":                                                           "%q 값은 %s{이어야/여야} 합니다",
	"the request must be %s":                                                               "요청은 %s{이어야/여야} 합니다",
	"the request is not valid JSON":                                                        "요청이 올바른 JSON 형식이 아닙니다",
	"the request could not be read":                                                        "요청을 읽을 수 없습니다",
	"there is no such %s in this game":                                                     "이 게임에 없는 %s{을/를} 보냈습니다",
	"the rules do not allow this now":                                                      "지금은 규칙상 할 수 없습니다",
	"these table options cannot be used for this game":                                     "이 게임에서는 쓸 수 없는 테이블 옵션입니다",
	"the hints could not be worked out from what was entered":                              "입력한 내용으로는 힌트를 계산할 수 없습니다",
	"only a table that was set aside can be rolled back":                                   "잠시 멈춘 테이블만 마지막 정상 기록으로 되돌릴 수 있습니다",
	"this table's game is not known to this version; it cannot be rolled back":             "이 버전은 이 테이블의 게임을 모르므로 되돌릴 수 없습니다",
	"the log is still damaged after the rollback":                                          "되돌린 뒤에도 기록이 손상되어 있습니다",
	"this table was set aside because its saved log is damaged; the host can look at it":   "저장된 기록이 손상되어 이 테이블을 잠시 멈췄습니다. 호스트가 확인할 수 있습니다",
	"the entries don't add up: everyone, check your pieces against the table":              "입력한 내용이 서로 맞지 않습니다. 모두 자기 패를 테이블과 다시 확인해 주세요",
	"everyone is ready: the host must allow a change first":                                "모두 준비되었습니다. 바꾸려면 먼저 호스트의 허락이 필요합니다",
	"only the host can allow a change":                                                     "변경 허락은 호스트만 할 수 있습니다",
	"name the player whose change you allow":                                               "변경을 허락할 플레이어를 고르세요",
	"nothing needs the host's OK now":                                                      "지금은 호스트가 허락할 변경이 없습니다",
	"no virtual reader is configured":                                                      "가상 리더가 설정되어 있지 않습니다",
	"reader %q cannot take a typed tag (no such virtual reader)":                           "%q 리더에는 태그를 입력할 수 없습니다 (그런 가상 리더가 없습니다)",
	"unknown wizard action %q (start, skip, undo, stop)":                                   "알 수 없는 등록 마법사 동작입니다: %q",
	"nothing to undo":                                                                      "되돌릴 것이 없습니다",
	"the registration wizard is not running":                                               "태그 등록 마법사가 실행 중이 아닙니다",
	"there is nothing left to skip":                                                        "더 건너뛸 것이 없습니다",
	"unknown component set %q (sets are %s)":                                               "알 수 없는 구성품 묶음입니다: %q (가능한 묶음: %s)",
	"unknown component set %q":                                                             "알 수 없는 구성품 묶음입니다: %q",
	"%q is not a component of %s":                                                          "%q{은/는} %s 묶음의 구성품이 아닙니다",
	"tag id %q holds a control character":                                                  "태그 ID %q에 제어 문자가 들어 있습니다",
	"tag id is %d bytes long, the limit is %d":                                             "태그 ID가 %d바이트입니다. 최대 %d바이트까지입니다",
	"a tag id is needed":                                                                   "태그 ID가 필요합니다",
	"the tag file was not imported, nothing changed: %v":                                   "태그 파일을 가져오지 않았습니다. 아무것도 바뀌지 않았습니다: %v",
	"tag file format %q is not %q":                                                         "태그 파일 형식 %q{은/는} %q{이/가} 아닙니다",
	"malformed tag file: %v":                                                               "태그 파일을 읽을 수 없습니다: %v",
	"tag %s is not registered":                                                             "%s 태그는 등록되어 있지 않습니다",
	"too many tags: %s; remove a tag first":                                                "태그가 너무 많습니다: %s. 먼저 태그를 지우세요",
	"tag %s is already registered as %s %s; remove it first":                               "%s 태그는 이미 %s %s{으로/로} 등록되어 있습니다. 먼저 지우세요",
	"unknown button %q (next, undo or confirm)":                                            "알 수 없는 버튼입니다: %q (다음, 되돌리기, 확인)",
	"table %s has no player %d":                                                            "%s 테이블에는 플레이어 %d{이/가} 없습니다",
	"a route needs a reader name":                                                          "연결에는 리더 이름이 필요합니다",
	"reader %s feeds no table: choose one on the host console":                             "%s 리더가 연결된 테이블이 없습니다. 호스트 콘솔에서 테이블을 고르세요",
	"reader %s feeds table %s, which has ended: choose a table on the host console":        "%s 리더가 연결된 %s 테이블은 끝났습니다. 호스트 콘솔에서 테이블을 고르세요",
	"reader %s feeds table %s, which no longer exists: choose a table on the host console": "%s 리더가 연결된 %s 테이블이 더 이상 없습니다. 호스트 콘솔에서 테이블을 고르세요",
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

// message renders an error in the given language: the house's words first,
// then the games' (see companion.Error.Render).
func message(e *companion.Error, l string) string {
	if l == "ko" {
		if f, ok := korean[e.Key]; ok {
			return e.Render(l, f)
		}
	}
	return e.Render(l, "")
}
