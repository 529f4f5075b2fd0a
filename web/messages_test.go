package web

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	_ "github.com/tablemate/tablemate/companion/games"
	"github.com/tablemate/tablemate/companion/gametest"
)

// messageKeys finds every message key the service can send, in every
// non-test Go file of companion/ and web/ (gametest.MessageKeys).
func messageKeys(t *testing.T) map[string]string {
	keys, _ := messageKeysSeated(t)
	return keys
}

func messageKeysSeated(t *testing.T) (keys map[string]string, seated map[string][]int) {
	t.Helper()
	keys, seated, err := gametest.MessageKeys("../companion", ".")
	require.NoError(t, err)
	return keys, seated
}

// sampleArgs fills a format's verbs with representative values: numbers
// that end in a vowel and in a consonant when read in Korean, and words.
func sampleArgs(format string, n int) []any {
	verbs := regexp.MustCompile(`%(?:\[\d+\])?[-+# 0-9.]*[a-zA-Z%]`).FindAllString(format, -1)
	var args []any
	for _, v := range verbs {
		if strings.HasSuffix(v, "%") || strings.HasPrefix(v, "%[") {
			continue
		}
		switch v[len(v)-1] {
		case 'd':
			args = append(args, []int{2, 3, 1, 10}[(len(args)+n)%4])
		case 'q':
			args = append(args, []string{"pick", "zz"}[n%2])
		default:
			args = append(args, []companion.Word{{EN: "red 0", KO: "빨강 0"}, {EN: "triple", KO: "트리플"}, {EN: "the blue 5", KO: "파랑 5"}}[(len(args)+n)%3])
		}
	}
	// Explicit indexes: as many args as the highest index.
	for _, m := range regexp.MustCompile(`%\[(\d+)\]([a-z])`).FindAllStringSubmatch(format, -1) {
		i, _ := strconv.Atoi(m[1])
		for len(args) < i {
			if m[2] == "d" {
				args = append(args, 3+len(args))
			} else {
				args = append(args, companion.Word{EN: "red 0", KO: "빨강 0"})
			}
		}
	}
	return args
}

// internalIDs are the ways pieces are named in code and never to players.
var internalIDs = regexp.MustCompile(`\b([rbg][0-9]|q[0-9]{1,2}|(sun|moon|star|cloud)[0-9]{1,2}|(green|yellow|black|brown|red|pink|blue)[1-7]|fullhouse|%v)\b`)

