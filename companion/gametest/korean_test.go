package gametest_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/tablemate/tablemate/companion/gametest"
	"github.com/tablemate/tablemate/solver/korean"
)

func TestMarkersAndHangul(t *testing.T) {
	assert.False(t, gametest.Markers(korean.Fill("빨강 0{이/가} 있습니다")))
	assert.True(t, gametest.Markers("플레이어 2이"+"(가)"))
	assert.True(t, gametest.Markers("x {은/는} y"))
	assert.False(t, gametest.Markers("{0}"))
	assert.False(t, gametest.Markers("{0} 그대로"))
	assert.True(t, gametest.HasHangul("a 가"))
	assert.False(t, gametest.HasHangul("ga"))
}
