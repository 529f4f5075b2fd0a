package korean

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestJosaByFinalConsonant(t *testing.T) {
	for _, c := range []struct{ word, pair, want string }{
		{"플레이어 2", "이/가", "가"}, {"플레이어 1", "이/가", "이"}, {"빨강 0", "이/가", "이"},
		{"싱글", "으로/로", "로"}, {"트리플", "을/를", "을"}, {"페어", "을/를", "를"}, {"폭탄", "으로/로", "으로"},
		{"풀하우스", "와/과", "와"}, {"계단", "와/과", "과"}, {"나", "은/는", "는"}, {"해 15", "이/가", "가"},
		{"3", "으로/로", "으로"}, {"7", "으로/로", "로"}, {"8", "을/를", "을"}, {"10", "이/가", "이"},
		{"4", "은/는", "는"}, {"6", "와/과", "과"}, {"9", "이/가", "가"}, {"20", "으로/로", "으로"},
		{"0", "이/가", "이"}, {"A", "은/는", "는"}, {"L", "으로/로", "로"}, {"M", "이/가", "이"},
		{"“파랑”", "을/를", "을"}, {"플레이어 2 (나)", "이/가", "가"}, {"가", "를/을", "를"},
		{"“모든 타일의 합은?”", "은/는", "은"}, {"“1 또는 2는 어디에 있나요?”", "이/가", "가"},
	} {
		assert.Equal(t, c.want, Josa(c.word, c.pair), "%s + %s", c.word, c.pair)
	}
}

func TestFillPicksEachMarker(t *testing.T) {
	assert.Equal(t, "족보가 다릅니다: 트리플로 싱글을 따라갈 수 없습니다",
		Fill("족보가 다릅니다: 트리플{으로/로} 싱글{을/를} 따라갈 수 없습니다"))
	assert.Equal(t, "7로 12를 이길 수 없습니다", Fill("7{으로/로} 12{을/를} 이길 수 없습니다"))
	assert.Equal(t, "{0} 그대로", Fill("{0} 그대로"))
	assert.False(t, Markers(Fill("빨강 0{이/가} 있습니다")))
	assert.True(t, Markers("플레이어 2이"+"(가)"))
	assert.True(t, Markers("x {은/는} y"))
	assert.False(t, Markers("{0}"))
}