// TestEveryMessageReadsInBothLanguages walks every message key of every
// game and of the house, renders it with representative arguments in
// Korean and English, and fails on formatting artefacts, on Korean that is
// really English, on template particles and on internal ids.
func TestEveryMessageReadsInBothLanguages(t *testing.T) {
	keys := messageKeys(t)
	require.Greater(t, len(keys), 150, "the walk finds the messages")
	names := make([]string, 0, len(keys))
	for k := range keys {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, key := range names {
		where := keys[key]
		if key == "%v" {
			t.Errorf("%s: a message that passes another error's text through (%%v): word it", where)
			continue
		}
		_, house := korean[key]
		_, game := companion.Translate("ko", key)
		if !house && !game {
			t.Errorf("%s: no Korean for %q", where, key)
			continue
		}
		assert.NotRegexp(t, internalIDs, key, "%s: an internal id in the English", where)
		for n := 0; n < 2; n++ {
			args := sampleArgs(key, n)
			e := &companion.Error{Key: key, Args: args, Msg: fmt.Sprintf(key, args...)}
			en, kr := message(e, "en"), message(e, "ko")
			assert.NotContains(t, en, "%!", "%s: %q", where, key)
			assert.NotContains(t, kr, "%!", "%s: %q", where, key)
			assert.True(t, gametest.HasHangul(kr), "%s: the Korean of %q is not Korean: %q", where, key, kr)
			assert.False(t, gametest.Markers(kr), "%s: a template particle in %q", where, kr)
			assert.NotRegexp(t, internalIDs, kr, "%s: an internal id in %q", where, kr)
		}
	}
}

// TestRenderedParticlesFollowTheArgument: a Korean format that cannot know
// its argument picks the particle once the argument is in.
func TestRenderedParticlesFollowTheArgument(t *testing.T) {
	e := companion.Refuse("wrong type: a %s cannot follow a %s", companion.Word{EN: "single", KO: "싱글"}, companion.Word{EN: "triple", KO: "트리플"})
	assert.Equal(t, "wrong type: a single cannot follow a triple", message(e, "en"))
	assert.Contains(t, message(e, "ko"), "싱글로 트리플을")
	e = companion.Refuse("not higher: %d does not beat %d", 7, 13)
	assert.Contains(t, message(e, "ko"), "7로 13을")
	e = companion.Refuse("not higher: %d does not beat %d", 3, 2)
	assert.Contains(t, message(e, "ko"), "3으로 2를")
}

// seatNumber is how a message may number a seat that exists: it must name
// it (companion.Player) so that a chosen name shows; only a seat the table
// does not have ("no player %d") is numbered.
var seatNumber = regexp.MustCompile(`(?i)(^|[^o] )player %d|%d번 플레이어`)

// TestMessagesNameSeatsByTheirNames: no message numbers a seat that
// exists; every message that names a seat reads right, in both languages,
// with a name that ends in a consonant, one that ends in a vowel, a Latin
// name and no name, the particles following the name.
func TestMessagesNameSeatsByTheirNames(t *testing.T) {
	keys, seated := messageKeysSeated(t)
	for key, where := range keys {
		f, _ := companion.Translate("ko", key)
		if k, ok := korean[key]; ok {
			f = k
		}
		assert.NotRegexp(t, seatNumber, key, "%s: a seat numbered, not named: use companion.Player", where)
		assert.NotRegexp(t, seatNumber, f, "%s: a seat numbered in the Korean of %q", where, key)
	}
	require.GreaterOrEqual(t, len(seated), 30, "the walk finds the messages that name seats")
	wrong := map[string][]string{ // a particle that does not fit the name
		"민준": {"민준는", "민준가", "민준를", "민준로", "민준와"},
		"지수": {"지수은", "지수이 ", "지수을", "지수으로", "지수과"},
	}
	names := []companion.SeatName{{Name: "민준"}, {Name: "지수"}, {Name: "Sue"}, {}}
	for key, at := range seated {
		for seat, n := range names {
			args := sampleArgs(key, 0)
			for _, i := range at {
				require.Less(t, i, len(args), "%s: %q", keys[key], key)
				args[i] = companion.Player(seat)
			}
			e := companion.NameSeats(&companion.Error{Key: key, Args: args, Msg: fmt.Sprintf(key, args...)}, names).(*companion.Error)
			want := companion.PlayerWord(names, seat)
			en, kr := message(e, "en"), message(e, "ko")
			assert.Contains(t, en, want.EN, "%s: %q", keys[key], key)
			assert.Contains(t, e.Msg, want.EN, "%s: the log text of %q", keys[key], key)
			assert.Contains(t, kr, want.In("ko"), "%s: %q", keys[key], key)
			assert.NotContains(t, kr, "%!", "%s: %q", keys[key], key)
			assert.False(t, gametest.Markers(kr), "%s: a template particle in %q", keys[key], kr)
			for _, w := range wrong[n.Name] {
				assert.NotContains(t, kr, w, "%s: the particle after %s in %q", keys[key], n.Name, kr)
			}
		}
	}
}

// TestNamedRefusalParticles: the particles of a named refusal follow the
// name's final sound; an unnamed seat reads as the pages call it.
func TestNamedRefusalParticles(t *testing.T) {
	names := []companion.SeatName{{Name: "민준"}, {Name: "지수"}, {}}
	say := func(seat int) string {
		e := companion.NameSeats(companion.Refuse("%s already went out in this trick", companion.Player(seat)), names).(*companion.Error)
		return message(e, "ko")
	}
	assert.Equal(t, "민준은 이번 라운드에 이미 아웃했습니다", say(0))
	assert.Equal(t, "지수는 이번 라운드에 이미 아웃했습니다", say(1))
	assert.Equal(t, "플레이어 3은 이번 라운드에 이미 아웃했습니다", say(2))
	e := companion.NameSeats(companion.Refuse("%s already went out in this trick", companion.Player(1)), names).(*companion.Error)
	assert.Equal(t, "지수 already went out in this trick", message(e, "en"))
	// A seat's thing takes the name too.
	e = companion.NameSeats(companion.Refuse("%s still waits for its tiles", companion.Belonging{Seat: 0, EN: "rack", KO: "받침대"}), names).(*companion.Error)
	assert.Equal(t, "민준's rack still waits for its tiles", message(e, "en"))
	assert.Equal(t, "민준의 받침대에 아직 타일이 없습니다", message(e, "ko"))
}
