package korean

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestWith(t *testing.T) {
	cases := []struct{ word, particle, want string }{
		{"빨간 3", "이/가", "빨간 3이"},
		{"빨간 2", "이/가", "빨간 2가"},
		{"파란 9", "을/를", "파란 9를"},
		{"초록 1", "이/가", "초록 1이"},
		{"10", "이라고/라고", "10이라고"},
		{"2장", "이라고/라고", "2장이라고"},
		{"없음", "이라고/라고", "없음이라고"},
		{"예", "이라고/라고", "예라고"},
		{"칼", "으로/로", "칼로"},
		{"정원", "으로/로", "정원으로"},
		{"간호사", "과/와", "간호사와"},
		{"장교", "과/와", "장교와"},
		{"정원", "과/와", "정원과"},
		{"“분홍 6이 더 많다”", "이라고/라고", "“분홍 6이 더 많다”라고"},
		{"A", "은/는", "A는"},
		{"L", "은/는", "L은"},
		{"8", "으로/로", "8로"},
		{"6", "으로/로", "6으로"},
		{"0", "이/가", "0이"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, With(c.word, c.particle), c.word+" "+c.particle)
	}
}

func TestPlayerAndLanguage(t *testing.T) {
	names := []string{"민준", " ", "Sam"}
	assert.Equal(t, "민준", Player(0, names, false))
	assert.Equal(t, "2번 플레이어", Player(1, names, false), "a blank name reads as the pages say it")
	assert.Equal(t, "Player 4", Player(3, names, true), "a seat beyond the names too")
	assert.Equal(t, "민준이", With(Player(0, names, false), "이/가"))
	for lang, want := range map[string]bool{"": false, "ko": false, "en": true} {
		en, err := English(lang)
		assert.NoError(t, err)
		assert.Equal(t, want, en)
	}
	_, err := English("fr")
	assert.ErrorContains(t, err, `lang "fr"`)
}
