package companion

import (
	"context"
	"strconv"
)

// MaxHistory bounds the history: past it, the oldest records go first
// (the store counts them under HistoryDroppedKey, and the console says so).
// It is years of weekly game nights, and keeps every page and export small.
const MaxHistory = 3000

// HistoryDroppedKey is the store's meta key counting the records the bound let go.
const HistoryDroppedKey = "history_dropped"

// HistoryDropped says how many of the oldest records the bound let go so far.
func (s *Service) HistoryDropped(ctx context.Context) (int, error) {
	v, ok, err := s.store.Meta(ctx, HistoryDroppedKey)
	if err != nil || !ok {
		return 0, err
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, nil // a count the store cannot read is no reason to refuse the history
	}
	return n, nil
}

// The Korean of the history pages' refusals.
func init() {
	addHouseWords("ko", map[string]string{
		"a page of the history holds 1 to %d games":                       "기록 한 쪽에는 1–%d판을 담을 수 있습니다",
		"this page of the history is out of date: open the history again": "기록의 이 쪽은 지난 것입니다. 기록을 다시 여세요",
	})
}
